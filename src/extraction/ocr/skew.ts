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
  const { width, height, data } = small;
  // Indexed loops throughout: iterating a typed array's values is several times slower on a page's pixels.
  let count = 0;
  for (let i = 0; i < data.length; i++) if (data[i] < threshold) count++;
  if (count < 100) return 0;
  const stripWidth = Math.ceil(width / STRIPS);
  const extra = Math.ceil(stripWidth * Math.sin((MAX_DEGREES * Math.PI) / 180)) + 1;
  const rows = height + 2 * extra;
  // Each ink pixel as its row within its strip's bins and its distance from the strip's left edge.
  const rowOf = new Int32Array(count), xs = new Int32Array(count);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] < threshold) {
        const strip = Math.floor(x / stripWidth);
        xs[i] = x - strip * stripWidth;
        rowOf[i++] = strip * rows + y + extra;
      }
    }
  }
  const bins = new Int32Array(rows * STRIPS);
  /** How far a pixel this far from its strip's edge moves at the angle tried: worked out once an angle. */
  const shift = new Int32Array(stripWidth);
  let best = { degrees: 0, sharpness: -1 };
  for (let degrees = -MAX_DEGREES; degrees <= MAX_DEGREES + 1e-9; degrees += STEP_DEGREES) {
    const tan = Math.tan((degrees * Math.PI) / 180);
    for (let x = 0; x < stripWidth; x++) shift[x] = Math.round(-x * tan);
    bins.fill(0);
    for (let i = 0; i < count; i++) bins[rowOf[i] + shift[xs[i]]]++;
    let sharpness = 0;
    for (let i = 0; i < bins.length; i++) sharpness += bins[i] * bins[i];
    if (sharpness > best.sharpness) best = { degrees, sharpness };
  }
  return Math.abs(best.degrees) < MIN_DEGREES ? 0 : (best.degrees * Math.PI) / 180;
}
