import type { GreyImage } from "../image/raster.ts";
import { blobs, type Box } from "./blobs.ts";

/** Letter-sized ink blobs only: specks, rules and pictures say nothing about the direction of lines. */
const MIN_LETTER = 4;
const MAX_LETTER = 80;
/** Fewer letters than this, or a vote less one-sided than this, and the question is left open. */
const MIN_VOTES = 12;
const DECISIVE = 3;

/** Index of the first box whose `key` edge lies beyond `value` in boxes sorted by that edge. */
function firstBeyond(sorted: Box[], key: "x0" | "y0", value: number): number {
  let low = 0, high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle][key] <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Which way text lines run, from the letters themselves: a letter's nearest neighbour along its line is far
 * closer than the nearest letter of the next line. Each letter votes for the direction of the smaller gap.
 * Works on a page holding a single line, where ink profiles cannot tell rows from columns. Returns
 * undefined when the letters do not agree clearly (touching letters merge into words at low resolution).
 */
export function lineDirection(image: GreyImage, threshold: number): "horizontal" | "vertical" | undefined {
  const letters = blobs(image, threshold).filter((b) => {
    const [w, h] = [b.x1 - b.x0 + 1, b.y1 - b.y0 + 1];
    return Math.max(w, h) >= MIN_LETTER && Math.max(w, h) <= MAX_LETTER && Math.min(w, h) >= 2;
  });
  if (letters.length < MIN_VOTES) return undefined;
  // Letters sorted by left edge and by top edge bound the searches for neighbours on either axis.
  const byX = [...letters].sort((a, b) => a.x0 - b.x0);
  const byY = [...letters].sort((a, b) => a.y0 - b.y0);
  let horizontal = 0, vertical = 0;
  for (const letter of letters) {
    const size = Math.max(letter.x1 - letter.x0, letter.y1 - letter.y0) + 1;
    const reach = size * 3;
    // Nearest blob to the right that shares some rows, and nearest below that shares some columns.
    let across = Infinity, down = Infinity;
    for (let i = firstBeyond(byX, "x0", letter.x1); i < byX.length; i++) {
      const other = byX[i];
      const gap = other.x0 - letter.x1;
      if (gap > reach || gap >= across) break;
      if (other.y0 <= letter.y1 && other.y1 >= letter.y0) across = gap;
    }
    for (let i = firstBeyond(byY, "y0", letter.y1); i < byY.length; i++) {
      const other = byY[i];
      const gap = other.y0 - letter.y1;
      if (gap > reach || gap >= down) break;
      if (other.x0 <= letter.x1 && other.x1 >= letter.x0) down = gap;
    }
    if (across === down) continue;
    if (across < down) horizontal++;
    else vertical++;
  }
  if (horizontal + vertical < MIN_VOTES) return undefined;
  if (horizontal >= vertical * DECISIVE) return "horizontal";
  if (vertical >= horizontal * DECISIVE) return "vertical";
  return undefined;
}
