import { useEffect, useState } from "react";
import { takeFlash, type Toast, toastEvent } from "../../shared/toast.ts";

interface Shown extends Toast {
  id: number;
}

let nextId = 0;

/** Toasts of the public pages: bottom-right, closable, gone after 6 s. */
export function Toaster() {
  const [toasts, setToasts] = useState<Shown[]>([]);
  useEffect(() => {
    const add = (toast: Toast) => {
      const id = nextId++;
      setToasts((list) => [...list, { ...toast, id }]);
      setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 6000);
    };
    const flash = takeFlash();
    if (flash) add(flash);
    const onToast = (event: Event) => add((event as CustomEvent<Toast>).detail);
    addEventListener(toastEvent, onToast);
    return () => removeEventListener(toastEvent, onToast);
  }, []);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast ${toast.tone}`}
          role={toast.tone === "error" ? "alert" : "status"}
        >
          <div>
            <strong>{toast.title}</strong>
            <p>{toast.message}</p>
          </div>
          <button
            type="button"
            className="close"
            aria-label="Close"
            onClick={() => setToasts((list) => list.filter((t) => t.id !== toast.id))}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
