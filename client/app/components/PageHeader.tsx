import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function PageHeader(
  { title, description, children }: { title: string; description?: string; children?: ReactNode },
) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {children}
    </Group>
  );
}
