import { Button, Checkbox, Group, Modal, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useForm } from "../../shared/use_form.ts";
import { email, passwordMin, required, type Rule } from "../../shared/validation.ts";
import { notifyError, notifySuccess } from "../../app/notify.ts";
import { createUser, updateUser, type User, type UserInput } from "./queries.ts";

const minLength: Rule = (value) =>
  value && value.length < passwordMin ? `Password must be at least ${passwordMin} characters` : undefined;
const matches: Rule = (value, values) => value === values.password ? undefined : "The passwords do not match";

/** Add a user, or edit one (password optional there; an empty one is not sent). */
export function UserDialog({ user, onClose }: { user: User | null; onClose(): void }) {
  const queryClient = useQueryClient();
  const editing = user !== null;
  const initial = { email: user?.email ?? "", full_name: user?.full_name ?? "" };
  const form = useForm({
    email,
    full_name: [],
    password: editing ? [minLength] : [required("Password is required"), minLength],
    confirm_password: editing
      ? [(value, values) => (values.password && !value ? "Please confirm your password" : undefined), matches]
      : [required("Please confirm your password"), matches],
  }, initial);
  const [flags, setFlags] = useState({
    is_superuser: user?.is_superuser ?? false,
    is_active: user?.is_active ?? true,
  });
  const flagsChanged = editing &&
    (flags.is_superuser !== user.is_superuser || flags.is_active !== user.is_active);

  const mutation = useMutation({
    mutationFn: (input: Partial<UserInput>) =>
      editing ? updateUser(user.id, input) : createUser(input as UserInput),
    onSuccess: () => {
      notifySuccess(editing ? "User updated successfully." : "User created successfully.");
      onClose();
    },
    onError: (error) => notifyError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["users"] }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (!values) return;
    mutation.mutate({
      email: values.email.trim(),
      full_name: values.full_name.trim(),
      ...(values.password ? { password: values.password } : {}),
      ...flags,
    });
  };

  return (
    <Modal opened onClose={onClose} title={editing ? "Edit User" : "Add User"}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label="Email" type="email" required data-autofocus {...form.bind("email")} />
          <TextInput label="Full name" {...form.bind("full_name")} />
          <PasswordInput
            label={editing ? "Set Password" : "Password"}
            required={!editing}
            {...form.bind("password")}
          />
          <PasswordInput label="Confirm Password" required={!editing} {...form.bind("confirm_password")} />
          <Group>
            <Checkbox
              label="Is superuser?"
              name="is_superuser"
              checked={flags.is_superuser}
              onChange={(event) => setFlags({ ...flags, is_superuser: event.currentTarget.checked })}
            />
            <Checkbox
              label="Is active?"
              name="is_active"
              checked={flags.is_active}
              onChange={(event) => setFlags({ ...flags, is_active: event.currentTarget.checked })}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button
              type="submit"
              loading={mutation.isPending}
              disabled={editing && !form.isDirty && !flagsChanged}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
