import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { groundOf, pixelBounds } from "./ink_runs.ts";
import { isPaper, paperLanes, pixelWords } from "../image/paper_words.ts";
import type { RuleLine, TextItem } from "../types.ts";

/** A rule's ink may break for this many pixels (a scan's dropouts) and still be one rule. */
const MAX_GAP = 2;
/** Thicker than this (in pixels at OCR's working resolution), a dark band is a filled area, not a rule. */
const MAX_THICKNESS = 8;
/** Beside a rule the paper shows: at most this share of the pixels along either side is ink. */
const MAX_SIDE_INK = 0.2;
/** Rules are this many text heights long at least: horizontal ones span a cell, vertical ones two rows. */
const MIN_HORIZONTAL = 5;
const MIN_VERTICAL = 2;

/** A stroke along one axis: `at` across it, `from` and `to` along it. */
interface Stroke {
  at: number;
  from: number;
  to: number;
}

/** A run of ink along one line of an axis (a row, or a column): `from` and `to` along it. */
interface Run {
  line: number;
  from: number;
  to: number;
}

/**
 * Runs of ink at least `minRow` long along the rows and `minColumn` long down the columns, each allowing
 * short breaks, by line and then along it. One pass over the pixels in memory order finds both, each
 * column's run kept open meanwhile: a thresholded copy of the page and a walk down its columns took four
 * times as long (20 ms a page).
 */
function longRuns(image: GreyImage, threshold: number, minRow: number, minColumn: number) {
  const { width, height, data } = image;
  const rows: Run[] = [], columns: Run[] = [];
  const columnStart = new Int32Array(width).fill(-1), columnLast = new Int32Array(width).fill(-1);
  const closeColumn = (x: number) => {
    if (columnStart[x] >= 0 && columnLast[x] - columnStart[x] + 1 >= minColumn) {
      columns.push({ line: x, from: columnStart[x], to: columnLast[x] });
    }
  };
  const words = pixelWords(data), lanes = paperLanes(threshold);
  for (let y = 0; y < height; y++) {
    let start = -1, last = -1;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (words && (i & 3) === 0 && x + 4 <= width && isPaper(words[i >> 2], lanes)) {
        x += 3, i += 3;
        continue;
      }
      if (data[i] >= threshold) continue;
      if (start < 0 || x - last > MAX_GAP + 1) {
        if (start >= 0 && last - start + 1 >= minRow) rows.push({ line: y, from: start, to: last });
        start = x;
      }
      last = x;
      if (columnStart[x] < 0 || y - columnLast[x] > MAX_GAP + 1) {
        closeColumn(x);
        columnStart[x] = y;
      }
      columnLast[x] = y;
    }
    if (start >= 0 && last - start + 1 >= minRow) rows.push({ line: y, from: start, to: last });
  }
  for (let x = 0; x < width; x++) closeColumn(x);
  // A column's run is closed when the next one starts, so they come out in no order along the rows.
  return { rows, columns: columns.sort((a, b) => a.line - b.line || a.from - b.from) };
}

/**
 * Runs on neighbouring lines that overlap along the axis are one stroke, as thick as the lines it covers.
 * The runs come by line; `inkAt(line, along)` tells ink from paper on the axis's `lines` lines.
 */
function strokes(runs: Run[], lines: number, inkAt: (line: number, along: number) => boolean): Stroke[] {
  const open: { first: number; last: number; from: number; to: number }[] = [];
  const done: typeof open = [];
  for (const run of runs) {
    const joined = open.find((s) => s.last >= run.line - 1 && s.from <= run.to && run.from <= s.to);
    if (joined) {
      joined.last = run.line;
      joined.from = Math.min(joined.from, run.from);
      joined.to = Math.max(joined.to, run.to);
    } else open.push({ first: run.line, last: run.line, from: run.from, to: run.to });
    for (let i = open.length - 1; i >= 0; i--) {
      if (open[i].last < run.line - 1) done.push(...open.splice(i, 1));
    }
  }
  done.push(...open);
  const inkShare = (line: number, from: number, to: number) => {
    if (line < 0 || line >= lines) return 0;
    let ink = 0;
    for (let along = from; along <= to; along++) if (inkAt(line, along)) ink++;
    return ink / (to - from + 1);
  };
  return done
    .filter((s) =>
      s.last - s.first + 1 <= MAX_THICKNESS && inkShare(s.first - 1, s.from, s.to) <= MAX_SIDE_INK &&
      inkShare(s.last + 1, s.from, s.to) <= MAX_SIDE_INK
    )
    .map((s) => ({ at: (s.first + s.last) / 2, from: s.from, to: s.to }));
}

