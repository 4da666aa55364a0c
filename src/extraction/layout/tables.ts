import type { RuleLine, TextItem } from "../types.ts";
import { fragmentRuns, plainText } from "./inline.ts";
import { type Fragment, type Line, lineLeft, lineRight, withoutTrailingLeaders } from "./lines.ts";
import { MAX_REPEAT, type RuleSegments, type Segment, segments } from "./grid_tables.ts";
import { brokenAtHyphen, cellGlyphs, CUT, rowsFromLines } from "./stacked_rows.ts";
import { type Full, goingOn, rowBands } from "./row_bands.ts";
import { CELL_LEADING_EM, markBrokenWords } from "./broken_words.ts";
import { type Column, columnsCovered, columnsOf, splitAtColumns } from "./table_columns.ts";
import { median } from "../median.ts";

export interface FoundTable {
  /** Index of the table's first and last line in the region. */
  start: number;
  end: number;
  rows: string[][];
}

const isMulti = (line: Line) => line.fragments.length >= 2;
/** Type this much larger than a table's own is a heading's. */
const HEADING_SIZE = 1.1;

/** A section's number set a quad before its title ("1.3  Leave"), as LaTeX numbers its headings. */
const SECTION_NUMBER = /^\d+(?:\.\d+)*\.?$/;

/**
 * A heading by a table's lines: one fragment in larger type, or a section number and one, set from their left
 * edge or left of it (a table centred under a heading at the margin). A larger label within the table (a
 * column's head over two lines) stands over its own column.
 */
const headingBy = (line: Line, run: Line[]) =>
  (line.fragments.length === 1 ||
    (line.fragments.length === 2 &&
      SECTION_NUMBER.test(line.fragments[0].items.map((i) => i.text).join("").trim()))) &&
  line.fontSize >= HEADING_SIZE * median(run.map((l) => l.fontSize)) &&
  lineLeft(line) <= Math.min(...run.map(lineLeft)) + 2;

