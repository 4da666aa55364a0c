import type { Fragment, Line } from "./lines.ts";
import { isEnglishWord } from "./english_words.ts";
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
 * Whether a cell's line and the next one's read on as the rest of one word, of any length, shorter than what
 * it goes on from: letters going on in small letters, digits going on in digits ("Envelop" over "es",
 * "02/10/20" over "26"). Not a number over one as long (line numbers, "38" over "39"), nor a name's parts
 * ("f_f" over "ff"), nor a short word of its own that a header's second line often is ("Money" over "in").
 */
const restOfWord = (text: string, next: string) =>
  next.length < text.length && !text.includes("_") &&
  ((/\p{N}$/u.test(text) && /^\p{N}+$/u.test(next)) ||
    (/\p{L}$/u.test(text) && /^\p{Ll}+$/u.test(next) && !SHORT_WORDS.has(next)));

/**
 * Whether a cell's line and the next read as one English word cut between them ("Amo" over "unt", "Carbohydr"
 * over "ate"): together a word, and not both words of their own ("Sub" over "total" could be either).
 */
const oneEnglishWord = (text: string, next: string) =>
  /^\p{L}+$/u.test(text) && /^\p{Ll}+$/u.test(next) && isEnglishWord(text + next) &&
  !(isEnglishWord(text) && isEnglishWord(next));

const SHORT_WORDS = new Set(
  "a an and as at by for from in into is it of off on or out per the to up via with".split(" "),
);

/** Cells broken at their column's edge that show a table breaks words, whatever their endings. */
const SHOWN_IN_TABLE = 3;

/**
 * Marks `CUT` the cells whose one word a word processor broke between two letters or digits because it was
 * wider than its column ("Ite" over "m", "115" over "0", "Q" over "t" over "y", as LibreOffice sets a narrow
 * column). The next line's cell must follow as closely as a cell's lines do, and its first character must
 * not fit after the word on the column's widest line. In a table that shows such breaks already, a figure
 * broken mid-number (a browser breaks no word, it lets a long one overflow its cell), the word need only read
 * on as one word with the next line (`oneWord`); in a column no cell of which is wider than a character, every
 * word is broken after each letter. Elsewhere a table shows it by three such breaks at least, of any length
 * (`restOfWord`: "02/10/20" over "26" under "Date", "Envelop" over "es" under "Item"), each between lines of
 * unlike numbers of cells (a row's first line and its wrapped cells' next), each then joined. A cell's one
 * word wrapped whole under a full one, in a table that shows no breaks, stays two words.
 *
 * `own(i, c)` is the fragment of line `i` in column `c` alone; `cells` are the lines' cell texts, changed in
 * place.
 */
export function markBrokenWords(
  lines: Line[],
  own: (i: number, c: number) => Fragment | undefined,
  cells: string[][],
) {
  const figuresCut = cells.some((row) => row.some(cutFigure));
  const columns = cells[0]?.length ?? 0;
  // Per column, the lines whose one word fills the column, the next line's cell set close under it.
  const atEdge = Array.from({ length: columns }, (_, c) => {
    const inColumn = lines.flatMap((_, i) => own(i, c) ? [i] : []);
    const widest = Math.max(...inColumn.map((i) => width(own(i, c)!)));
    return inColumn.filter((i) => {
      const f = own(i, c)!, next = own(i + 1, c);
      const text = cells[i][c], after = cells[i + 1]?.[c];
      if (!next || !after || /\s/.test(text) || text.endsWith(CUT)) return false;
      const close = lines[i + 1].top - lines[i].bottom <= CELL_LEADING_EM * lines[i].fontSize;
      // A word's two parts are in one type (a bold name over its code in plain type is two).
      const [a, b] = [f.items.at(-1)!, next.items[0]];
      return close && a.bold === b.bold && a.italic === b.italic && width(f) + firstCharWidth(next) > widest;
    });
  });
  // A line and the next with as many cells are rows of their own, not one row's wrapped cells (a listing's
  // numbered lines, a glyph table's names), unless the next line's other cells all carry on cells found broken
  // above them ("2,63" over "4.00" beside "Subtot" over "al").
  const filled = (i: number) => cells[i].filter(Boolean).length;
  const carriedBeside = (i: number, c: number) =>
    cells[i + 1].some((text, k) => k !== c && text) &&
    cells[i + 1].every((text, k) => k === c || !text || cells[i][k].endsWith(CUT));
  const goesOn = (i: number, c: number) =>
    (filled(i) !== filled(i + 1) || carriedBeside(i, c)) && restOfWord(cells[i][c], cells[i + 1][c]);
  const oneCharacter = atEdge.map((_, c) =>
    lines.every((_, i) => !own(i, c) || [...cells[i][c]].length === 1)
  );
  // Words the caller found broken where they reached their cell's drawn end count as breaks shown too.
  const cutWords = cells.flat().filter((text) => text.endsWith(CUT) && /\p{L}/u.test(text)).length;
  const breaks = atEdge.flatMap((edge, c) => edge.filter((i) => goesOn(i, c))).length + cutWords;
  // A column a character wide whose characters stand one under another on line after line shows the breaks
  // as well as words broken elsewhere do, once some word is.
  const stacked = atEdge.some((edge, c) => oneCharacter[c] && edge.length >= SHOWN_IN_TABLE);
  const shown = breaks >= SHOWN_IN_TABLE || (breaks > 0 && stacked);
  atEdge.forEach((edge, c) => {
    for (const i of edge) {
      const text = cells[i][c], after = cells[i + 1][c];
      const broken = figuresCut && (oneCharacter[c] ? /^\p{L}$/u.test(after) : oneWord(text, after));
      // A column a character wide, in a table that shows its breaks: its words, figures and codes stand a
      // character a line ("F" over "e" over "e", "1" over "2" over "0" under it, "R" over "-" over "0" over
      // "1"), between lines of unlike numbers of cells or lines of that character alone.
      const alone = filled(i) === 1 && filled(i + 1) === 1;
      const stood = shown && oneCharacter[c] && (filled(i) !== filled(i + 1) || alone) &&
        /^[\p{L}\p{N}-]$/u.test(after);
      // Elsewhere, a dictionary's word cut between a row's first line and its wrapped cells' next.
      const unlike = filled(i) !== filled(i + 1) || carriedBeside(i, c);
      if (broken || stood || (shown && goesOn(i, c)) || (unlike && oneEnglishWord(text, after))) {
        cells[i][c] += CUT;
      }
    }
  });
}
