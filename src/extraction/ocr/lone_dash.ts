import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { inkBands } from "./ink_runs.ts";

/**
 * An em dash standing alone (an empty cell's "—"), which tesseract reads with underscores beside it: "_—",
 * "—_—". No word is dashes and underscores mixed; a form's blank ("____") has no dash and stays.
 */
const DASH_AND_UNDERSCORES = /^(?=.*—)(?=.*_)[—_]+$/;

export const loneDash = (text: string) => DASH_AND_UNDERSCORES.test(text) ? "—" : text;

/** The rows above and below an "=" looked at for its second bar, as a share of its line's row height. */
const BARS_REACH = 0.25;
/** An em dash is this share of a row height long at least (an en dash is half an em, a hyphen a third). */
const EM_DASH_LONG = 0.6;

/**
 * An "=" that is an em dash: tesseract read an empty cell's "—" on a crooked, grainy scan as "=", its box 31
 * pixels by 3 beside rows of 35. An equals sign is two bars with paper between; a dash is one. The box and
 * BARS_REACH of a row above and below it are looked at, so a bar tesseract boxed alone still shows its pair.
 */
export function equalsAsDash(
  text: string,
  image: GreyImage,
  threshold: number,
  box: Bbox,
  row: number,
): string {
  if (text !== "=" || box.x1 - box.x0 < EM_DASH_LONG * row) return text;
  const reach = BARS_REACH * row;
  const bars = inkBands(image, threshold, { ...box, y0: box.y0 - reach, y1: box.y1 + reach });
  return bars.length === 1 ? "—" : text;
}
