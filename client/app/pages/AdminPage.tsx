import { ActionIcon, Badge, Button, Card, Group, Menu, Table, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { confirmDelete } from "../components/confirm_delete.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { Pager } from "../components/Pager.tsx";
import {
  currentUserQuery,
  deleteUser,
  type User,
  usersPageSize,
  usersQuery,
} from "../../features/users/queries.ts";
import { UserDialog } from "../../features/users/UserDialog.tsx";

export function AdminPage({ page, onPage }: { page: number; onPage(page: number): void }) {
  const queryClient = useQueryClient();
  const { data: me } = useQuery(currentUserQuery());
  const { data } = useQuery(usersQuery(page));
  const [dialog, setDialog] = useState<{ user: User | null } | null>(null);
  const users = data?.data ?? [];
  const hasNext = page * usersPageSize < (data?.count ?? 0);
  return (
    <>
      <PageHeader title="Users Management">
        <Button onClick={() => setDialog({ user: null })}>Add User</Button>
      </PageHeader>
      <Card withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Full name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th w={80}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => {
                const isMe = user.id === me?.id;
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm" c={user.full_name ? undefined : "dimmed"}>
                          {user.full_name || "N/A"}
                        </Text>
                        {isMe && <Badge size="sm" color="teal">You</Badge>}
                      </Group>
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{user.is_superuser ? "Superuser" : "User"}</Table.Td>
                    <Table.Td>
                      <Badge variant="dot" color={user.is_active ? "green" : "gray"}>
                        {user.is_active ? "Active" : "Inactive"}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal disabled={isMe}>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            disabled={isMe}
                            aria-label={`Actions for ${user.email}`}
                          >
                            ⋮
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => setDialog({ user })}>Edit User</Menu.Item>
                          <Menu.Item
                            color="red"
                            onClick={() =>
                              confirmDelete(queryClient, {
                                type: "User",
                                name: user.email,
                                remove: () => deleteUser(user.id),
                              })}
                          >
                            Delete User
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Pager page={page} hasNext={hasNext} onPage={onPage} />
      {dialog && <UserDialog user={dialog.user} onClose={() => setDialog(null)} />}
    </>
  );
}
