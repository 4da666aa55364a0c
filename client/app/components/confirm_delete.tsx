import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { QueryClient } from "@tanstack/react-query";
import { notifications } from "@mantine/notifications";

/** The deletable types of the shared delete dialog, with the list each one refreshes. */
const lists = { Document: "documents", User: "users", ApiKey: "apiKeys" } as const;
export type Deletable = keyof typeof lists;

/** Confirm, delete, toast; then refresh the matching list whether or not it worked (spec section 4). */
export function confirmDelete(
  queryClient: QueryClient,
  options: { type: Deletable; name: string; remove(): Promise<unknown> },
) {
  modals.openConfirmModal({
    title: `Delete ${options.type}`,
    children: <Text size="sm">Are you sure you want to delete "{options.name}"? This cannot be undone.</Text>,
    labels: { confirm: "Delete", cancel: "Cancel" },
    confirmProps: { color: "red" },
    onConfirm: async () => {
      try {
        await options.remove();
        notifications.show({
          title: "Success!",
          message: `The ${options.type} was deleted successfully.`,
          color: "green",
          withCloseButton: true,
        });
      } catch {
        notifications.show({
          title: "An error occurred.",
          message: `An error occurred while deleting the ${options.type}.`,
          color: "red",
          withCloseButton: true,
        });
      } finally {
        await queryClient.invalidateQueries({ queryKey: [lists[options.type]] });
      }
    },
  });
}
