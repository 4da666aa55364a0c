import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { pixelBounds, rowRuns } from "./ink_runs.ts";

/** A run of ink this many times the box's height wide or wider is a bar or a join, not a stroke. */
const STROKE_SHARE = 0.25;

/**
 * How far a box's strokes lean, as pixels across per pixel up (the tangent of the lean; right is positive):
 * the mean shift between each narrow run of ink on a row and the one run below it that it touches. An
 * upright face's stems do not shift, and its round and diagonal strokes shift about as far each way (an "s"
 * leans back, a Helvetica "a" on: see shearGain); an italic's all shift one way.
 */
export function slant(image: GreyImage, threshold: number, box: Bbox): number {
  const { x0, x1, y0, y1 } = pixelBounds(image, box);
  const widest = Math.max(2, STROKE_SHARE * (y1 - y0));
  const runsOf = (y: number) => rowRuns(image, threshold, y, x0, x1);
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

/** The slants tried by `shearGain`, as tangents: italics lean 10 to 15 degrees. */
const SHEARS = [0.1, 0.2, 0.3];

/**
 * How much sharper a box's columns of ink get when it is sheared back by an italic's lean: the best sum of
 * squared column counts over the upright one. Upright type gains nothing; an italic's stems stand up.
 */
export function shearGain(image: GreyImage, threshold: number, box: Bbox): number {
  const { width, data } = image;
  const { x0, x1, y0, y1 } = pixelBounds(image, box);
  const reach = Math.ceil(SHEARS[SHEARS.length - 1] * (y1 - y0));
  const sharpness = (shear: number) => {
    const columns = new Float64Array(x1 - x0 + reach + 1);
    for (let y = y0; y < y1; y++) {
      const shift = Math.round(shear * (y1 - 1 - y));
      for (let x = x0; x < x1; x++) if (data[y * width + x] < threshold) columns[x - x0 + reach - shift]++;
    }
    let sum = 0;
    for (const c of columns) sum += c * c;
    return sum;
  };
  const upright = sharpness(0);
  return upright ? Math.max(...SHEARS.map(sharpness)) / upright : 1;
}

/** A word leans as italics do at this slant or more (upright text leans -0.3 to 0.2: an "s" back, an "a" on)... */
const ITALIC_SLANT = 0.14;
/** ...and its columns sharpen this much sheared back, which an upright "a"'s lean does not do... */
const ITALIC_GAIN = 1.05;
/** ...or it leans this far beside an italic word ("Water" in "Safe Drinking Water Act", its W's diagonals
 * sharp either way). */
const ITALIC_BESIDE = 0.12;
/** A word shows its lean alone with this many letters: a figure's or a short word's diagonals lean either way. */
const MIN_LETTERS = 3;

/**
 * Which words of a line are italic, from each one's slant and shear gain: a word of three letters or more
 * that shows both on its own; then, outward from those, a word leaning less beside an italic one, and a
 * shorter word that leans as far beside a long italic word or stands between two italic words ("Act of
 * Parliament").
 */
export function italicWords(words: { text: string; slant: number; gain: number }[]): boolean[] {
  const long = words.map((w) => (w.text.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS);
  const italic = words.map((w, i) => long[i] && w.slant >= ITALIC_SLANT && w.gain >= ITALIC_GAIN);
  for (let changed = true; changed;) {
    changed = false;
    words.forEach((word, i) => {
      if (italic[i]) return;
      const [before, after] = [italic[i - 1] ?? false, italic[i + 1] ?? false];
      // A short word leans on a long one: "a" before an italic "2x" is no more italic for its "a"'s lean.
      const beside = long[i] ? before || after : (before && long[i - 1]) || (after && long[i + 1]);
      const lean = long[i] ? ITALIC_BESIDE : ITALIC_SLANT;
      if ((before && after && !long[i]) || (beside && word.slant >= lean)) italic[i] = changed = true;
    });
  }
  return italic;
}
