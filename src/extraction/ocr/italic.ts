import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";

/** A run of ink this many times the box's height wide or wider is a bar or a join, not a stroke. */
const STROKE_SHARE = 0.25;

/**
 * How far a box's strokes lean, as pixels across per pixel up (the tangent of the lean; right is positive):
 * the mean shift between each narrow run of ink on a row and the one run below it that it touches. An
 * upright face's stems do not shift, and its round and diagonal strokes shift as far each way; an italic's
 * all shift one way.
 */
export function slant(image: GreyImage, threshold: number, box: Bbox): number {
  const { width, height, data } = image;
  const [x0, x1] = [Math.max(0, Math.floor(box.x0)), Math.min(width, Math.ceil(box.x1))];
  const [y0, y1] = [Math.max(0, Math.floor(box.y0)), Math.min(height, Math.ceil(box.y1))];
  const widest = Math.max(2, STROKE_SHARE * (y1 - y0));
  const runsOf = (y: number) => {
    const runs: [number, number][] = [];
    for (let x = x0; x < x1; x++) {
      if (data[y * width + x] >= threshold) continue;
      const start = x;
      while (x < x1 && data[y * width + x] < threshold) x++;
      runs.push([start, x - 1]);
    }
    return runs;
  };
  let shift = 0, pairs = 0;
  let above = y0 < y1 ? runsOf(y0) : [];
  for (let y = y0 + 1; y < y1; y++) {
    const below = runsOf(y);
    for (const [a0, a1] of above) {
      if (a1 - a0 + 1 > widest) continue;
      const touching = below.filter(([b0, b1]) => b0 <= a1 + 1 && b1 >= a0 - 1);
      if (touching.length !== 1 || touching[0][1] - touching[0][0] + 1 > widest) continue;
      // Going down a right-leaning stroke moves left.
      shift += (a0 + a1 - touching[0][0] - touching[0][1]) / 2;
      pairs++;
    }
    above = below;
  }
  return pairs ? shift / pairs : 0;
}

/** A word leans as italics do at this slant or more (upright text leans -0.3 to 0.1: an "s" leans back)... */
const ITALIC_SLANT = 0.14;
/** ...or at this much beside an italic word, whose lean it shares ("Elastic Stop Nut"). */
const ITALIC_BESIDE = 0.08;
/** A word shows its lean alone with this many letters: a figure's or a short word's diagonals lean either way. */
const MIN_LETTERS = 3;

/**
 * Which words of a line are italic, from each one's slant: a word of three letters or more on its own, or
 * leaning less beside one that is; a shorter one ("up", "2x") when it leans as far and a word beside it is
 * italic, or between two italic words ("Act of Parliament").
 */
export function italicWords(words: { text: string; slant: number }[]): boolean[] {
  const long = words.map((w) => (w.text.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS);
  const own = words.map((w, i) => long[i] && w.slant >= ITALIC_SLANT);
  return words.map((word, i) => {
    const [before, after] = [own[i - 1] ?? false, own[i + 1] ?? false];
    if (long[i]) return own[i] || ((before || after) && word.slant >= ITALIC_BESIDE);
    return (before && after) || ((before || after) && word.slant >= ITALIC_SLANT);
  });
}
