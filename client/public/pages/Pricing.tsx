import { PublicLayout } from "../components/PublicLayout.tsx";
import { contactEmail } from "../site.ts";

const flexibleFeatures = [
  "PDF/Docx/Image support",
  "Clean markdown",
  "API integration",
  "Precision Ultra for complex documents",
];

const enterpriseFeatures = [
  "Everything in Flexible",
  "Custom workflows",
  "Custom JSON extraction",
  "Dedicated support",
  "Volume discounts",
  "SLA guarantees",
];

const testimonials = [
  {
    quote:
      "We moved ten years of scanned lab reports into our search index in a weekend. The tables just came out right.",
    name: "Dr. Amara Lindqvist",
    role: "Research data lead, Nordlab",
  },
  {
    quote:
      "Our invoice extractor replaced a brittle template system. New supplier layouts no longer break anything.",
    name: "Tomás Ferreira",
    role: "Head of finance operations, Brightcart",
  },
];

export function Pricing() {
  return (
    <PublicLayout>
      <section className="section" id="pricing">
        <div className="container">
          <h1 className="center">Simple, pay-as-you-go pricing</h1>
          <p className="lead center">Start with 50 free pages. No credit card required.</p>
          <div className="grid two plans">
            <article className="card plan">
              <h2>Flexible</h2>
              <p className="muted">Pay per page</p>
              <ul className="prices">
                <li>
                  <strong>$0.02</strong>/page <span>Precision</span>
                </li>
                <li>
                  <strong>$0.05</strong>/page <span>Precision Ultra</span>
                </li>
              </ul>
              <ul className="checks">
                {flexibleFeatures.map((f) => <li key={f}>{f}</li>)}
                <li>
                  Custom JSON Extraction <span className="badge">Limited time - usually Enterprise only</span>
                </li>
              </ul>
              <a className="button primary block" href="/signup">Start with 50 free pages</a>
            </article>
            <article className="card plan">
              <h2>Enterprise</h2>
              <p className="muted">Custom pricing</p>
              <ul className="checks">
                {enterpriseFeatures.map((f) => <li key={f}>{f}</li>)}
              </ul>
              <a className="button block" href={`mailto:${contactEmail}?subject=Quarry%20Enterprise`}>
                Contact Us
              </a>
            </article>
          </div>
        </div>
      </section>
      <section className="section alt" id="testimonials">
        <div className="container">
          <h2 className="center">What our customers say</h2>
          <div className="grid two">
            {testimonials.map((t) => (
              <figure key={t.name} className="card testimonial">
                <blockquote>“{t.quote}”</blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  <span className="muted">{t.role}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
