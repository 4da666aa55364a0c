import type { TextItem } from "../types.ts";

/**
 * Where a column of text starts closer to the one before it than the gap that parts a line's fragments:
 * LaTeX sets its two columns 10 points apart, an em of its type, and a justified line of the left column ends
 * under 9 points before the right column's line beside it. Such a line would be one fragment across the
 * gutter, and the page read as one column, or a table beside text as one table.
 *
 * An x is a column's start when at least MIN_STARTS lines have text starting there, more lines start there
 * than run across it, and some line starts with a column's width of text ending at least MIN_GAP_EMS before
 * it: more than a justified word space, which would not stand at one x on line after line. A column of a
 * table inside body text starts at one x as well, but the body's lines run across it; the text after a column
 * of labels or line numbers starts at one x too, but what stands before it is short; and a table's cells set
 * as close part a line at such gaps more than once (a schedule's "Korn 19:15 - 20:30 (75min) Opeth").
 */
export function columnStarts(lines: { items: TextItem[]; fontSize: number }[]): number[] {
  const candidates = new Set<number>();
  for (const { items, fontSize: em } of lines) {
    const run = firstRun(items, em);
    const wide = run.map((item, i) =>
      i > 0 && item.x - (run[i - 1].x + run[i - 1].width) >= MIN_GAP_EMS * em
    );
    const at = wide.indexOf(true);
    // One such gap: a line of two columns. A table's row set as tight has one before every cell.
    if (at < 0 || wide.lastIndexOf(true) !== at) continue;
    if (run[at - 1].x + run[at - 1].width - run[0].x >= MIN_COLUMN_EMS * em) candidates.add(run[at].x);
  }
  const starts: number[] = [];
  for (const x of candidates) {
    if (starts.some((s) => Math.abs(s - x) <= ALIGNED)) continue;
    let starting = 0, crossing = 0;
    for (const { items } of lines) {
      if (items.some((i) => Math.abs(i.x - x) <= ALIGNED)) starting++;
      else if (items.some((i) => i.x < x - ALIGNED && i.x + i.width > x + ALIGNED)) crossing++;
    }
    if (starting >= MIN_STARTS && starting > crossing) starts.push(x);
  }
  return starts;
}

/** A line's first items that fragments would join: none further than MAX_GAP_EMS from the one before. */
function firstRun(items: TextItem[], em: number): TextItem[] {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  let end = 1;
  while (
    end < sorted.length && sorted[end].x - (sorted[end - 1].x + sorted[end - 1].width) <= MAX_GAP_EMS * em
  ) {
    end++;
  }
  return sorted.slice(0, end);
}

/** Lines starting at one x (points apart at most) that make it a column's start. */
const MIN_STARTS = 3, ALIGNED = 1;
/**
 * The gaps, in ems of the line's type, that a column's start parts although fragments would join them (up to
 * lines.ts's FRAGMENT_GAP_EM).
 */
const MIN_GAP_EMS = 0.5, MAX_GAP_EMS = 1.0;
/** The text before a column's start runs this many ems at least: a column's line, not a label. */
const MIN_COLUMN_EMS = 12;

/**
 * Whether `item`, `gap` after `before` (the first fragment of its line, so far), starts one of the columns
 * at `starts`.
 */
export const opensColumn = (
  item: TextItem,
  gap: number,
  before: { x: number; right: number },
  em: number,
  starts: number[],
) =>
  starts.length > 0 && gap >= MIN_GAP_EMS * em && before.right - before.x >= MIN_COLUMN_EMS * em &&
  starts.some((s) => Math.abs(item.x - s) <= ALIGNED);

