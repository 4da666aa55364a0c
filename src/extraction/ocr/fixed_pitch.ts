import type { Bbox } from "tesseract.js";
import { median } from "../median.ts";

/** A line needs this many words to show its pitch: two gaps between words... */
const MIN_WORDS = 3;
/**
 * ...and this many characters: words of a letter or two stand on some grid by chance (a glossary's heading
 * "E to P", read as code, was no heading).
 */
const MIN_CHARACTERS = 8;
/** Letters at least this share of its characters: figures are one width in most proportional fonts too. */
const MIN_LETTERS = 0.5;
/** A word stands within this share of a cell of the grid. */
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

const centre = (word: Word) => (word.bbox.x0 + word.bbox.x1) / 2;

/**
 * The spaces between a word and the one before it at a pitch of `cell`, as a fraction of cells: a monospace
 * font centres each glyph in its cell, so the words' centres stand their half lengths and their spaces apart
 * (their left edges move with the first glyph's bearing: an apostrophe's ink starts mid-cell).
 */
const spacesBetween = (before: Word, word: Word, cell: number) =>
  (centre(word) - centre(before)) / cell - (before.text.length + word.text.length) / 2;

/** Whether each word stands a whole number of spaces, one at least, past the one before, its ink filling it. */
function onGrid(words: Word[], cell: number): boolean {
  return words.every((word, i) => {
    const before = words[i - 1];
    if (before) {
      const spaces = spacesBetween(before, word, cell);
      if (Math.abs(spaces - Math.round(spaces)) > GRID_SLACK || Math.round(spaces) < 1) return false;
    }
    const ink = (word.bbox.x1 - word.bbox.x0) / cell, length = word.text.length;
    return ink >= length - INK_SHORT && ink <= length + INK_OVER;
  });
}

/** The line's cell width: the median of its gaps', as if one space parted each pair of words. */
const pitchOf = (words: Word[]) =>
  median(
    words.slice(1).map((word, i) =>
      (centre(word) - centre(words[i])) / ((words[i].text.length + word.text.length) / 2 + 1)
    ),
  );

/**
 * The grid of a scanned line set in a monospace font, which a scan shows by no name: every character takes
 * one cell, so each word starts a whole number of cells (its length and a space, or more) after the one
 * before and its ink is about as wide as its cells. A proportional line's words drift off any grid within a
 * word or two ("command" two cells wider than its seven letters at the pitch of "fieldkit"). Undefined for
 * any other line.
 */
export function fixedPitchGrid(words: Word[]): Grid | undefined {
  if (words.length < MIN_WORDS || !lettered(words)) return undefined;
  if (words.reduce((n, w) => n + w.text.length, 0) < MIN_CHARACTERS) return undefined;
  const cell = pitchOf(words);
  if (!(cell > 0)) return undefined;
  return onGrid(words, cell) ? { x: words[0].bbox.x0, cell } : undefined;
}

/**
 * Whether a line beside a monospace line is set on its grid too: a line of one or two words ("RETURN",
 * "ENABLE ;") shows no pitch of its own, but stands on the grid of the code around it.
 */
export function onNeighbourGrid(words: Word[], grid: Grid): boolean {
  if (!words.length || !lettered(words)) return false;
  const cells = (words[0].bbox.x0 - grid.x) / grid.cell;
  return Math.abs(cells - Math.round(cells)) <= GRID_SLACK && onGrid(words, grid.cell);
}
