import { median } from "../median.ts";
import { centredBlock, type Fragment, isRightToLeft, type Line, lineLeft, lineRight } from "./lines.ts";
import { FINISHED } from "./inline.ts";
import { FIGURE } from "./tables.ts";

/** A run of lines read top to bottom: one column of a band, or a full-width band. */
export type Region = Line[];

const BIN = 2;
/** A gutter must be at least this wide (points) and this free of crossing text. */
const MIN_GUTTER = 6;
/** A short column's gutter at least: LaTeX sets columns 10 points apart, and a line may run into that. */
const MIN_CORE = 4;
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
    l.fragments.map((f) => ({ f, h: Math.min(l.bottom - l.top, usual), size: l.fontSize }))
  );
  if (fragments.length < 6) return undefined;
  const minX = Math.min(...fragments.map(({ f }) => f.x));
  const maxX = Math.max(...fragments.map(({ f }) => f.right));
  const width = maxX - minX;
  if (width < 100) return undefined;
  const bins = new Float64Array(Math.ceil(width / BIN) + 1);
  // Each fragment adds its weight where it starts and takes it off after it ends; one running sum then fills
  // the bins, where adding it to every bin it spans took a tenth of a text page's layout.
  const changes = new Float64Array(bins.length + 1);
  let total = 0;
  for (const { f, h } of fragments) {
    total += h;
    changes[Math.floor((f.x - minX) / BIN)] += h;
    changes[Math.floor((f.right - minX) / BIN) + 1] -= h;
  }
  for (let b = 0, sum = 0; b < bins.length; b++) bins[b] = sum += changes[b];
  // Low relative to the busiest x: a column with less text than its neighbour is still not a gap.
  let peak = 0;
  for (const v of bins) peak = Math.max(peak, v);
  const low = Math.min(total, peak) * MAX_CROSSING_SHARE;
  // Wide enough to find a sidebar a fifth of the width across; label columns are ruled out below.
  const from = Math.floor(bins.length * GUTTER_WINDOW), to = Math.ceil(bins.length * (1 - GUTTER_WINDOW));
  const candidates = lowRuns(bins, from, to, low, minX);
  const context = { lines, fragments, bins, minX, maxX, peak, total, usual };
  const found = bestGutter(candidates, context, false);
  if (found) return found;
  // A column that ends early (a paper's last page, the short column before a full-width figure) holds too
  // little text to rise above the low mark: its band merged with the gutter, leaving nothing beside it. The
  // gutter is then the emptiest part of such a band, and a side needs less text, but in a column's lines
  // (not a table of contents' page numbers).
  const cores = candidates.flatMap((g) => {
    const first = Math.floor((g.from - minX) / BIN), last = Math.round((g.to - minX) / BIN) - 1;
    let least = Infinity;
    for (let b = first; b <= last; b++) least = Math.min(least, bins[b]);
    const emptiest = lowRuns(bins, first, last + 1, least + peak * EMPTY_SHARE, minX, MIN_CORE);
    if (emptiest.length !== 1 || emptiest[0].from !== g.from || emptiest[0].to !== g.to) return emptiest;
    // A column of a few lines beside a full one (a page's last paragraph, set at the top of its second
    // column) is below that mark too: the gap is then where nothing stands at all.
    return lowRuns(bins, first, last + 1, least, minX, MIN_CORE).filter((core) => core.to < g.to);
  });
  return bestGutter(cores, context, true);
}

/** A bin holding this share of the busiest one's text or less is paper. */
const EMPTY_SHARE = 0.05;
/** A side's share of the text at least, and a short column's; whose lines run this many line heights. */
const MIN_SIDE_SHARE = 0.25, MIN_SHORT_SIDE_SHARE = 0.05, SHORT_COLUMN_LINE_HEIGHTS = 10;
/**
 * A short column's lines that fill this share of their side, at least this many, make it a column, when its
 * side is this share of the other's width at least.
 */
