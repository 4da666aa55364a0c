// A decimal point that tesseract read as a figure. On a crooked, grainy scan a table's "7.9" came out "739"
// (at 61, and "769" read alone): its "3" was boxed six pixels wide between figures of 17 and 18, and its ink
// was a dot on the baseline.
import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { median } from "../median.ts";
import { inkRows } from "./ink_runs.ts";

/** A figure boxed at most this share of its word's other figures' usual width is too narrow for one... */
const NARROW = 0.5;
/** ...and is a point when its ink starts this far down the figures beside it or further: a dot on the line. */
const LOW = 0.6;
/** A comma reaches below the figures' foot by this share of their height at least (a point does not). */
const TAIL = 0.15;
/** How far below a word's box its marks' ink is looked for, as a share of its height: a comma's tail. */
const REACH = 0.4;

/**
 * The word with a figure inside it read for a point where its box is too narrow for a figure and its ink lies
 * only at the foot of the figures beside it (a "1" is as narrow, but stands as tall as they do), or for a comma
 * where that ink reaches below their foot. Only a word of figures alone, with no point or comma of its own, and
 * of its inner figures the narrowest: a number has one decimal point.
 */
export function pointInFigures<W extends { text: string; bbox: Bbox; letters?: [number, number][] }>(
  word: W,
  image: GreyImage,
  threshold: number,
): W {
  const { text, letters, bbox } = word;
  if (!letters || letters.length !== text.length || !/^\d{3,}$/.test(text)) return word;
  const widths = letters.map(([x0, x1]) => x1 - x0 + 1);
  const inner = widths.map((width, i) => ({ width, i })).slice(1, -1).sort((a, b) => a.width - b.width)[0];
  const usual = median(widths.filter((_, i) => i !== inner.i));
  if (inner.width > NARROW * usual) return word;
  // Ink is looked for down to REACH of the word's height under its box: a comma's tail may lie outside it.
  const inkOf = ([x0, x1]: [number, number]) =>
    inkRows(image, threshold, { x0, x1: x1 + 1, y0: bbox.y0, y1: bbox.y1 + REACH * (bbox.y1 - bbox.y0) });
  const before = inkOf(letters[inner.i - 1]), after = inkOf(letters[inner.i + 1]);
  const top = Math.min(before.top, after.top), foot = Math.max(before.bottom, after.bottom);
  const mark = inkOf(letters[inner.i]);
  if (mark.bottom <= mark.top || foot <= top || mark.top < top + LOW * (foot - top)) return word;
  const sign = mark.bottom > foot + TAIL * (foot - top) ? "," : ".";
  return { ...word, text: `${text.slice(0, inner.i)}${sign}${text.slice(inner.i + 1)}` };
}
