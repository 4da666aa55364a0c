import { type GreyImage, scale } from "../image/raster.ts";
import { inkThreshold } from "./orientation.ts";

/** Skew is searched within ±MAX_DEGREES in steps of STEP_DEGREES; below MIN_DEGREES a page counts as straight. */
const MAX_DEGREES = 5;
const STEP_DEGREES = 0.2;
const MIN_DEGREES = 0.3;
const SAMPLE_WIDTH = 800;
/**
 * The profile is taken in this many vertical strips, each turned about its own left edge, and their
 * sharpness summed. Over the whole width, a straight page's two columns, whose lines sit half a line apart,
 * line up at a slope that carries one column's lines onto the other's (a degree or so) and look sharper than
 * either column alone.
 */
const STRIPS = 2;

/**
 * Estimates a page's skew in radians (positive when text lines fall to the right) by projection profiles:
 * at the right angle the ink of each text line lands in the same few rows, so the profile is sharpest. Far
 * cheaper than letting tesseract find the lines of the whole page first, and 0 for a straight page.
 */
export function estimateSkew(image: GreyImage): number {
  const small = scale(image, Math.min(1, SAMPLE_WIDTH / image.width));
  const threshold = inkThreshold(small);
  let count = 0;
  for (const value of small.data) if (value < threshold) count++;
  if (count < 100) return 0;
  const xs = new Int32Array(count), ys = new Int32Array(count);
  for (let y = 0, i = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      if (small.data[y * small.width + x] < threshold) {
        xs[i] = x;
        ys[i++] = y;
      }
    }
  }
  const stripWidth = Math.ceil(small.width / STRIPS);
  const extra = Math.ceil(stripWidth * Math.sin((MAX_DEGREES * Math.PI) / 180)) + 1;
  const rows = small.height + 2 * extra;
  const bins = new Float64Array(rows * STRIPS);
  let best = { degrees: 0, sharpness: -1 };
  for (let degrees = -MAX_DEGREES; degrees <= MAX_DEGREES + 1e-9; degrees += STEP_DEGREES) {
    const tan = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const strip = Math.floor(xs[i] / stripWidth), x = xs[i] - strip * stripWidth;
      bins[strip * rows + Math.round(ys[i] - x * tan) + extra]++;
    }
    let sharpness = 0;
    for (const count of bins) sharpness += count * count;
    if (sharpness > best.sharpness) best = { degrees, sharpness };
  }
  return Math.abs(best.degrees) < MIN_DEGREES ? 0 : (best.degrees * Math.PI) / 180;
}