const FULL_LINE = 0.8, MIN_SHORT_COLUMN_LINES = 2, LIKE_COLUMN = 0.6;

/** Runs of bins no higher than `most`, starting from bin `from` up to `to` (a run may go on past `to`). */
function lowRuns(
  bins: Float64Array,
  from: number,
  to: number,
  most: number,
  minX: number,
  minWidth = MIN_GUTTER,
): Gutter[] {
  const runs: Gutter[] = [];
  for (let b = from; b < to; b++) {
    if (bins[b] > most) continue;
    let e = b;
    while (e + 1 < bins.length && bins[e + 1] <= most) e++;
    const gutter = { from: minX + b * BIN, to: minX + (e + 1) * BIN };
    if (gutter.to - gutter.from >= minWidth) runs.push(gutter);
    b = e;
  }
  return runs;
}

type GutterContext = {
  lines: Line[];
  fragments: { f: Fragment; h: number; size: number }[];
  bins: Float64Array;
  minX: number;
  maxX: number;
  peak: number;
  total: number;
  usual: number;
};

function bestGutter(candidates: Gutter[], context: GutterContext, short: boolean): Gutter | undefined {
  const { fragments, usual, lines } = context;
  // The gap fewest lines cross, then the widest, that passes is the gutter. Fewest first: the gap between a
  // side box's labels and values is wider than the one between the body text and the box, but the box's
  // captions cross it. Widest next: the low band beside a sidebar's short last lines is often wider than the
  // real gutter but leaves a side of text too thin to be a column.
  const crossing = new Map(candidates.map((g) => [
    g,
    Math.round(fragments.reduce((n, { f, h }) => crosses(f, g) ? n + h : n, 0) / usual),
  ]));
  const sorted = [...candidates].sort((a, b) =>
    crossing.get(a)! - crossing.get(b)! || (b.to - b.from) - (a.to - a.from)
  );
  return sorted.slice(0, MAX_CANDIDATES).find((g) => isGutter(g, context, short) && !splitsRows(lines, g));
}

/** Whether a low band separates two columns of text. */
function isGutter(
  gutter: Gutter,
  { lines, fragments, bins, minX, maxX, peak, total, usual }: GutterContext,
  short: boolean,
): boolean {
  // Columns of text sit a few ems apart; a wide empty band separates labels from values (forms), not columns.
  // Measured where nothing but full-width lines cross, since ragged line ends widen the low band.
  let empty = 0;
  for (let b = Math.floor((gutter.from - minX) / BIN); b < Math.floor((gutter.to - minX) / BIN); b++) {
    if (bins[b] <= peak * EMPTY_SHARE) empty += BIN;
  }
  if (empty > (maxX - minX) * MAX_GUTTER_SHARE) return false;
  // Both sides need body text, not a label column or table cells: enough of it, in lines that fill their side.
  // Enough by its lines, or by the page they cover: a column of text beside a table has fewer fragments than
  // the table's cells, but as much ink.
  let left = 0, right = 0, leftArea = 0, rightArea = 0, area = 0;
  const leftWidths: number[] = [], rightWidths: number[] = [];
  for (const { f, h } of fragments) {
    const covered = (f.right - f.x) * h;
    area += covered;
    if (f.right <= gutter.to) (left += h), (leftArea += covered), leftWidths.push(f.right - f.x);
    else if (f.x >= gutter.from) (right += h), (rightArea += covered), rightWidths.push(f.right - f.x);
  }
  const minSide = short ? MIN_SHORT_SIDE_SHARE : MIN_SIDE_SHARE;
  // A short column's few lines are enough when they fill their side, as wide as a column beside the other,
  // and nothing crosses to them (not labels in the margin, whose side is only as wide as they are).
  const leftSide = gutter.from - minX, rightSide = maxX - gutter.to;
  const uncrossed = short &&
    !fragments.some(({ f, size }) => crosses(f, gutter) && gutterSplit(f, gutter, size) < 0);
  const enough = (lines: number, covered: number, widths: number[], side: number, otherSide: number) =>
    lines > total * minSide || covered > area * minSide ||
    (uncrossed && side >= otherSide * LIKE_COLUMN &&
      widths.filter((w) => w >= side * FULL_LINE).length >= MIN_SHORT_COLUMN_LINES);
  if (
    !enough(left, leftArea, leftWidths, leftSide, rightSide) ||
    !enough(right, rightArea, rightWidths, rightSide, leftSide)
  ) return false;
  const inLines = (side: (f: Fragment) => boolean) =>
    quantile(rowWidths(lines, side), 0.75) >= SHORT_COLUMN_LINE_HEIGHTS * usual;
  if (short && !(inLines((f) => f.right <= gutter.to) && inLines((f) => f.x >= gutter.from))) return false;
  // The upper quartile, so bullets and check boxes split off as fragments of their own do not count against.
  const fills = (widths: number[], side: number) => quantile(widths, 0.75) >= side * 0.45;
  // A box of label and value cells beside body text (a Wikipedia page's infobox) is a column too: its rows
  // fill its side, and they do not stand on the body's lines, as a table's next columns would.
  let apart: boolean | undefined;
  const sideFills = (side: (f: Fragment) => boolean, widths: number[], width: number) =>
    fills(widths, width) || (fills(rowWidths(lines, side), width) && (apart ??= standsApart(lines, gutter)));
  return sideFills((f) => f.right <= gutter.to, leftWidths, gutter.from - minX) &&
    sideFills((f) => f.x >= gutter.from, rightWidths, maxX - gutter.to);
}

