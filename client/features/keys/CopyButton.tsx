import { ActionIcon, Tooltip } from "@mantine/core";
import { useState } from "react";
import { notifyFailure } from "../../app/notify.ts";

export const copiedMs = 1500;

/** Copies the text; a checkmark shows for 1.5 s. */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), copiedMs);
    } catch {
      notifyFailure("Failed to copy to clipboard");
    }
  };
  return (
    <Tooltip label={copied ? "Copied" : label}>
      <ActionIcon
        variant="subtle"
        color={copied ? "green" : "gray"}
        onClick={copy}
        aria-label={copied ? "Copied" : label}
      >
        {copied ? "✓" : "⧉"}
      </ActionIcon>
    </Tooltip>
  );
}
