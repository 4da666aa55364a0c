import type { Bbox } from "tesseract.js";

/**
 * What tesseract reads a list's bullet as, more so on a JPEG scan: a round bullet as "¢", "©", "®", "°",
 * "e" or "e¢", a hollow one as "o", "eo" or "©"; the Chinese model as a full stop "。", the Japanese as a
 * middle dot.
 */
const MISREAD_BULLET = /^(?:[¢©®°«»•·*◦▪■□●○。・]|[eoc]|eo|oe|ee|e¢)$/;
/** A bullet is narrower than this share of its line's row; a word of two letters is wider. */
const BULLET_WIDTH = 0.6;
/** And stands this many rows before the item's text, more than a word space. */
const BULLET_GAP = 0.6;

/**
 * The text a line's first word stands for: a bullet ("•") where tesseract read a list's bullet as a letter or
 * symbol, told by its narrow box standing apart before the line's text; else the word as read.
 */
export function bulletText(words: { text: string; bbox: Bbox }[], index: number, row: number): string {
  const word = words[index], text = word.text.trim(), next = words[index + 1];
  if (index !== 0 || !next || !MISREAD_BULLET.test(text)) return text;
  const narrow = word.bbox.x1 - word.bbox.x0 <= BULLET_WIDTH * row;
  const apart = next.bbox.x0 - word.bbox.x1 >= BULLET_GAP * row;
  return narrow && apart ? "•" : text;
}