/** How wide each line's text on one side runs, from its first fragment there to its last. */
const rowWidths = (lines: Line[], side: (f: Fragment) => boolean) =>
  lines.map((l) => l.fragments.filter(side)).filter((fs) => fs.length)
    .map((fs) => Math.max(...fs.map((f) => f.right)) - Math.min(...fs.map((f) => f.x)));

/**
 * Whether a low band runs between the cells of a table's rows rather than between columns of text: on one side
 * of it most lines hold two or more fragments, and those are short. A page that holds only a table (a photo
 * of one) has its columns' gaps for gutters, and read column by column its rows came apart ("1 minute
 * 5 minutes 15 minutes" as one paragraph). Columns of text beside a column of side headings hold two
 * fragments a line as well, but the text's fragments run long. Not when those cells stand apart from the
 * other side's lines: a box of them beside body text. And a band between a box's labels and values (a word
 * or two, and a short cell, on shared rows) is a table's too, though body text left of the box makes that
 * side's lines long.
 */
function splitsRows(lines: Line[], gutter: Gutter): boolean {
  const cellsBeside = (side: (f: Fragment) => boolean) => {
    const held = lines.map((line) => ({ line, fragments: line.fragments.filter(side) }))
      .filter(({ fragments }) => fragments.length);
    const split = held.filter(({ fragments }) => fragments.length >= 2).length > held.length * ROWS_OF_CELLS;
    const ems = held.flatMap(({ line, fragments }) => fragments.map((f) => (f.right - f.x) / line.fontSize));
    return split && quantile(ems, 0.75) <= CELL_EMS;
  };
  if (cellsBeside((f) => f.right <= gutter.to) || cellsBeside((f) => f.x >= gutter.from)) {
    return !standsApart(lines, gutter);
  }
  const rows = neighbours(lines, gutter);
  const within = (f: Fragment, line: Line, ems: number) => f.right - f.x <= ems * line.fontSize;
  // Rows of short cells on both sides, level: a table's columns either side of the band (an invoice's items
  // under its address and its right-aligned dates), where a line of two columns of text holds one fragment a
  // side, or a bullet and its text.
  const cellsBothSides = rows.filter(({ line, level }) => {
    if (!level) return false;
    const left = line.fragments.filter((f) => f.right <= gutter.to);
    const right = line.fragments.filter((f) => f.x >= gutter.from);
    return left.length >= 2 && right.length >= 2 &&
      [...left, ...right].every((f) => within(f, line, CELL_EMS));
  });
  if (cellsBothSides.length >= MIN_TABLE_ROWS) return true;
  const labelled = rows.filter((r) =>
    within(r.before, r.line, LABEL_EMS) && within(r.after, r.line, CELL_EMS)
  );
  if (rows.length > 0 && labelled.filter((r) => r.level).length >= rows.length * ROWS_LEVEL) return true;
  // A column of short values level with the cells before them, beside most of those cells' lines (the rest
  // wrapped cells' further lines): a table of two columns ("Empty bins and replace liners | Daily"), not text
  // beside a sidebar of headings, which stand beside a few of the text's lines only.
  const before = lines.filter((l) => l.fragments.some((f) => f.right <= gutter.to));
  return rows.length >= MIN_VALUE_ROWS && rows.every((r) => r.level && within(r.after, r.line, LABEL_EMS)) &&
    rows.length >= before.length * VALUES_BESIDE;
}

