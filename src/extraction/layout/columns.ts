import { median } from "../median.ts";
import { type Fragment, isRightToLeft, type Line } from "./lines.ts";

/** A run of lines read top to bottom: one column of a band, or a full-width band. */
export type Region = Line[];

const BIN = 2;
/** A gutter must be at least this wide (points) and this free of crossing text. */
const MIN_GUTTER = 6;
const MAX_CROSSING_SHARE = 0.3;
const MAX_GUTTER_SHARE = 0.3;
/** Gutters are searched between this share of the width from either edge. */
const GUTTER_WINDOW = 0.15;
/**
 * A side of a low band with more than this share of its lines in two or more fragments, most of them no
 * wider than CELL_EMS, is a table's cells.
 */
const ROWS_OF_CELLS = 0.5, CELL_EMS = 15;
/** Low bands tried, widest first. */
const MAX_CANDIDATES = 3;

interface Gutter {
  from: number;
  to: number;
}

/**
 * Finds the gap between two text columns: an x range near the middle that almost no text crosses, with
 * plenty of text on either side. Lines that do cross it are full-width (titles, abstracts, wide figures).
 */
export function findGutter(lines: Line[]): Gutter | undefined {
  // Each line weighs its height, up to the usual line's: a title in large type crossing the gutter counts as
  // one line, not as two or three.
  const usual = median(lines.map((l) => l.bottom - l.top));
  const fragments = lines.flatMap((l) =>
    l.fragments.map((f) => ({ f, h: Math.min(l.bottom - l.top, usual) }))
  );
  if (fragments.length < 6) return undefined;
  const minX = Math.min(...fragments.map(({ f }) => f.x));
  const maxX = Math.max(...fragments.map(({ f }) => f.right));
  const width = maxX - minX;
  if (width < 100) return undefined;
  const bins = new Float64Array(Math.ceil(width / BIN) + 1);
  let total = 0;
  for (const { f, h } of fragments) {
    total += h;
    for (let b = Math.floor((f.x - minX) / BIN); b <= Math.floor((f.right - minX) / BIN); b++) bins[b] += h;
  }
  // Low relative to the busiest x: a column with less text than its neighbour is still not a gap.
  let peak = 0;
  for (const v of bins) peak = Math.max(peak, v);
  const low = Math.min(total, peak) * MAX_CROSSING_SHARE;
  const candidates: Gutter[] = [];
  // Wide enough to find a sidebar a fifth of the width across; label columns are ruled out below.
  const from = Math.floor(bins.length * GUTTER_WINDOW), to = Math.ceil(bins.length * (1 - GUTTER_WINDOW));
  for (let b = from; b < to; b++) {
    if (bins[b] > low) continue;
    let e = b;
    while (e + 1 < bins.length && bins[e + 1] <= low) e++;
    const gutter = { from: minX + b * BIN, to: minX + (e + 1) * BIN };
    if (gutter.to - gutter.from >= MIN_GUTTER) candidates.push(gutter);
    b = e;
  }
  // The widest gap that passes is the gutter: the low band beside a sidebar's short last lines is often wider
  // than the real gutter but leaves a side of text too thin to be a column.
  candidates.sort((a, b) => (b.to - b.from) - (a.to - a.from));
  const context = { fragments, bins, minX, maxX, peak, total };
  return candidates.slice(0, MAX_CANDIDATES).find((g) => isGutter(g, context) && !splitsRows(lines, g));
}

