import { useEffect } from "react";
import { setTestMode, storageKeys, storeToken } from "../../shared/storage.ts";

/** Where third-party sign-in lands: keeps the token and moves on (spec section 2, /login/success). */
export function LoginSuccess() {
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get("token");
    if (!token) {
      setTestMode(false);
      location.replace("/login");
      return;
    }
    storeToken(token);
    setTestMode(params.get("test") === "true");
    if (params.get("new_user") === "true") sessionStorage.setItem(storageKeys.signupConversion, "true");
    // The app starts with an empty query cache on the full page load below, which clears cached data.
    location.replace("/extractors");
  }, []);
  return <p className="muted">Signing you in…</p>;
}
