import { MAX_REPEAT } from "./grid_tables.ts";
import type { TextItem } from "../types.ts";
import { type Fragment, isLeaderDot, type Line } from "./lines.ts";

export interface Column {
  x: number;
  right: number;
  /**
   * Where the column's cells start on its rows (the lines of cells under the header): a centred header wider
   * than its figures widens the column to the left, and text running from the column before up to the
   * figures does not reach into it.
   */
  rowsX?: number;
}

/** Gaps narrower than this many ems are word spaces inside a cell, never a boundary between cells. */
const MIN_CELL_GAP_EM = 0.5;
/**
 * The same gap in a scan's sizes, which its letters' height gives about a sixth short of the type's: a
 * 200-dpi scan's 11-point "Measure the air temperature" stood 13 pixels a word space apart, 0.51 of its
 * 25.5-pixel size as read, and its first word was cut off into a column of its own.
 */
const SCAN_MIN_CELL_GAP_EM = 0.6;

/** The narrowest gap before `item` that may part two cells, on a line of `fontSize`. */
const minCellGap = (item: TextItem, fontSize: number) =>
  (item.estimatedSize ? SCAN_MIN_CELL_GAP_EM : MIN_CELL_GAP_EM) * fontSize;

/**
 * Column intervals, built from the fullest lines' cells first (data rows, rather than a header's group labels)
 * and the narrowest cells first among those: a cell that would join two columns already found is a spanning
 * (merged) cell and does not widen the grid. Where most such cells across two columns part, past a gap wider
 * than a word space, in one white band down the space between them, they are two cells printed close together
 * (a browser's cell padding of half an em a side, every data row one fragment across the first two columns)
 * and the columns are found again from their pieces. Columns the rows themselves deny are then merged.
 */
export function columnsOf(lines: Line[]): Column[] {
  const found = columnsFrom(lines);
  const bands = [...sharedBands(lines, found), ...innerBands(lines, found)];
  if (!bands.length) return settleColumns(lines, found);
  const cut = lines.map((line) => ({
    ...line,
    fragments: line.fragments.flatMap((f) => cutInSpaces(f, bands, line.fontSize)),
  }));
  return settleColumns(cut, columnsFrom(cut));
}

/** An interval across the page, from its left to its right. */
type Span = [number, number];

/**
 * Cells across a space must part there this often, and at least this many (or every one of them: a table of
 * one row), for the space to part them.
 */
const MOST_PART = 0.75;
const MIN_PARTED = 2;

/** A fragment's gaps wider than a word space, as [from, to] intervals. */
function wideGaps(f: Fragment, fontSize: number): Span[] {
  const gaps: Span[] = [];
  let right = -Infinity;
  for (const item of f.items) {
    if (right > -Infinity && item.x - right >= minCellGap(item, fontSize)) gaps.push([right, item.x]);
    right = Math.max(right, item.x + item.width);
  }
  return gaps;
}

const opensInto = (gap: Span, span: Span) => gap[0] < span[1] && gap[1] > span[0];

/**
 * Where most of the fragments across the space between two columns part, in one white band down the rows (a
 * column's edge, not word spaces that happen to fall in a wide space): a point of it for each such space.
 */
function sharedBands(lines: Line[], columns: Column[]): Span[] {
  return columns.slice(1).flatMap((next, i): Span[] => {
    const space: Span = [columns[i].right, next.x];
    const across = lines.flatMap((line) =>
      line.fragments.filter((f) => f.x < space[0] && f.right > space[1]).map((f) => ({ f, line }))
    );
    const gaps = across.map(({ f, line }) => wideGaps(f, line.fontSize).filter((g) => opensInto(g, space)));
    const points = gaps.flat().map((g) => (g[0] + g[1]) / 2);
    const partedAt = (x: number) => gaps.filter((own) => own.some((g) => g[0] < x && g[1] > x)).length;
    const best = Math.max(0, ...points.map(partedAt));
    const x = points.find((p) => partedAt(p) === best);
    const enough = best >= MIN_PARTED || (best > 0 && best === across.length);
    return x !== undefined && enough && best >= MOST_PART * across.length ? [[x, x]] : [];
  });
}

