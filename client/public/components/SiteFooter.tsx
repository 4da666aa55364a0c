import { contactEmail } from "../site.ts";

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <div className="container footer-row">
        <span>{`© ${year} Quarry. All rights reserved.`}</span>
        <nav aria-label="Footer">
          <a href={`mailto:${contactEmail}`}>Contact</a>
          <a href="/terms">Terms of Service</a>
          <a href="/privacy">Privacy Policy</a>
        </nav>
      </div>
    </footer>
  );
}
