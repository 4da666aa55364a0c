import type { Bbox } from "tesseract.js";
import { median } from "../median.ts";

/** A line needs this many words to show its pitch: two gaps between words. */
const MIN_WORDS = 3;
/** Letters at least this share of its characters: figures are one width in most proportional fonts too. */
const MIN_LETTERS = 0.5;
/** A word starts within this share of a cell of the grid. */
const GRID_SLACK = 0.35;
/** A word's ink spans its cells less the glyphs' side bearings: from one cell short of them to a fifth over. */
const INK_SHORT = 1, INK_OVER = 0.2;

type Word = { text: string; bbox: Bbox };

/** The grid of cells a monospace line's characters stand on: where one starts, and a cell's width. */
export interface Grid {
  x: number;
  cell: number;
}

const lettered = (words: Word[]) => {
  const characters = words.map((w) => w.text).join("");
  return (characters.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS * characters.length;
};

/** Whether each word starts a whole number of cells past the one before and a space, its ink filling them. */
function onGrid(words: Word[], cell: number): boolean {
  return words.every((word, i) => {
    const before = words[i - 1];
    if (before) {
      const cells = (word.bbox.x0 - before.bbox.x0) / cell;
      if (Math.abs(cells - Math.round(cells)) > GRID_SLACK || Math.round(cells) < before.text.length + 1) {
        return false;
      }
    }
    const ink = (word.bbox.x1 - word.bbox.x0) / cell, length = word.text.length;
    return ink >= length - INK_SHORT && ink <= length + INK_OVER;
  });
}

/**
 * The grid of a scanned line set in a monospace font, which a scan shows by no name: every character takes
 * one cell, so each word starts a whole number of cells (its length and a space, or more) after the one
 * before and its ink is about as wide as its cells. A proportional line's words drift off any grid within a
 * word or two ("command" two cells wider than its seven letters at the pitch of "fieldkit"). Undefined for
 * any other line.
 */
export function fixedPitchGrid(words: Word[]): Grid | undefined {
  if (words.length < MIN_WORDS || !lettered(words)) return undefined;
  const cell = median(
    words.slice(1).map((w, i) => (w.bbox.x0 - words[i].bbox.x0) / (words[i].text.length + 1)),
  );
  if (!(cell > 0)) return undefined;
  return onGrid(words, cell) ? { x: words[0].bbox.x0, cell } : undefined;
}

/**
 * Whether a line beside a monospace line is set on its grid too: a line of one or two words ("RETURN",
 * "ENABLE ;") shows no pitch of its own, and one whose misread words ("EMPLOYEES DATE_OF_BIRTH", its "." lost)
 * put its own median off the grid, still stands on the grid of the code around it.
 */
export function onNeighbourGrid(words: Word[], grid: Grid): boolean {
  if (!words.length || !lettered(words)) return false;
  const cells = (words[0].bbox.x0 - grid.x) / grid.cell;
  return Math.abs(cells - Math.round(cells)) <= GRID_SLACK && onGrid(words, grid.cell);
}
