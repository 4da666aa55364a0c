import type { TextItem } from "../types.ts";
import { fragmentRuns, plainText } from "./inline.ts";
import { buildLines, withoutTrailingLeaders } from "./lines.ts";

// Word's bullets drawn from symbol fonts' private use area (Symbol's disc, Wingdings' square, arrowhead and
// diamond), before an item's words.
const WORD_BULLETS = /[\uF0B7\uF0A7\uF0D8\uF076](?=\s*[\p{L}\p{N}])/gu;
const PRIVATE_USE = /[\uE000-\uF8FF]/g;

/**
 * A cell's text with symbol fonts' glyphs read: Word's bullets before words (a list in a cell) as "•", other
 * private-use glyphs (icon fonts' check boxes and arrows, a bullet on its own), which carry no text, dropped.
 */
export function cellGlyphs(text: string): string {
  return text.replace(WORD_BULLETS, "•").replace(PRIVATE_USE, "").replace(/ {2,}/g, " ").trim();
}

/** The text of a box's items, line after line, without the dot leaders that fill the rest of the box. */
export function cellText(items: TextItem[]): string {
  const text = buildLines(items).map((line) => plainText(fragmentRuns(line.fragments))).join(" ");
  return withoutTrailingLeaders(cellGlyphs(text));
}

/**
 * Rows from lines of cells: a line without a first cell continues the row above (wrapped cell text, values
 * stacked in a cell); any other line starts a row. What the table's geometry shows of a line (`seen`: a rule
 * above it, or a line closer under the one above than rows are) decides first.
 */
export function rowsFromLines(
  lines: string[][],
  seen: (line: number) => "starts" | "continues" | undefined = () => undefined,
): string[][] {
  const rows: string[][] = [];
  for (const [i, cells] of lines.entries()) {
    const previous = rows.at(-1);
    const continues = seen(i) ?? (!cells[0] && cells.length > 1 ? "continues" : "starts");
    if (previous && continues === "continues") appendCells(previous, cells);
    else rows.push([...cells]);
  }
  return rows;
}

/** Ends a cell's line whose last word was broken at the cell's edge: a soft hyphen, a break inside a word. */
export const CUT = "\u00AD";

/**
 * Letters and a hyphen ending a cell's line: a word broken after its hyphen, not an item's number ("1-"); or a
 * range broken after its en dash ("2012–" over "2015"), which a browser breaks as it does a hyphen, and which
 * a scan's reading may give as a hyphen (a year's four digits before it, where an item's number has a few).
 */
const BROKEN_AT_HYPHEN = /(?:\p{L}{2}-|\p{N}{4}-|[\p{L}\p{N}]–)$/u;
/** A letter and a hyphen: before a figure, a code broken after its hyphen ("R-" over "01"). */
const CODE_AT_HYPHEN = /\p{L}-$/u;

/**
 * Whether a cell's line broke after a hyphen that the cell's next line, `next`, goes on from: a word's
 * (BROKEN_AT_HYPHEN), or a code's before its number, as no word is hyphenated before a digit.
 */
export const brokenAtHyphen = (text: string, next = "") =>
  BROKEN_AT_HYPHEN.test(text) || (CODE_AT_HYPHEN.test(text) && /^\p{N}/u.test(next));

/**
 * A cell's line that is a minus sign alone over a figure: a negative amount a word processor broke after its
 * sign ("-" over "1,098.27" in a narrow Balance column). Only where the lines are known to be one cell's: a
 * lone "-" is also a table's "nothing here" above another row's figure.
 */
const signAlone = (text: string, next: string) => /^[-\u2212]$/u.test(text) && /^\p{N}/u.test(next);

/**
 * A cell's text carried on by its next line: a word broken at the cell's edge is joined again, as is one a
 * browser broke after its hyphen ("OC-" and "1150", "long-" and "term", "R-" and "01"), and a figure after
 * its minus sign.
 */
const carriedOn = (text: string, next: string) =>
  text.endsWith(CUT)
    ? `${text.slice(0, -1)}${goesOnWithin(text.slice(0, -1), next) ? "" : " "}${next}`
    : `${text}${brokenAtHyphen(text, next) || signAlone(text, next) ? "" : " "}${next}`;

/**
 * Whether a word broken at its cell's end goes on with no space: before a small letter, after a figure's
 * digit or a hyphen, or after one character alone (a code stood a character a line, "R" over "-" over "0").
 */
const goesOnWithin = (text: string, next: string) =>
  /^\p{Ll}/u.test(next) || /[\d.,-]$/.test(text) || [...text].length === 1;

/** A row's cells with the text of the line that carries them on (a wrapped cell's next line). */
export function appendCells(row: string[], cells: string[]) {
  cells.forEach((text, c) => text && (row[c] = row[c] ? carriedOn(row[c], text) : text));
}

/** A ruled row's text lines, each as cells between the column edges `xs`. */
export function lineCells(items: TextItem[], xs: number[]): string[][] {
  return buildLines(items).map((line) => {
    const columns: TextItem[][] = xs.slice(1).map(() => []);
    for (const item of line.fragments.flatMap((f) => f.items)) {
      const cx = item.x + item.width / 2;
      const c = xs.findIndex((x, i) => i + 1 < xs.length && cx >= x && cx < xs[i + 1]);
      columns[Math.max(0, c)].push(item);
    }
    return columns.map(cellText);
  });
}

const fullLine = (cells: string[]) => cells.filter(Boolean).length >= 2;

/**
 * Which ruled rows hold several records: tables ruled round the header and the body only, with no rule
 * between records, leave a body row holding many lines with cells in two or more columns each, and a first
 * cell on more than one of them. Read so only when the body is one ruled row of several lines: rules between
 * body rows, or a body row of a single line, show that the rules do part the records (and a row of two lines
 * is one record with wrapped cells). A row whose first cell stands on one line only is one record whose other
 * cells run over several lines.
 */
export function stackedRows(rowLines: string[][][]): boolean[] {
  const body = rowLines.slice(1);
  const split = body.length === 1 && body.every((lines) => lines.length !== 1);
  return rowLines.map((lines, r) =>
    split && r > 0 && lines.filter(fullLine).length >= 2 && lines.filter((cells) => cells[0]).length >= 2
  );
}