/**
 * Where a table's cells start, for cells set closer than the gap that parts a line's fragments: LaTeX squeezes
 * a wide table into a narrow column with 7 points between cells of 9-point type ("Monday" "18:00" "19:30"
 * "101" under "Day", "Start", "End", "Room"), and a cell too wide for its column runs into the next
 * ("Wednesday" over the start of "18:00"). An x is a cell's start when at least MIN_STARTS rows (see
 * cellsParted) of one table, rows close under one another, have a cell starting there to within
 * CELL_ALIGNED (text set on one grid by the same writer, where a justified line's wide spaces land anywhere),
 * and few of its other rows have a run across it: glyphs set one after another in a font's table of samples
 * start together only on rows of glyphs as wide.
 */
export function cellStarts(
  lines: { top: number; items: TextItem[]; fontSize: number }[],
): { starts: number[]; rows: Set<TextItem[]> } {
  type Row = { items: TextItem[]; parted: TextItem[] };
  const tables: Row[][] = [];
  let lastTop = -Infinity;
  for (const { top, items, fontSize } of [...lines].sort((a, b) => a.top - b.top)) {
    const parted = cellsParted(items, fontSize);
    if (parted.length < MIN_ROW_PARTS) continue;
    // A row's cells wrapped onto lines of their own stand between it and the next.
    if (top - lastTop > ROWS_APART_EMS * fontSize) tables.push([]);
    tables.at(-1)!.push({ items, parted });
    lastTop = top;
  }
  // The rows too, by their lines' items, for buildLines to part those alone.
  return { starts: tables.flatMap(tableCellStarts), rows: new Set(tables.flat().map((row) => row.items)) };
}

function tableCellStarts(rows: { items: TextItem[]; parted: TextItem[] }[]): number[] {
  const seen = rows.flatMap((row) => row.parted.map((item) => item.x)).sort((a, b) => a - b);
  const starts: number[] = [];
  for (let k = 0, end = 0; k < seen.length; k = end) {
    const x = seen[k];
    while (end < seen.length && seen[end] - x <= CELL_ALIGNED) end++;
    if (end - k < MIN_STARTS) continue;
    let starting = 0, crossing = 0;
    for (const { items } of rows) {
      if (items.some((item) => opensCellAt(item, [x]))) starting++;
      else if (items.some((item) => item.x < x && item.x + item.width > x)) crossing++;
    }
    if (crossing * CROSSING_SHARE < starting) starts.push(x);
  }
  return starts;
}

/** Rows of one table stand this many ems apart at most. */
const ROWS_APART_EMS = 4;

/** A start is a column's when fewer of the table's rows than this share of those starting there run across it. */
const CROSSING_SHARE = 4;

/** A row of cells parts at this many gaps at least: a heading's number before its title is no row. */
const MIN_ROW_PARTS = 2;

/** Dot leaders, drawn as one run or a dot at a time: the room between an index's entry and its pages. */
const LEADER_DOTS = /^[.\s]+$/;

/**
 * The runs of a line that follow a gap of MIN_GAP_EMS or more (a table row's cells after its first), but
 * none after dot leaders, nor OCR's words, which stand on a scan's grid of pixels, where words of many
 * lines start at one x by chance.
 */
function cellsParted(items: TextItem[], em: number): TextItem[] {
  if (items.some((item) => item.estimatedSize)) return [];
  const sorted = [...items].sort((a, b) => a.x - b.x);
  return sorted.filter((item, i) => {
    const before = sorted[i - 1];
    return !!before && !LEADER_DOTS.test(before.text) && !LEADER_DOTS.test(item.text) &&
      item.x - (before.x + before.width) >= MIN_GAP_EMS * em;
  });
}

/** How far apart (points) runs may start and stand in one column of cells: LaTeX's within a hundredth. */
const CELL_ALIGNED = 0.05;

/**
 * Whether `item` starts a cell at `starts` (see cellStarts), whatever the gap before it. A start is the least
 * of the runs' starts it was found at, which lie up to CELL_ALIGNED past it.
 */
export const opensCellAt = (item: TextItem, starts: number[]) =>
  starts.some((s) => item.x >= s - CELL_ALIGNED && item.x <= s + 2 * CELL_ALIGNED);