/** A section's title in capitals after its number ("3 RESULTS"). */
const CAPITALS_TITLE = /^\p{Lu}[\p{Lu}\d&' -]{3,}$/u;
/** A heading stands further under a table's last row than this many times the rows' own spacing. */
const HEADING_GAP = 1.5;

/**
 * Whether `line`, under a table's rows, is a numbered section title in capitals in the text's size (ACM's "3
 * RESULTS", its number a quad before its title), set further from the last row than the rows stand apart.
 */
function capitalsHeadingUnder(run: Line[], line: Line): boolean {
  if (run.length < 2 || line.fragments.length !== 2) return false;
  const [number, title] = line.fragments.map(fragmentText);
  return SECTION_NUMBER.test(number) && CAPITALS_TITLE.test(title) && apartUnder(run, line);
}

/**
 * Whether `line`, under a table's rows and over a line that is no row (`after`), is a title in bold where the
 * table's text is not (Word's "3.1 Alarm Handling" under a table with no rule at its foot): one fragment, or a
 * section number and one, set from the table's left edge, further from the last row than the rows stand
 * apart. Over a further row it may be a label inside the table.
 */
function boldHeadingUnder(run: Line[], line: Line, after: Line | undefined): boolean {
  if (run.length < 2 || line.fragments.length > 2 || (after && isMulti(after))) return false;
  if (line.fragments.length === 2 && !SECTION_NUMBER.test(fragmentText(line.fragments[0]))) return false;
  const runItems = run.flatMap((l) => l.fragments.flatMap((f) => f.items));
  return line.fragments.every((f) => f.items.every((i) => i.bold)) &&
    runItems.filter((i) => i.bold).length < runItems.length / 2 &&
    lineLeft(line) <= Math.min(...run.map(lineLeft)) + 2 && apartUnder(run, line);
}

const fragmentText = (f: Fragment) => f.items.map((i) => i.text).join("").trim();

/** Whether `line` stands further under a run's last line than the run's lines stand apart. */
function apartUnder(run: Line[], line: Line): boolean {
  const spacing = median(run.slice(1).map((l, k) => l.top - run[k].bottom));
  return line.top - run.at(-1)!.bottom > Math.max(spacing * HEADING_GAP, 0.5 * line.fontSize);
}

/**
 * Horizontal rules longer than a third of the run's width: the top, header and bottom lines of a table. Rules
 * stroked cell by cell along one line (as browsers print a table's borders) count as one rule. A link's
 * underline is none, however long its text.
 */
function horizontalRules(rules: RuleSegments, lines: Line[]): number[] {
  const left = Math.min(...lines.map(lineLeft)), right = Math.max(...lines.map(lineRight));
  return rulesAcross(rules, left, right, lines).map((r) => r.at);
}

function rulesAcross(rules: RuleSegments, left: number, right: number, lines: Line[]) {
  return rules.horizontal.filter((r) =>
    r.to - r.from > (right - left) / 3 && r.from < right && r.to > left && !underlines(r, lines)
  );
}

/** Whether a rule underlines text of one of `lines`: at its foot, no wider than one of its fragments. */
const underlines = (rule: Segment, lines: Line[]) =>
  lines.some((line) =>
    Math.abs(rule.at - line.bottom) <= 0.3 * line.fontSize &&
    line.fragments.some((f) => rule.from >= f.x - 1 && rule.to <= f.right + 1)
  );

/** Lines within this share of each other's size are set in one type size. */
const SAME_SIZE = 0.05;

/**
 * Whether a rule across the run stands between its last line `a` and the line of cells `b` below: a table
 * that rules its rows off in groups (a report's dotted line under each section of entries) sets them a little
 * further apart there, and the next group is still its rows.
 */
function ruledOff(rules: RuleSegments, run: Line[], a: Line, b: Line): boolean {
  // Rows of a table already found (two lines of cells), in its rows' type: a section's numbered title under
  // a rule is no row.
  const size = median(run.map((l) => l.fontSize));
  if (!isMulti(b) || run.filter(isMulti).length < 2) return false;
  if (Math.abs(b.fontSize - size) > SAME_SIZE * size || headingBy(b, run)) return false;
  const left = Math.min(...run.map(lineLeft)), right = Math.max(...run.map(lineRight));
  return rulesAcross(rules, left, right, [...run, b]).some((r) => r.at > a.bottom && r.at < b.top);
}

/**
 * Of the rules within reach on one side of a run (nearest first), those of its own table: as long as the
 * nearest one. A rule of another length is another table's (booktabs tables, each ruled to its own width).
 */
function ownRules(rules: { at: number; from: number; to: number }[]): number[] {
  const nearest = rules[0];
  if (!nearest) return [];
  return rules.filter((r) => Math.abs(r.from - nearest.from) <= 2 && Math.abs(r.to - nearest.to) <= 2)
    .map((r) => r.at);
}

const cellText = (f: Fragment) => withoutTrailingLeaders(cellGlyphs(plainText(fragmentRuns([f]))));

/** One word ending in a small letter: what a cell too narrow for the word leaves on its line. */
const CUT_WORD = /^[^\s]*\p{Ll}$/u;

/**
 * Where each column's cells end, as a rule across the whole table shows them: the cells stand as far inside
 * their bounds as the first column's text stands inside the rule's left end. Undefined without such a rule.
 */
function cellRights(lines: Line[], columns: Column[], rules: RuleSegments): number[] | undefined {
  const left = Math.min(...lines.map(lineLeft)), right = Math.max(...lines.map(lineRight));
  const rule = rules.horizontal.find((r) => r.from <= left && r.from > left - 20 && r.to >= right);
  if (!rule) return undefined;
  const padding = left - rule.from;
  return columns.map((_, c) => c + 1 < columns.length ? columns[c + 1].x - 2 * padding : rule.to - padding);
}

/**
 * The lines with each fragment cut between two runs where two rules across the table were drawn in pieces
 * meeting: a browser draws each cell's border on its own, so where they meet cells meet, however close the
 * text of two cells stands ("Energy" right-aligned an em before "Protein").
 */
function linesCutAtBorders(lines: Line[], rules: RuleSegments): Line[] {
  const left = Math.min(...lines.map(lineLeft)), right = Math.max(...lines.map(lineRight));
  const across = rulesAcross(rules, left, right, lines);
  const shared = (x: number) => across.filter((r) => r.joints?.some((j) => Math.abs(j - x) <= 1)).length >= 2;
  const borders = across.flatMap((r) => r.joints ?? []).filter(shared);
  if (!borders.length) return lines;
  const between = (a: TextItem, b: TextItem) => borders.some((x) => a.x + a.width <= x + 1 && b.x >= x - 1);
  return lines.map((line) => ({
    ...line,
    fragments: line.fragments.flatMap((f) => {
      const pieces: Fragment[] = [];
      for (const item of f.items) {
        const last = pieces.at(-1);
        if (last && !between(last.items.at(-1)!, item)) {
          last.items.push(item);
          last.right = Math.max(last.right, item.x + item.width);
        } else pieces.push({ x: item.x, right: item.x + item.width, items: [item] });
      }
      return pieces;
    }),
  }));
}

/** The lines with each fragment cut where it passes from one of the table's columns to the next. */
function linesCutAtColumns(lines: Line[]): Line[] {
  const columns = columnsOf(lines);
  return lines.map((line) => ({
    ...line,
    fragments: line.fragments.flatMap((f) => splitAtColumns(f, columns, line.fontSize)),
  }));
}

/** A box's top rule stands this many ems at most over the head's line (over its first of two, when wrapped). */
const BOX_HEAD_REACH = 2.5;

/**
 * The columns of a cell drawn in a box of its own (a group's head over the columns it groups, as "Pre-Pawn"
 * over "Handgun | Long Gun | Other"): it stands alone between vertical rules that run down its line, with a
 * rule across the box just above it (or above its line before, "OBLIGATION/SERVICE" over "DATES"), and the
 * next line with text in the box has a cell in each of the few columns between those rules. The head covers
 * them all, though its text stands over the middle one only.
 */
function boxedColumns(
  f: Fragment,
  lines: Line[],
  index: number,
  columns: Column[],
  rules: RuleSegments,
): number[] | undefined {
  const line = lines[index];
  const at = rules.vertical.filter((v) => v.from <= line.top + 1 && v.to >= line.bottom - 1).map((v) => v.at);
  const left = Math.max(-Infinity, ...at.filter((x) => x <= f.x + 1));
  const right = Math.min(Infinity, ...at.filter((x) => x >= f.right - 1));
  if (left === -Infinity || right === Infinity) return undefined;
  const within = (g: Fragment) => g.right > left && g.x < right;
  if (line.fragments.some((g) => g !== f && within(g))) return undefined;
  const across = rules.horizontal.filter((h) => h.from <= left + 2 && h.to >= right - 2);
  // The box's top rule just over its line, or over the head's first line when it is wrapped over two.
  const above = lines[index - 1];
  const wrapped = !!above && above.fragments.some(within) && line.top - above.bottom < line.fontSize;
  const reach = (wrapped ? BOX_HEAD_REACH : 1) * line.fontSize;
  if (!across.some((h) => h.at <= line.top + 1 && h.at >= line.top - reach)) return undefined;
  const inside = columns.flatMap((c, i) => (c.x >= left - 1 && c.right <= right + 1 ? [i] : []));
  if (inside.length < 2 || inside.length > MAX_REPEAT) return undefined;
  // The next line with text in the box: one of another column's head, wrapped, may stand between, above the
  // rule that closes the head's box.
  const closing = Math.min(Infinity, ...across.filter((h) => h.at > line.bottom - 1).map((h) => h.at));
  let next: Line | undefined;
  for (let k = index + 1; k < lines.length && !next; k++) {
    if (lines[k].fragments.some(within)) next = lines[k];
    else if (lines[k].bottom > closing + 1) return undefined;
  }
  if (!next) return undefined;
  const filled = inside.every((i) =>
    next.fragments.some((g) => within(g) && g.right > columns[i].x && g.x < columns[i].right)
  );
  return filled && columnsCovered(f, columns).every((c) => inside.includes(c)) ? inside : undefined;
}

/** A row's lines are this much closer together than rows are (a cell's line spacing, without its padding). */
const WRAPPED_PITCH = 0.9;
/**
 * What opens a record of its own however close it is set: a form's field name and its colon, an item's number
 * or bullet.
 */
const OPENS_RECORD = /^(?:[^:]{1,40}:(\s|$)|\d{1,3}[.)]\s|[•·▪◦●■□]\s)/;

