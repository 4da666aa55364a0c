import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { median } from "../median.ts";
import { pixelBounds, rowRuns } from "./ink_runs.ts";

/** A line is bold when its strokes are this much thicker than the page's usual line. */
const BOLD_RATIO = 1.3;
/** Too few lines and there is no usual stroke to compare with. */
const MIN_LINES = 5;

/**
 * The mean length of the ink runs along the rows of a box: about the width of the letters' upright strokes,
 * which a bold face draws thicker at the same size.
 */
export function strokeWidth(image: GreyImage, threshold: number, box: Bbox): number | undefined {
  const { x0, x1, y0, y1 } = pixelBounds(image, box);
  let ink = 0, runs = 0;
  for (let y = y0; y < y1; y++) {
    for (const [start, end] of rowRuns(image, threshold, y, x0, x1)) {
      ink += end - start + 1;
      runs++;
    }
  }
  return runs ? ink / runs : undefined;
}

/**
 * Which lines of a page are set in bold, from their strokes' width against the page's usual line: OCR reads
 * no font, and without this a scan's bold headings read as body text. The usual stroke is the usual word's,
 * each line counted once for each of its `words`: on a page of a diagram whose many short labels are printed
 * thinner than the body, the labels' lines outnumber the body's, and the body read as bold.
 */
export function boldLines(strokes: (number | undefined)[], words = strokes.map(() => 1)): boolean[] {
  if (strokes.filter((s) => s !== undefined).length < MIN_LINES) return strokes.map(() => false);
  const usual = median(strokes.flatMap((s, i) => s === undefined ? [] : Array(words[i]).fill(s)));
  return strokes.map((s) => s !== undefined && s >= usual * BOLD_RATIO);
}

/**
 * The median length of the ink runs along the rows of a box: its letters' stroke width, which the long runs
 * of an "e"'s bar or an "s"'s spine, many in a short word, do not pull up as they pull up the mean.
 */
export function medianStroke(image: GreyImage, threshold: number, box: Bbox): number | undefined {
  const { x0, x1, y0, y1 } = pixelBounds(image, box);
  const runs: number[] = [];
  for (let y = y0; y < y1; y++) {
    for (const [start, end] of rowRuns(image, threshold, y, x0, x1)) runs.push(end - start + 1);
  }
  return runs.length ? median(runs) : undefined;
}

/** A word shows its own weight with this many letters: a dash's one run is as wide as the dash. */
const MIN_BOLD_LETTERS = 2;
/**
 * A word is bold when its median stroke is this much wider than the usual word's: whole pixels at 150 to 200
 * dpi, body strokes 2 or 3 wide and bold ones 4 to 6, a regular word's 4 at most.
 */
const BOLD_WORD_RATIO = 1.5;
/** ...and at least this many pixels wider: capitals' bars made a regular "OTSL" 3 against the usual 2. */
const BOLD_WORD_EXTRA = 2;

/**
 * Which words of each line are bold on their own ("**Date:** 14 October 2026"), from their median strokes
 * (`medianStroke`) against the usual word's on the page: a word of two letters or more, and a shorter one between two bold words.
 * Whole bold lines are `boldLines`' to find.
 */
export function boldWords(lines: { text: string; stroke?: number }[][]): boolean[][] {
  const known = lines.flat().map((w) => w.stroke).filter((s): s is number => s !== undefined);
  if (known.length < MIN_LINES) return lines.map((words) => words.map(() => false));
  const usual = median(known);
  return lines.map((words) => {
    const own = words.map((w) =>
      (w.text.match(/\p{L}/gu)?.length ?? 0) >= MIN_BOLD_LETTERS && w.stroke !== undefined &&
      w.stroke >= Math.max(usual * BOLD_WORD_RATIO, usual + BOLD_WORD_EXTRA)
    );
    return own.map((bold, i) => bold || (!!own[i - 1] && !!own[i + 1]));
  });
}
