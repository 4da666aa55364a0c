// Micro signs that tesseract reads as a "p".
//
// A lab report's "µg/L" is read "pg/L": both letters are a stem that reaches below the line with a round part
// beside it on the line. The page tells them apart above: a p's bowl closes over the middle of the letter at
// the top of its x-height, where a µ is open, a u on a tail.
import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { inkMarksIn, pixelBounds } from "./ink_runs.ts";

/**
 * A unit a micro sign prefixes, read with a "p" for the sign: grams, metres, moles, litres, seconds, amperes,
 * volts, watts, farads, molar, newtons, joules, hertz, pascals. What follows may not be a letter ("µs" but
 * not "pass").
 */
const P_BEFORE_UNIT = /^p(?:mol|Hz|Pa|[gmlLsAVWFMNJ])(?!\p{L})/u;
/** A mark this share of the box's height or less is grain, not a letter. */
const GRAIN = 0.3;
/**
 * A letter with a tail is at most as wide as it is tall (a serif µ measured 20 pixels by 24): a wider mark is
 * two letters touching.
 */
const MOST_WIDTH = 1;
/** The middle of a letter: its columns but this share of its width at either side. */
const SIDE = 0.25;
/** A µ is open from its top over this share of its height between its stems (a p's bowl is ink there). */
const OPEN_TOP = 0.4;

/** Whether a column in the middle of `letter` is paper from its top over OPEN_TOP of its height. */
function openAtTop(image: GreyImage, threshold: number, letter: Bbox): boolean {
  const side = Math.round((letter.x1 - letter.x0) * SIDE);
  const below = letter.y0 + Math.round(OPEN_TOP * (letter.y1 - letter.y0));
  for (let x = letter.x0 + side; x < letter.x1 - side; x++) {
    let y = letter.y0;
    while (y < below && image.data[y * image.width + x] >= threshold) y++;
    if (y === below) return true;
  }
  return false;
}

/** The word with a leading "p" of a unit written "µ" where the page prints the letter open at the top. */
export function microSign(text: string, image: GreyImage, threshold: number, box: Bbox): string {
  if (!P_BEFORE_UNIT.test(text)) return text;
  const bounds = pixelBounds(image, box);
  const least = GRAIN * (bounds.y1 - bounds.y0);
  const first = inkMarksIn(image, threshold, bounds).find((mark) => mark.bottom - mark.top + 1 > least);
  if (!first) return text;
  const letter = { x0: first.x0, x1: first.x1 + 1, y0: first.top, y1: first.bottom + 1 };
  const height = letter.y1 - letter.y0;
  if (letter.x1 - letter.x0 > MOST_WIDTH * height) return text;
  return openAtTop(image, threshold, letter) ? `µ${text.slice(1)}` : text;
}