/** The columns where a line has text. */
const filledColumns = (row: string[]) => row.flatMap((text, c) => (text ? [c] : []));
/** Whether every column of `a` is one of `b`'s, and `b` has more. */
const fewerUnder = (a: number[], b: number[]) => a.length < b.length && a.every((c) => b.includes(c));

/**
 * Which lines carry on the cells of the row above them (a name wrapped in a narrow first column, a header's
 * cells set to the foot of their row): lines set closer under the line above than rows follow one another,
 * whose cells all stand under that line's (or, for the table's first two lines, over them). Rows' pitch is
 * the median distance from a line to the next line of several cells, over two such at least. A line whose
 * first cell opens a record starts a row: close-set lines of a form, or of numbered answers, are rows each.
 */
function wrappedLines(lines: Line[], cells: string[][]): (line: number) => boolean {
  const full = (row: string[]) => row.filter(Boolean).length >= 2;
  const pitches = lines.slice(1).flatMap((line, i) => full(cells[i + 1]) ? [line.top - lines[i].top] : []);
  if (pitches.length < 2) return () => false;
  const rowPitch = median(pitches);
  return (i) =>
    i > 0 && !OPENS_RECORD.test(cells[i].find(Boolean) ?? "") &&
    (fewerUnder(filledColumns(cells[i]), filledColumns(cells[i - 1])) ||
      (i === 1 && fewerUnder(filledColumns(cells[0]), filledColumns(cells[1])))) &&
    lines[i].top - lines[i - 1].top < WRAPPED_PITCH * rowPitch && lines[i].fontSize <= lines[i - 1].fontSize;
}

/**
 * A line of one fragment closing a run that goes on with the last row's first cell: it starts under that cell,
 * stays short of the second column, and follows closer than the run's rows follow one another, or as close as
 * a line like it inside the run follows its row (a date wrapped "25" over "Oct" in every row, where rows whose
 * description wraps too stand as close as a cell's lines) with its first word too wide to have stood after the
 * cell, or goes on from a first cell broken after its hyphen ("R-" over "02").
 */
function wrapsFirstCell(run: Line[], line: Line): boolean {
  const f = line.fragments[0], last = run.at(-1)!;
  const multi = run.filter(isMulti);
  if (multi.length < 2 || !isMulti(last) || Math.abs(last.fragments[0].x - f.x) > 2) return false;
  const second = Math.min(...multi.map((l) => l.fragments[1].x));
  const pitch = median(multi.slice(1).map((l, i) => l.top - multi[i].top));
  const step = line.top - last.top;
  const likeOneInside = () =>
    run.some((l, k) =>
      k > 0 && k + 1 < run.length && isMulti(run[k - 1]) && isMulti(run[k + 1]) && l.fragments.length === 1 &&
      Math.abs(l.fragments[0].x - f.x) <= 2 && Math.abs(l.top - run[k - 1].top - step) <= 1
    ) && !fitsAfter(last.fragments[0], f, run, line.fontSize);
  const brokenAbove = () => brokenAtHyphen(cellText(last.fragments[0]), cellText(f));
  return f.right < second && (step < WRAPPED_PITCH * pitch || likeOneInside() || brokenAbove()) &&
    line.fontSize <= last.fontSize;
}

/** The closest any two lines of a run stand, top to top. */
const tightestPitch = (run: Line[]) => Math.min(...run.slice(1).map((l, k) => l.top - run[k].top));

