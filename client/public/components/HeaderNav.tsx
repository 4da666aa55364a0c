import { useEffect, useState } from "react";
import { documentationUrl } from "../site.ts";

const links = [
  { href: "/#examples", label: "Examples" },
  { href: "/pricing", label: "Pricing" },
];

/** The public header; below 768px its links fold into a menu button. */
export function HeaderNav() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <header className="site-header">
      <div className="container header-row">
        <a href="/" className="brand" aria-label="Quarry home">
          <img src="/static/logo.svg" alt="" width="28" height="28" />
          <span>Quarry</span>
        </a>
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? "✕" : "☰"}</span>
        </button>
        <nav id="site-menu" className={open ? "site-nav open" : "site-nav"} aria-label="Main">
          {links.map((link) => <a key={link.href} href={link.href}>{link.label}</a>)}
          <a href={documentationUrl} target="_blank" rel="noopener">Documentation</a>
          <a href="/login">Log in</a>
          <a href="/signup" className="button primary">Get Started</a>
        </nav>
      </div>
    </header>
  );
}
