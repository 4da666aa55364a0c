import { ActionIcon, Group, NavLink, Stack, Text, Tooltip } from "@mantine/core";
import { Link, useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { feedbackUrl } from "../../public/site.ts";
import type { User } from "../../features/users/queries.ts";
import {
  AdminIcon,
  BillingIcon,
  ExtractorsIcon,
  FeedbackIcon,
  HistoryIcon,
  KeyIcon,
  ToggleIcon,
} from "./icons.tsx";
import { UserMenu } from "./UserMenu.tsx";

interface Item {
  to: "/extractors" | "/history" | "/billing" | "/keys" | "/admin";
  label: string;
  icon: ReactNode;
}

export function Sidebar({ user, collapsed, onToggle }: { user: User; collapsed: boolean; onToggle(): void }) {
  const items: Item[] = [
    { to: "/extractors", label: "Extractors", icon: <ExtractorsIcon /> },
    { to: "/history", label: "History", icon: <HistoryIcon /> },
    { to: "/billing", label: "Billing", icon: <BillingIcon /> },
    { to: "/keys", label: "API Keys", icon: <KeyIcon /> },
  ];
  const { pathname } = useLocation();
  if (user.is_superuser) items.push({ to: "/admin", label: "Admin", icon: <AdminIcon /> });

  const withTooltip = (label: string, node: ReactNode) =>
    collapsed ? <Tooltip label={label} position="right" key={label}>{node}</Tooltip> : node;

  return (
    <Stack justify="space-between" h="100%" p="sm" gap="sm">
      <Stack gap={4}>
        <Group justify={collapsed ? "center" : "space-between"} mb="md" wrap="nowrap">
          {!collapsed && (
            <Group gap={8} wrap="nowrap">
              <img src="/static/logo.svg" alt="" width="28" height="28" />
              <Text fw={800} size="lg">Quarry</Text>
            </Group>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggle}
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          >
            <ToggleIcon collapsed={collapsed} />
          </ActionIcon>
        </Group>
        <nav aria-label="Main">
          {items.map((item) =>
            withTooltip(
              item.label,
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={collapsed ? undefined : item.label}
                aria-label={item.label}
                leftSection={item.icon}
                active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                className="side-link"
              />,
            )
          )}
          {withTooltip(
            "Feedback",
            <NavLink
              key="feedback"
              href={feedbackUrl}
              target="_blank"
              rel="noopener"
              label={collapsed ? undefined : "Feedback"}
              aria-label="Feedback"
              leftSection={<FeedbackIcon />}
              className="side-link"
            />,
          )}
        </nav>
      </Stack>
      <UserMenu user={user} collapsed={collapsed} />
    </Stack>
  );
}
