import { type ChangeEvent, useId, useState } from "react";

interface Props {
  label: string;
  name: string;
  value: string;
  error?: string;
  type?: "text" | "email" | "password";
  placeholder?: string;
  autoComplete?: string;
  minLength?: number;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
}

/** A labelled input with its message below; password inputs get a show/hide toggle. */
export function TextField({ label, error, type = "text", ...input }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const isPassword = type === "password";
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="input-wrap">
        <input
          id={id}
          {...input}
          type={isPassword && shown ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {isPassword && (
          <button
            type="button"
            className="reveal"
            aria-label={shown ? "Hide password" : "Show password"}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            {shown ? "Hide" : "Show"}
          </button>
        )}
      </div>
      {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
    </div>
  );
}
