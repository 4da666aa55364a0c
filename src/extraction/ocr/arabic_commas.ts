// The Arabic comma (،) as tesseract's Arabic and Persian models read it: a closing guillemet right after the
// word ("البيانات»" for "البيانات،"), on the corpus's Arabic scan seven times out of eleven commas, never
// read as a comma. A quotation in Arabic script opens with « before it closes with », so a » after a word on
// a page with no « anywhere is the comma.
import type { TextItem } from "../types.ts";

const GUILLEMET_AFTER_WORD = /(\p{Script=Arabic})»$/u;

/** A page's items with each » that ends a word in Arabic script read as a comma, when no « opens a quote. */
export function arabicCommas(items: TextItem[]): TextItem[] {
  if (items.some((item) => item.text.includes("«"))) return items;
  return items.map((item) =>
    GUILLEMET_AFTER_WORD.test(item.text)
      ? { ...item, text: item.text.replace(GUILLEMET_AFTER_WORD, "$1،") }
      : item
  );
}
