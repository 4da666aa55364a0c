// Accents drawn apart from their letters. TeX's old fonts have no accented letters: "é" is an acute glyph
// with the "e" kerned back under it, and pdf.js gives the two as runs that overlap ("Variantes esth´" and
// "etiques", "R´" "ef´" "erences"), which read "esth´etiques". An accent that a letter stands under is
// written as that letter accented; so is TeX's copyright sign, a "c" drawn in a circle.
import type { TextItem } from "../types.ts";

/** Spacing accents as fonts draw them, and the combining marks they stand for. */
const COMBINING: Record<string, string> = {
  "´": "\u0301",
  "`": "\u0300",
  "ˆ": "\u0302",
  "^": "\u0302",
  "˜": "\u0303",
  "~": "\u0303",
  "¨": "\u0308",
  "¯": "\u0304",
  "˘": "\u0306",
  "˙": "\u0307",
  "˚": "\u030A",
  "ˇ": "\u030C",
  "˝": "\u030B",
  "¸": "\u0327",
  "˛": "\u0328",
};

/** TeX sets "î" as a circumflex over a dotless "ı": the dot is the accent's to replace. */
const DOTTED: Record<string, string> = { "ı": "i", "ȷ": "j" };

/** The letter with the accent, when Unicode has it as one character. */
function accented(letter: string, accent: string): string | undefined {
  const composed = ((DOTTED[letter] ?? letter) + COMBINING[accent]).normalize("NFC");
  return composed.length === 1 ? composed : undefined;
}

/**
 * What two characters drawn one over the other are: an accent over a letter, that letter accented; TeX's
 * copyright sign, a "c" in a circle the font names "©" ("Copyright c©" as read), the sign.
 */
function overlaid(last: string, first: string): string | undefined {
  if (COMBINING[last] && /\p{L}/u.test(first)) return accented(first, last);
  if ((last === "c" && first === "©") || (last === "©" && first === "c")) return "©";
  return undefined;
}

/**
 * A line's items, in x order, with each accent that ends a run and overlaps the next run's first letter (the
 * letter kerned back under it, by up to an em) put on that letter. An accent that stays apart is left as it
 * is, "´" written for an apostrophe; so is code's, whose runs may touch ("~user").
 */
export function placeAccents(items: TextItem[]): TextItem[] {
  if (!items.some((item) => COMBINING[item.text.at(-1) ?? ""] || item.text.includes("©"))) return items;
  // At one x, the narrower run first: a lone accent drawn where its letter's run starts.
  const sorted = [...items].sort((a, b) => a.x - b.x || a.width - b.width);
  const out: TextItem[] = [];
  for (const item of sorted) {
    const before = out.at(-1);
    const overlap = before ? before.x + before.width - item.x : 0;
    const code = before?.fontName === "monospace" || item.fontName === "monospace";
    const one = before && !code && overlap > 0 && overlap <= Math.max(before.fontSize, item.fontSize)
      ? overlaid(before.text.at(-1) ?? "", item.text[0] ?? "")
      : undefined;
    if (!before || !one) {
      out.push(item);
      continue;
    }
    const rest = before.text.slice(0, -1);
    if (rest.trim()) out[out.length - 1] = { ...before, text: rest };
    else out.pop();
    out.push({ ...item, text: one + item.text.slice(1) });
  }
  return out;
}
