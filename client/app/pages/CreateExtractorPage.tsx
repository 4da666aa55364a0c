import { Button, Card, Group, List, SimpleGrid, Stack, Text } from "@mantine/core";
import { contactEmail, demoUrl } from "../../public/site.ts";
import { PageHeader } from "../components/PageHeader.tsx";

/** For accounts without the builder: custom extractors are made by the team on request. */
export function CreateExtractorPage() {
  return (
    <Stack maw={760}>
      <PageHeader
        title="Create New Extractor"
        description="Contact support and we will build a custom extractor for your documents."
      />
      <Card withBorder radius="md" padding="lg">
        <Text fw={600} mb="xs">What to send us</Text>
        <List spacing="xs">
          <List.Item>Sample documents</List.Item>
          <List.Item>The data fields you need</List.Item>
          <List.Item>Expected volume and frequency</List.Item>
          <List.Item>Formatting requirements</List.Item>
        </List>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">Response time</Text>
          <Text fw={700}>24-48 hours</Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">Development time</Text>
          <Text fw={700}>3-5 days</Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">Cost</Text>
          <Text fw={700}>Free</Text>
        </Card>
      </SimpleGrid>
      <Group>
        <Button component="a" href={`mailto:${contactEmail}?subject=Custom%20extractor`}>
          Contact support
        </Button>
        <Button component="a" href={demoUrl} variant="default">Schedule a consult</Button>
      </Group>
    </Stack>
  );
}
