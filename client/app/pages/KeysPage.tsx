import { ActionIcon, Button, Card, Menu, Table, Text, UnstyledButton } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { confirmDelete } from "../components/confirm_delete.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { Pager } from "../components/Pager.tsx";
import { AddKeyDialog } from "../../features/keys/AddKeyDialog.tsx";
import { KeyExamples } from "../../features/keys/KeyExamples.tsx";
import { type ApiKey, deleteKey, keysPageSize, keysQuery } from "../../features/keys/queries.ts";

/** Keys are blurred until clicked, so a screen share does not show even their prefix by accident. */
function BlurredKey({ value }: { value: string }) {
  const [shown, setShown] = useState(false);
  return (
    <UnstyledButton onClick={() => setShown(!shown)} aria-label={shown ? "Hide key" : "Show key"}>
      <Text ff="monospace" size="sm" style={{ filter: shown ? "none" : "blur(4px)" }}>{value}</Text>
    </UnstyledButton>
  );
}

export function KeysPage({ page, onPage }: { page: number; onPage(page: number): void }) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const { data, isPending } = useQuery(keysQuery(page));
  const keys = data?.data ?? [];
  const onDelete = (key: ApiKey) =>
    confirmDelete(queryClient, { type: "ApiKey", name: key.name, remove: () => deleteKey(key.id) });
  return (
    <>
      <PageHeader title="API Keys" description="Keys let your programs send documents to Quarry.">
        <Button onClick={() => setAdding(true)}>Add API Key</Button>
      </PageHeader>
      <Card withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th w={80}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td>
                    <BlurredKey value={key.key} />
                  </Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${key.name}`}>
                          ⋮
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item color="red" onClick={() => onDelete(key)}>Delete</Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
              {!isPending && keys.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Text c="dimmed" ta="center" py="md">No API keys yet</Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Pager page={page} hasNext={keys.length === keysPageSize} onPage={onPage} />
      <KeyExamples />
      <AddKeyDialog opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