/** Rows of cells on both sides of a band that make it a table's inner gap. */
const MIN_TABLE_ROWS = 2;
/** Rows of a table of two columns with short values in the second, at least; beside this share of its lines. */
const MIN_VALUE_ROWS = 3, VALUES_BESIDE = 0.5;

/**
 * How far apart (in ems) two fragments' baselines may stand and still be one row's: a PDF gives each word's
 * baseline, OCR only its box, whose foot drops with descenders.
 */
const ROW_BASELINE_EMS = 0.15, ROW_BOX_FOOT_EMS = 0.35;
/** The share of lines with text either side of a table's column gap that stand on one row. */
const ROWS_LEVEL = 0.75;
/** A label's width at most, in ems: a word or two, where a narrow column's lines run 15 ems and more. */
const LABEL_EMS = 8;
/** Rows of cells needed to tell a box of them from a table's columns. */
const MIN_APART_ROWS = 6;

/**
 * Each line's fragments nearest a low band on either side, where it has text on both: further ones may belong
 * to other boxes. Level when they stand on one baseline, as a table's cells of one row do.
 */
function neighbours(lines: Line[], gutter: Gutter) {
  const foot = (fragment: Fragment) => median(fragment.items.map((i) => i.baseline ?? i.y + i.height));
  return lines.flatMap((line) => {
    const left = line.fragments.filter((f) => f.right <= gutter.to);
    const right = line.fragments.filter((f) => f.x >= gutter.from);
    if (!left.length || !right.length) return [];
    const before = left.reduce((a, b) => (b.right > a.right ? b : a));
    const after = right.reduce((a, b) => (b.x < a.x ? b : a));
    const exact = [...before.items, ...after.items].every((i) => i.baseline !== undefined);
    const tolerance = line.fontSize * (exact ? ROW_BASELINE_EMS : ROW_BOX_FOOT_EMS);
    const level = Math.abs(foot(before) - foot(after)) <= tolerance;
    return [{ line, before, after, cellsBeside: left.length >= 2 || right.length >= 2, level }];
  });
}

/**
 * Whether a side's rows of cells stand apart from the other side's lines: a box of them beside body text (a
 * Wikipedia page's infobox) rather than a table's next columns. Most of its rows only overlap a body line in
 * height, where a table's cells of one row share a baseline.
 */
function standsApart(lines: Line[], gutter: Gutter): boolean {
  const rows = neighbours(lines, gutter).filter((r) => r.cellsBeside);
  return rows.length >= MIN_APART_ROWS && rows.filter((r) => r.level).length < rows.length / 2;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * q)] ?? 0;
}

const crosses = (f: Fragment, g: Gutter) => f.x < g.from && f.right > g.to;
/** Within a gutter, give or take a point either side: a gutter's bins are two points wide. */
const inside = (f: Fragment, g: Gutter) => f.x >= g.from - BIN && f.right <= g.to + BIN;

