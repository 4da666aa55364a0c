import type { Bbox, Line as TesseractLine, Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { linesOf, wordsOf } from "./tesseract_words.ts";
import { type Blob, blobHeight, blobWidth, type Box, letterHeight } from "./blobs.ts";

/** A row of dot leaders ("Trademarks . . . . . viii"), in pixels, and how many dots it has. */
export interface Leader extends Box {
  dots: number;
}

/** A dot is at most this share of the page's usual letter height each way... */
const DOT_SHARE = 0.4;
/** ...and at least this many pixels: a scan's specks are smaller. Its sides differ at most this many times. */
const MIN_DOT = 2, DOT_ASPECT = 2.5;
/** Dots of one leader sit on one baseline, their centres this share of a letter height apart or nearer... */
const BASELINE_SLACK = 0.2;
/** ...and follow each other at most this many letter heights apart. */
const MAX_SPACING = 1.5;
/** A leader has at least this many dots: an ellipsis has three. */
const MIN_DOTS = 5;
/** Above and below its dots, this share of a letter height is bare paper (lines around reach no nearer). */
const BARE_SHARE = 0.5;
/** Its dots are evenly spaced: the spacing's deviation is at most this share of its mean. */
const SPACING_SPREAD = 0.35;

const centreY = (b: Blob) => (b.y0 + b.y1) / 2, centreX = (b: Blob) => (b.x0 + b.x1) / 2;

/**
 * The dot leaders among a straightened page image's blobs: rows of at least five small dots, evenly spaced
 * on one baseline. Tesseract reads leaders as letters ("eee", "0.0..") and, worse, garbles the title beside them
 * ("Trademarks" as "TTHAGSMAEKS csisercns"): they are found here so they can be wiped before it reads.
 */
export function findLeaders(all: readonly Blob[]): Leader[] {
  const letter = letterHeight(all);
  if (!(letter > 0)) return [];
  const maxDot = DOT_SHARE * letter;
  const dots = all.filter((b) => {
    const [w, h] = [blobWidth(b), blobHeight(b)];
    return Math.max(w, h) <= maxDot && Math.max(w, h) >= MIN_DOT && w <= DOT_ASPECT * h &&
      h <= DOT_ASPECT * w;
  }).sort((a, b) => a.x0 - b.x0);
  // Each dot joins the first chain whose last dot lies just before it on its baseline. Chains are looked up
  // by the band of rows their last dot sits in, and dropped from it once the dots, in order of x, have passed
  // them: a stippled picture is tens of thousands of dots.
  const chains: Blob[][] = [], slack = BASELINE_SLACK * letter, spacing = MAX_SPACING * letter;
  const open = new Map<number, number[]>();
  const bandOf = (dot: Blob) => Math.floor(centreY(dot) / slack);
  const lastOf = (n: number) => chains[n][chains[n].length - 1];
  for (const dot of dots) {
    let found: number | undefined;
    for (const band of [bandOf(dot) - 1, bandOf(dot), bandOf(dot) + 1]) {
      const near = (open.get(band) ?? []).filter((n) => dot.x0 - lastOf(n).x1 <= spacing);
      open.set(band, near);
      for (const n of near) {
        const gap = dot.x0 - lastOf(n).x1;
        if (gap > 0 && Math.abs(centreY(dot) - centreY(lastOf(n))) <= slack && (found ?? Infinity) > n) {
          found = n;
        }
      }
    }
    if (found === undefined) found = chains.push([]) - 1;
    else {
      const band = open.get(bandOf(lastOf(found)))!;
      band.splice(band.indexOf(found), 1);
    }
    chains[found].push(dot);
    open.set(bandOf(dot), [...open.get(bandOf(dot)) ?? [], found]);
  }
  // A leader runs over bare paper (the dots over a word's letters, "initialization", have letters just below),
  // but for its ends: the first dot may be a sentence's stop or an exclamation mark's.
  const reach = BARE_SHARE * letter;
  const others = all.filter((b) => Math.max(blobWidth(b), blobHeight(b)) > maxDot);
  const bare = (chain: Blob[]) => {
    const { y0, y1 } = boxOf(chain), [x0, x1] = [chain[1].x0, chain[chain.length - 2].x1];
    return !others.some((b) => b.x1 >= x0 && b.x0 <= x1 && b.y1 >= y0 - reach && b.y0 <= y1 + reach);
  };
  return chains.filter((chain) => chain.length >= MIN_DOTS && evenlySpaced(chain) && bare(chain))
    .map((chain) => ({ ...boxOf(chain), dots: chain.length }));
}

/** The box around a chain of dots, left to right. */
const boxOf = (chain: Box[]): Box => ({
  x0: chain[0].x0,
  x1: chain[chain.length - 1].x1,
  y0: Math.min(...chain.map((d) => d.y0)),
  y1: Math.max(...chain.map((d) => d.y1)),
});

function evenlySpaced(chain: Blob[]): boolean {
  const spacing = chain.slice(1).map((d, i) => centreX(d) - centreX(chain[i]));
  const mean = spacing.reduce((s, v) => s + v, 0) / spacing.length;
  const deviation = Math.sqrt(spacing.reduce((s, v) => s + (v - mean) ** 2, 0) / spacing.length);
  return deviation <= SPACING_SPREAD * mean;
}

/** A copy of the image with the leaders' dots wiped to paper. */
export function withoutLeaders(image: GreyImage, leaders: Leader[]): GreyImage {
  if (!leaders.length) return image;
  const data = image.data.slice();
  for (const { x0, x1, y0, y1 } of leaders) {
    for (let y = Math.max(0, y0 - 1); y <= Math.min(image.height - 1, y1 + 1); y++) {
      data.fill(255, y * image.width + Math.max(0, x0 - 1), y * image.width + Math.min(image.width, x1 + 2));
    }
  }
  return { ...image, data };
}

/**
 * What follows each leader, read again where the page's reading has nothing after it. Without its dots to
 * lead there, tesseract's layout analysis drops a column of page numbers ("vii", "2") as noise: the lines
 * right of the bare leaders are stacked a line apart on a blank image, read as one block, and the words put
 * back where they came from join the page's.
 */
export async function readLeaderTails(
  page: Page,
  image: GreyImage,
  leaders: Leader[],
  read: (image: GreyImage) => Promise<Page>,
): Promise<Page> {
  const words = wordsOf(page);
  const lines = linesOf(page);
  const tails: Box[] = [];
  for (const leader of leaders) {
    const middle = (leader.y0 + leader.y1) / 2;
    const line = lines.find((l) => l.bbox.y0 <= middle && middle <= l.bbox.y1);
    const after = words.some((w) => w.bbox.x0 > leader.x1 && w.bbox.y0 <= middle && middle <= w.bbox.y1);
    if (line && !after) {
      tails.push({ x0: leader.x1 + 1, x1: image.width - 1, y0: line.bbox.y0, y1: line.bbox.y1 });
    }
  }
  if (!tails.length) return page;
  const gap = Math.max(...tails.map(blobHeight));
  const slots: { tail: Box; top: number }[] = [];
  let height = gap;
  for (const tail of tails) {
    slots.push({ tail, top: height });
    height += blobHeight(tail) + gap;
  }
  const { width } = image;
  const data = new Uint8Array(width * height).fill(255);
  for (const { tail, top } of slots) {
    for (let y = tail.y0; y <= tail.y1; y++) {
      const from = y * width;
      data.set(
        image.data.subarray(from + tail.x0, from + tail.x1 + 1),
        (top + y - tail.y0) * width + tail.x0,
      );
    }
  }
  const stacked = await read({ width, height, data });
  // Each line read goes back by its slot's offset; a line between slots is a stray mark.
  const back = (line: TesseractLine): TesseractLine[] => {
    const middle = (line.bbox.y0 + line.bbox.y1) / 2;
    const slot = slots.find((s) =>
      s.top - gap / 2 <= middle && middle <= s.top + blobHeight(s.tail) + gap / 2
    );
    if (!slot) return [];
    const dy = slot.tail.y0 - slot.top;
    const shift = (box: Bbox): Bbox => ({ ...box, y0: box.y0 + dy, y1: box.y1 + dy });
    return [{
      ...line,
      bbox: shift(line.bbox),
      words: line.words.map((w) => ({ ...w, bbox: shift(w.bbox) })),
    }];
  };
  const blocks = (stacked.blocks ?? []).map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({ ...paragraph, lines: paragraph.lines.flatMap(back) })),
  }));
  return { ...page, blocks: [...(page.blocks ?? []), ...blocks] };
}