/** A code's character: a letter, a figure or its hyphen (a listing's comment marks stand one a line too). */
const oneCharacter = (f: Fragment) => /^[\p{L}\p{N}-]$/u.test(cellText(f));

/**
 * A line of one character under the run's first column, where every row's first cell is one character: a code
 * too wide for a column a character wide stands a character a line ("R" over "-" over "0" over "1", as
 * LibreOffice sets a narrow ID column), each line as close under the one before as any two lines of the run.
 */
function standsACharacterALine(run: Line[], line: Line): boolean {
  const firsts = run.filter(isMulti).map((l) => l.fragments[0]);
  const last = run.at(-1)!;
  if (!oneCharacter(line.fragments[0]) || firsts.length < 2 || !firsts.every(oneCharacter)) return false;
  if (Math.abs(last.fragments[0].x - line.fragments[0].x) > 2 || line.fontSize > last.fontSize) return false;
  const leading = tightestPitch(run);
  return line.top - last.top <= leading + 0.5;
}

/**
 * The line of cells that a code stood a character a line leads to, under a header whose first column is a
 * character wide ("I" over "D"): the rest of a code the page before broke ("0" over "4" finishing "R-", where
 * LibreOffice repeats the header on the next page), each of its characters a line of its own under the first
 * column, as close one under the next as the header's lines. The header's rule and padding part it from the
 * first of them. Undefined when no row of cells follows them.
 */
function pastCarriedCode(lines: Line[], end: number, run: Line[]): number | undefined {
  const firsts = run.filter(isMulti).map((l) => l.fragments[0]);
  if (firsts.length < 2 || !firsts.every(oneCharacter)) return undefined;
  const x = run.at(-1)!.fragments[0].x;
  const leading = tightestPitch(run);
  let k = end + 1;
  while (
    k < lines.length && lines[k].fragments.length === 1 && oneCharacter(lines[k].fragments[0]) &&
    Math.abs(lines[k].fragments[0].x - x) <= 2 &&
    (k === end + 1 || lines[k].top - lines[k - 1].top <= leading + 0.5)
  ) k++;
  const row = lines[k];
  if (k === end + 1 || !row || !isMulti(row) || !oneCharacter(row.fragments[0])) return undefined;
  return Math.abs(row.fragments[0].x - x) <= 2 && row.top - lines[k - 1].bottom < 2 * row.fontSize
    ? k
    : undefined;
}

/**
 * Whether the first word of `f` would have fitted after `cell`, a word space on, inside its column's widest
 * line in `run`: then the writer did not wrap the cell there, and `f` is no part of it.
 */
function fitsAfter(cell: Fragment, f: Fragment, run: Line[], fontSize: number): boolean {
  const widest = Math.max(
    ...run.flatMap((l) => l.fragments.filter((g) => Math.abs(g.x - cell.x) <= 2).map((g) => g.right)),
  );
  return cell.right + WORD_SPACE_EM * fontSize + firstWordWidth(f) <= widest;
}

/** How wide a fragment's first word is, its run's width shared out evenly over the run's characters. */
function firstWordWidth(f: Fragment): number {
  const first = f.items[0], text = first.text.trimStart();
  return first.width * text.split(/\s/)[0].length / Math.max(1, text.length);
}

/** A figure alone: an amount, a count, a share. */
export const FIGURE = /^[-+−–(]?[$€£¥]?\s?[\d.,]+%?\)?$/;
/** A figure written out whole: its thousands in groups of three, its separators between digits. */
const WHOLE_FIGURE = /^[-+−–(]?[$€£¥]?\s?(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*|0)(?:\.\d+)?%?\)?$/;

/**
 * Whether a figure was broken at its cell's end, a word processor breaking what does not fit its column
 * anywhere ("2,418." over "35", "1,13" over "4.00"): it is no whole figure, and with the figure under it in
 * its column it makes one.
 */
function cutFigure(text: string, under: string | undefined, decimals?: number): boolean {
  if (under === undefined || !FIGURE.test(text) || !WHOLE_FIGURE.test(text + under)) return false;
  // Or broken after a decimal ("1,500.0" over "0") in a column whose figures have more decimals.
  return !WHOLE_FIGURE.test(text) ||
    (decimals !== undefined && text.includes(".") && decimalsOf(text) < decimals &&
      decimalsOf(text + under) === decimals);
}

const decimalsOf = (figure: string) => /\.(\d+)\D*$/.exec(figure)?.[1].length ?? 0;

/** How many decimals most figures of each column have (undefined in a column of none). */
function columnDecimals(cells: string[][], columns: number): (number | undefined)[] {
  return Array.from({ length: columns }, (_, c) => {
    const counts = new Map<number, number>();
    for (const row of cells) {
      if (!WHOLE_FIGURE.test(row[c] ?? "")) continue;
      const decimals = decimalsOf(row[c]);
      counts.set(decimals, (counts.get(decimals) ?? 0) + 1);
    }
    let most: number | undefined, best = 0;
    for (const [decimals, n] of counts) if (n > best) [most, best] = [decimals, n];
    return most;
  });
}

/**
 * Whether a line without a first cell has a cell under a figure, the nearest cell above it in its column: a
 * figure never wraps, so the line is a row of its own (a totals row's "Subtotal 2,634.00" under "120.00").
 */
