import type { GreyImage } from "../image/raster.ts";
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

/**
 * The image's ink seen along one axis, so one scan finds horizontal rules and, transposed, vertical ones:
 * pixel `along` of line `line` is `ink[line * lineStep + along * step]`.
 */
interface Axis {
  ink: Uint8Array;
  /** Lines across the axis (rows for horizontal rules), and pixels along each. */
  lines: number;
  length: number;
  lineStep: number;
  step: number;
}

/** Runs of ink at least `minLength` long on each line, allowing short breaks. */
function longRuns(axis: Axis, minLength: number): { line: number; from: number; to: number }[] {
  const { ink, lines, length, lineStep, step } = axis;
  const runs: { line: number; from: number; to: number }[] = [];
  for (let line = 0; line < lines; line++) {
    let start = -1, lastInk = -1;
    const base = line * lineStep;
    for (let along = 0; along < length; along++) {
      if (!ink[base + along * step]) continue;
      if (start < 0 || along - lastInk > MAX_GAP + 1) {
        if (start >= 0 && lastInk - start + 1 >= minLength) runs.push({ line, from: start, to: lastInk });
        start = along;
      }
      lastInk = along;
    }
    if (start >= 0 && lastInk - start + 1 >= minLength) runs.push({ line, from: start, to: lastInk });
  }
  return runs;
}

/** Runs on neighbouring lines that overlap along the axis are one stroke, as thick as the lines it covers. */
function strokes(axis: Axis, minLength: number): Stroke[] {
  const open: { first: number; last: number; from: number; to: number }[] = [];
  const done: typeof open = [];
  for (const run of longRuns(axis, minLength)) {
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
    if (line < 0 || line >= axis.lines) return 0;
    let ink = 0;
    for (let along = from; along <= to; along++) ink += axis.ink[line * axis.lineStep + along * axis.step];
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
  const ink = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) ink[i] = data[i] < threshold ? 1 : 0;
  const rows: Axis = { ink, lines: height, length: width, lineStep: width, step: 1 };
  const columns: Axis = { ink, lines: width, length: height, lineStep: 1, step: width };
  return [
    ...strokes(rows, textHeight * MIN_HORIZONTAL).map((s) => ({ x1: s.from, y1: s.at, x2: s.to, y2: s.at })),
    ...strokes(columns, textHeight * MIN_VERTICAL).map((s) => ({ x1: s.at, y1: s.from, x2: s.at, y2: s.to })),
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
