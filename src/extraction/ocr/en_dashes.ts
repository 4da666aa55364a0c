// En dashes that tesseract reads as hyphens.
//
// A range of figures is set with an en dash ("2015–2017", "9:00–9:30"); tesseract reads it as a hyphen,
// which it also reads for the hyphens of codes and dates ("20-45-77", "2026-11-27"). The page tells them
// apart by the dash's length: an en dash is about half an em, as long as a figure is wide, a hyphen a third
// of an em or less. Measured on a 200-dpi scan of 10-point type in a 26-pixel box: the en dash's ink 14
// pixels long, the hyphens' 8 and 9; in a 51-pixel heading, hyphens of 18 and 20.
import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { pixelBounds } from "./ink_runs.ts";

/** A dash at least this many times as long as its word's box is tall is an en dash. */
const EN_DASH = 0.45;
/** A dash's ink is at most this share of the box's height thick... */
const THICK = 0.2;
/** ...and stands between these shares of its height from its top (a figure's middle, not its foot). */
const MIDDLE_FROM = 0.3, MIDDLE_TO = 0.8;
/** Columns of such ink narrower than this share of the height are parts of figures ("5"'s bar, a colon). */
const LEAST = 0.15;

/**
 * A range: figures, one hyphen, and figures or the word's end (a range broken over two lines: "2015–"). A
 * word of several hyphens is a code, a date or a telephone number, which some fonts (Korean ones) set with
 * hyphens as long as an en dash.
 */
const RANGE = /^[^-]*\d-(?:\d[^-]*)?$/;

/** Whether column `x` of the rows `y0` to `y1` holds a thin stroke across their middle, and nothing else. */
function strokeAcross(image: GreyImage, threshold: number, x: number, y0: number, y1: number): boolean {
  let top = -1, bottom = -1;
  for (let y = y0; y < y1; y++) {
    if (image.data[y * image.width + x] >= threshold) continue;
    if (top < 0) top = y;
    bottom = y;
  }
  const height = y1 - y0, middle = (top + bottom) / 2 - y0;
  return top >= 0 && bottom - top < THICK * height && middle >= MIDDLE_FROM * height &&
    middle <= MIDDLE_TO * height;
}

/** The lengths of the runs of columns in `box` that hold a stroke across its middle, left to right. */
function dashLengths(image: GreyImage, threshold: number, box: Bbox): number[] {
  const { x0, x1, y0, y1 } = pixelBounds(image, box);
  const lengths: number[] = [];
  let run = 0;
  for (let x = x0; x <= x1; x++) {
    if (x < x1 && strokeAcross(image, threshold, x, y0, y1)) {
      run++;
      continue;
    }
    if (run >= LEAST * (y1 - y0)) lengths.push(run);
    run = 0;
  }
  return lengths;
}

/**
 * The word's text with the hyphen of a range written as an en dash when the page prints it as long as one
 * and its box holds no other stroke across its middle.
 */
export function enDashes(text: string, image: GreyImage, threshold: number, box: Bbox): string {
  if (!RANGE.test(text)) return text;
  const lengths = dashLengths(image, threshold, box);
  return lengths.length === 1 && lengths[0] >= EN_DASH * (box.y1 - box.y0) ? text.replace("-", "–") : text;
}
