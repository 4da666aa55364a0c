import { Button, PasswordInput, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useForm } from "../../shared/use_form.ts";
import { confirmOf, password, required } from "../../shared/validation.ts";
import { notifyError, notifySuccess } from "../../app/notify.ts";
import { updatePassword } from "./queries.ts";

export function PasswordTab() {
  const form = useForm({
    current_password: [required("Password is required")],
    new_password: password,
    confirm_password: confirmOf("new_password"),
  });
  const mutation = useMutation({
    mutationFn: updatePassword,
    onSuccess: () => {
      notifySuccess("Password updated successfully.");
      form.reset();
    },
    onError: (error) => notifyError(error),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values) mutation.mutate(values);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack maw={420} gap="md">
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          {...form.bind("current_password")}
        />
        <PasswordInput label="New Password" autoComplete="new-password" {...form.bind("new_password")} />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          {...form.bind("confirm_password")}
        />
        <Button type="submit" loading={mutation.isPending} w="fit-content">Save</Button>
      </Stack>
    </form>
  );
}