/**
 * Where most of a column's fragments part, in one white band down its rows, and some line has cells of its
 * own either side of it: two columns printed an em apart or less, which every row joined into one fragment
 * (LaTeX sets its columns 12 points apart: in 12-point type "P-1000 Hinge, small", under "Code" and "Part").
 * Or, where no line has (the header's cells set as close, "OrderDate" over "02/10/2026 Envelopes"), where
 * every fragment across the band parts there and the text after it starts at one x, on three lines at least,
 * after something other than numbers or labels: a left-aligned column.
 */
function innerBands(lines: Line[], columns: Column[]): Span[] {
  return columns.flatMap((column): Span[] => {
    const inside = lines.flatMap((line) =>
      line.fragments.filter((f) => f.x >= column.x && f.right <= column.right).map((f) => ({ f, line }))
    );
    const gaps = inside.map(({ f, line }) => wideGaps(f, line.fontSize));
    const points = gaps.flat().map((g) => (g[0] + g[1]) / 2);
    const partedAt = (x: number) => gaps.filter((own) => own.some((g) => g[0] < x && g[1] > x)).length;
    const across = (x: number) => inside.filter(({ f }) => f.x < x && f.right > x).length;
    const sideBySide = (x: number) =>
      lines.some((line) => {
        const own = line.fragments.filter((f) => f.x >= column.x && f.right <= column.right);
        return own.some((f) => f.right < x) && own.some((f) => f.x > x);
      });
    // Where the text after the band starts on each line parted at `x`, and the text before it.
    const parted = (x: number) =>
      inside.flatMap(({ f }, k) =>
        gaps[k].filter((g) => g[0] < x && g[1] > x).map((g) => ({
          start: g[1],
          before: f.items.filter((i) => i.x < x).map((i) => i.text).join("").trim(),
        }))
      );
    const oneStart = (x: number) => {
      const starts = parted(x);
      return starts.length >= MIN_LEFT_ALIGNED &&
        Math.max(...starts.map((s) => s.start)) - Math.min(...starts.map((s) => s.start)) <= LEFT_ALIGNED &&
        !starts.every((s) => NUMBER_LABEL.test(s.before));
    };
    // Without a line of cells either side, every fragment of the table across the band must part there:
    // where others run over it (a narrow column's "Monday18:0019:30"), their cells would stand in two columns.
    const allPart = (x: number) =>
      lines.every((line) =>
        line.fragments.every((f) =>
          !(f.x < x && f.right > x) || wideGaps(f, line.fontSize).some((g) => g[0] < x && g[1] > x)
        )
      );
    const x = points.find((p) =>
      partedAt(p) >= MIN_PARTED && partedAt(p) >= MOST_PART * across(p) &&
      (sideBySide(p) || (oneStart(p) && allPart(p)))
    );
    return x === undefined ? [] : [[x, x]];
  });
}

/** Lines whose text after a band starts within this many points of one x make a left-aligned column... */
const LEFT_ALIGNED = 0.5;
/** ...when there are this many at least... */
const MIN_LEFT_ALIGNED = 3;
/** ...unless numbers or labels before their text stand before it (a contents' "4.9", a list's "10:"). */
const NUMBER_LABEL = /^(?:-?[\dA-Za-z]{1,3}[.:)]?|\d+(?:\.\d+)+\.?)$/;

/** A fragment cut at its gaps wider than a word space across one of `bands`. */
function cutInSpaces(f: Fragment, bands: Span[], fontSize: number): Fragment[] {
  const pieces: Fragment[] = [];
  for (const item of f.items) {
    const last = pieces.at(-1);
    const gap: Span = [last?.right ?? -Infinity, item.x];
    const parts = gap[1] - gap[0] >= minCellGap(item, fontSize) && bands.some((b) => opensInto(gap, b));
    if (last && !parts) {
      last.items.push(item);
      last.x = Math.min(last.x, item.x);
      last.right = Math.max(last.right, item.x + item.width);
    } else pieces.push({ x: item.x, right: item.x + item.width, items: [item] });
  }
  return pieces;
}

