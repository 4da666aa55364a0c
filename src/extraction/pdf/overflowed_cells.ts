import { buildLines, type Line } from "../layout/lines.ts";
import type { TextItem } from "../types.ts";
import type { Joint, PdfTextItem } from "./text_runs.ts";

/**
 * A place where a run may be cut: a word after a space, or a glyph set hard against the one before it (a
 * joint), as the character it starts at (`index` in the run's text) and where the piece before it ends and it
 * starts, from the run's start.
 */
type RunBreak = Joint & {
  /** After a space between words, not one between a number's groups of digits ("33 003"). */
  wordSpace?: boolean;
};

/** A word space, in ems: where a cut run's first piece ends when the walk did not measure its word's end. */
const SPACE_EM = 0.25;
/** A space inside a number between groups of digits ("33 003"). */
const DIGIT_GROUP = /^\d \d{3}(?!\d)/;
/** A figure with decimals ("3,460.00", "12.5", "-4.00"): two in one run, a space apart, are two cells' worth. */
const DECIMAL_FIGURE = /^[-+−(]?[$€£¥]?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d+\)?%?$/;
/** Dots a space apart, leading an index's or a contents' entry to its page. */
const LEADERS = /\. \./;
/** A reference's or a list item's label, its text set on at a hanging indent: no cell of a table. */
const LABEL = /^(?:\[\d+\]|\(?[\da-z]{1,3}[.)]|[•·∙◦▪–-])$/i;

/** What the walk measured of a run (text_runs.ts): its spaces, the words after them, its joints. */
export type RunMeasures = Pick<PdfTextItem, "str" | "spaces" | "wordStarts" | "joints">;

/**
 * A run's breaks: the words after its spaces, when the walk wrote as many as the item's text has, and its
 * joints, when the text is the walk's own. The walk measures a space it writes for a gap at the gap's start;
 * a space drawn as a glyph it measures a glyph later, past the next word's start.
 */
function runBreaks(item: TextItem, run: RunMeasures): RunBreak[] {
  const { text, fontSize } = item;
  const { spaces, wordStarts } = run;
  const breaks: RunBreak[] = [];
  const spaceIndexes: number[] = [];
  for (let i = text.indexOf(" "); i >= 0; i = text.indexOf(" ", i + 1)) spaceIndexes.push(i);
  if (spaces && wordStarts?.length === spaces.length && spaceIndexes.length === spaces.length) {
    spaceIndexes.forEach((index, k) => {
      const at = wordStarts[k];
      const end = spaces[k] < at ? spaces[k] : at - SPACE_EM * fontSize;
      breaks.push({
        index: index + 1,
        at,
        end,
        wordSpace: !DIGIT_GROUP.test(text.slice(index - 1, index + 5)),
      });
    });
  }
  if (run.joints?.length && text === run.str) breaks.push(...run.joints);
  return breaks.sort((a, b) => a.index - b.index);
}

/**
 * A word starting this close (points) to a cell's start starts at it. LaTeX, browsers and word processors place
 * a column's cells at the very same x (LaTeX's: within a thousandth of a point), so the test can be strict,
 * and a word of ordinary text seldom lands that close to a column's edge by chance.
 */
const ALIGNED = 0.05;
/**
 * The lines that may show the column: the two nearest lines of several fragments above it and the two below,
 * at most this many ems away (a cell wrapped onto a second line stands between a row and the next)...
 */
const NEAR_LINE_EM = 3;
/**
 * ...or, for a line of cells itself, this many: cells wrapped onto further lines (LaTeX's two-column policy's
 * "Desk" over "and" over "chair") put its rows 3.7 ems apart. A line of running text under a table looks no
 * further than NEAR_LINE_EM: a word of it may start where a cell does by chance.
 */
const ROW_LINE_EM = 5;
/** How far apart (ems) two cells of one column may start: LaTeX sets a header a little left of its rows. */
const CELL_START_EM = 0.1;
/**
 * Cuts runs at cells they ran into. A cell too narrow for its text (LaTeX's columns, set by pandoc from the
 * source's dashes, overflow rather than wrap their first word: "2015–2017" runs up to "Master" a word space
 * away, "10:30–11:00" into "Coffee") ends closer to the next cell than the gap that parts a line's fragments,
 * and the PDF writer often draws both in one run. Such a run is cut where one of its words (or a glyph set
 * against the one before it) starts exactly where a cell starts on one of the two lines above or below, a
 * cell that stands apart on its own line; the piece from there on opens a cell (see lines.ts). Lines are
 * taken from the top, so a cut row shows the column to the rows under it.
 */
