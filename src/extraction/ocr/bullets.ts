import type { Bbox } from "tesseract.js";

/**
 * What tesseract reads a list's bullet as, more so on a JPEG scan: a round bullet as "¢", "©", "®", "°", "e"
 * or "e¢", a hollow one as "o", "eo", "co" or "©", a small square as "="; the Chinese model as a full stop
 * "。", the Japanese as a middle dot.
 */
const MISREAD_BULLET = /^(?:[¢©®°«»•·*◦▪■□●○。・=]|[eoc]|eo|oe|ee|e¢|co)$/;
/** A bullet is narrower than this share of its line's row; a word of two letters is wider. */
const BULLET_WIDTH = 0.6;
/**
 * And stands this many rows before the item's text, more than a word space, and no more than BULLET_MAX_GAP:
 * a mark far out before the line's text (a letter of small print read as "=" eight rows before the next word)
 * is not its bullet.
 */
const BULLET_GAP = 0.6, BULLET_MAX_GAP = 4;

/**
 * The text a line's first word stands for: a bullet ("•") where tesseract read a list's bullet as a letter or
 * symbol, told by its narrow box standing apart before the line's text; else the word as read.
 */
export function bulletText(words: { text: string; bbox: Bbox }[], index: number, row: number): string {
  const word = words[index], text = word.text.trim(), next = words[index + 1];
  if (index !== 0 || !next || !MISREAD_BULLET.test(text)) return text;
  const narrow = word.bbox.x1 - word.bbox.x0 <= BULLET_WIDTH * row;
  const gap = next.bbox.x0 - word.bbox.x1;
  const apart = gap >= BULLET_GAP * row && gap <= BULLET_MAX_GAP * row;
  return narrow && apart ? "•" : text;
}
