import { brokenAtHyphen } from "./stacked_rows.ts";

/** A cell's text with its letters and digits replaced by their kinds: "17/10/2026" reads as "18/10/2026" does. */
const shape = (text: string) =>
  text.replace(/\p{Lu}/gu, "A").replace(/\p{Ll}/gu, "a").replace(/\p{N}/gu, "9");

/** What cells alike share: a date, figure or code its shape; words only the same words. */
const likeness = (text: string) => /\p{N}/u.test(text) ? `9 ${shape(text)}` : `a ${text}`;

/**
 * Joins again, in a table printed over several pages, the cells a page break left a space in the middle of a
 * word: the last row's line carried on atop the next page ("17/10/20" and "26", "Noteboo" and "ks"), joined
 * with a space as a cell's next line is (appendCells), or a part too short to show its own breaks ("06/10/20
 * 26" on a last page of two rows). Within a page the lines' places tell (broken_words.ts); over a break only
 * the column's other cells can. A cell of one space is joined where its halves together read as more of the
 * column's other cells do ("18/10/2026", "Notebooks") than the first half alone or the two a space apart (as a
 * cell broken over another page break may). The header row stays as it is.
 */
export function rejoinBrokenCells(rows: string[][]) {
  const body = rows.slice(1);
  (rows[0] ?? []).forEach((_, c) => {
    const counts = new Map<string, number>();
    for (const row of body) {
      const key = likeness(row[c] ?? "");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const row of body) {
      const text = row[c] ?? "", halves = text.split(" ");
      if (halves.length !== 2 || !halves[0] || !halves[1] || /\s/.test(halves.join(""))) continue;
      // The column's other cells: this one counts only as itself.
      const like = (cell: string) =>
        (counts.get(likeness(cell)) ?? 0) - (likeness(cell) === likeness(text) ? 1 : 0);
      const joined = like(halves.join(""));
      if (joined > like(halves[0]) && joined > like(text)) row[c] = halves.join("");
    }
  });
}

/**
 * Whether a table's first row on a page is the row before the break running on (its cells join that row's,
 * appendCells): it has no first cell (a wrapped description's next lines), or every cell it has goes on from
 * the row's cell above broken after its hyphen, the rest empty ("04" under "R-", a code LibreOffice stood a
 * character a line over the break). A row with every cell filled is a row of its own.
 */
export function carriesRowOn(last: string[], first: string[]): boolean {
  if (!first[0]) return true;
  return first.some((text) => !text) &&
    first.every((text, c) => !text || (!!last[c] && brokenAtHyphen(last[c], text)));
}