function underFigures(cells: string[][], i: number): boolean {
  if (i === 0 || cells[i][0]) return false;
  return cells[i].some((text, c) => {
    if (!text) return false;
    const above = cells.slice(0, i).findLast((row) => row[c]);
    return above !== undefined && FIGURE.test(above[c]);
  });
}

/** Two figures one over the other in a column (a form's line numbers, "10" over "11") are two rows' cells. */
const figuresStacked = (cells: string[][], i: number) =>
  i > 0 && cells[i].some((text, c) => FIGURE.test(text) && FIGURE.test(cells[i - 1][c]));

/**
 * Whether a line carries on the row above though rows are set as close as a cell's lines (LaTeX's tables,
 * with no padding between rows): it has two cells or more, all under cells of the line above, which has more,
 * and each goes on in lower case from a cell too full for its first word ("Desk and" over "chair", "on
 * receipt of" over "an invoice."). A line of one cell is left alone (a list of lower-case names,
 * "void save( )", under a longer first cell is rows each) unless the line above went on so: a first cell on
 * three lines, its last beside no other cell ("Desk" over "and" over "chair" in a column of LaTeX's
 * two-column page).
 */
function wrappedRow(cells: string[][], full: Full): (i: number) => boolean {
  const goesOn = goingOn(cells, full);
  const known = new Map<number, boolean>();
  const wraps = (i: number): boolean => {
    if (i === 0) return false;
    if (known.has(i)) return known.get(i)!;
    const own = filledColumns(cells[i]), above = filledColumns(cells[i - 1]);
    const result = fewerUnder(own, above) && goesOn(i, i - 1) && (own.length >= 2 || wraps(i - 1));
    known.set(i, result);
    return result;
  };
  return wraps;
}

/**
 * Whether a line carries on a row of figures set as close as a cell's lines: each of its cells, all under
 * cells of the line above, goes on from a cell too full for its first word, in any case ("12" over "Oct" in a
 * date column too narrow for "12 Oct", "Bookshop on the" over "Square", "Lab" over "2"), and the line above
 * has figures in columns this one leaves empty, as a row's figures stand on its first line. A name too long to
 * share a cell with the one above it is a row of its own when it has figures, but for figures that go on from
 * a word ("Lab" over "2": a room).
 */
function wrappedFigureRow(cells: string[][], full: Full): (i: number) => boolean {
  return (i) => {
    if (i === 0) return false;
    const own = filledColumns(cells[i]), above = filledColumns(cells[i - 1]);
    return own.length > 0 && fewerUnder(own, above) &&
      own.every((c) => (!FIGURE.test(cells[i][c]) || /\p{L}$/u.test(cells[i - 1][c])) && full(i - 1, i, c)) &&
      above.some((c) => !own.includes(c) && FIGURE.test(cells[i - 1][c]));
  };
}

/**
 * A first cell broken after its hyphen on the line above ("OC-" over "1150", "R-" over "01"): its line goes on
 * with it.
 */
const firstCellBroken = (cells: string[][], i: number) =>
  i > 0 && !!cells[i][0] && brokenAtHyphen(cells[i - 1][0] ?? "", cells[i][0]);

interface Placed {
  f: Fragment;
  covered: number[];
}

/** A line's fragment that is its cell in column `c` alone. */
const ownFragment = (line: Placed[] | undefined, c: number) =>
  line?.find((p) => p.covered.length === 1 && p.covered[0] === c)?.f;

/**
 * Whether a line's cell in a column was too full to take the next line's first word there: that word, after a
 * space, would have run past the column's widest cell.
 */
function fullCells(lines: Line[], placed: Placed[][], columns: number): Full {
  const own = (i: number, c: number) => ownFragment(placed[i], c);
  // A header's single word shows nothing of its column's width: LaTeX lets one overrun a narrow column
  // ("Room" over "Lab" and "2", which did not fit beside it).
  const measures = (p: Placed, i: number) => i > 0 || /\s/.test(cellText(p.f).trim());
  const widest = Array.from(
    { length: columns },
    (_, c) =>
      Math.max(
        -Infinity,
        ...placed.flatMap((line, i) =>
          line.filter((p) => p.covered.length === 1 && p.covered[0] === c && measures(p, i)).map((p) =>
            p.f.right
          )
        ),
      ),
  );
  return (i, next, c) => {
    const cell = own(i, c), below = own(next, c);
    if (!cell || !below) return false;
    return cell.right + WORD_SPACE_EM * lines[i].fontSize + firstWordWidth(below) > widest[c];
  };
}

/** A word space, in ems. */
const WORD_SPACE_EM = 0.25;

/**
 * The columns a cell covers up to the first where a later cell of its line starts: a cell run on into the
 * next one's column ("Wednesday" over the start of "18:00" in a squeezed table) overflowed, it spans nothing.
 */
function overflowedInto(f: Fragment, line: Line, columns: Column[], covered: number[]): number[] {
  if (covered.length < 2) return covered;
  const later = line.fragments.filter((other) => other.x > f.x).map((other) =>
    columnsCovered(other, columns)[0]
  );
  const before = covered.filter((c) => later.every((start) => c < start));
  return before.length ? before : covered.slice(0, 1);
}