/**
 * The ruling lines drawn on a page image (a scanned or photographed table's grid), in the image's pixels:
 * long thin strokes of ink with paper on both sides. Text does not qualify: its strokes are short, and where
 * letters touch along a row the rows beside them are ink too. `textHeight` (a typical line's height) sets
 * how long a stroke must be. The page must be straightened first: a skewed one's rules break into steps.
 */
export function findRules(image: GreyImage, threshold: number, textHeight: number): RuleLine[] {
  const { width, height, data } = image;
  const runs = longRuns(image, threshold, textHeight * MIN_HORIZONTAL, textHeight * MIN_VERTICAL);
  const horizontal = strokes(runs.rows, height, (y, x) => data[y * width + x] < threshold);
  const vertical = strokes(runs.columns, width, (x, y) => data[y * width + x] < threshold);
  return [
    ...horizontal.map((s) => ({ x1: s.from, y1: s.at, x2: s.to, y2: s.at })),
    ...vertical.map((s) => ({ x1: s.at, y1: s.from, x2: s.at, y2: s.to })),
  ];
}

/**
 * Tesseract reads a rule as bars, dashes or letters like them: such a "word" is dropped where it touches a
 * vertical rule, or a horizontal one if it has no letter ("I" and "l" stand on lines of text too), and a bar
 * it joined to a word's start or end is cut off where that end touches a vertical rule.
 */
const RULE_GLYPHS = /^[|!Il[\]_\-–—]+$/;
const LEADING_BAR = /^[|[\]!]+(?=.)/, TRAILING_BAR = /(?<=.)[|[\]!]+$/;
const ON_RULE = 6;

export function withoutRuleBars(items: TextItem[], rules: RuleLine[]): TextItem[] {
  const touches = (item: TextItem, r: RuleLine) =>
    item.x <= Math.max(r.x1, r.x2) + ON_RULE && item.x + item.width >= Math.min(r.x1, r.x2) - ON_RULE &&
    item.y <= Math.max(r.y1, r.y2) + ON_RULE && item.y + item.height >= Math.min(r.y1, r.y2) - ON_RULE;
  const vertical = rules.filter((r) => r.x1 === r.x2);
  const ruleAt = (x: number, item: TextItem) =>
    vertical.some((r) => Math.abs(r.x1 - x) <= ON_RULE && item.y + item.height > r.y1 && item.y < r.y2);
  return items.flatMap((item) => {
    if (RULE_GLYPHS.test(item.text)) {
      const onRule = rules.some((r) => touches(item, r) && (r.x1 === r.x2 || !/[Il]/.test(item.text)));
      return onRule ? [] : [item];
    }
    let text = item.text;
    if (ruleAt(item.x, item)) text = text.replace(LEADING_BAR, "");
    if (ruleAt(item.x + item.width, item)) text = text.replace(TRAILING_BAR, "");
    return [text === item.text ? item : { ...item, text }];
  });
}

/** Whether a word begins with a mark tesseract reads a ruling line as, which `withoutRuleBars` may cut off. */
export const startsWithBar = (text: string) => LEADING_BAR.test(text);

/** A row this many grey levels darker than its box's paper nearly all along is a rule's, however light. */
const RULE_CONTRAST = 20;
const RULE_SPAN = 0.9;
/** Rules are looked for this share of a box's height in from its top and from its bottom. */
const RULE_EDGE = 0.25;

/**
 * The box with a ruling line along its top or bottom edge left out. A table's light grey rules (lighter than
 * the ink threshold, so no rule to `findRules`) run along its cells' lines, and a cell's word read alone with
 * its line's rows took the rule in: a crooked scan's "1" under one read "me".
 */
export function clearOfEdgeRules<B extends Bbox>(image: GreyImage, box: B): B {
  const { x0, x1, y0, y1 } = pixelBounds(image, box);
  const { width, data } = image;
  if (x1 <= x0 || y1 <= y0) return box;
  // Most of a word's box is paper: its middle grey is the paper's.
  const paper = groundOf(image, { x0, x1, y0, y1 });
  const ruled = (y: number) => {
    let dark = 0;
    for (let x = x0; x < x1; x++) if (data[y * width + x] < paper - RULE_CONTRAST) dark++;
    return dark >= RULE_SPAN * (x1 - x0);
  };
  const edge = Math.floor((y1 - y0) * RULE_EDGE);
  let top = y0, bottom = y1;
  for (let y = y0; y < y0 + edge; y++) if (ruled(y)) top = y + 1;
  for (let y = y1 - 1; y >= y1 - edge; y--) if (ruled(y)) bottom = y;
  return top === y0 && bottom === y1 ? box : { ...box, y0: top, y1: bottom };
}
