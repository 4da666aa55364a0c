import type { TextItem } from "../types.ts";

/** Latin letters that look like Cyrillic ones, as tesseract's Russian model with English reads them. */
const CYRILLIC_OF: Record<string, string> = {
  A: "А",
  B: "В",
  C: "С",
  E: "Е",
  H: "Н",
  K: "К",
  M: "М",
  O: "О",
  P: "Р",
  T: "Т",
  X: "Х",
  Y: "У",
  a: "а",
  c: "с",
  e: "е",
  o: "о",
  p: "р",
  x: "х",
  y: "у",
};
const LATIN = /[A-Za-z]/;
const CYRILLIC = /[\u0400-\u04FF]/;
/** Every Latin letter of the text has a Cyrillic lookalike. */
const onlyLookalikes = (text: string) =>
  [...text.matchAll(/[A-Za-z]/g)].every(([letter]) => letter in CYRILLIC_OF);

const toCyrillic = (text: string) => text.replace(/[A-Za-z]/g, (letter) => CYRILLIC_OF[letter] ?? letter);

/**
 * Words of a page read in Russian with English that came out in Latin letters looking like Cyrillic ones:
 * the two models share their shapes, and a short Russian word ("на", "в", "ТО") or a letter of a longer one
 * ("Mосква") is read as English's. Such a word beside Cyrillic words on its line is written in Cyrillic; a
 * word of Latin lookalikes alone among Latin words ("OK", "TCP") is English and stays. A word that mixes
 * both scripts is one script: Cyrillic. A capital standing for a lower-case letter (Cyrillic "н" and "в" are
 * small capitals' shapes) is set lower-case inside a sentence.
 */
export function cyrillicLookalikes(items: TextItem[]): TextItem[] {
  return items.map((item, i) => {
    const text = item.text;
    if (!LATIN.test(text)) return item;
    if (CYRILLIC.test(text)) {
      return onlyLookalikes(text) ? { ...item, text: toCyrillic(text) } : item;
    }
    if (!onlyLookalikes(text)) return item;
    const sameLine = (other?: TextItem) => other && Math.abs(other.y - item.y) < item.height / 2;
    const before = sameLine(items[i - 1]) ? items[i - 1] : undefined;
    const after = sameLine(items[i + 1]) ? items[i + 1] : undefined;
    if (!CYRILLIC.test(before?.text ?? "") && !CYRILLIC.test(after?.text ?? "")) return item;
    let cyrillic = toCyrillic(text);
    const letters = cyrillic.replace(/[^\p{L}]/gu, "");
    const midSentence = before !== undefined && /[\p{L}\p{N},]$/u.test(before.text);
    if (midSentence && (letters.length === 1 || letters.slice(1) === letters.slice(1).toLowerCase())) {
      cyrillic = cyrillic.replace(letters[0], letters[0].toLowerCase());
    }
    return { ...item, text: cyrillic };
  });
}
