import type { ReactNode } from "react";
import { z } from "zod";
import { About, Privacy, Terms } from "../../client/public/pages/Legal.tsx";
import {
  ActivatePage,
  LoginPage,
  LoginSuccessPage,
  RecoverPasswordPage,
  ResetPasswordPage,
  SignupPage,
} from "../../client/public/pages/Account.tsx";
import { Jfk } from "../../client/public/pages/Jfk.tsx";
import { Landing } from "../../client/public/pages/Landing.tsx";
import { Pricing } from "../../client/public/pages/Pricing.tsx";
import type { PageMeta } from "./document.tsx";
import { loadExamples } from "./examples.ts";

export interface PublicPage extends PageMeta {
  path: string;
  render(query: URLSearchParams): ReactNode;
}

const activationQuery = z.object({
  activationStatus: z.enum(["failed", "required", "activated"]),
  activationMessage: z.string().min(1),
});

function loginNotice(query: URLSearchParams) {
  const parsed = activationQuery.safeParse(Object.fromEntries(query));
  return parsed.success
    ? { status: parsed.data.activationStatus, message: parsed.data.activationMessage }
    : null;
}

export const publicPages: PublicPage[] = [
  {
    path: "/",
    title: "Quarry — Extract data from PDFs accurately with AI",
    description:
      "Turn PDFs, Word files, scans and handwriting into clean markdown, JSON or CSV. Tables, charts, math and custom extractors with an API. 50 free pages.",
    render: () => <Landing examples={loadExamples()} />,
  },
  {
    path: "/pricing",
    title: "Pricing — Quarry",
    description:
      "Pay per page: Precision $0.02/page, Precision Ultra $0.05/page. Start with 50 free pages, or talk to us about Enterprise.",
    render: () => <Pricing />,
  },
  {
    path: "/signup",
    title: "Sign up — Quarry",
    description: "Create a free Quarry account: 50 free pages, no credit card.",
    render: () => <SignupPage />,
  },
  {
    path: "/login",
    title: "Log in — Quarry",
    description: "Log in to Quarry to convert documents and run your extractors.",
    render: (query) => <LoginPage notice={loginNotice(query)} />,
  },
  {
    path: "/login/success",
    title: "Signing in — Quarry",
    description: "Finishing sign-in.",
    render: () => <LoginSuccessPage />,
  },
  {
    path: "/activate",
    title: "Account Activation — Quarry",
    description: "Activate your Quarry account.",
    render: (query) => <ActivatePage token={query.get("token")} />,
  },
  {
    path: "/recover-password",
    title: "Password Recovery — Quarry",
    description: "Get a link to set a new Quarry password.",
    render: () => <RecoverPasswordPage />,
  },
  {
    path: "/reset-password",
    title: "Reset Password — Quarry",
    description: "Set a new password for your Quarry account.",
    render: (query) => <ResetPasswordPage token={query.get("token") ?? ""} />,
  },
  {
    path: "/terms",
    title: "Terms of Service — Quarry",
    description: "The terms under which Quarry provides its document extraction service.",
    render: () => <Terms />,
  },
  {
    path: "/privacy",
    title: "Privacy Policy — Quarry",
    description: "What data Quarry collects, how it is used and kept, and your rights.",
    render: () => <Privacy />,
  },
  {
    path: "/about",
    title: "About — Quarry",
    description: "Quarry's mission and commitments.",
    render: () => <About />,
  },
  {
    path: "/jfk",
    title: "The JFK files as markdown — Quarry",
    description: "Search the JFK assassination records, converted to markdown with Quarry.",
    render: () => <Jfk />,
  },
];

export const notFoundMeta: PageMeta = {
  title: "Page not found — Quarry",
  description: "This page does not exist.",
};