export function cutOverflowedCells(items: TextItem[], measured: Map<TextItem, RunMeasures>): TextItem[] {
  if (!measured.size || !anyBreakAtAStart(items, measured)) return items;
  const lines = buildLines([...items]);
  const starts = lines.map((line) => line.fragments.map((f) => f.x).sort((a, b) => a - b));
  const ends = lines.map((line) => line.fragments.map((f) => f.right).sort((a, b) => a - b));
  const cuts = new Map<TextItem, TextItem[]>();
  // Line i's nearest lines of several fragments on one side (see NEAR_LINE_EM).
  const nearestCells = (i: number, step: 1 | -1) => {
    const reach = (lines[i].fragments.length > 1 ? ROW_LINE_EM : NEAR_LINE_EM) * lines[i].fontSize;
    const found: number[] = [];
    for (let j = i + step; lines[j] && found.length < 2; j += step) {
      if (Math.abs(lines[j].top - lines[i].top) > reach) break;
      if (starts[j].length > 1) found.push(j);
    }
    return found;
  };
  lines.forEach((line, i) => {
    const nearLines = [...nearestCells(i, -1), ...nearestCells(i, 1)];
    const near = nearLines.map((j) => starts[j]), nearEnds = nearLines.map((j) => ends[j]);
    if (!near.length) return;
    const inRow = line.fragments.length >= 3;
    for (const item of lineItems(line)) {
      const run = measured.get(item);
      // Fixed-pitch text lines up on its character grid everywhere.
      if (!run || item.fontName === "monospace") continue;
      const at: RunBreak[] = [];
      let from = item.x, fromIndex = 0;
      const breaks = runBreaks(item, run);
      // Where each piece the breaks leave ends: right-aligned cells show their columns by these, but not an
      // index's dot leaders, which stand on one grid on every line.
      const pieceEnds = [...breaks.map((cut) => item.x + cut.end), item.x + item.width];
      const leaders = LEADERS.test(item.text);
      for (const [b, cut] of breaks.entries()) {
        const x = item.x + cut.at;
        const before = item.text.slice(fromIndex, cut.index).trim();
        const label = LABEL.test(before);
        const firstAt = (columns: number[]) => cut.wordSpace && !label && firstCellAt(columns, from, x);
        const figures = cut.wordSpace && DECIMAL_FIGURE.test(before) &&
          DECIMAL_FIGURE.test(item.text.slice(cut.index).split(" ")[0]);
        if (
          near.some((columns) => nextCellAt(columns, from, x, item.fontSize, inRow && !!cut.wordSpace)) ||
          (cut.wordSpace && !leaders &&
            nearEnds.some((columns) => endsInColumns(columns, pieceEnds[b], pieceEnds.slice(b + 1)))) ||
          near.filter(firstAt).length >= 2 ||
          (figures && near.some((columns) => laterCellAt(columns, x)))
        ) {
          at.push(cut);
          [from, fromIndex] = [x, cut.index];
        }
      }
      if (!at.length) continue;
      const pieces = cutAt(item, at);
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
 * title that happens to start over a cell). For a word after a space in a row of three cells or more
 * (`inRow`), both starts may be a little off: pandoc's LaTeX sets each header cell in a box of its own, a
 * third of a point left of the cells under it ("Room Teacher" over "101" and "Ana Ruiz").
 */
function nextCellAt(columns: number[], from: number, x: number, em: number, inRow: boolean): boolean {
  const loose = HEADER_OFF_EM * em;
  for (let j = 1; j < columns.length; j++) {
    const off = Math.abs(columns[j] - x), fromOff = Math.abs(columns[j - 1] - from);
    if (off <= ALIGNED) return fromOff <= CELL_START_EM * em;
    if (inRow && off <= loose) return fromOff <= loose;
  }
  return false;
}

/** How far (ems) a LaTeX header's cells may start from the cells under them (see nextCellAt). */
const HEADER_OFF_EM = 0.05;

/**
 * Whether the word before a space ends where a cell of a line of cells ends, not its last, and a word after
 * it ends where the next cell does: headers over right-aligned columns set a word space apart ("Text Tables"
 * over "0.81" and "0.00", as LNCS's narrow column gap sets them). Both ends must agree, so a word of a line
 * that merely happens to end over a cell is not cut.
 */
function endsInColumns(columnEnds: number[], end: number, laterEnds: number[]): boolean {
  const j = columnEnds.findIndex((e) => Math.abs(e - end) <= ALIGNED);
  const next = columnEnds[j + 1];
  return j >= 0 && next !== undefined && laterEnds.some((e) => Math.abs(e - next) <= ALIGNED);
}

/**
 * Whether a line of cells starts its first at `x`, past the piece being cut: a wrapped row's further line, its
 * cell under the piece empty ("acoustic loggers" under the session beside "9:30–10:30"). Taken from two such
 * lines, after a word space, and not after a LABEL: a reference's text after "[1]" starts where its further
 * lines do, which on a page of two columns stand beside the other column's as lines of cells.
 */
const firstCellAt = (columns: number[], from: number, x: number) =>
  columns.length > 1 && Math.abs(columns[0] - x) <= ALIGNED && from < x;

/**
 * Whether a line of cells has a cell after its first starting at `x`: where a figure run into the one before it
 * stands in its column ("4,905.21" after "3,460.00" under a balance column's "1,445.21"). Right-aligned figures
 * of as many digits start together, lining figures being all of one width.
 */
const laterCellAt = (columns: number[], x: number) =>
  columns.slice(1).some((c) => Math.abs(c - x) <= ALIGNED);

const lineItems = (line: Line) => line.fragments.flatMap((f) => f.items);

/** Whether `sorted` holds a value within `within` of `x`. */
function near(sorted: number[], x: number, within = ALIGNED): boolean {
  let low = 0, high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid] < x - within) low = mid + 1;
    else high = mid;
  }
  return low < sorted.length && sorted[low] <= x + within;
}