function gridOf(run: Line[], rules: RuleSegments): string[][] {
  // Columns are found again once cells printed close together are apart: they now count as cells of their own.
  const lines = linesCutAtColumns(linesCutAtBorders(run, rules));
  const columns = columnsOf(lines);
  const rights = cellRights(lines, columns, rules);
  const placed = lines.map((line, i) =>
    line.fragments.map((f) => {
      const covered = boxedColumns(f, lines, i, columns, rules) ??
        overflowedInto(f, line, columns, columnsCovered(f, columns));
      const reached = covered.length === 1 && !!rights && f.right > rights[covered[0]] - 0.7 * line.fontSize;
      return { f, covered, reached };
    })
  );
  // Columns where a cell reaches the end and stops there (nothing under it in the next line): as wide as their
  // widest word, as a browser sizes them, so a word reaching that end elsewhere was not cut.
  const fitted = new Set(
    placed.flatMap((line, i) =>
      line.filter((p) => p.reached && !placed[i + 1]?.some((q) => q.covered.includes(p.covered[0])))
        .map((p) => p.covered[0])
    ),
  );
  const cells = placed.map((line) => {
    const row = columns.map(() => "");
    for (const { f, covered, reached } of line) {
      let text = cellText(f);
      // A word too long for its cell, broken where it reached the cell's end: it goes on on the next line.
      if (reached && !fitted.has(covered[0]) && CUT_WORD.test(text)) text += CUT;
      for (const c of covered) row[c] = row[c] ? `${row[c]} ${text}` : text;
    }
    return row;
  });
  const decimals = columnDecimals(cells, columns.length);
  cells.forEach((row, i) =>
    row.forEach((text, c) => {
      if (cutFigure(text, cells[i + 1]?.[c], decimals[c])) row[c] += CUT;
    })
  );
  markBrokenWords(lines, (i, c) => ownFragment(placed[i], c), cells);
  const full = fullCells(lines, placed, columns.length);
  const bands = rowBands(lines, cells, full);
  const wrapped = wrappedLines(lines, cells), goesOn = wrappedRow(cells, full);
  const figuresGoOn = wrappedFigureRow(cells, full);
  // No row runs over a rule across the table (the one under a header, above a total).
  const across = horizontalRules(rules, lines);
  const ruledAbove = (i: number) =>
    i > 0 && across.some((at) => at > lines[i - 1].bottom - 1 && at < lines[i].top + 1);
  // A line under a figure broken at its cell's end carries that figure on.
  const cutAbove = (i: number) =>
    i > 0 &&
    cells[i - 1].some((text, c) => !!cells[i][c] && text.endsWith(CUT) && FIGURE.test(text.slice(0, -1)));
  return rowsFromLines(
    cells,
    (i) =>
      ruledAbove(i) || figuresStacked(cells, i) ? "starts" : cutAbove(i) ? "continues" : bands(i) ??
        (underFigures(cells, i)
          ? "starts"
          : wrapped(i) || firstCellBroken(cells, i) || goesOn(i) || figuresGoOn(i)
          ? "continues"
          : undefined),
  )
    .map((row) => row.map((text) => text.replaceAll(CUT, "")));
}

/**
 * A line of one cell going on with the cell above it (the second, third line of a long description): it starts
 * where a later column's cells start, right under the line above's cell there, and stays inside that column
 * (short of the next column's cells; in the last column, no wider than its cells).
 */
function continuesCell(run: Line[], line: Line): boolean {
  if (line.fragments.length !== 1) return false;
  const f = line.fragments[0];
  // The rest of a figure broken at its cell's end, under it at the right of a right-aligned column.
  const over = run.at(-1)!.fragments.find((g) => Math.abs(g.right - f.right) <= 2);
  if (over && cutFigure(cellText(over), cellText(f))) return true;
  const near = (g: Fragment) => Math.abs(g.x - f.x) <= 2;
  if (!run.at(-1)!.fragments.some(near)) return false;
  if (wrapsFirstCell(run, line) || standsACharacterALine(run, line)) return true;
  // Only in a run already laid out as a table of three columns or more: two fragments a line may be a list's
  // labels and their text, where lines set under the text go on with the list.
  if (!run.some((l) => l.fragments.length >= 3)) return entryInCell(run, line);
  const multi = run.filter(isMulti);
  const cells = multi.flatMap((l) => l.fragments.slice(1));
  const column = cells.filter(near);
  if (!column.length) return false;
  // Where the next column starts, by its cells under the header once there are rows of them: a header is
  // centred over its column, and "AMOUNT ($)" started left of the figures that a description ran up to.
  const rows = multi.length >= 3 ? multi.slice(1).flatMap((l) => l.fragments.slice(1)) : cells;
  const next = Math.min(...rows.filter((g) => g.x > f.x + 2).map((g) => g.x));
  if (next < Infinity) return f.right < next;
  // In the last column, wider than its cells only where the cell above had no room for this line's first
  // word: a cell wrapped short of its column's edge (ReportLab's "Returned when the employee" over a longer
  // "leaves; repairs are arranged by the").
  const above = run.at(-1)!.fragments.find(near)!;
  return f.right <= Math.max(...column.map((g) => g.right)) + line.fontSize ||
    !fitsAfter(above, f, [...run, line], line.fontSize);
}

/**
 * In a run of label and value, a line under the values that their writer started on a line of its own: its
 * first word would have fitted after the line above (an infobox's names one a line beside "Issue", a form's
 * address). A list's text wrapped under its labels fills its lines, and its next line goes on with the list.
 */
