import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { User } from "../../features/users/queries.ts";
import { logout } from "../session.ts";

/** The user chip at the bottom of the sidebar (full name, else e-mail). */
export function UserMenu({ user, collapsed }: { user: User; collapsed: boolean }) {
  const name = user.full_name || user.email;
  return (
    <Menu position="top-start" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton className="user-chip" aria-label={`Account menu for ${name}`} data-testid="user-menu">
          <Group gap="sm" wrap="nowrap">
            <Avatar color="indigo" radius="xl" size="md">{name.slice(0, 1).toUpperCase()}</Avatar>
            {!collapsed && (
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>{name}</Text>
                <Text size="xs" c="dimmed" truncate>{user.email}</Text>
              </div>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/settings">My profile</Menu.Item>
        <Menu.Item color="red" onClick={() => logout()}>Log out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