/** Columns inside columns: a sidebar beside a column of body text beside another column. */
const MAX_NESTING = 2;

const lineText = (line: Line) => line.fragments.map(fragmentText).join(" ");
/** Full-width bands that go on with the column above them, its last paragraph's text running on into them. */
const flowingOn = new WeakSet<Region>();

/** Whether a band's first line is the next line of the text of the column above it, as it runs on below. */
export const flowsOnFromAbove = (region: Region) => flowingOn.has(region);

/** A line of an author's block under a paper's title (see endsHeadBlocks): a region of its own. */
const authorLines = new WeakSet<Region>();
export const isAuthorLine = (region: Region) => authorLines.has(region);

/**
 * Whether `next`, a line across the page, goes on with a column's last line: the text wraps around a box set
 * beside it (a Wikipedia page's infobox, a figure's caption) and runs on full width under it. The column's
 * last line is full and ends mid-sentence, and the next starts at the column's edge in the same size, as close
 * under it as the column's lines stand, in lower case.
 */
function flowsInto(column: Line[], next: Line): boolean {
  const last = column.at(-1)!, size = last.fontSize;
  const gaps = column.slice(1).map((line, i) => line.top - column[i].bottom);
  const left = Math.min(...column.map(lineLeft)), right = Math.max(...column.map(lineRight));
  return column.length >= 3 && Math.abs(next.fontSize - size) <= size * 0.05 &&
    Math.abs(lineLeft(next) - left) <= size * 0.5 && lineRight(last) >= right - 2 * size &&
    next.top - last.bottom <= median(gaps) + size * 0.3 && !FINISHED.test(lineText(last)) &&
    /^\p{Ll}/u.test(lineText(next));
}

/** A gap between a line's items this many ems wide, or wider, inside the gutter parts two columns' text. */
const GUTTER_GAP_EMS = 0.6;

/** The index of a fragment's first item after such a gap in the gutter, or -1. */
function gutterSplit({ items }: Fragment, gutter: Gutter, fontSize: number): number {
  return items.findIndex((item, i) =>
    i > 0 && items[i - 1].x + items[i - 1].width <= gutter.to && item.x >= gutter.from &&
    item.x - (items[i - 1].x + items[i - 1].width) >= GUTTER_GAP_EMS * fontSize
  );
}
/** A line split at the gutter starts this many ems from the left column's edge at most (an indent). */
const COLUMN_INDENT_EMS = 2;

/**
 * A line with a fragment split where the gutter runs between two of its items, as far apart as columns
 * stand: the line splits fragments at gaps wider than an em, and LaTeX sets its columns just an em apart,
 * so a left column's line whose spaces justification stretched past the gutter's width ("coast.   Records")
 * broke at its own space, and its last word joined the right column's line: 7.8 points (0.72 em) on, where
 * the line was overfull and its last word ran past the column's edge.
 */
function splitAtGutter(line: Line, gutter: Gutter, left: number): Line {
  const at = line.fragments.findIndex((f) => crosses(f, gutter));
  if (at < 0) return line;
  const { items } = line.fragments[at];
  const split = gutterSplit(line.fragments[at], gutter, line.fontSize);
  // A left column's line starts at the column's edge: a line centred over the columns (an affiliation, "ETH
  // Zurich,   Switzerland" in REVTeX) may have as wide a space in the gutter.
  if (split < 0 || lineLeft(line) > left + COLUMN_INDENT_EMS * line.fontSize) return line;
  const part = (of: typeof items) => ({
    x: of[0].x,
    right: Math.max(...of.map((item) => item.x + item.width)),
    items: of,
  });
  const fragments = [...line.fragments];
  fragments.splice(at, 1, part(items.slice(0, split)), part(items.slice(split)));
  return { ...line, fragments };
}

