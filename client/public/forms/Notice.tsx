import type { ReactNode } from "react";

/** An alert box; with onClose it can be dismissed. */
export function Notice(
  { tone, title, children, onClose }: {
    tone: "success" | "error";
    title: string;
    children?: ReactNode;
    onClose?: () => void;
  },
) {
  return (
    <div className={`notice ${tone}`} role={tone === "error" ? "alert" : "status"}>
      <div>
        <strong>{title}</strong>
        {children && <p>{children}</p>}
      </div>
      {onClose && <button type="button" className="close" aria-label="Dismiss" onClick={onClose}>✕</button>}
    </div>
  );
}
