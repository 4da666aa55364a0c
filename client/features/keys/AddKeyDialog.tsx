import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useForm } from "../../shared/use_form.ts";
import { required } from "../../shared/validation.ts";
import { notifyError, notifySuccess } from "../../app/notify.ts";
import { CopyButton } from "./CopyButton.tsx";
import { createKey } from "./queries.ts";

/** Names a new key; after creation shows the whole key, the only time it can be seen. */
export function AddKeyDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const form = useForm({ name: [required("Name is required")] });
  const [created, setCreated] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: createKey,
    onSuccess: (key) => {
      setCreated(key.key);
      notifySuccess("API key created successfully.");
    },
    onError: (error) => notifyError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["apiKeys"] }),
  });
  const close = () => {
    form.reset();
    setCreated(null);
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values) mutation.mutate(values.name.trim());
  };
  return (
    <Modal opened={opened} onClose={close} title={created ? "Your new API key" : "Add API Key"}>
      {created
        ? (
          <Stack>
            <Alert color="yellow">Copy this key now: it will not be shown again.</Alert>
            <Group wrap="nowrap" gap="xs">
              <Code block style={{ flex: 1, wordBreak: "break-all" }} data-testid="new-key">{created}</Code>
              <CopyButton text={created} label="Copy API key" />
            </Group>
            <Button onClick={close}>Done</Button>
          </Stack>
        )
        : (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <Text size="sm" c="dimmed">Give the key a name that says where it is used.</Text>
              <TextInput
                label="Name"
                placeholder="e.g. Production server"
                data-autofocus
                {...form.bind("name")}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>Cancel</Button>
                <Button type="submit" loading={mutation.isPending}>Create</Button>
              </Group>
            </Stack>
          </form>
        )}
    </Modal>
  );
}
