import { Anchor, Code, Stack, Tabs, Text, Title } from "@mantine/core";

/** How to call the API with a key, using this server's real address. */
export function KeyExamples() {
  const base = `${location.origin}/api/v1`;
  const curl = `curl -X POST ${base}/documents \\
  -H "Authorization: Bearer YOUR_API_KEY" \\
  -F "file=@document.pdf"`;
  const ultra = `curl -X POST ${base}/documents \\
  -H "Authorization: Bearer YOUR_API_KEY" \\
  -F "file=@document.pdf" \\
  -F "accuracy=ultra"`;
  const python = `from quarry import Quarry

client = Quarry(api_key="YOUR_API_KEY", base_url="${base}")
result = client.process("document.pdf")
print(result.markdown)`;
  return (
    <Stack mt="xl" gap="sm">
      <Title order={2} size="h4">How to use your API key</Title>
      <Text size="sm" c="dimmed">
        Send documents with your key in the Authorization header. See the{" "}
        <Anchor href="/docs" target="_blank">API documentation</Anchor> for every endpoint.
      </Text>
      <Tabs defaultValue="curl">
        <Tabs.List>
          <Tabs.Tab value="curl">curl</Tabs.Tab>
          <Tabs.Tab value="ultra">accuracy=ultra</Tabs.Tab>
          <Tabs.Tab value="python">Python SDK</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="curl" pt="sm">
          <Code block>{curl}</Code>
        </Tabs.Panel>
        <Tabs.Panel value="ultra" pt="sm">
          <Code block>{ultra}</Code>
        </Tabs.Panel>
        <Tabs.Panel value="python" pt="sm">
          <Code block>{python}</Code>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