/** Whether a low band separates two columns of text. */
function isGutter(
  gutter: Gutter,
  { fragments, bins, minX, maxX, peak, total }: {
    fragments: { f: Fragment; h: number }[];
    bins: Float64Array;
    minX: number;
    maxX: number;
    peak: number;
    total: number;
  },
): boolean {
  // Columns of text sit a few ems apart; a wide empty band separates labels from values (forms), not columns.
  // Measured where nothing but full-width lines cross, since ragged line ends widen the low band.
  let empty = 0;
  for (let b = Math.floor((gutter.from - minX) / BIN); b < Math.floor((gutter.to - minX) / BIN); b++) {
    if (bins[b] <= peak * 0.05) empty += BIN;
  }
  if (empty > (maxX - minX) * MAX_GUTTER_SHARE) return false;
  // Both sides need body text, not a label column or table cells: enough of it, in lines that fill their side.
  let left = 0, right = 0;
  const leftWidths: number[] = [], rightWidths: number[] = [];
  for (const { f, h } of fragments) {
    if (f.right <= gutter.to) (left += h), leftWidths.push(f.right - f.x);
    else if (f.x >= gutter.from) (right += h), rightWidths.push(f.right - f.x);
  }
  // The upper quartile, so bullets and check boxes split off as fragments of their own do not count against.
  const fills = (widths: number[], side: number) => quantile(widths, 0.75) >= side * 0.45;
  return left > total * 0.25 && right > total * 0.25 && fills(leftWidths, gutter.from - minX) &&
    fills(rightWidths, maxX - gutter.to);
}

/**
 * Whether a low band runs between the cells of a table's rows rather than between columns of text: on one side
 * of it most lines hold two or more fragments, and those are short. A page that holds only a table (a photo
 * of one) has its columns' gaps for gutters, and read column by column its rows came apart ("1 minute
 * 5 minutes 15 minutes" as one paragraph). Columns of text beside a column of side headings hold two
 * fragments a line as well, but the text's fragments run long.
 */
function splitsRows(lines: Line[], gutter: Gutter): boolean {
  const cellsBeside = (side: (f: Fragment) => boolean) => {
    const held = lines.map((line) => ({ line, fragments: line.fragments.filter(side) }))
      .filter(({ fragments }) => fragments.length);
    const split = held.filter(({ fragments }) => fragments.length >= 2).length > held.length * ROWS_OF_CELLS;
    const ems = held.flatMap(({ line, fragments }) => fragments.map((f) => (f.right - f.x) / line.fontSize));
    return split && quantile(ems, 0.75) <= CELL_EMS;
  };
  return cellsBeside((f) => f.right <= gutter.to) || cellsBeside((f) => f.x >= gutter.from);
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * q)] ?? 0;
}

const crosses = (f: Fragment, g: Gutter) => f.x < g.from && f.right > g.to;

/** Columns inside columns: a sidebar beside a column of body text beside another column. */
const MAX_NESTING = 2;

/**
 * Reading order for one page: bands of full-width lines in place, and between them the left column's lines
 * before the right column's. Each column is searched again for columns of its own, so a narrow sidebar of
 * headings beside the body text is read on its own rather than line by line with the body.
 */
export function readingOrder(lines: Line[], depth = 0): Region[] {
  const gutter = depth <= MAX_NESTING ? findGutter(lines) : undefined;
  if (!gutter) return [lines];
  const regions: Region[] = [];
  let left: Line[] = [], right: Line[] = [], full: Line[] = [];
  // Right-to-left pages read their right column first.
  const rtl = isRightToLeft(lines);
  const flushColumns = () => {
    for (const column of rtl ? [right, left] : [left, right]) {
      if (column.length) regions.push(...readingOrder(column, depth + 1));
    }
    left = [];
    right = [];
  };
  for (const line of lines) {
    if (line.fragments.some((f) => crosses(f, gutter))) {
      flushColumns();
      full.push(line);
      continue;
    }
    if (full.length) regions.push(full), full = [];
    const l = line.fragments.filter((f) => f.right <= gutter.to);
    const r = line.fragments.filter((f) => f.right > gutter.to);
    if (l.length) left.push({ ...line, fragments: l });
    if (r.length) right.push({ ...line, fragments: r });
  }
  flushColumns();
  if (full.length) regions.push(full);
  return regions;
}
