import type { ComponentType } from "react";

// Each island loads as its own chunk, so a page downloads only the code of the parts it has.
// deno-lint-ignore no-explicit-any
export const islands: Record<string, () => Promise<ComponentType<any>>> = {
  header: () => import("./components/HeaderNav.tsx").then((m) => m.HeaderNav),
  banner: () => import("./components/TestModeBanner.tsx").then((m) => m.TestModeBanner),
  toaster: () => import("./components/Toaster.tsx").then((m) => m.Toaster),
  carousel: () => import("./components/Carousel.tsx").then((m) => m.Carousel),
  jfk: () => import("./components/JfkSearch.tsx").then((m) => m.JfkSearch),
  login: () => import("./forms/LoginForm.tsx").then((m) => m.LoginForm),
  signup: () => import("./forms/SignupForm.tsx").then((m) => m.SignupForm),
  loginSuccess: () => import("./forms/LoginSuccess.tsx").then((m) => m.LoginSuccess),
  activate: () => import("./forms/Activate.tsx").then((m) => m.Activate),
  recover: () => import("./forms/RecoverForm.tsx").then((m) => m.RecoverForm),
  reset: () => import("./forms/ResetForm.tsx").then((m) => m.ResetForm),
};

export type IslandName = keyof typeof islands;
