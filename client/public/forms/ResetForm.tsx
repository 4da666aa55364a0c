import { type FormEvent, useState } from "react";
import { apiCall } from "../../shared/api.ts";
import { errorText } from "../../shared/errors.ts";
import { setFlash, showToast } from "../../shared/toast.ts";
import { confirmOf, password } from "../../shared/validation.ts";
import { TextField } from "./TextField.tsx";
import { useForm } from "../../shared/use_form.ts";

export function ResetForm({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const form = useForm({ new_password: password, confirm_password: confirmOf("new_password") });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (!values) return;
    setBusy(true);
    try {
      await apiCall("/reset-password/", {
        method: "POST",
        json: { new_password: values.new_password, token },
      });
      setFlash({ tone: "success", title: "Success!", message: "Password updated successfully." });
      location.assign("/login");
    } catch (error) {
      showToast({ tone: "error", title: "Error", message: errorText(error) });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="muted">Please enter your new password and confirm it to reset your password.</p>
      <TextField
        label="Set Password"
        type="password"
        placeholder="New password"
        autoComplete="new-password"
        {...form.bind("new_password")}
      />
      <TextField
        label="Confirm Password"
        type="password"
        placeholder="Confirm password"
        autoComplete="new-password"
        {...form.bind("confirm_password")}
      />
      <button type="submit" className="button primary block" disabled={busy}>Reset Password</button>
    </form>
  );
}