/** A gap this many of its lines' heights under side-by-side blocks, on both sides, ends them as a band. */
const HEAD_GAP_HEIGHTS = 0.6;
/**
 * Whether the lines above `next`, side by side under a full-width band, are a paper's author blocks: each
 * side's lines centred, and a gap across both sides before `next`. They are read block by block, a line each,
 * before the columns under them, instead of each heading its column (the right author read after the whole
 * left column).
 */
function endsHeadBlocks(left: Line[], right: Line[], next: Line): boolean {
  if (!left.length || !right.length) return false;
  const bottom = Math.max(left[left.length - 1].bottom, right[right.length - 1].bottom);
  const height = median([...left, ...right].map((line) => line.bottom - line.top));
  return next.top - bottom >= HEAD_GAP_HEIGHTS * height && centredBlock(left) && centredBlock(right);
}

/**
 * Reading order for one page: bands of full-width lines in place, and between them the left column's lines
 * before the right column's. Each column is searched again for columns of its own, so a narrow sidebar of
 * headings beside the body text is read on its own rather than line by line with the body. Where the left
 * column's text runs on into the band under it, the right column is a box the text wraps around: it is read
 * after the band, so the paragraph reads whole.
 */
export function readingOrder(lines: Line[], depth = 0): Region[] {
  const gutter = depth <= MAX_NESTING ? findGutter(lines) : undefined;
  if (!gutter) return sideBlocks(lines);
  const regions: Region[] = [];
  let left: Line[] = [], right: Line[] = [], full: Line[] = [], aside: Region[] = [];
  // Right-to-left pages read their right column first.
  const rtl = isRightToLeft(lines);
  const flushColumns = (next?: Line) => {
    const wrapped = !!next && !rtl && left.length > 0 && right.length > 0 && flowsInto(left, next);
    if (left.length && !rtl) regions.push(...readingOrder(left, depth + 1));
    if (right.length) (wrapped ? aside : regions).push(...readingOrder(right, depth + 1));
    if (left.length && rtl) regions.push(...readingOrder(left, depth + 1));
    left = [];
    right = [];
    return wrapped;
  };
  const flushBand = () => {
    if (full.length) regions.push(full);
    regions.push(...aside);
    full = [];
    aside = [];
  };
  const regionLeft = Math.min(...lines.map(lineLeft));
  // Whether the columns being gathered started under a full-width band (a paper's title).
  let underBand = false;
  for (const [index, unsplit] of lines.entries()) {
    const line = splitAtGutter(unsplit, gutter, regionLeft);
    // The page's last line standing in the gutter, a page number centred under the columns, is neither's.
    const underBoth = index === lines.length - 1 && line.fragments.every((f) => inside(f, gutter));
    if (underBoth || line.fragments.some((f) => crosses(f, gutter))) {
      if (flushColumns(full.length ? undefined : line)) flowingOn.add(full);
      full.push(line);
      continue;
    }
    if (full.length) {
      flushBand();
      underBand = true;
    } else if (underBand && endsHeadBlocks(left, right, line)) {
      // Line by line, as side blocks are read: a name, an address and an email are not one paragraph.
      for (const authorLine of [...left, ...right]) {
        const region = [authorLine];
        authorLines.add(region);
        regions.push(region);
      }
      left = [];
      right = [];
      underBand = false;
    }
    const l = line.fragments.filter((f) => f.right <= gutter.to);
    const r = line.fragments.filter((f) => f.right > gutter.to);
    if (l.length) left.push({ ...line, fragments: l });
    if (r.length) right.push({ ...line, fragments: r });
  }
  flushColumns();
  flushBand();
  return regions;
}

/** Side blocks stand at least this share of their region's width apart. */
const SIDE_GAP_SHARE = 0.25;
/** A side block's right edges agree this closely (points): set flush right. */
const FLUSH = 2;
/** Right edges this close (points) are one edge; starts this far apart are not one column's. */
const EXACTLY = 0.5, SLIGHTLY_APART = 2;
const fragmentText = (f: Fragment) => f.items.map((i) => i.text).join("").trim();

