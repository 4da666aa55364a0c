import { type FormEvent, useState } from "react";
import { apiCall } from "../../shared/api.ts";
import { errorText } from "../../shared/errors.ts";
import { showToast } from "../../shared/toast.ts";
import { email } from "../../shared/validation.ts";
import { TextField } from "./TextField.tsx";
import { useForm } from "../../shared/use_form.ts";
import { useSignedInRedirect } from "./use_signed_in_redirect.ts";

export function RecoverForm() {
  useSignedInRedirect("/");
  const [busy, setBusy] = useState(false);
  const form = useForm({ email });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (!values) return;
    setBusy(true);
    try {
      await apiCall(`/password-recovery/${encodeURIComponent(values.email.trim())}`, { method: "POST" });
      showToast({
        tone: "success",
        title: "Email sent.",
        message: "We sent an email with a link to get back into your account.",
      });
    } catch (error) {
      showToast({ tone: "error", title: "Error", message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="muted">A password recovery email will be sent to the registered account.</p>
      <TextField
        label="Email"
        type="email"
        placeholder="Email"
        autoComplete="email"
        {...form.bind("email")}
      />
      <button type="submit" className="button primary block" disabled={busy}>Continue</button>
      <p className="form-footer">
        <a href="/login">Back to log in</a>
      </p>
    </form>
  );
}
