import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { median } from "../median.ts";
import { coreHeight, riseHeight } from "./ink_runs.ts";

/** A line whose row is this many times the page's usual one, or more, is set in larger type. */
const LARGER_TYPE = 1.15;
/** Lines with rows within this factor of the page's usual one, either way, are its body. */
const BODY_SPREAD = 1.15;
/**
 * A line is measured by its x-height when this share of its letters, at least MIN_LETTERS, is Cyrillic, and
 * this share lower case.
 */
const SHARE = 0.6;
const MIN_LETTERS = 4;
/** The body lines needed for the page's row over x-height. */
const MIN_BODY_LINES = 3;

interface Line {
  bbox: Bbox;
  rowAttributes?: { rowHeight: number };
  words: { text: string }[];
}

/** Latin lower case that reaches above or below the x-height. */
const ASCENDERS_OR_DESCENDERS = /[bdfhkltgjpqy]/;
/** A Latin body line of this many letters or more has an x-height core to measure the page's rows by. */
const LONG_LINE = 20;

function lettersOf(line: Line) {
  const letters = line.words.flatMap((word) => word.text.match(/\p{L}/gu) ?? []);
  const share = (pattern: RegExp) => letters.filter((letter) => pattern.test(letter)).length / letters.length;
  return { letters, share };
}

function lowerCaseCyrillic(line: Line): boolean {
  const { letters, share } = lettersOf(line);
  return letters.length >= MIN_LETTERS && share(/\p{Script=Cyrillic}/u) >= SHARE && share(/\p{Ll}/u) >= SHARE;
}

/** Latin lower case with no letter above or below the x-height ("Income"): tesseract guesses its row. */
function lowerCaseLatinCore(line: Line): boolean {
  const { letters, share } = lettersOf(line);
  return letters.length >= MIN_LETTERS && share(/\p{Script=Latin}/u) >= SHARE && share(/\p{Ll}/u) >= SHARE &&
    !letters.some((letter) => ASCENDERS_OR_DESCENDERS.test(letter));
}

/** A Latin line whose row tesseract measured as larger type than the page's usual one. */
function largerLatin(line: Line, typical: number): boolean {
  const { letters, share } = lettersOf(line);
  return letters.length >= 2 && share(/\p{Script=Latin}/u) >= SHARE &&
    (line.rowAttributes?.rowHeight ?? 0) >= typical * LARGER_TYPE;
}

/** A long Latin line mostly in lower case: its core is its x-height. */
function longLatin(line: Line): boolean {
  const { letters, share } = lettersOf(line);
  return letters.length >= LONG_LINE && share(/\p{Script=Latin}/u) >= SHARE && share(/\p{Ll}/u) >= SHARE;
}

/**
 * Rows of larger Cyrillic type measured by their x-height, which every lower case letter reaches. Tesseract's
 * row reaches from descender to ascender and, on a line that has few of either, it guesses them. Cyrillic
 * lower case has hardly an ascender (б alone): of three headings of one size on a Russian scan, "Основные
 * итоги" (no ascender, no descender, one capital) was measured 42 pixels, "Расходы" 48 and "Планы на
 * следующий квартал" 52, and the first took a heading level of its own. Their x-heights are all 26 pixels.
 * The page's Cyrillic body lines give the row a line has over its x-height (about 2), and a line of larger
 * type is given at least its x-height times that. Lines of capitals, whose core is no x-height, keep
 * tesseract's row; so does body text, whose rows are clamped to the page's usual one already (see
 * rowHeight); so do Latin lines, whose ascenders (b, d, f, h, k, l, t) give tesseract its measure: measured
 * by their cores instead, the headings of English scans changed levels, their cores swollen by capitals
 * and digits in short lines ("DB2 for i"). A Latin line in lower case with no letter above or below the
 * x-height has no such measure ("Income", 33 pixels beside "Expenditure" at 40, one size on paper): it is
 * measured as Cyrillic is, by the page's long Latin body lines' row over x-height. Other Latin lines of larger
 * type are measured from the top of their ink (capitals, ascenders) to their baseline, the foot of their
 * core, times the body lines' row over that: tesseract's rows of headings of one size differ with the
 * letters they hold ("Profile" 43 pixels, "Experience", with a descender and no ascender, 49), and under a
 * name in larger type "Experience" took the name's level. Capitals and digits, which swell a short line's
 * core, stand on the baseline all the same.
 */
export function rowsByXHeight(
  image: GreyImage,
  threshold: number,
  lines: Line[],
  typical: number,
): (line: Line, row: number) => number {
  const measured = lines.filter((l) => lowerCaseCyrillic(l) || lowerCaseLatinCore(l) || longLatin(l)).map((
    line,
  ) => ({
    line,
    row: line.rowAttributes?.rowHeight ?? 0,
    core: coreHeight(image, threshold, line.bbox),
  }));
  const body = measured.filter(({ row, core }) =>
    core > 0 && row * BODY_SPREAD >= typical && row <= typical * BODY_SPREAD
  );
  const cores = new Map(
    measured.filter(({ line }) => lowerCaseCyrillic(line) || lowerCaseLatinCore(line)).map((
      { line, core },
    ) => [line, core]),
  );
  const rowPerCore = body.length >= MIN_BODY_LINES ? median(body.map(({ row, core }) => row / core)) : 0;
  const rise = (line: Line) => riseHeight(image, threshold, line.bbox);
  const bodyRises = body.filter(({ line }) => longLatin(line))
    .map(({ line, row }) => ({ row, rise: rise(line) }))
    .filter((b) => b.rise > 0);
  const rowPerRise = bodyRises.length >= MIN_BODY_LINES ? median(bodyRises.map((b) => b.row / b.rise)) : 0;
  return (line, row) => {
    const core = cores.get(line);
    if (row < typical * LARGER_TYPE) return row;
    if (rowPerCore && core) return Math.max(row, core * rowPerCore);
    const risen = rowPerRise && largerLatin(line, typical) ? rise(line) : 0;
    return risen > 0 ? risen * rowPerRise : row;
  };
}
