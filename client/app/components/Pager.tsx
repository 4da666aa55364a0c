import { Button, Group, Text } from "@mantine/core";

/** Previous / 'Page N' / Next, as on the keys and admin screens. */
export function Pager(
  { page, hasNext, onPage }: { page: number; hasNext: boolean; onPage(page: number): void },
) {
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text size="sm">Page {page}</Text>
      <Button variant="default" size="xs" disabled={!hasNext} onClick={() => onPage(page + 1)}>Next</Button>
    </Group>
  );
}