function columnsFrom(lines: Line[]): Column[] {
  const fragments = lines
    .flatMap((l) => l.fragments.map((f) => ({ f, cells: l.fragments.length })))
    .sort((a, b) => b.cells - a.cells || (a.f.right - a.f.x) - (b.f.right - b.f.x))
    .map(({ f }) => f);
  // The rows: lines of cells under the first, the header's (when there are two of them at least).
  const multi = lines.filter((l) => l.fragments.length > 1);
  const rows = new Set(multi.length > 2 ? multi.slice(1).flatMap((l) => l.fragments) : []);
  const columns: Column[] = [];
  for (const f of fragments) {
    const overlapping = columns.filter((c) => f.x < c.right && f.right > c.x);
    if (overlapping.length === 0) {
      columns.push({ x: f.x, right: f.right, rowsX: rows.has(f) ? f.x : undefined });
    } else if (overlapping.length === 1) {
      const column = overlapping[0];
      if (rows.has(f)) column.rowsX = Math.min(column.rowsX ?? Infinity, f.x);
      column.x = Math.min(column.x, f.x);
      column.right = Math.max(column.right, f.right);
    }
  }
  columns.sort((a, b) => a.x - b.x);
  const merged: Column[] = [];
  for (const c of columns) {
    const last = merged.at(-1);
    if (last && c.x < last.right) last.right = Math.max(last.right, c.right);
    else merged.push({ ...c });
  }
  return merged;
}

/** The first and last column a fragment overlaps, or undefined when it falls between columns. */
function span(f: Fragment, columns: Column[]): [number, number] | undefined {
  let first = -1, last = -1;
  columns.forEach((c, i) => {
    if (Math.min(c.right, f.right) - Math.max(c.x, f.x) > 0) {
      if (first < 0) first = i;
      last = i;
    }
  });
  return first < 0 ? undefined : [first, last];
}

interface ColumnStats {
  /** Fragments inside each column alone. */
  alone: number[];
  /** Fragments across each boundary (between column i and i + 1). */
  crossing: number[];
  /** Whether some line has a cell of its own on both sides of each boundary. */
  sideBySide: boolean[];
  /** The first and last line with a cell of its own in each column. */
  firstLine: number[];
  lastLine: number[];
}

function columnStats(lines: Line[], columns: Column[]): ColumnStats {
  const n = columns.length;
  const stats: ColumnStats = {
    alone: Array(n).fill(0),
    crossing: Array(n - 1).fill(0),
    sideBySide: Array(n - 1).fill(false),
    firstLine: Array(n).fill(Infinity),
    lastLine: Array(n).fill(-Infinity),
  };
  lines.forEach((line, li) => {
    const own = new Set<number>();
    for (const f of line.fragments) {
      const s = span(f, columns);
      if (!s) continue;
      if (s[0] === s[1]) {
        stats.alone[s[0]]++;
        own.add(s[0]);
        stats.firstLine[s[0]] = Math.min(stats.firstLine[s[0]], li);
        stats.lastLine[s[0]] = Math.max(stats.lastLine[s[0]], li);
      } else for (let b = s[0]; b < s[1]; b++) stats.crossing[b]++;
    }
    for (const c of own) if (own.has(c + 1)) stats.sideBySide[c] = true;
  });
  return stats;
}

/**
 * The boundary two columns should not have, if any:
 * - one crossed by more cells than either side holds alone: a name longer than most ("District of
 *   Columbia") ran over it, and the narrow column beside it is one odd cell (a totals label set in);
 * - one between a header that stands only above and cells that stand only below it, never on one line: a
 *   centred header over right-aligned figures that do not reach under it. Of several, the closest pair.
 */
