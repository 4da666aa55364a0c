import type { Bbox } from "tesseract.js";
import { median } from "../median.ts";

/** A line needs this many words to show its pitch: two gaps between words. */
const MIN_WORDS = 3;
/** Letters at least this share of its characters: figures are one width in most proportional fonts too. */
const MIN_LETTERS = 0.5;
/** A word starts within this share of a cell of the grid. */
const GRID_SLACK = 0.35;
/** A word's ink spans its cells less the glyphs' side bearings: from one cell short of them to a fifth over. */
const INK_SHORT = 1, INK_OVER = 0.2;

/**
 * Whether a scanned line is set in a monospace font, which a scan shows by no name: every character takes one
 * cell, so each word starts a whole number of cells (its length and a space, or more) after the one before
 * and its ink is about as wide as its cells. A proportional line's words drift off any grid within a word or
 * two ("command" two cells wider than its seven letters at the pitch of "fieldkit").
 */
export function isFixedPitch(words: { text: string; bbox: Bbox }[]): boolean {
  if (words.length < MIN_WORDS) return false;
  const characters = words.map((w) => w.text).join("");
  if ((characters.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS * characters.length) return false;
  const cell = median(
    words.slice(1).map((w, i) => (w.bbox.x0 - words[i].bbox.x0) / (words[i].text.length + 1)),
  );
  if (!(cell > 0)) return false;
  const onGrid = words.slice(1).every((word, i) => {
    const cells = (word.bbox.x0 - words[i].bbox.x0) / cell;
    return Math.abs(cells - Math.round(cells)) <= GRID_SLACK && Math.round(cells) >= words[i].text.length + 1;
  });
  return onGrid && words.every((word) => {
    const ink = (word.bbox.x1 - word.bbox.x0) / cell, length = word.text.length;
    return ink >= length - INK_SHORT && ink <= length + INK_OVER;
  });
}
