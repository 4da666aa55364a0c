import { Suspense, use } from "react";
import { Carousel } from "../components/Carousel.tsx";
import { Island } from "../components/Island.tsx";
import { PublicLayout } from "../components/PublicLayout.tsx";
import type { Example } from "../examples.ts";
import { demoUrl, documentationUrl } from "../site.ts";

const sdkSample = `from quarry import Quarry

client = Quarry(api_key="YOUR_API_KEY")
result = client.process("annual-report.pdf")
print(result.markdown)`;

const features = [
  [
    "PDF, Word and images",
    "Upload PDFs, .docx and .doc files, scans and phone photos (JPEG, PNG, TIFF, BMP).",
  ],
  ["Clean markdown", "Headings, lists, tables, footnotes and equations come out as tidy markdown."],
  ["Handwriting and scans", "OCR reads typed and handwritten pages, including faded historical documents."],
  ["Charts and figures", "Figures are described and charts are read back into their data."],
  ["A simple API", "One POST per document with an API key, or the Python SDK in three lines."],
  ["Private by design", "Uploads are deleted after processing windows and never used for training."],
];

function Examples({ examples }: { examples: Promise<Example[]> }) {
  return <Island name="carousel" component={Carousel} props={{ examples: use(examples) }} />;
}

export function Landing({ examples }: { examples: Promise<Example[]> }) {
  return (
    <PublicLayout>
      <section className="hero">
        <div className="container">
          <p className="eyebrow">Documents in, structured data out</p>
          <h1>Extract data from PDFs accurately with AI</h1>
          <p className="lead">
            Quarry turns PDFs, Word files and images into clean markdown, and pulls the exact fields you need
            into JSON or CSV. Start with 50 free pages, no credit card needed.
          </p>
          <div className="actions">
            <a className="button primary large" href="/signup">Get Started For Free</a>
            <a className="button large" href={demoUrl}>Book a demo</a>
          </div>
        </div>
      </section>

      <section className="section" id="accuracy">
        <div className="container two-col">
          <div>
            <h2>Accuracy you can build on</h2>
            <p>
              High-precision extraction of text, tables, figures, charts and handwriting. Precision handles
              everyday documents; Precision Ultra takes on dense layouts, poor scans and mathematical
              notation.
            </p>
          </div>
          <ul className="checks">
            <li>Reading order kept across columns and pages</li>
            <li>Tables with merged cells rebuilt as markdown tables</li>
            <li>Equations written as LaTeX</li>
            <li>Handwriting transcribed, not skipped</li>
          </ul>
        </div>
      </section>

      <section className="section alt" id="custom-extraction">
        <div className="container two-col">
          <div>
            <h2>Custom data extraction</h2>
            <p>
              Describe the fields you need and Quarry builds an{" "}
              <em>extractor</em>: a reusable workflow that returns JSON or CSV from every document you send
              it, each with its own API endpoint.
            </p>
          </div>
          <pre className="code" aria-label="Example extractor output">{`{
  "invoice_number": "INV-2041",
  "issued": "2025-03-14",
  "total": 1840.50,
  "currency": "EUR"
}`}</pre>
        </div>
      </section>

      <section className="section" id="examples">
        <div className="container">
          <h2>See it on real-world pages</h2>
          <p className="muted">
            Original on the left, Quarry's markdown on the right. Click an image to enlarge it.
          </p>
          <Suspense fallback={<div className="carousel placeholder" aria-busy="true" />}>
            <Examples examples={examples} />
          </Suspense>
        </div>
      </section>

      <section className="section alt" id="sdk">
        <div className="container two-col">
          <div>
            <h2>Three lines of Python</h2>
            <p>
              Create a client with your API key, process a file path, get markdown. The same works over plain
              HTTP — see the <a href={documentationUrl} target="_blank" rel="noopener">documentation</a>.
            </p>
          </div>
          <pre className="code" aria-label="Python SDK example">{sdkSample}</pre>
        </div>
      </section>

      <section className="section" id="features">
        <div className="container">
          <h2>Everything you need to get text out of documents</h2>
          <div className="grid three">
            {features.map(([title, text]) => (
              <article key={title} className="card">
                <h3>{title}</h3>
                <p>{text}</p>
              </article>
            ))}
          </div>
          <div className="actions center">
            <a className="button primary large" href="/signup">Get Started For Free</a>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