/**
 * A region's lines with each run of side-by-side blocks read block by block: a few lines of text at the left
 * and, far to their right, a block set flush right beside them (a letterhead's address and its date and time,
 * an invoice's supplier and its number and dates). Line by line they ran together ("Cupertino Union School
 * District April 6, 2016 1309 S. Mary Avenue 7:30 a.m."), or made a table of two columns. Not figures at the
 * right (a total's amount) nor labels at the left ("Date:"), whose lines are rows. Each line is a region of its
 * own, so each stays a line.
 */
function sideBlocks(lines: Line[]): Region[] {
  if (lines.length < 2 || !lines.some((l) => l.fragments.length === 2)) return [lines];
  const width = Math.max(...lines.map((l) => l.fragments.at(-1)!.right)) -
    Math.min(...lines.map((l) => l.fragments[0].x));
  const pair = (line: Line, at?: number) => {
    if (line.fragments.length !== 2) return undefined;
    const [a, b] = line.fragments;
    if ((at !== undefined && Math.abs(a.x - at) > FLUSH) || b.x - a.right < SIDE_GAP_SHARE * width) {
      return undefined;
    }
    if (/:$/.test(fragmentText(a)) || FIGURE.test(fragmentText(b))) return undefined;
    return { a, b };
  };
  const regions: Region[] = [];
  let start = 0;
  for (let i = 0; i < lines.length; i++) {
    const first = pair(lines[i]);
    if (!first) continue;
    // The run: lines set close below one another, pairs flush right with the first, or lines of one side.
    const at = first.a.x, edge = first.b.right, gapFrom = first.a.right, gapTo = first.b.x;
    const leftLines: Line[] = [{ ...lines[i], fragments: [first.a] }];
    const right: Line[] = [{ ...lines[i], fragments: [first.b] }];
    let end = i, pairs = 1, pitch = Infinity;
    for (let k = i + 1; k < lines.length; k++) {
      const line = lines[k], above = lines[k - 1], step = line.top - above.top;
      // Set at the run's own pitch: a paragraph's space after it ends the blocks.
      if (line.top - above.bottom > 1.5 * Math.max(line.fontSize, above.fontSize) || step > pitch * 1.3) {
        break;
      }
      pitch = Math.min(pitch, step);
      const both = pair(line, at);
      if (both && Math.abs(both.b.right - edge) <= FLUSH) {
        leftLines.push({ ...line, fragments: [both.a] });
        right.push({ ...line, fragments: [both.b] });
        pairs++;
      } else if (line.fragments.length === 1 && Math.abs(line.fragments[0].x - at) <= FLUSH) {
        if (line.fragments[0].right > Math.min(gapTo, ...right.map((l) => l.fragments[0].x))) break;
        leftLines.push(line);
      } else if (line.fragments.length === 1 && Math.abs(line.fragments[0].right - edge) <= FLUSH) {
        if (line.fragments[0].x < gapFrom) break;
        right.push(line);
      } else break;
      end = k;
    }
    // Flush right, not a left-aligned column whose lines happen to end together ("beginPath( )" over
    // "closePath( )", a spec table's wrapped cells): the block's lines start apart, by an em, or by a little
    // where they end exactly together (an invoice's number and dates, 4 points apart at the start).
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    const starts = spread(right.map((line) => line.fragments[0].x));
    const ends = spread(right.map((line) => line.fragments[0].right));
    const apart = starts >= first.b.items[0].fontSize || (starts >= SLIGHTLY_APART && ends <= EXACTLY);
    if (pairs < 2 || !apart) continue;
    if (i > start) regions.push(lines.slice(start, i));
    // A line a region: such blocks are lines set one by one (an address), never a paragraph wrapped.
    regions.push(...leftLines.map((line) => [line]), ...right.map((line) => [line]));
    start = end + 1;
    i = end;
  }
  if (start < lines.length) regions.push(lines.slice(start));
  return regions;
}
