import { type FormEvent, useEffect, useState } from "react";
import { apiCall } from "../../shared/api.ts";
import { detailString } from "../../shared/errors.ts";
import { type ActivationNotice, storeToken, takeActivationNotice } from "../../shared/storage.ts";
import { loginUsername, required } from "../../shared/validation.ts";
import { GoogleButton } from "./GoogleButton.tsx";
import { Notice } from "./Notice.tsx";
import { TextField } from "./TextField.tsx";
import { useForm } from "../../shared/use_form.ts";
import { useSignedInRedirect } from "./use_signed_in_redirect.ts";

const noticeTitles = {
  failed: "Activation failed",
  activated: "Activation successful",
  required: "Activation required",
} as const;

export interface LoginProps {
  /** From the search params activationStatus and activationMessage, already validated by the server. */
  notice: ActivationNotice | null;
}

export function LoginForm({ notice: fromQuery }: LoginProps) {
  useSignedInRedirect("/extractors");
  const [notice, setNotice] = useState(fromQuery);
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useForm({ username: loginUsername, password: [required("Password is required")] });

  useEffect(() => {
    const stored = takeActivationNotice();
    if (stored && !fromQuery) setNotice(stored);
  }, [fromQuery]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (!values) return;
    setBusy(true);
    setServerError(undefined);
    try {
      const { access_token } = await apiCall<{ access_token: string }>("/login/access-token", {
        method: "POST",
        form: { username: values.username.trim(), password: values.password },
      });
      storeToken(access_token);
      location.assign("/extractors");
    } catch (error) {
      // A list detail (validation) is not meant for people: spec section 8.
      setServerError(detailString(error) ?? "Something went wrong");
      setBusy(false);
    }
  };

  return (
    <>
      {notice && (
        <Notice
          tone={notice.status === "failed" ? "error" : "success"}
          title={noticeTitles[notice.status]}
          onClose={() => setNotice(null)}
        >
          {notice.message}
        </Notice>
      )}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          placeholder="Email"
          autoComplete="email"
          {...form.bind("username")}
        />
        <TextField
          label="Password"
          type="password"
          placeholder="Password"
          autoComplete="current-password"
          {...form.bind("password")}
          error={form.bind("password").error ?? serverError}
        />
        <p className="form-aside">
          <a href="/recover-password">Forgot password?</a>
        </p>
        <button type="submit" className="button primary block" disabled={busy}>Log In</button>
      </form>
      <div className="divider">
        <span>or</span>
      </div>
      <GoogleButton />
      <p className="form-footer">
        Don't have an account? <a href="/signup">Sign up</a>
      </p>
    </>
  );
}