function entryInCell(run: Line[], line: Line): boolean {
  const multi = run.filter(isMulti), f = line.fragments[0], above = run.at(-1)!.fragments.at(-1)!;
  if (multi.length < 2 || multi.some((l) => l.fragments.length !== 2)) return false;
  const values = multi.map((l) => l.fragments[1]);
  return values.every((g) => Math.abs(g.x - f.x) <= 2) && Math.abs(above.x - f.x) <= 2 &&
    f.right <= Math.max(...values.map((g) => g.right)) + line.fontSize &&
    fitsAfter(above, f, run, line.fontSize);
}

/**
 * Whether `b` stands beside `a`, overlapping its height, each of its cells clear of `a`'s: a cell centred in
 * its row beside a taller cell's lines.
 */
const beside = (a: Line, b: Line) =>
  b.top < a.bottom + 0.1 * Math.min(a.fontSize, b.fontSize) &&
  b.fragments.every((f) => a.fragments.every((g) => f.right < g.x || f.x > g.right));

/**
 * Whether a line of one fragment is cells printed close together, in a run of three lines of several cells or
 * more: the run's columns cut it in two or more ("Subtotal 2,634.00" under a price and an amount column). Under
 * two such lines only where each piece after the first starts right where a column's cells start (a word
 * processor's left-aligned cells: "Vacuum carpets and mop hard" running up to "Daily" under "Frequency").
 */
function cutByColumns(run: Line[], line: Line, columns: () => Column[]): boolean {
  const multi = run.filter(isMulti).length;
  if (line.fragments.length !== 1 || multi < 2) return false;
  const pieces = splitAtColumns(line.fragments[0], columns(), line.fontSize);
  return pieces.length >= 2 &&
    (multi >= 3 || pieces.slice(1).every((p) => columns().some((c) => Math.abs(c.x - p.x) <= ALIGNED)));
}

/**
 * A line of cells this many ems at most below a run goes on with it when its cells start where the cells of
 * the run's last line of several start, as many: a row under a padded row of wrapped cells, read off a scan,
 * whose letters' height (all a scan shows of the type's size) leaves the space between rows wider in ems.
 */
const PADDED_ROW_EMS = 3;

function sameCells(run: Line[], line: Line): boolean {
  const last = run.findLast(isMulti);
  return !!last && isMulti(line) && !!line.fragments[0].items[0].estimatedSize &&
    line.fragments.length === last.fragments.length &&
    line.fragments.every((f, k) => Math.abs(f.x - last.fragments[k].x) <= 2 * ALIGNED);
}

/**
 * Whether `a` holds the first lines of cells that go on in `b` below it (a header "2027" over "(proposed)", as
 * a word processor wraps it): set as close as a cell's lines, each of its fragments over one of `b`'s, in its
 * type, aligned with it on the left, the right or the centre, and clear of its neighbours.
 */
function wrappedAbove(a: Line, b: Line): boolean {
  if (b.top - a.bottom > CELL_LEADING_EM * b.fontSize || a.fontSize > b.fontSize) return false;
  const near = (p: number, q: number) => Math.abs(p - q) <= ALIGNED;
  return a.fragments.every((f) => {
    const under = b.fragments.filter((g) => f.x < g.right && f.right > g.x);
    if (under.length !== 1) return false;
    const g = under[0], k = b.fragments.indexOf(g);
    const clear = f.x > (b.fragments[k - 1]?.right ?? -Infinity) &&
      f.right < (b.fragments[k + 1]?.x ?? Infinity);
    const aligned = near(f.x, g.x) || near(f.right, g.right) || near(f.x + f.right, g.x + g.right);
    const sameType = f.items[0].bold === g.items[0].bold && f.items[0].italic === g.items[0].italic;
    return clear && aligned && sameType;
  });
}

/** Points within which two edges line up. */
const ALIGNED = 1.5;

/**
 * Whether `header` heads a table of the one row of cells under it, its own cells set closer than the line
 * splitter parts (LaTeX sets columns 12 points apart: an em in 12-point type): the row's columns part it into as
 * many pieces as the row has cells, three or more, each lined up with the cell under it on the left, the right
 * or the centre.
 */
function headsRow(header: Line, row: Line): boolean {
  if (header.fragments.length !== 1 || row.fragments.length < 3) return false;
  if (row.top - header.bottom >= 2 * header.fontSize) return false;
  const pieces = splitAtColumns(header.fragments[0], columnsOf([row]), header.fontSize);
  const near = (p: number, q: number) => Math.abs(p - q) <= ALIGNED;
  return pieces.length === row.fragments.length && pieces.every((p, k) => {
    const g = row.fragments[k];
    return near(p.x, g.x) || near(p.right, g.right) || near(p.x + p.right, g.x + g.right);
  });
}

/**
 * Whether lines of two cells are a numbered list with its numbers set a tab apart from their text (ReportLab's
 * default: "1", "2" with no stop): every first cell a bare number, one more than the last number set where it
 * stands, or a nested list's 1 set in from a number above it.
 */
function numbersApart(multi: Line[]): boolean {
  const last = new Map<number, number>();
  return multi.every((line) => {
    const cell = line.fragments[0], text = cellText(cell).trim();
    if (!/^\d{1,3}$/.test(text)) return false;
    const at = [...last.keys()].find((x) => Math.abs(x - cell.x) <= 2);
    const number = Number(text);
    const nested = number === 1 && [...last.keys()].some((x) => x < cell.x);
    const counts = nested || (at === undefined ? last.size === 0 : number === last.get(at)! + 1);
    last.set(at ?? cell.x, number);
    return counts;
  });
}

