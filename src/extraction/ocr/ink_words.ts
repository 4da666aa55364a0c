import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { blankColumn, pixelBounds } from "./ink_runs.ts";

/**
 * Blank paper this share of a line's rows wide, or wider, parts two words' ink. Measured over the whole
 * line's rows, a letter's neighbour stands further off than its nearest stroke: on an 11-point line scanned
 * at 200 dpi (23 rows) a word's letters stood up to 6 columns apart ("v" and "e"), its words 11 to 15.
 */
const WORD_GAP = 0.35;
/** A word's box this share of its line's height or more off its ink, at either end, is moved onto it. */
const OFF_INK = 0.3;

/** The runs of ink between columns `from` and `to` (excluded) over rows `top` to `bottom`, as words. */
function inkWords(
  image: GreyImage,
  threshold: number,
  from: number,
  to: number,
  top: number,
  bottom: number,
) {
  const gap = WORD_GAP * (bottom - top);
  const words: { x0: number; x1: number }[] = [];
  for (let x = from; x < to; x++) {
    if (blankColumn(image, threshold, x, top, bottom)) continue;
    const last = words.at(-1);
    if (last && x - last.x1 - 1 < gap) last.x1 = x;
    else words.push({ x0: x, x1: x });
  }
  return words;
}

/**
 * The line's words with their boxes moved onto their ink where tesseract placed them off it. Its word boxes
 * can slip along the line: on a clean 200-dpi scan of "Date: 3 November 2026" the "3" was boxed on the "N"
 * after it and "November" from its "o", and the layout, finding an em of paper before them, cut the line in
 * two cells. Where the line's ink, parted at word spaces, makes as many words as tesseract read, the n-th
 * word's box is the n-th run of ink; where the counts differ (a speck, letters set apart, words run together)
 * the boxes stay as they are. `top` and `bottom` are the line's rows.
 */
export function alignedToInk<W extends { bbox: Bbox }>(
  words: W[],
  image: GreyImage,
  threshold: number,
  top: number,
  bottom: number,
): W[] {
  if (words.length < 2) return words;
  const span = pixelBounds(image, {
    x0: Math.min(...words.map((w) => w.bbox.x0)),
    x1: Math.max(...words.map((w) => w.bbox.x1)) + 1,
    y0: top,
    y1: bottom,
  });
  const ink = inkWords(image, threshold, span.x0, span.x1, span.y0, span.y1);
  if (ink.length !== words.length) return words;
  const off = OFF_INK * (bottom - top);
  const byX = [...words].sort((a, b) => a.bbox.x0 - b.bbox.x0);
  const moved = new Map<W, W>();
  byX.forEach((word, i) => {
    const { x0, x1 } = ink[i];
    if (Math.abs(word.bbox.x0 - x0) < off && Math.abs(word.bbox.x1 - (x1 + 1)) < off) return;
    moved.set(word, { ...word, bbox: { ...word.bbox, x0, x1: x1 + 1 } });
  });
  return moved.size ? words.map((word) => moved.get(word) ?? word) : words;
}
