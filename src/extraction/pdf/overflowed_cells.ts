import { buildLines, type Line } from "../layout/lines.ts";
import type { TextItem } from "../types.ts";

/** Where a run's word spaces stand and where the words after them start, from the run's start (text_runs.ts). */
export interface RunWords {
  spaces: number[];
  wordStarts: number[];
}

/**
 * A word starting this close (points) to a cell's start starts at it. LaTeX, browsers and word processors place
 * a column's cells at the very same x (measured: within a thousandth of a point), so the test is strict: a
 * word of ordinary text lands that close to a column's edge by chance about once in a few hundred lines.
 */
const ALIGNED = 0.05;
/** The line showing the column is the one just above or below, at most this many ems away, baseline to baseline. */
const NEAR_LINE_EM = 2.5;
/** How far apart (ems) two cells of one column may start: LaTeX sets a header a little left of its rows. */
const CELL_START_EM = 0.1;
/** A word space, in ems: where a cut run's first piece ends when the walk did not measure its word's end. */
const SPACE_EM = 0.25;

/**
 * Cuts runs at cells they ran into. A cell too narrow for its text (LaTeX's columns, set by pandoc from the
 * source's dashes, overflow rather than wrap their first word: "2015–2017" runs up to "Master" a word space
 * away) ends closer to the next cell than the gap that parts a line's fragments, and the PDF writer often
 * draws both in one run. Such a run is cut where one of its words starts exactly where a cell of the line
 * just above or below starts, a cell that stands apart on its own line; the piece from there on opens a
 * cell (see lines.ts). Lines are taken from the top, so a cut row shows the column to the row under it.
 */
export function cutOverflowedCells(items: TextItem[], words: Map<TextItem, RunWords>): TextItem[] {
  if (!words.size || !anyWordAtAStart(items, words)) return items;
  const lines = buildLines([...items]);
  const starts = lines.map((line) => line.fragments.map((f) => f.x).sort((a, b) => a - b));
  const cuts = new Map<TextItem, TextItem[]>();
  lines.forEach((line, i) => {
    const near = [i - 1, i + 1].filter((j) =>
      lines[j] && Math.abs(lines[j].top - line.top) <= NEAR_LINE_EM * line.fontSize && starts[j].length > 1
    ).map((j) => starts[j]);
    if (!near.length) return;
    for (const item of lineItems(line)) {
      const run = words.get(item);
      // Fixed-pitch text lines up on its character grid everywhere.
      if (!run || item.fontName === "monospace") continue;
      const at: number[] = [];
      let from = item.x;
      run.wordStarts.forEach((start, k) => {
        const x = item.x + start;
        if (near.some((columns) => nextCellAt(columns, from, x, item.fontSize))) {
          at.push(k);
          from = x;
        }
      });
      if (!at.length) continue;
      const pieces = cutAt(item, run, at);
      cuts.set(item, pieces);
      starts[i].push(...pieces.slice(1).map((p) => p.x));
      starts[i].sort((a, b) => a - b);
    }
  });
  return cuts.size ? items.flatMap((item) => cuts.get(item) ?? [item]) : items;
}

/**
 * Whether a line whose fragments start at `columns` has a cell starting at `x` (not its first) right after
 * one starting where the piece being cut starts, at `from`: the cell that overflowed stands in its column
 * (a number's last digits under a right-aligned column's shorter numbers do not, nor a word of a centred
 * title that happens to start over a cell).
 */
function nextCellAt(columns: number[], from: number, x: number, em: number): boolean {
  for (let j = 1; j < columns.length; j++) {
    if (Math.abs(columns[j] - x) <= ALIGNED) return Math.abs(columns[j - 1] - from) <= CELL_START_EM * em;
  }
  return false;
}

const lineItems = (line: Line) => line.fragments.flatMap((f) => f.items);

/** Whether some run has a word starting where another run starts: the cheap test before the lines are built. */
function anyWordAtAStart(items: TextItem[], words: Map<TextItem, RunWords>): boolean {
  const starts = items.map((i) => i.x).sort((a, b) => a - b);
  const startNear = (x: number) => {
    let low = 0, high = starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (starts[mid] < x - ALIGNED) low = mid + 1;
      else high = mid;
    }
    return low < starts.length && starts[low] <= x + ALIGNED;
  };
  for (const [item, run] of words) if (run.wordStarts.some((start) => startNear(item.x + start))) return true;
  return false;
}

/** The run in pieces, one before its first cut word and one from each cut word on. */
function cutAt(item: TextItem, run: RunWords, words: number[]): TextItem[] {
  const spaceIndexes: number[] = [];
  for (let i = item.text.indexOf(" "); i >= 0; i = item.text.indexOf(" ", i + 1)) spaceIndexes.push(i);
  const bounds = [-1, ...words, run.wordStarts.length];
  const pieces: TextItem[] = [];
  for (let b = 0; b + 1 < bounds.length; b++) {
    const from = bounds[b], to = bounds[b + 1];
    const start = from < 0 ? 0 : run.wordStarts[from];
    const end = to >= run.wordStarts.length ? item.width : wordEnd(run, to, item.fontSize);
    const text = item.text.slice(from < 0 ? 0 : spaceIndexes[from] + 1, spaceIndexes[to]).trim();
    const piece = { ...item, text, x: item.x + start, width: Math.max(0, end - start) };
    pieces.push(from < 0 ? piece : { ...piece, opensCell: true });
  }
  return pieces;
}

/**
 * Where the word before space `k` ends. The walk measures a space it writes for a gap at the gap's start;
 * a space drawn as a glyph it measures a glyph later, past the next word's start.
 */
function wordEnd(run: RunWords, k: number, fontSize: number): number {
  const space = run.spaces[k], next = run.wordStarts[k];
  return space < next ? space : next - SPACE_EM * fontSize;
}
