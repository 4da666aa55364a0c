// The browser storage keys of the spec (section 3), in one place for the public pages and the app.
export const storageKeys = {
  accessToken: "access_token",
  testMode: "test_mode",
  signupConversion: "tw_signup_conv",
  activationNotice: "activation_notice",
} as const;

export type ActivationStatus = "activated" | "failed" | "required";
export interface ActivationNotice {
  status: ActivationStatus;
  message: string;
}

export function getToken(): string | null {
  return localStorage.getItem(storageKeys.accessToken);
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

export function storeToken(token: string) {
  localStorage.setItem(storageKeys.accessToken, token);
}

export function isTestMode(): boolean {
  return localStorage.getItem(storageKeys.testMode) === "true";
}

export function setTestMode(on: boolean) {
  if (on) localStorage.setItem(storageKeys.testMode, "true");
  else localStorage.removeItem(storageKeys.testMode);
}

/** Forgets the session; the caller also clears cached data and navigates. */
export function clearSession() {
  localStorage.removeItem(storageKeys.accessToken);
  localStorage.removeItem(storageKeys.testMode);
}

export function storeActivationNotice(notice: ActivationNotice) {
  sessionStorage.setItem(storageKeys.activationNotice, JSON.stringify(notice));
}

/** Reads and removes the notice, so it shows once. */
export function takeActivationNotice(): ActivationNotice | null {
  const raw = sessionStorage.getItem(storageKeys.activationNotice);
  if (!raw) return null;
  sessionStorage.removeItem(storageKeys.activationNotice);
  try {
    const parsed = JSON.parse(raw);
    if (["activated", "failed", "required"].includes(parsed?.status) && typeof parsed.message === "string") {
      return parsed;
    }
  } catch { /* a damaged entry is dropped */ }
  return null;
}

/** Reads and removes the sign-up conversion mark, so a sign-up is reported once. */
export function takeSignupConversion(): boolean {
  const marked = sessionStorage.getItem(storageKeys.signupConversion) !== null;
  sessionStorage.removeItem(storageKeys.signupConversion);
  return marked;
}