function boundaryToDrop(columns: Column[], stats: ColumnStats): number | undefined {
  let best: number | undefined, most = 0;
  for (let b = 0; b < columns.length - 1; b++) {
    const crossing = stats.crossing[b];
    if (crossing > Math.min(stats.alone[b], stats.alone[b + 1]) && crossing > most) {
      [best, most] = [b, crossing];
    }
  }
  if (best !== undefined) return best;
  let closest = Infinity;
  for (let b = 0; b < columns.length - 1; b++) {
    if (stats.sideBySide[b]) continue;
    const above = stats.lastLine[b] < stats.firstLine[b + 1] || stats.lastLine[b + 1] < stats.firstLine[b];
    const gap = columns[b + 1].x - columns[b].right;
    if (above && gap < closest) [best, closest] = [b, gap];
  }
  return best;
}

/** Merges columns one boundary at a time, looking at the rows again after each merge. */
function settleColumns(lines: Line[], columns: Column[]): Column[] {
  let settled = columns;
  while (settled.length > 1) {
    const b = boundaryToDrop(settled, columnStats(lines, settled));
    if (b === undefined) break;
    const joined = { x: settled[b].x, right: Math.max(settled[b].right, settled[b + 1].right) };
    settled = [...settled.slice(0, b), joined, ...settled.slice(b + 2)];
  }
  return settled;
}

/**
 * The column an item overlaps most, if any. Not the one holding its centre: a bold header is often wider than
 * the figures that make its column.
 */
function columnOf(item: TextItem, columns: Column[]): number {
  let best = -1, most = 0;
  columns.forEach((c, i) => {
    const overlap = Math.min(c.right, item.x + item.width) - Math.max(c.x, item.x);
    if (overlap > most) [best, most] = [i, overlap];
  });
  return best;
}

/**
 * A fragment cut where its items pass from one column to the next. Cells set closer together than the line
 * splitter's gap (a cell padding of an em or less, as browsers and word processors print tables) arrive as one
 * fragment; the columns the table's other rows make show where it parts. A word space never parts it, so a
 * long name running over a boundary stays whole.
 */
export function splitAtColumns(f: Fragment, columns: Column[], fontSize: number): Fragment[] {
  const pieces: Fragment[] = [];
  let column = -1;
  for (const item of f.items) {
    // Leaders lead from a label to its value across the columns between: no cell's text.
    if (isLeaderDot(item)) continue;
    const last = pieces.at(-1);
    const at = columnOf(item, columns);
    // Items are in reading order: a right-to-left line's run from right to left.
    const gap = last ? Math.max(item.x - last.right, last.x - (item.x + item.width)) : 0;
    // Only an item in a column of its own, past a gap wider than a word space, starts a piece: text standing
    // between columns says nothing of where a cell ends.
    const parts = at >= 0 && column >= 0 && at !== column && gap >= minCellGap(item, fontSize);
    if (last && !parts) {
      last.items.push(item);
      last.x = Math.min(last.x, item.x);
      last.right = Math.max(last.right, item.x + item.width);
    } else pieces.push({ x: item.x, right: item.x + item.width, items: [item] });
    column = at;
  }
  return pieces;
}

/**
 * The columns a fragment covers: a cell spanning a few is repeated in each, as merged cells are; one spanning
 * more (a section title, a note across the table) is written once, in its first column.
 */
export function columnsCovered(f: Fragment, columns: Column[]): number[] {
  // Text coming from the left covers a column only where it reaches the column's rows, not just its header.
  const s = span(f, columns.map((c) => c.rowsX !== undefined && f.x < c.x ? { ...c, x: c.rowsX } : c));
  if (s) {
    return s[1] - s[0] + 1 > MAX_REPEAT
      ? [s[0]]
      : Array.from({ length: s[1] - s[0] + 1 }, (_, i) => s[0] + i);
  }
  const center = (f.x + f.right) / 2;
  let best = 0;
  const distance = (c: Column) => Math.abs((c.x + c.right) / 2 - center);
  columns.forEach((c, i) => {
    if (distance(c) < distance(columns[best])) best = i;
  });
  return [best];
}
