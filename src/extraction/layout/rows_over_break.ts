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