/**
 * Finds tables among a region's lines by column alignment: runs of lines split into several fragments by wide
 * gaps. Ruling lines above and below a run take in its header and footer lines even where those have one cell.
 */
export function findTables(lines: Line[], rules: RuleLine[]): FoundTable[] {
  const tables: FoundTable[] = [];
  const drawn = segments(rules);
  const regionWidth = Math.max(...lines.map(lineRight)) - Math.min(...lines.map(lineLeft));
  for (let i = 0; i < lines.length; i++) {
    if (!isMulti(lines[i])) continue;
    let end = i;
    const closeBelow = (a: Line, b: Line) =>
      b.top - a.bottom < 2 * a.fontSize ||
      (b.top - a.bottom < PADDED_ROW_EMS * a.fontSize &&
        (sameCells(lines.slice(i, end + 1), b) || ruledOff(drawn, lines.slice(i, end + 1), a, b)));
    while (end + 1 < lines.length && closeBelow(lines[end], lines[end + 1])) {
      const next = lines[end + 1], sofar = lines.slice(i, end + 1);
      let columns: Column[] | undefined;
      const cells = (line: Line) =>
        isMulti(line) || cutByColumns(sofar, line, () => columns ??= columnsOf(sofar));
      if (capitalsHeadingUnder(sofar, next) || boldHeadingUnder(sofar, next, lines[end + 2])) break;
      let past: number | undefined;
      if (cells(next) || beside(lines[end], next) || continuesCell(sofar, next)) end++;
      else if ((past = pastCarriedCode(lines, end, sofar)) !== undefined) end = past;
      else if (
        end + 2 < lines.length && (cells(lines[end + 2]) || beside(next, lines[end + 2])) &&
        closeBelow(lines[end + 1], lines[end + 2]) &&
        // A heading between two tables is the second one's, not a label inside one.
        !headingBy(lines[end + 1], lines.slice(i, end + 1))
      ) {
        end += 2;
      } else break;
    }
    const run = lines.slice(i, end + 1);
    // A numbered heading right over a table is no row of it: the table starts under it.
    if (run.length > 2 && headingBy(lines[i], run.slice(1))) continue;
    const multi = run.filter(isMulti);
    const most = Math.max(...multi.map((l) => l.fragments.length));
    // A table of one row under a header too close-set to part: the two lines make the table.
    const headed = multi.length === 1 && i > 0 && (tables.at(-1)?.end ?? -1) < i - 1 &&
      headsRow(lines[i - 1], lines[i]);
    if (!headed && (multi.length < 2 || (most < 3 && multi.length < 3))) continue;
    // Passed over whole: its nested items on their own would count again from 1.
    if (most === 2 && numbersApart(multi)) {
      i = end;
      continue;
    }
    // Two long fragments a line are side-by-side text (columns the gutter search missed), not cells.
    if (most < 3 && median(multi.flatMap((l) => l.fragments.map((f) => f.right - f.x))) > regionWidth * 0.3) {
      continue;
    }
    let start = headed ? i - 1 : i;
    const table = lines.slice(start, end + 1);
    const left = Math.min(...table.map(lineLeft)), right = Math.max(...table.map(lineRight));
    const across = rulesAcross(drawn, left, right, lines);
    // The topmost rule of its own table a few lines above (its top rule, above its header) and the lowest just
    // below.
    const reach = 6 * lines[start].fontSize;
    const top = lines[start].top, bottom = lines[end].bottom;
    const above = Math.min(
      Infinity,
      ...ownRules(across.filter((r) => r.at <= top + 1 && r.at > top - reach).sort((a, b) => b.at - a.at)),
    );
    const below = Math.max(
      -Infinity,
      ...ownRules(
        across.filter((r) => r.at >= bottom - 1 && r.at < bottom + reach).sort((a, b) => a.at - b.at),
      ),
    );
    // Never past a heading: a rule beyond it is another table's.
    const plain = (line: Line) => !headingBy(line, run);
    if (above < Infinity) {
      while (
        start > 0 && lines[start - 1].top > above && (tables.at(-1)?.end ?? -1) < start - 1 &&
        plain(lines[start - 1])
      ) start--;
    }
    // A header cell centred in its row above the header's first line of several cells.
    const free = (k: number) => k >= 0 && (tables.at(-1)?.end ?? -1) < k;
    while (free(start - 1) && beside(lines[start - 1], lines[start])) start--;
    // A header cell's first line wrapped above it: one line, standing apart from the text above it (the last
    // line of a paragraph set close would be the paragraph's).
    const before = lines[start - 2];
    if (
      free(start - 1) && wrappedAbove(lines[start - 1], lines[start]) &&
      !(before && lines[start - 1].top - before.bottom <= CELL_LEADING_EM * lines[start - 1].fontSize)
    ) start--;
    if (below > -Infinity) {
      while (end + 1 < lines.length && lines[end + 1].bottom < below && plain(lines[end + 1])) end++;
    }
    tables.push({ start, end, rows: gridOf(lines.slice(start, end + 1), drawn) });
    i = end;
  }
  return tables;
}
