// Plus-minus signs that tesseract reads as plus signs.
//
// A tolerance is printed "±0.2 °C"; tesseract reads its "±" as "+", as it reads a plus sign ("+85 °C"). The
// page tells them apart below the cross: a plus-minus sign has a bar under it on the baseline, apart from the
// cross by a few rows of paper; a plus sign's ink is one cross in the middle of the figures' height.
import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { pixelBounds } from "./ink_runs.ts";

/** A sign read as a plus before a figure. */
const PLUS_BEFORE_FIGURE = /^\+\d/;
/** The bar under the cross is at most this share of the box's height thick... */
const THIN = 0.2;
/** ...and at least this share of the sign's width long. */
const ACROSS = 0.6;

const inkAt = (image: GreyImage, threshold: number, x: number, y: number) =>
  image.data[y * image.width + x] < threshold;

/** The first run of columns with ink in `box`, from its left: the word's first sign. */
function firstSign(image: GreyImage, threshold: number, { x0, x1, y0, y1 }: Bbox) {
  const inked = (x: number) => {
    for (let y = y0; y < y1; y++) if (inkAt(image, threshold, x, y)) return true;
    return false;
  };
  let from = x0;
  while (from < x1 && !inked(from)) from++;
  let to = from;
  while (to < x1 && inked(to)) to++;
  return { from, to };
}

/** The runs of rows with ink between columns `from` and `to`, top to bottom, each with its widest ink. */
function rowRuns(image: GreyImage, threshold: number, from: number, to: number, y0: number, y1: number) {
  const runs: { top: number; bottom: number; widest: number }[] = [];
  for (let y = y0; y < y1; y++) {
    let ink = 0;
    for (let x = from; x < to; x++) if (inkAt(image, threshold, x, y)) ink++;
    if (!ink) continue;
    const last = runs.at(-1);
    if (last && last.bottom === y - 1) {
      last.bottom = y;
      last.widest = Math.max(last.widest, ink);
    } else runs.push({ top: y, bottom: y, widest: ink });
  }
  return runs;
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
  const runs = rowRuns(image, threshold, from, to, bounds.y0, bounds.y1);
  const bar = runs.at(-1), cross = runs.at(-2);
  const height = bounds.y1 - bounds.y0;
  const barred = runs.length === 2 && !!bar && !!cross && bar.bottom - bar.top + 1 <= THIN * height &&
    bar.widest >= ACROSS * (to - from) && cross.bottom - cross.top > bar.bottom - bar.top;
  return barred ? `±${text.slice(1)}` : text;
}
