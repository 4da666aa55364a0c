import type { ReactNode } from "react";
import { PublicLayout } from "../components/PublicLayout.tsx";
import { contactEmail } from "../site.ts";

function Prose({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <PublicLayout>
      <article className="section container prose">
        <h1>{title}</h1>
        {updated && <p className="muted">Last updated: {updated}</p>}
        {children}
      </article>
    </PublicLayout>
  );
}

const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;

export function Terms() {
  return (
    <Prose title="Terms of Service" updated="Oct 2, 2024">
      <h2>1. The service</h2>
      <p>
        Quarry converts documents (PDF, Word and image files) into markdown, JSON or CSV through a web
        application, an HTTP API and a Python SDK.
      </p>
      <h2>2. Third-party processors</h2>
      <p>
        To provide the service we use third-party AI model providers and cloud infrastructure providers, which
        process your documents on our behalf and only for that purpose.
      </p>
      <h2>3. Eligibility</h2>
      <p>You must be at least 18 years old to use Quarry.</p>
      <h2>4. Your documents</h2>
      <p>
        Uploaded files and their results are stored temporarily and deleted periodically. We do not use your
        data to train AI models. You keep all rights to your documents and to the results produced from them.
      </p>
      <h2>5. Payments</h2>
      <p>
        Credits are prepaid. Card payments are handled by our card payment provider; we never store full card
        numbers.
      </p>
      <h2>6. Prohibited activities</h2>
      <p>
        You may not upload content you have no right to process, attempt to disrupt or reverse-engineer the
        service, circumvent usage limits, or use Quarry for unlawful purposes.
      </p>
      <h2>7. No warranty</h2>
      <p>
        The service is provided “as is” without warranties of any kind. Extraction results may contain errors;
        check them before relying on them.
      </p>
      <h2>8. Changes</h2>
      <p>We may change these terms. Changes take effect when they are posted on this page.</p>
      <p>Questions: {mail}.</p>
    </Prose>
  );
}

export function Privacy() {
  return (
    <Prose title="Privacy Policy" updated="May 22, 2025">
      <h2>1. Introduction</h2>
      <p>
        This policy explains how Quarry handles personal data when you use our website, application and API.
      </p>
      <h2>2. Data we collect</h2>
      <p>
        Account data (name, e-mail address, password hash or Google account id), the documents you upload and
        their results, payment records (never full card numbers) and basic usage logs.
      </p>
      <h2>3. How we use data</h2>
      <p>
        To provide and bill the service, secure accounts, answer support requests and improve reliability.
      </p>
      <h2>4. Sharing</h2>
      <p>
        With processors that run the service for us (AI model providers, cloud hosting, the card payment
        provider), under contracts limiting use to our instructions. We do not sell personal data.
      </p>
      <h2>5. Retention</h2>
      <p>
        Uploaded documents and results are deleted periodically; account data is kept while your account
        exists.
      </p>
      <h2>6. Security</h2>
      <p>
        Traffic is encrypted, passwords and keys are stored hashed, and access is limited to the account
        owner.
      </p>
      <h2>7. Your rights</h2>
      <p>
        Depending on where you live (for example under the GDPR or the CCPA) you may access, correct, export
        or delete your data and object to processing. Write to us to exercise these rights.
      </p>
      <h2>8. Children</h2>
      <p>Quarry is not directed to children under 13 and we do not knowingly collect their data.</p>
      <h2>9. International transfers</h2>
      <p>Data may be processed outside your country with appropriate safeguards.</p>
      <h2>10. Changes to this policy</h2>
      <p>We will post any changes here and update the date above.</p>
      <h2>11. Contact</h2>
      <p>Privacy questions: {mail}.</p>
    </Prose>
  );
}

export function About() {
  return (
    <Prose title="About Quarry">
      <p>
        Our mission is to make the information locked in documents usable: every PDF, scan and photo turned
        into clean, faithful, structured data.
      </p>
      <h2>Our commitments</h2>
      <ul>
        <li>Accuracy first: we measure extraction quality and publish what each mode is good at.</li>
        <li>Your data stays yours: uploads are deleted periodically and never used for training.</li>
        <li>Fair pricing: prepaid credits, pay per page, no subscriptions required.</li>
      </ul>
      <p>Talk to us: {mail}.</p>
    </Prose>
  );
}
