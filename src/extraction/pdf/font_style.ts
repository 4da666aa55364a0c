import { SYMBOL_FONT } from "./symbol_font.ts";

/** Weight and slant from a font's PostScript name: PDFs rarely say it any other way pdf.js passes on. */
export interface FontStyle {
  bold: boolean;
  italic: boolean;
  monospace: boolean;
  /** Glyphs coded by Adobe's Symbol encoding (symbol_font.ts). */
  symbol: boolean;
}

// TeX's Computer Modern and its SF (cm-super) cousins encode style in short codes: CMBX/SFBX bold extended,
// CMTI/SFTI text italic, CMSL slanted, CMTT typewriter. URW's fonts, which LaTeX's Times and Palatino and
// Ghostscript use, write four letters: NimbusRomNo9L-Medi (bold), -ReguItal, URWPalladioL-Ital.
const BOLD = /bold|black|heavy|semibold|demi|[-,]bd\b|[-,]b$|\b(cm|sf)bx|\b(cm|sf)b\d|medium|[-,]medi/i;
const ITALIC = /italic|oblique|[-,]it\b|[-,]i$|\b(cm|sf)(ti|sl|bi)\d|\bcmmi|[-,](?:[a-z]{4})?ital\b/i;
const MONOSPACE = /mono|courier|consol|\b(cm|sf)tt|typewriter/i;
/**
 * Proportional families by name. pdf.js calls a font monospace when all its widths are equal, which a subset
 * holding one glyph (a list's bold dash, a math symbol) also is: the name, when it tells, wins.
 */
const PROPORTIONAL =
  /lmroman|times|arial|helvetica|calibri|cambria|georgia|garamond|palatino|verdana|serif|sans|\bcm(r|bx|mi|sy|ex)\d/i;

export function fontStyle(name: string | undefined, family?: string): FontStyle {
  // Subset fonts carry a six-letter prefix ("AAAAAB+") that is noise here.
  const clean = (name ?? "").replace(/^[A-Z]{6}\+/, "");
  return {
    bold: BOLD.test(clean),
    italic: ITALIC.test(clean),
    monospace: MONOSPACE.test(clean) || (family === "monospace" && !PROPORTIONAL.test(clean)),
    symbol: SYMBOL_FONT.test(clean),
  };
}
