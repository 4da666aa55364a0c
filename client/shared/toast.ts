// Toasts that outlive a page load: a form stores one, the next page (public or app) shows it.
export interface Toast {
  title: string;
  message: string;
  tone: "success" | "error" | "info";
}

const flashKey = "quarry_flash";
export const toastEvent = "quarry:toast";

export function setFlash(toast: Toast) {
  sessionStorage.setItem(flashKey, JSON.stringify(toast));
}

export function takeFlash(): Toast | null {
  const raw = sessionStorage.getItem(flashKey);
  sessionStorage.removeItem(flashKey);
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** Shows a toast on the current public page (the Toaster island listens). */
export function showToast(toast: Toast) {
  dispatchEvent(new CustomEvent<Toast>(toastEvent, { detail: toast }));
}
