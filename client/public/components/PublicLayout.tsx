import type { ReactNode } from "react";
import { HeaderNav } from "./HeaderNav.tsx";
import { Island } from "./Island.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { TestModeBanner } from "./TestModeBanner.tsx";
import { Toaster } from "./Toaster.tsx";

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Island name="banner" component={TestModeBanner} props={{}} />
      <Island name="header" component={HeaderNav} props={{}} />
      <main id="main">{children}</main>
      <SiteFooter year={new Date().getFullYear()} />
      <Island name="toaster" component={Toaster} props={{}} />
    </>
  );
}

/** A centred card for the account forms (log in, sign up, recovery). */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="form-page">
      <div className="form-card">
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
