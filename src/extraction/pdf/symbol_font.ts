// Word sets Greek letters, arrows and mathematical signs in the Symbol font, and the fonts it embeds often map
// each glyph to the private use area at U+F000 plus its Symbol code, so pdf.js passes on U+F0B1 where the page
// shows "±". Read through Adobe's Symbol encoding, those codes are text again.

/**
 * A font whose glyphs follow the Symbol encoding, by its name without a subset prefix: Symbol, SymbolMT. Not
 * LibreOffice's OpenSymbol, which stands in for Wingdings too (its U+F0A7 is Word's square bullet, Symbol's
 * club), nor Unicode fonts that only have "Symbol" in their names, such as Segoe UI Symbol.
 */
export const SYMBOL_FONT = /^symbol(mt|ps)?\b/i;

// Adobe's Symbol encoding from 0x20 and from 0xA0, by code; \0 where the code is unused or draws a piece of a
// larger sign (bracket and radical extenders), which carries no text and reads as nothing.
const FROM_0X20 = [
  ..." !∀#∃%&∋()∗+,−./0123456789:;<=>?≅ΑΒΧΔΕΦΓΗΙϑΚΛΜΝΟΠΘΡΣΤΥςΩΞΨΖ[∴]⊥_" +
    "\0αβχδεφγηιϕκλμνοπθρστυϖωξψζ{|}∼",
];
const FROM_0XA0 = [
  ..."€ϒ′≤⁄∞ƒ♣♦♥♠↔←↑→↓°±″≥×∝∂•÷≠≡≈…\0\0↵ℵℑℜ℘⊗⊕∅∩∪⊃⊇⊄⊂⊆∈∉∠∇®©™∏√⋅¬∧∨⇔⇐⇑⇒⇓" +
    "◊〈®©™∑\0\0\0\0\0\0\0\0\0\0\0〉∫⌠\0⌡",
];

function symbolChar(code: number): string | undefined {
  const at = code >= 0x20 && code < 0x7f
    ? FROM_0X20[code - 0x20]
    : code >= 0xa0 && code <= 0xf5
    ? FROM_0XA0[code - 0xa0]
    : undefined;
  return at === undefined ? undefined : at === "\0" ? "" : at;
}

/** A Symbol font's text with its private-use codes (U+F020–U+F0F5) read as the signs they draw. */
export function readSymbolGlyphs(text: string): string {
  return text.replace(/[\uF020-\uF0F5]/g, (c) => symbolChar(c.charCodeAt(0) - 0xf000) ?? c);
}
