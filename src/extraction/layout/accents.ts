// Accents drawn apart from their letters. TeX's old fonts have no accented letters: "é" is an acute glyph
// with the "e" kerned back under it, and pdf.js gives the two as runs that overlap ("Variantes esth´" and
// "etiques", "R´" "ef´" "erences"), which read "esth´etiques". An accent that a letter stands under is
// written as that letter accented; so is TeX's copyright sign, a "c" drawn in a circle.
import type { TextItem } from "../types.ts";

/** Spacing accents as fonts draw them, and the combining marks they stand for. */
const COMBINING: Record<string, string> = {
  "´": "\u0301",
  "ˊ": "\u0301",
  "`": "\u0300",
  "ˋ": "\u0300",
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

/** Marks code writes as characters of their own: in monospace type they are no accents. */
const CODE_MARKS = /^[`^~]$/;
const inCode = (item: TextItem, mark: string) => item.fontName === "monospace" && CODE_MARKS.test(mark);

/** TeX sets "î" as a circumflex over a dotless "ı": the dot is the accent's to replace. */
const DOTTED: Record<string, string> = { "ı": "i", "ȷ": "j" };

/** The letter with the accent, when Unicode has it as one character. */
function accented(letter: string, accent: string): string | undefined {
  const composed = ((DOTTED[letter] ?? letter) + COMBINING[accent]).normalize("NFC");
  return composed.length === 1 ? composed : undefined;
}

/**
 * What two characters drawn one over the other are (the last of a run, the first of the next): an accent
 * over a letter or a cedilla under it, that letter accented; TeX's copyright sign, a "c" in a circle the
 * font names "©" ("Copyright c©" as read), the sign.
 */
function overlaid(last: string, first: string): string | undefined {
  if (COMBINING[last] && /\p{L}/u.test(first)) return accented(first, last);
  // A cedilla or an ogonek hangs from the letter before it: "franc" and "¸ais" are "français".
  if (/[¸˛]/.test(first) && /\p{L}/u.test(last)) return accented(last, first);
  if ((last === "c" && first === "©") || (last === "©" && first === "c")) return "©";
  return undefined;
}

/** A cedilla or an ogonek right after a letter, in one run: TeX draws them after the letter they hang from. */
const UNDER = /(\p{L})([¸˛])/gu;

/** The run with each cedilla and ogonek drawn after its letter put on it: "franc¸ais" is "français". */
function underLetters(item: TextItem): TextItem {
  if (!/[¸˛]/.test(item.text)) return item;
  return { ...item, text: item.text.replace(UNDER, (both, letter, mark) => accented(letter, mark) ?? both) };
}

/** The first letter's share of a run's width is taken to be at least this share of its size. */
const LETTER_EMS = 0.6;

/**
 * The items with each accent drawn alone over the first letter of a run put on that letter: TeX's "dû" is
 * "d", then "ˆ" and "u au manque…" drawn from one x, the accent a fraction of a point after the run or
 * before it, so that x order alone cannot tell which comes first.
 */
function onRunStarts(items: TextItem[]): TextItem[] {
  const out = [...items];
  for (const accent of items) {
    const mark = accent.text.trim();
    if (mark.length !== 1 || !COMBINING[mark] || inCode(accent, mark)) continue;
    const centre = accent.x + accent.width / 2;
    const at = out.findIndex((host) => {
      const letter = Math.max(LETTER_EMS * host.fontSize, host.width / Math.max(1, host.text.length));
      return host !== accent && !inCode(host, mark) && /^\p{L}/u.test(host.text) &&
        host.x <= centre && centre <= host.x + letter;
    });
    const letter = at < 0 ? undefined : accented(out[at].text[0], mark);
    if (!letter) continue;
    out[at] = { ...out[at], text: letter + out[at].text.slice(1) };
    out.splice(out.indexOf(accent), 1);
  }
  return out;
}

/**
 * A line's items, in x order, with each accent put on the letter it stands over: one that ends a run and
 * overlaps the next run's first letter (the letter kerned back under it, by up to an em), one drawn alone
 * over a run's first letter, a cedilla after its letter. An accent that stays apart is left as it is, "´"
 * written for an apostrophe; so are code's backtick, caret and tilde, whose runs may touch ("~user").
 */
export function placeAccents(items: TextItem[]): TextItem[] {
  if (!items.some((item) => COMBINING[item.text.at(-1) ?? ""] || /[©¸˛]/.test(item.text))) return items;
  const sorted = onRunStarts(items.map(underLetters)).sort((a, b) => a.x - b.x);
  const out: TextItem[] = [];
  for (const item of sorted) {
    const before = out.at(-1);
    const overlap = before ? before.x + before.width - item.x : 0;
    const code = before &&
      (inCode(before, before.text.at(-1) ?? "") || inCode(item, before.text.at(-1) ?? ""));
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
