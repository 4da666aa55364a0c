// Plus-minus signs that tesseract reads as plus signs.
//
// A tolerance is printed "±0.2 °C"; tesseract reads its "±" as "+", as it reads a plus sign ("+85 °C"). The
// page tells them apart below the cross: a plus-minus sign has a bar under it on the baseline, apart from the
// cross by a few rows of paper; a plus sign's ink is one cross in the middle of the figures' height.
import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { blankColumn, inkBands, pixelBounds } from "./ink_runs.ts";

/** A sign read as a plus before a figure. */
const PLUS_BEFORE_FIGURE = /^\+\d/;
/** The bar under the cross is at most this share of the box's height thick... */
const THIN = 0.2;
/** ...and at least this share of the sign's width long. */
const ACROSS = 0.6;

/** The first run of columns with ink in `box`, from its left: the word's first sign. */
function firstSign(image: GreyImage, threshold: number, { x0, x1, y0, y1 }: Bbox) {
  let from = x0;
  while (from < x1 && blankColumn(image, threshold, from, y0, y1)) from++;
  let to = from;
  while (to < x1 && !blankColumn(image, threshold, to, y0, y1)) to++;
  return { from, to };
}

/**
 * The word's text with a leading "+" written "±" where the page prints a bar under the sign's cross: a thin
 * run of ink rows below the cross, paper between them, reaching across most of the sign.
 */
export function plusMinus(text: string, image: GreyImage, threshold: number, box: Bbox): string {
  if (!PLUS_BEFORE_FIGURE.test(text)) return text;
  const bounds = pixelBounds(image, box);
  const { from, to } = firstSign(image, threshold, bounds);
  if (to <= from) return text;
  const runs = inkBands(image, threshold, { ...bounds, x0: from, x1: to });
  const bar = runs.at(-1), cross = runs.at(-2);
  const height = bounds.y1 - bounds.y0;
  const barred = runs.length === 2 && !!bar && !!cross && bar.bottom - bar.top + 1 <= THIN * height &&
    bar.widest >= ACROSS * (to - from) && cross.bottom - cross.top > bar.bottom - bar.top;
  return barred ? `±${text.slice(1)}` : text;
}
