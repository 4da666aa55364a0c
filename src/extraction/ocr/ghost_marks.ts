import type { Bbox } from "tesseract.js";

/** A word that opens with a mark (punctuation or a symbol) before more of its text: where ghosts stand. */
export const OPENS_WITH_MARK = /^[\p{P}\p{S}]./su;

/** A ghost's box is this share of its word's height wide at most: a pixel or two, where a glyph takes many. */
const GHOST_WIDTH = 0.1;

/**
 * A word without the characters tesseract's LSTM read where a word starts though no glyph stands there: each
 * is boxed a pixel or two wide, on the very start of the glyph after it (a clean 200-dpi scan's table read
 * "=11/10/2026" and "=612/10/2026" for "11/10/2026" and "12/10/2026", the "=" boxed 344–345 over the "1"
 * boxed 344–356). `symbols` are the word's characters as tesseract boxed them, one for each character of
 * the word's text; otherwise, or with nothing after the ghosts, the word is returned as it was.
 */
export function withoutGhostLead<W extends { text: string; bbox: Bbox }>(
  word: W,
  symbols: { text: string; x0: number; x1: number }[],
): W {
  const chars = [...word.text];
  if (symbols.length !== chars.length || symbols.some((s, i) => s.text !== chars[i])) return word;
  const most = Math.max(2, GHOST_WIDTH * (word.bbox.y1 - word.bbox.y0));
  let ghosts = 0;
  while (
    ghosts + 1 < symbols.length && symbols[ghosts].x1 - symbols[ghosts].x0 <= most &&
    Math.abs(symbols[ghosts].x0 - symbols[ghosts + 1].x0) <= 1
  ) ghosts++;
  if (!ghosts || !/[\p{L}\p{N}]/u.test(chars.slice(ghosts).join(""))) return word;
  return { ...word, text: chars.slice(ghosts).join(""), bbox: { ...word.bbox, x0: symbols[ghosts].x0 } };
}
