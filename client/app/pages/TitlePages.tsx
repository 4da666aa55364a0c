// Screens whose content arrives with the documents and billing work; until then they carry their headings.
import { PageHeader } from "../components/PageHeader.tsx";

export function MarkdownPage() {
  return <PageHeader title="Markdown" description="Convert documents to markdown." />;
}

export function HistoryPage() {
  return <PageHeader title="History" description="All your document conversions and extractions." />;
}

export function BillingPage() {
  return <PageHeader title="Billing & Credits" />;
}
