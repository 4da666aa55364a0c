import type { Line } from "./lines.ts";
import { median } from "../median.ts";
import { brokenAtHyphen, CUT } from "./stacked_rows.ts";

/** Rows stand apart by a space at least this many ems wider than the leading between a cell's lines... */
const ROW_SPACE_STEP_EM = 0.25;
/** ...which is at most this share of a line's height. */
const MAX_LEADING = 0.6;
/**
 * A line reaching this many ems or more above the bottom of a line above it stands beside that line; two lines
 * so standing beside their neighbours by as much, within as much again, are centred on them.
 */
const BESIDE_EM = 0.1;
/**
 * Read off a scan, a line's box is its letters' ink, from their tops to about the baseline, not the type's
 * height: lines of a cell stand about an em apart, and a line centred between two of them only touches each.
 * There, a line this many ems or less below the bottom of the line above stands beside it...
 */
const SCAN_BESIDE_EM = 0.1;
/** ...and the two spaces of a centred line are alike within this many ems (descenders deepen a box 0.28 em). */
const SCAN_CENTRED_EM = 0.3;

const lowerCase = (text: string) => /^\p{Ll}/u.test(text);

/**
 * Whether a cell's line ends in a word broken at the cell's edge, after its hyphen or between letters, that
 * the cell's next line `next` goes on from.
 */
const brokenAbove = (text = "", next = "") => brokenAtHyphen(text, next) || text.endsWith(CUT);

/** Whether a line's cell in a column was too full to take the first word of the next line's cell there. */
export type Full = (line: number, next: number, column: number) => boolean;

/**
 * Whether line `i`'s every cell goes on in lower case from a cell of line `above` too full for its first word:
 * cells that all wrapped.
 */
export const goingOn = (cells: string[][], full: Full) => (i: number, above: number) =>
  cells[i].some(Boolean) && cells[i].every((text, c) => !text || (lowerCase(text) && full(above, i, c)));

/**
 * Rows told by the white space between them, where cells wrap over several lines: a browser or word processor
 * pads each row, so the space above a row's first line is wider than the leading between a cell's lines, and
 * a cell centred in its row (as browsers set them) stands beside, overlapping, the lines of a taller one. A
 * band of lines so held together is one row when at most one of its lines opens a row and some line has no
 * first cell (a cell wrapped beside a shorter first one) or every line after the first goes on in lower case
 * from cells too full to take its words (all its cells wrapped); other bands (rows of a section set close
 * together under a wider space) are left to the other signs.
 */
export function rowBands(
  lines: Line[],
  cells: string[][],
  full: Full,
): (line: number) => "starts" | "continues" | undefined {
  const goesOn = goingOn(cells, full);
  /**
   * Whether a band's line opens a row: it has a first cell, unless the first cell above it in the band broke
   * at a hyphen ("OC-" over "1150"), or that cell goes on right under a line with none, in lower case or
   * standing beside it as far as that line stands beside the line above it (a wrapped first cell's next
   * line, below a shorter cell centred beside it and the first line: "1" and "Oct" either side of "Opening
   * balance"), or every cell of the line goes on.
   */
  const scanned = (i: number) => !!lines[i].fragments[0].items[0].estimatedSize;
  const beside = (i: number) => scanned(i) ? spaces[i] <= SCAN_BESIDE_EM * em : spaces[i] < -BESIDE_EM * em;
  const centredBeside = (i: number, above: number) =>
    above > 0 && !!cells[above - 1][0] && beside(i) && beside(above) &&
    Math.abs(spaces[i] - spaces[above]) <= (scanned(i) ? SCAN_CENTRED_EM : BESIDE_EM) * em;
  const opensRow = (i: number, above: number | undefined, firstAbove: string | undefined) =>
    !!cells[i][0] && !brokenAbove(firstAbove, cells[i][0]) &&
    !(above !== undefined &&
      ((!cells[above][0] && (lowerCase(cells[i][0]) || centredBeside(i, above))) || goesOn(i, above)));
  const em = median(lines.map((l) => l.fontSize));
  // The space above each line, under everything above it: negative beside a taller cell's lines.
  let lowest = -Infinity;
  const spaces = lines.map((line) => {
    const space = line.top - lowest;
    lowest = Math.max(lowest, line.bottom);
    return space;
  });
  const positive = spaces.slice(1).filter((s) => s > 0).sort((a, b) => a - b);
  // The leading: the narrowest spaces, up to the first step up that parts rows, and no more than a line's
  // leading can be (a header set a little closer above the rows than rows are apart is no cell's). Without
  // such a step, only lines beside one another share a row.
  const most = MAX_LEADING * median(lines.map((l) => l.bottom - l.top));
  let leading = 0;
  for (let k = 1; k < positive.length; k++) {
    if (positive[k] - positive[k - 1] >= ROW_SPACE_STEP_EM * em) {
      if (positive[k - 1] <= most) leading = positive[k - 1];
      break;
    }
  }
  const band: number[] = [];
  lines.forEach((_, i) => band.push(i > 0 && spaces[i] <= leading ? band[i - 1] : i));
  // Bands of several lines that are a row each: one opener, or none (a totals row's label set in from an
  // empty first cell, beside its figure).
  const rows = new Set<number>();
  for (const first of new Set(band)) {
    const members = lines.flatMap((_, i) => (band[i] === first ? [i] : []));
    const firstAbove = (k: number) => cells[members.slice(0, k).findLast((m) => cells[m][0]) ?? -1]?.[0];
    const openers = members.filter((i, k) => opensRow(i, k > 0 ? members[k - 1] : undefined, firstAbove(k)));
    // A first cell broken on the line above and going on here is a wrapped cell as sure as a missing one.
    const wrapped = members.some((i, k) =>
      !cells[i][0] || (k > 0 && brokenAbove(firstAbove(k), cells[i][0]))
    ) ||
      members.slice(1).every((i, k) => goesOn(i, members[k]));
    if (members.length > 1 && openers.length <= 1 && wrapped) rows.add(first);
  }
  // A line alone is left to the other signs (a wrapped first cell's next line set as close as rows are).
  for (const first of [...rows]) if (band.filter((b) => b === first).length === 1) rows.delete(first);
  return (i) => rows.has(band[i]) ? (band[i] === i ? "starts" : "continues") : undefined;
}
