import { useEffect, useState } from "react";
import { apiCall } from "../../shared/api.ts";
import { detailString } from "../../shared/errors.ts";
import { type ActivationNotice, storeActivationNotice } from "../../shared/storage.ts";

export const activatedMessage = "Your account has been successfully activated. You can now log in.";

function goToLogin(notice: ActivationNotice) {
  const params = new URLSearchParams({ activationStatus: notice.status, activationMessage: notice.message });
  location.replace(`/login?${params}`);
}

/** Activation is requested as soon as the page runs, with the token of the mailed link. */
export function Activate({ token }: { token: string | null }) {
  const [working, setWorking] = useState(token !== null);
  useEffect(() => {
    if (!token) return;
    apiCall("/users/activate", { method: "POST", json: { token } }).then(
      () => {
        const notice = { status: "activated" as const, message: activatedMessage };
        storeActivationNotice(notice);
        goToLogin(notice);
      },
      (error) => {
        const message = detailString(error) ||
          (error instanceof Error && error.message) || "An error occurred during activation";
        goToLogin({ status: "failed", message });
        setWorking(false);
      },
    );
  }, [token]);
  return (
    <>
      {token
        ? <p className="muted">{working ? "Activating your account…" : ""}</p>
        : <p className="field-error" role="alert">No activation token provided</p>}
      <a className="button primary block" href="/login">Go to Login</a>
    </>
  );
}
