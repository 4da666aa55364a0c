import type { Fragment, Line } from "./lines.ts";
import { CUT } from "./stacked_rows.ts";

/** A cell's lines are this many ems apart at most, closer than paragraphs and a table's surroundings. */
export const CELL_LEADING_EM = 0.25;

/**
 * Whether a cell's line and the next one's in its column read as one word broken between them rather than as
 * two words: digits going on with digits (an item code, "115" over "0"), or letters going on with one small
 * letter alone ("Ite" over "m", "Balanc" over "e"). The page cannot tell "Subtot" over "al" from "Money" over
 * "in": both fill their column, only a dictionary knows which is a word, so longer endings stay words.
 */
const oneWord = (text: string, next: string) =>
  (/\p{N}$/u.test(text) && /^\p{N}+$/u.test(next)) || (/\p{L}$/u.test(text) && /^\p{Ll}$/u.test(next));

/** A figure the caller found broken at its cell's end ("1,13" over "4.00"): marked `CUT`, with no letters. */
const cutFigure = (text: string) => text.endsWith(CUT) && /^\P{L}*\d\P{L}*$/u.test(text.slice(0, -1));

/** The width of a fragment's first character, in its first item's type. */
const firstCharWidth = (f: Fragment) => f.items[0].width / Math.max(1, f.items[0].text.trimStart().length);

const width = (f: Fragment) => f.right - f.x;

/**
 * Marks `CUT` the cells whose one word a word processor broke between two letters or digits because it was
 * wider than its column ("Ite" over "m", "115" over "0", "Q" over "t" over "y", as LibreOffice sets a narrow
 * column). Only in a table that shows such breaks already, a figure broken mid-number: a browser breaks no
 * word, it lets a long one overflow its cell. The next line's cell must follow as closely as a cell's lines
 * do, read on as one word with it (`oneWord`), and its first character must not fit after the word on the
 * column's widest line. In a column no cell of which is wider than a character, every word is broken after
 * each letter.
 *
 * `own(i, c)` is the fragment of line `i` in column `c` alone; `cells` are the lines' cell texts, changed in
 * place.
 */
export function markBrokenWords(
  lines: Line[],
  own: (i: number, c: number) => Fragment | undefined,
  cells: string[][],
) {
  if (!cells.some((row) => row.some(cutFigure))) return;
  const columns = cells[0]?.length ?? 0;
  for (let c = 0; c < columns; c++) {
    const inColumn = lines.flatMap((_, i) => own(i, c) ? [i] : []);
    const fragments = inColumn.map((i) => own(i, c)!);
    const widest = Math.max(...fragments.map(width));
    const oneCharacter = inColumn.every((i) => [...cells[i][c]].length === 1);
    for (const i of inColumn) {
      const f = own(i, c)!, next = own(i + 1, c);
      const text = cells[i][c], after = cells[i + 1]?.[c];
      if (!next || !after || /\s/.test(text) || text.endsWith(CUT)) continue;
      const close = lines[i + 1].top - lines[i].bottom <= CELL_LEADING_EM * lines[i].fontSize;
      const full = width(f) + firstCharWidth(next) > widest;
      if (close && full && (oneCharacter ? /^\p{L}$/u.test(after) : oneWord(text, after))) cells[i][c] += CUT;
    }
  }
}
