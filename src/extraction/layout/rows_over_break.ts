import { appendCells } from "./stacked_rows.ts";

/** A cell's text with its letters and digits replaced by their kinds: "17/10/2026" reads as "18/10/2026" does. */
const shape = (text: string) =>
  text.replace(/\p{Lu}/gu, "A").replace(/\p{Ll}/gu, "a").replace(/\p{N}/gu, "9");

/** Two cells alike: a date, figure or code in one shape; words only as the same words. */
const alike = (a: string, b: string) => /\p{N}/u.test(a) ? shape(a) === shape(b) : a === b;

/**
 * Whether a cell's last line on a page (`text`) and the line carrying it on atop the next (`next`) are one word
 * broken at the column's edge: within a page the lines' places tell (broken_words.ts), over a break only the
 * column's other cells can. Joined, the two read as more of the column's cells do ("17/10/20" and "26" as
 * "18/10/2026", "Noteboo" and "ks" as "Notebooks") than the first alone or the two a space apart (as a cell
 * broken over another page break may).
 */
function brokenOverBreak(column: string[], text: string, next: string): boolean {
  if (!text || !next || /\s/.test(text + next)) return false;
  const like = (cell: string) => column.filter((other) => alike(cell, other)).length;
  const joined = like(text + next);
  return joined > like(text) && joined > like(`${text} ${next}`);
}

/**
 * Carries the last row of a table's part on a page on with `cells`, the first line of its next part, which
 * has no first cell: a cell it breaks over the page in the middle of a word joins with no space, the others as
 * a cell's next line does (appendCells). `others` are the table's other body rows, both parts'.
 */
export function appendCellsOverBreak(row: string[], cells: string[], others: string[][]) {
  const rest = cells.map((text, c) => {
    if (!brokenOverBreak(others.map((other) => other[c] ?? ""), row[c], text)) return text;
    row[c] += text;
    return "";
  });
  appendCells(row, rest);
}

/**
 * Joins again, in a table printed over several pages, the cells whose word a part too short to show its breaks
 * left a space in ("06/10/20 26" on a last page of two rows, under a column of "18/10/2026"): a cell of one
 * space whose halves read as one cell of the column, as brokenOverBreak tells, the column's cells of every page
 * its evidence. The header row stays as it is.
 */
export function rejoinBrokenCells(rows: string[][]) {
  const body = rows.slice(1);
  const columns = (rows[0] ?? []).map((_, c) => body.map((row) => row[c] ?? ""));
  for (const row of body) {
    row.forEach((text, c) => {
      const halves = text.split(" ");
      if (halves.length === 2 && brokenOverBreak(columns[c], halves[0], halves[1])) row[c] = halves.join("");
    });
  }
}
