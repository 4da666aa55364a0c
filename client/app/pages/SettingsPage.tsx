import { Tabs } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { PageHeader } from "../components/PageHeader.tsx";
import { PasswordTab } from "../../features/users/PasswordTab.tsx";
import { ProfileTab } from "../../features/users/ProfileTab.tsx";
import { currentUserQuery } from "../../features/users/queries.ts";

export function SettingsPage() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  return (
    <>
      <PageHeader title="User Settings" />
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile">My Profile</Tabs.Tab>
          {/* Google accounts have no password here to change. */}
          {!user.google_account_id && <Tabs.Tab value="password">Password</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab key={`${user.full_name}|${user.email}`} user={user} />
        </Tabs.Panel>
        {!user.google_account_id && (
          <Tabs.Panel value="password">
            <PasswordTab />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
