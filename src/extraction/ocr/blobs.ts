import type { GreyImage } from "../image/raster.ts";
import { median } from "../median.ts";
import { isPaper, paperLanes, pixelWords } from "../image/paper_words.ts";

/** A box in pixels, ends included. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A blob of connected ink, by its box. */
export type Blob = Box;

/**
 * Blobs found already, by image: a straightened page's are looked through for its leaders and then, when it
 * had none to wipe, for the ink its reading missed. Images are never changed once made.
 */
const found = new WeakMap<GreyImage, { threshold: number; blobs: readonly Blob[] }>();

/** The blobs of connected ink (8-connected) of the image's pixels darker than `threshold`. */
export function blobs(image: GreyImage, threshold: number): readonly Blob[] {
  const known = found.get(image);
  if (known?.threshold === threshold) return known.blobs;
  const all = findBlobs(image, threshold);
  found.set(image, { threshold, blobs: all });
  return all;
}

/**
 * Each row's runs of ink, joined to the runs they touch on the row above with a union-find over runs: one
 * pass, no per-pixel labels.
 */
function findBlobs(image: GreyImage, threshold: number): Blob[] {
  const { width, height, data } = image;
  const starts: number[] = [], ends: number[] = [], rows: number[] = [];
  const parent: number[] = [];
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  const words = pixelWords(data), lanes = paperLanes(threshold);
  let previousFirst = 0, previousEnd = 0;
  for (let y = 0; y < height; y++) {
    const first = starts.length, row = y * width;
    let above = previousFirst;
    for (let x = 0; x < width; x++) {
      // Paper four pixels at a time where they make a word: a scanned page's blobs in half the time or less.
      if (words && ((row + x) & 3) === 0 && x + 4 <= width && isPaper(words[(row + x) >> 2], lanes)) {
        x += 3;
        continue;
      }
      if (data[row + x] >= threshold) continue;
      const start = x;
      while (x < width && data[row + x] < threshold) x++;
      const run = starts.length;
      starts.push(start), ends.push(x - 1), rows.push(y), parent.push(run);
      // Runs of the row above that touch this one, diagonally included.
      while (above < previousEnd && ends[above] < start - 1) above++;
      for (let a = above; a < previousEnd && starts[a] <= x; a++) {
        const [r, s] = [find(run), find(a)];
        if (r !== s) parent[r] = s;
      }
    }
    previousFirst = first, previousEnd = starts.length;
  }
  const boxes = new Map<number, Blob>();
  for (let i = 0; i < starts.length; i++) {
    const root = find(i), box = boxes.get(root);
    if (!box) {
      boxes.set(root, { x0: starts[i], x1: ends[i], y0: rows[i], y1: rows[i] });
    } else {
      box.x0 = Math.min(box.x0, starts[i]), box.x1 = Math.max(box.x1, ends[i]);
      box.y1 = rows[i];
    }
  }
  return [...boxes.values()];
}

export const blobHeight = (b: Box) => b.y1 - b.y0 + 1, blobWidth = (b: Box) => b.x1 - b.x0 + 1;

/** Blobs no taller than this many pixels are specks, dots and commas. */
const SPECK = 4;

/** A page's usual letter height: the median blob's, specks aside (a text page's blobs are mostly letters). */
export const letterHeight = (all: readonly Blob[]) => median(all.map(blobHeight).filter((h) => h > SPECK));
