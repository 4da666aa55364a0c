import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";

/** A box's whole pixels inside the image: columns x0 to x1 and rows y0 to y1, the ends excluded. */
export function pixelBounds(image: GreyImage, box: Bbox): Bbox {
  return {
    x0: Math.max(0, Math.floor(box.x0)),
    x1: Math.min(image.width, Math.ceil(box.x1)),
    y0: Math.max(0, Math.floor(box.y0)),
    y1: Math.min(image.height, Math.ceil(box.y1)),
  };
}

/** The runs of ink on row `y` from column `x0` up to `x1`, each as its first and last column. */
export function rowRuns(image: GreyImage, threshold: number, y: number, x0: number, x1: number) {
  const { width, data } = image;
  const runs: [number, number][] = [];
  for (let x = x0; x < x1; x++) {
    if (data[y * width + x] >= threshold) continue;
    const start = x;
    while (x < x1 && data[y * width + x] < threshold) x++;
    runs.push([start, x - 1]);
  }
  return runs;
}

/** The share of a box's pixels that are ink: over a half, it holds light letters on a dark ground. */
export function inkShare(image: GreyImage, threshold: number, box: Bbox): number {
  const { x0, x1, y0, y1 } = pixelBounds(image, box);
  const { width, data } = image;
  let ink = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) if (data[y * width + x] < threshold) ink++;
  }
  return ink / Math.max(1, (x1 - x0) * (y1 - y0));
}

/** The rows of a box from its first row that holds ink to its last (`bottom` is past it). */
export function inkRows(image: GreyImage, threshold: number, box: Bbox): { top: number; bottom: number } {
  const { x0, x1, y0, y1 } = pixelBounds(image, box);
  const inked = (y: number) => {
    for (let x = x0; x < x1; x++) if (image.data[y * image.width + x] < threshold) return true;
    return false;
  };
  let top = y0, bottom = y1;
  while (top < bottom && !inked(top)) top++;
  while (bottom > top && !inked(bottom - 1)) bottom--;
  return { top, bottom };
}

/** A row belongs to a line's core (its x-height) when it holds at least this share of the line's fullest row. */
const CORE_SHARE = 0.5;

/**
 * A line's core within rows `top` to `bottom` (both included) of `rows`, each row's count of ink: from the
 * first to the last row that holds at least CORE_SHARE of the fullest row's ink. In a line of mostly lower
 * case letters that is its x-height, which every letter reaches, unlike ascenders, descenders and capitals,
 * which only some lines have.
 */
export function coreRows(
  rows: ArrayLike<number>,
  top: number,
  bottom: number,
): { top: number; bottom: number } {
  let fullest = 0;
  for (let y = top; y <= bottom; y++) fullest = Math.max(fullest, rows[y]);
  let coreTop = top, coreBottom = bottom;
  while (coreTop < bottom && rows[coreTop] < fullest * CORE_SHARE) coreTop++;
  while (coreBottom > coreTop && rows[coreBottom] < fullest * CORE_SHARE) coreBottom--;
  return { top: coreTop, bottom: coreBottom };
}

/** Whether column `x` holds no ink from row `top` up to `bottom`. */
export const blankColumn = (image: GreyImage, threshold: number, x: number, top: number, bottom: number) => {
  for (let y = top; y < bottom; y++) if (image.data[y * image.width + x] < threshold) return false;
  return true;
};

/** The first column of `box` holding ink, if any. */
export function firstInkColumn(image: GreyImage, threshold: number, box: Bbox): number | undefined {
  const { x0, x1, y0, y1 } = pixelBounds(image, box);
  for (let x = x0; x < x1; x++) if (!blankColumn(image, threshold, x, y0, y1)) return x;
  return undefined;
}

/** Each row's count of ink pixels in `box`, top to bottom. */
export function inkPerRow(image: GreyImage, threshold: number, box: Bbox): number[] {
  const { x0, x1, y0, y1 } = pixelBounds(image, box);
  const rows: number[] = [];
  for (let y = y0; y < y1; y++) {
    let ink = 0;
    for (let x = x0; x < x1; x++) if (image.data[y * image.width + x] < threshold) ink++;
    rows.push(ink);
  }
  return rows;
}

/**
 * The runs of rows with ink in `box`, top to bottom (rows counted from the box's top), each with its most ink
 * on a row.
 */
export function inkBands(image: GreyImage, threshold: number, box: Bbox) {
  const bands: { top: number; bottom: number; widest: number }[] = [];
  inkPerRow(image, threshold, box).forEach((ink, y) => {
    if (!ink) return;
    const last = bands.at(-1);
    if (last && last.bottom === y - 1) {
      last.bottom = y;
      last.widest = Math.max(last.widest, ink);
    } else bands.push({ top: y, bottom: y, widest: ink });
  });
  return bands;
}

/** The height in pixels of the core (see coreRows) of the line in `box`. */
export function coreHeight(image: GreyImage, threshold: number, box: Bbox): number {
  const rows = inkPerRow(image, threshold, box);
  if (!rows.length) return 0;
  const { top, bottom } = coreRows(rows, 0, rows.length - 1);
  return bottom - top + 1;
}

/**
 * The height in pixels from the top of the ink of the line in `box` (its capitals' or ascenders' tops) to the
 * foot of its core (the baseline): its descenders left out, which only some lines have.
 */
export function riseHeight(image: GreyImage, threshold: number, box: Bbox): number {
  const rows = inkPerRow(image, threshold, box);
  const top = rows.findIndex((ink) => ink > 0);
  if (top < 0) return 0;
  return coreRows(rows, 0, rows.length - 1).bottom - top + 1;
}

/** The middle value of the pixels in `box`: the ground a mark stands on. */
export function groundOf(image: GreyImage, box: Bbox): number {
  const counts = new Uint32Array(256);
  let total = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) counts[image.data[y * image.width + x]]++, total++;
  }
  for (let value = 0, seen = 0; value < 256; value++) if ((seen += counts[value]) * 2 >= total) return value;
  return 255;
}

/** A mark of ink: columns `x0` to `x1` holding ink from row `top` to row `bottom` (all included). */
export interface InkMark {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

/** The marks of ink side by side in `box`, left to right: runs of columns holding ink, apart by paper. */
export function inkMarksIn(image: GreyImage, threshold: number, box: Bbox): InkMark[] {
  const { x0, x1, y0, y1 } = pixelBounds(image, box);
  const marks: InkMark[] = [];
  let mark: InkMark | undefined;
  for (let x = x0; x < x1; x++) {
    let top = Infinity, bottom = -Infinity;
    for (let y = y0; y < y1; y++) {
      if (image.data[y * image.width + x] >= threshold) continue;
      top = Math.min(top, y), bottom = Math.max(bottom, y);
    }
    if (bottom < top) mark = undefined;
    else if (!mark) marks.push(mark = { x0: x, x1: x, top, bottom });
    else mark.x1 = x, mark.top = Math.min(mark.top, top), mark.bottom = Math.max(mark.bottom, bottom);
  }
  return marks;
}

/** How many marks of ink stand side by side in `box` `least` rows tall or more (grain is a pixel or two). */
export const inkMarks = (image: GreyImage, threshold: number, box: Bbox, least: number): number =>
  inkMarksIn(image, threshold, box).filter((mark) => mark.bottom - mark.top + 1 >= least).length;
