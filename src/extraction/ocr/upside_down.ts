import { type GreyImage, scale } from "../image/raster.ts";
import { median } from "../median.ts";
import { coreRows } from "./ink_runs.ts";

/** Lines are measured at this size (long side, pixels): body text stays ten pixels or more tall. */
const MEASURE_LONG_SIDE = 1000;
/** Ink above the cores must outweigh ink below them this much, or the reverse, for a verdict. */
const DOMINANCE = 1.4;
/** Rows of ink running on for more than this many times the page's usual line are a picture. */
const MAX_LINE_HEIGHTS = 2.5;
/** Lines shorter than this many pixels are specks or rules, not text. */
const MIN_LINE_HEIGHT = 6;

/**
 * Whether a page's horizontal lines of text stand upside down, from the ink outside their cores: in Latin and
 * similar scripts ascenders and capitals rise above the x-height far more often than descenders drop below
 * it, so turned over, a page has more ink under its lines' cores than above them. Undefined when the two are
 * too close to call (other scripts, too little text). Far cheaper than reading the page twice.
 */
export function looksUpsideDown(image: GreyImage, threshold: number): boolean | undefined {
  const small = scale(image, Math.min(1, MEASURE_LONG_SIDE / Math.max(image.width, image.height)));
  const rows = new Float64Array(small.height);
  for (let y = 0; y < small.height; y++) {
    const row = y * small.width;
    for (let x = 0; x < small.width; x++) if (small.data[row + x] < threshold) rows[y]++;
  }
  const lines: [number, number][] = [];
  for (let top = 0; top < small.height;) {
    if (rows[top] === 0) {
      top++;
      continue;
    }
    let bottom = top;
    while (bottom + 1 < small.height && rows[bottom + 1] > 0) bottom++;
    if (bottom - top + 1 >= MIN_LINE_HEIGHT) lines.push([top, bottom]);
    top = bottom + 1;
  }
  // A picture's rows run on far past a line's height, its ink spread any way: it says nothing here, and a
  // large one outweighed the page's text lines (a diagram's drum turned an upright page over).
  const usual = median(lines.map(([top, bottom]) => bottom - top + 1));
  let above = 0, below = 0;
  for (const [top, bottom] of lines) {
    if (bottom - top + 1 > MAX_LINE_HEIGHTS * usual) continue;
    const { top: coreTop, bottom: coreBottom } = coreRows(rows, top, bottom);
    for (let y = top; y < coreTop; y++) above += rows[y];
    for (let y = coreBottom + 1; y <= bottom; y++) below += rows[y];
  }
  if (above > below * DOMINANCE) return false;
  if (below > above * DOMINANCE) return true;
  return undefined;
}
