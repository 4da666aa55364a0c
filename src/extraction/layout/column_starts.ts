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
