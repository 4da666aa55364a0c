import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useForm } from "../../shared/use_form.ts";
import { email, profileNameMax } from "../../shared/validation.ts";
import { notifyError, notifySuccess } from "../../app/notify.ts";
import { updateMe, type User } from "./queries.ts";

const nameRules = [
  (value: string) =>
    value.length > profileNameMax ? `Full Name must not exceed ${profileNameMax} characters` : undefined,
];

/** Personal info in view mode, or a form in edit mode; Save only when changed and the e-mail is set. */
export function ProfileTab({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const initial = { full_name: user.full_name ?? "", email: user.email };
  const form = useForm({ full_name: nameRules, email }, initial);
  const mutation = useMutation({
    mutationFn: updateMe,
    onSuccess: () => {
      notifySuccess("User updated successfully.");
      setEditing(false);
    },
    onError: (error) => notifyError(error),
    // A changed name or address shows in many places: refresh everything cached.
    onSettled: () => queryClient.invalidateQueries(),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values) mutation.mutate({ full_name: values.full_name.trim(), email: values.email.trim() });
  };
  const cancel = () => {
    form.reset();
    setEditing(false);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack maw={420} gap="md">
        <Text fw={600}>User Information</Text>
        {editing
          ? (
            <>
              <TextInput label="Full name" maxLength={profileNameMax} {...form.bind("full_name")} />
              <TextInput label="Email" type="email" required {...form.bind("email")} />
              <Group>
                <Button
                  type="submit"
                  loading={mutation.isPending}
                  disabled={!form.isDirty || !form.values.email.trim()}
                >
                  Save
                </Button>
                <Button variant="default" onClick={cancel}>Cancel</Button>
              </Group>
            </>
          )
          : (
            <>
              <div>
                <Text size="sm" c="dimmed">Full name</Text>
                <Text data-testid="profile-name">{user.full_name || "N/A"}</Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">Email</Text>
                <Text data-testid="profile-email">{user.email}</Text>
              </div>
              <Group>
                <Button
                  onClick={() => {
                    form.reset(initial);
                    setEditing(true);
                  }}
                >
                  Edit
                </Button>
              </Group>
            </>
          )}
      </Stack>
    </form>
  );
}
