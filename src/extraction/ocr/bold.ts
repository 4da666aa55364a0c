import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { median } from "../median.ts";

/** A line is bold when its strokes are this much thicker than the page's usual line. */
const BOLD_RATIO = 1.3;
/** Too few lines and there is no usual stroke to compare with. */
const MIN_LINES = 5;

/**
 * The mean length of the ink runs along the rows of a box: about the width of the letters' upright strokes,
 * which a bold face draws thicker at the same size.
 */
export function strokeWidth(image: GreyImage, threshold: number, box: Bbox): number | undefined {
  const { width, height, data } = image;
  const [x0, x1] = [Math.max(0, Math.floor(box.x0)), Math.min(width, Math.ceil(box.x1))];
  const [y0, y1] = [Math.max(0, Math.floor(box.y0)), Math.min(height, Math.ceil(box.y1))];
  let ink = 0, runs = 0;
  for (let y = y0; y < y1; y++) {
    let inRun = false;
    for (let x = x0; x < x1; x++) {
      const dark = data[y * width + x] < threshold;
      if (dark) {
        ink++;
        if (!inRun) runs++;
      }
      inRun = dark;
    }
  }
  return runs ? ink / runs : undefined;
}

/**
 * Which lines of a page are set in bold, from their strokes' width against the page's usual line: OCR reads
 * no font, and without this a scan's bold headings read as body text.
 */
export function boldLines(strokes: (number | undefined)[]): boolean[] {
  const known = strokes.filter((s): s is number => s !== undefined);
  if (known.length < MIN_LINES) return strokes.map(() => false);
  const usual = median(known);
  return strokes.map((s) => s !== undefined && s >= usual * BOLD_RATIO);
}
