/**
 * Arabic fonts draw lam followed by alef as one ligature glyph whose text is "لا"; pdf.js reverses
 * right-to-left runs glyph by glyph and so writes the pair as alef-lam. A genuine alef-lam (the article "ال")
 * starts a word, or follows one of the one-letter prefixes و ب ف; an alef-lam after any other letter is a
 * turned-round ligature and is put back. (A mid-word alef-lam that really is one, as in "فعالة", is turned
 * too: rarer than the ligature, and the trade measures as a gain on the corpus.)
 */
const TURNED = /(?<=(\p{L}))([اأإآ])ل/gu;
const PREFIXES = new Set(["و", "ب", "ف"]);

export function restoreLamAlef(text: string): string {
  if (!/[\u0600-\u06FF]/.test(text)) return text;
  return text.replace(
    TURNED,
    (match, before: string, alef: string) => (PREFIXES.has(before) ? match : `ل${alef}`),
  );
}
