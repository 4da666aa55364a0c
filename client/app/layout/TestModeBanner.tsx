import { Button, Group, Text } from "@mantine/core";
import { isTestMode } from "../../shared/storage.ts";
import { logout } from "../session.ts";

/** The root banner: local storage test_mode = 'true'. */
export function TestModeBanner() {
  if (!isTestMode()) return null;
  return (
    <Group justify="center" gap="md" bg="red.8" py={6} role="alert" className="test-banner">
      <Text c="white" fw={700}>TEST MODE ACTIVE</Text>
      <Button size="compact-sm" variant="white" color="red" onClick={() => logout()}>
        Logout
      </Button>
    </Group>
  );
}
