// Screens whose content arrives with the documents and billing work; until then they carry their headings.
import { useEffect } from "react";
import { takeSignupConversion } from "../../shared/storage.ts";
import { PageHeader } from "../components/PageHeader.tsx";

/** The ad tracker's tag, when the deployment's page loads one (the spec's sign-up conversion event). */
type Tracker = (command: "event", name: string) => void;

export function MarkdownPage() {
  return <PageHeader title="Markdown" description="Convert documents to markdown." />;
}

export function HistoryPage() {
  return <PageHeader title="History" description="All your document conversions and extractions." />;
}

/** /documents: the history, plus the one-time sign-up conversion event for new Google sign-ups. */
export function DocumentsPage() {
  useEffect(() => {
    if (takeSignupConversion()) (globalThis as { twq?: Tracker }).twq?.("event", "signup_conversion");
  }, []);
  return <HistoryPage />;
}

export function BillingPage() {
  return <PageHeader title="Billing & Credits" />;
}
