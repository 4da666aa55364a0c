import { type FormEvent, useState } from "react";
import { apiCall } from "../../shared/api.ts";
import { errorText } from "../../shared/errors.ts";
import { storeActivationNotice, storeToken } from "../../shared/storage.ts";
import { setFlash, showToast } from "../../shared/toast.ts";
import { confirmOf, email, fullName, password, signupNameMin } from "../../shared/validation.ts";
import { GoogleButton } from "./GoogleButton.tsx";
import { TextField } from "./TextField.tsx";
import { useForm } from "../../shared/use_form.ts";
import { useSignedInRedirect } from "./use_signed_in_redirect.ts";

export const activationRequiredMessage =
  "A verification email has been sent to your address. Please activate your account before logging in.";

export function SignupForm() {
  useSignedInRedirect("/extractors");
  const [busy, setBusy] = useState(false);
  const form = useForm({ full_name: fullName, email, password, confirm_password: confirmOf("password") });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (!values) return;
    setBusy(true);
    try {
      const result = await apiCall<{ token: { access_token: string } | null }>("/users/signup", {
        method: "POST",
        json: { full_name: values.full_name.trim(), email: values.email.trim(), password: values.password },
      });
      if (result.token?.access_token) {
        storeToken(result.token.access_token);
        setFlash({
          tone: "success",
          title: "Welcome!",
          message: "Your account has been created successfully.",
        });
        location.assign("/extractors");
      } else {
        storeActivationNotice({ status: "required", message: activationRequiredMessage });
        const params = new URLSearchParams({
          activationStatus: "required",
          activationMessage: activationRequiredMessage,
        });
        location.assign(`/login?${params}`);
      }
    } catch (error) {
      showToast({ tone: "error", title: "Something went wrong", message: errorText(error) });
      setBusy(false);
    }
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Full name"
          placeholder="Full name"
          autoComplete="name"
          minLength={signupNameMin}
          {...form.bind("full_name")}
        />
        <TextField
          label="Email"
          type="email"
          placeholder="Email"
          autoComplete="email"
          {...form.bind("email")}
        />
        <TextField
          label="Password"
          type="password"
          placeholder="Password"
          autoComplete="new-password"
          {...form.bind("password")}
        />
        <TextField
          label="Confirm password"
          type="password"
          placeholder="Confirm password"
          autoComplete="new-password"
          {...form.bind("confirm_password")}
        />
        <button type="submit" className="button primary block" disabled={busy}>Sign Up</button>
      </form>
      <div className="divider">
        <span>or</span>
      </div>
      <GoogleButton />
      <p className="form-footer">
        Already have an account? <a href="/login">Log in</a>
      </p>
    </>
  );
}