/**
 * Whether some run breaks where another run starts (a word after a space, near it: see nextCellAt), or a word
 * of one ends where a cell ends that has another after it on its line (see endsInColumns): the cheap test
 * before the lines are built.
 */
export function anyBreakAtAStart(items: TextItem[], measured: Map<TextItem, RunMeasures>): boolean {
  if (!anySideBySide(items)) return false;
  const starts = items.map((i) => i.x).sort((a, b) => a - b);
  const ends = cellEnds(items);
  // Near is near enough only to where two runs or more start, as a column's cells do: on a page of running
  // text some word of hundreds starts within a point of a page number's run.
  const shared = starts.filter((x, k) =>
    x - (starts[k - 1] ?? -Infinity) <= ALIGNED || (starts[k + 1] ?? Infinity) - x <= ALIGNED
  );
  for (const [item, run] of measured) {
    const loose = HEADER_OFF_EM * item.fontSize;
    if (run.wordStarts?.some((at) => near(starts, item.x + at) || near(shared, item.x + at, loose))) {
      return true;
    }
    if (run.joints?.some((joint) => near(starts, item.x + joint.at))) return true;
    if (ends.length && anyWordEndNear(item, run, ends)) return true;
  }
  return false;
}

/**
 * Whether two runs stand side by side, their heights overlapping. Only then can a line hold two fragments and
 * show a column (see nearestCells): a page whose every line is one run (plain running text, as many writers
 * draw it) has no cells to cut runs at, however its words happen to line up with other runs' starts and ends.
 */
function anySideBySide(items: TextItem[]): boolean {
  const byTop = items.map((item) => [item.y, item.y + item.height]).sort((a, b) => a[0] - b[0]);
  let bottom = -Infinity;
  for (const [top, itemBottom] of byTop) {
    if (top < bottom) return true;
    bottom = Math.max(bottom, itemBottom);
  }
  return false;
}

/**
 * Where runs end that have another run on their line ending further right, sorted: the ends endsInColumns
 * finds a word ending at, a line's cells but its last. A page of running text, a run a line, has none, though
 * its words end where other lines do by the dozen.
 */
function cellEnds(items: TextItem[]): number[] {
  const byTop = [...items].sort((a, b) => a.y - b.y);
  const reach = 2 * items.reduce((most, item) => Math.max(most, item.height), 0);
  // Runs that may share a line (oneLine) have their tops twice the tallest run's height apart at most.
  const endsBefore = (item: TextItem, k: number, step: 1 | -1) => {
    for (let j = k + step; byTop[j] && Math.abs(byTop[j].y - item.y) <= reach; j += step) {
      if (byTop[j].x + byTop[j].width > item.x + item.width && oneLine(item, byTop[j])) return true;
    }
    return false;
  };
  return byTop.filter((item, k) => endsBefore(item, k, -1) || endsBefore(item, k, 1))
    .map((item) => item.x + item.width)
    .sort((a, b) => a - b);
}

/**
 * Whether two runs may stand on one line: their heights overlap (lines.ts joins runs overlapping by half a
 * height). Not merely near: the next line of running text stands within a run's height, and each line's end
 * beside a longer line under it made every page of running text look for cells.
 */
const oneLine = (a: TextItem, b: TextItem) => Math.max(a.y, b.y) < Math.min(a.y + a.height, b.y + b.height);

/** Whether a word of the run ends near one of `ends`, where cutOverflowedCells has it end (see runBreaks). */
function anyWordEndNear(item: TextItem, run: RunMeasures, ends: number[]): boolean {
  const spaces = run.spaces ?? [];
  for (let k = 0; k < spaces.length; k++) {
    const at = run.wordStarts?.[k];
    const end = at === undefined || spaces[k] < at ? spaces[k] : at - SPACE_EM * item.fontSize;
    if (near(ends, item.x + end)) return true;
  }
  return false;
}

/** The run in pieces, one before its first cut and one from each cut on. */
function cutAt(item: TextItem, cuts: RunBreak[]): TextItem[] {
  const bounds = [{ index: 0, at: 0, end: 0 }, ...cuts];
  return bounds.flatMap((cut, b) => {
    const next = bounds[b + 1];
    const text = item.text.slice(cut.index, next?.index).trim();
    // A piece drawn over the next one's start ends there: the next cell starts at its column.
    const width = (next ? Math.min(next.end, next.at) : item.width) - cut.at;
    if (!text) return [];
    const piece = { ...item, text, x: item.x + cut.at, width: Math.max(0, width) };
    return b ? [{ ...piece, opensCell: true }] : [piece];
  });
}
