import type { Accuracy } from "../../extraction/types.ts";

/** Spec: Precision (lite) $0.02 a page, Precision Ultra $0.05 a page, at 100 credits to the dollar. */
export const creditsPerPage: Record<Accuracy, number> = { lite: 2, ultra: 5 };
export const creditsPerDollar = 100;

export function conversionCost(pages: number, accuracy: Accuracy): number {
  return Math.max(1, pages) * creditsPerPage[accuracy];
}
