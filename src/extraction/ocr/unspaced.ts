import type { GreyImage } from "../image/raster.ts";
import { isHanOrKana } from "../wide_script.ts";
import { blankColumn, pixelBounds } from "./ink_runs.ts";
import type { OcrWord } from "./tesseract_words.ts";

/**
 * Blank paper this many line heights wide between two words is a table's column gap, whatever tesseract's
 * text of the line says: the Japanese model ran "北地区" and "450人" together across one.
 */
const COLUMN_GAP = 1;
/**
 * A digit or Latin letter and a Chinese character or kana this far apart have a space between them ("450 人").
 * Set solid they stand a tenth of a line apart; a space puts them near half a line apart.
 */
const SPACE_BESIDE_WIDE = 0.3;

/**
 * Paper this many row heights wide between two letters of one word is a space tesseract left out ("Units sold"
 * read "Unitssold", "1 200" read "1200"). A word space is a third of an em or more; letters set solid stand
 * under a fifth of an em apart, and a monospace font's letters or a tabular "1" and its neighbour under a third
 * of a row.
 */
const SPACE_IN_WORD = 0.38;
/**
 * Paper from this many row heights is a space too where it is this many times the widest paper between the
 * word's other letters (two at least): "A new" and a bold "Money in" were read "Anew" and "Moneyin" with 11
 * and 12 pixels of paper in a row of 32, their other letters 3 pixels apart at most. A monospace word's
 * letters stand about as far apart from each other.
 */
const LOOSE_SPACE = 0.3, OVER_LETTERS = 3;
/** ...and paper a row wide or more inside one word is no space of text: a picture's marks read as letters. */
const NO_SPACE = 1;
/** A word read with less confidence than this is likely no word at all (a picture's marks), not to be parted. */
const PARTED_CONFIDENCE = 50;
/** Digits are parted only into thousands: "1 200" and "12 000 000", never "27 18". */
const THOUSANDS = /^\d{1,3}$/, GROUPS = /^(\d{3})+$/;

/** The widest run of blank columns from column `from` up to `to` over rows `top` to `bottom`. */
function blankRun(
  image: GreyImage,
  threshold: number,
  from: number,
  to: number,
  top: number,
  bottom: number,
) {
  const { x0, x1, y0, y1 } = pixelBounds(image, { x0: from, x1: to, y0: top, y1: bottom });
  let widest = { start: 0, width: 0 }, start = x0;
  for (let x = x0; x < x1; x++) {
    if (!blankColumn(image, threshold, x, y0, y1)) start = x + 1;
    else if (x + 1 - start > widest.width) widest = { start, width: x + 1 - start };
  }
  return widest;
}

/**
 * The paper beside a letter that has ink in column `from`: past the letter's ink (going `step` +1 to the
 * right, -1 to the left; a digit's or Latin letter's ink is one run of columns) up to the next ink or column
 * `limit`. It is measured from the letter rather than between the words' boxes: the Chinese and Japanese
 * models box a number's last digit over the character after it ("24" over the left half of "场"), leaving no
 * paper between the boxes where the page has a space.
 */
function paperBeside(
  image: GreyImage,
  threshold: number,
  from: number,
  step: 1 | -1,
  limit: number,
  top: number,
  bottom: number,
): number {
  const { x0, x1, y0, y1 } = pixelBounds(image, {
    x0: Math.min(from, limit),
    x1: Math.max(from, limit) + 1,
    y0: top,
    y1: bottom,
  });
  const inside = (x: number) => x >= x0 && x < x1;
  let x = Math.round(from);
  while (inside(x) && !blankColumn(image, threshold, x, y0, y1)) x += step;
  let paper = 0;
  for (; inside(x) && blankColumn(image, threshold, x, y0, y1); x += step) paper++;
  return paper;
}

/**
 * Whether the letters of a word before and after a space's paper are two words: letters and letters, a number
 * and its unit ("200 g", "13.1 g", "34 mm": 0.39 to 0.47 of a row apart on a 200-dpi scan, where a postcode's
 * "4DJ" or "BS1" stands 0.09 to 0.19 apart) or letters and a number, or a thousands group.
 */
function partable(before: string, after: string): boolean {
  const letters = /^\p{L}+$/u, figure = /^\d+(?:[.,]\d+)*$/;
  if (letters.test(before) && letters.test(after)) return true;
  if (figure.test(before) && letters.test(after)) return true;
  // A letter and a number: "A 17 mm" read "A17".
  if (letters.test(before) && figure.test(after)) return true;
  return THOUSANDS.test(before) && GROUPS.test(after);
}

const isDigitOrLatin = (char: string | undefined) =>
  char !== undefined && /[\p{N}\p{Script=Latin}]/u.test(char);

/**
 * The words with `joined` taken off where the page shows paper between them that tesseract's text of the line
 * left out: a column gap, or a space between a number and a Chinese or Japanese character. `top` and `bottom`
 * are the line's ink rows.
 */
export function spacedByInk<Word extends OcrWord>(
  words: Word[],
  image: GreyImage,
  threshold: number,
  top: number,
  bottom: number,
): Word[] {
  const height = bottom - top;
  return words.map((word, i) => {
    const last = words[i - 1];
    if (!word.joined || !last) return word;
    // Right to left, the word joined on lies to the left of the one before it.
    const [left, right] = word.bbox.x0 >= last.bbox.x0 ? [last, word] : [word, last];
    // Only the paper between the boxes counts: the Chinese and Japanese models box a character's left part
    // only, so what lies between two boxes can hold the rest of the character before.
    const blank = blankRun(image, threshold, left.bbox.x1, right.bbox.x0, top, bottom).width;
    const beside = [...left.text].at(-1), next = right.text[0];
    const numberFirst = isDigitOrLatin(beside) && isHanOrKana(next);
    const mixed = numberFirst || (isHanOrKana(beside) && isDigitOrLatin(next));
    const space = Math.max(
      blank,
      numberFirst && left.letters
        ? paperBeside(image, threshold, left.letters.at(-1)![0], 1, right.bbox.x1, top, bottom)
        : 0,
      !numberFirst && mixed && right.letters
        ? paperBeside(image, threshold, right.letters[0][1] - 1, -1, left.bbox.x0, top, bottom)
        : 0,
    );
    if (blank < COLUMN_GAP * height && !(mixed && space >= SPACE_BESIDE_WIDE * height)) return word;
    const { joined: _, ...spaced } = word;
    return spaced as Word;
  });
}

/**
 * Words tesseract's text of their line runs together with no space (see OcrWord.joined) made one word, its box
 * around both, so the layout does not space the syllables of "국회입법조사처" apart.
 */
export function joinUnspaced<Word extends OcrWord>(words: Word[]): Word[] {
  const joined: Word[] = [];
  for (const word of words) {
    const last = joined.at(-1);
    if (!last || !word.joined) {
      joined.push(word);
      continue;
    }
    joined[joined.length - 1] = {
      ...last,
      text: last.text + word.text,
      confidence: Math.min(last.confidence, word.confidence),
      bbox: {
        x0: Math.min(last.bbox.x0, word.bbox.x0),
        y0: Math.min(last.bbox.y0, word.bbox.y0),
        x1: Math.max(last.bbox.x1, word.bbox.x1),
        y1: Math.max(last.bbox.y1, word.bbox.y1),
      },
    };
  }
  return joined;
}

/**
 * Each word parted where the page shows a space's paper between two of its letters that tesseract's text
 * leaves out: between letters, or before a thousands group. The paper is looked for between the middles of
 * two letters' boxes, over the word's rows (a line's rows can be its x-height alone, between an "o" and a "u"
 * of which lies paper); `row` is the line's height.
 */
export function partedAtSpaces<Word extends OcrWord>(
  words: Word[],
  image: GreyImage,
  threshold: number,
  row: number,
): Word[] {
  return words.flatMap((word) => {
    const chars = [...word.text];
    const { letters, ...read } = word;
    if (!letters || letters.length !== chars.length || word.confidence < PARTED_CONFIDENCE) return [word];
    const middle = (at: number) => (letters[at][0] + letters[at][1]) / 2;
    /** Where the word is parted: before which letter, and the paper's first and last column there. */
    const cuts: { letter: number; from: number; to: number }[] = [];
    const gaps = letters.map((_, k) =>
      k ? blankRun(image, threshold, middle(k - 1), middle(k), word.bbox.y0, word.bbox.y1) : undefined
    );
    // Letters boxed out of order (an "o" from before its "m" on an enlarged 72-dpi page) were measured too
    // roughly to weigh one gap against the others.
    const ordered = letters.every(([x0, x1], k) => !k || (x0 > letters[k - 1][0] && x1 > letters[k - 1][1]));
    /** The widest paper between the word's letters but at `k`, where there are two such gaps at least. */
    const others = (k: number) => {
      const widths = gaps.filter((gap, j) => gap && j !== k).map((gap) => gap!.width);
      return ordered && widths.length >= 2 ? Math.max(...widths) : Infinity;
    };
    for (let k = 1; k < letters.length; k++) {
      const gap = gaps[k]!;
      const before = chars.slice(cuts.at(-1)?.letter ?? 0, k).join(""), after = chars.slice(k).join("");
      const wide = gap.width >= SPACE_IN_WORD * row ||
        (gap.width >= LOOSE_SPACE * row && gap.width >= OVER_LETTERS * others(k));
      const space = wide && gap.width < NO_SPACE * row;
      if (space && partable(before, after)) {
        cuts.push({ letter: k, from: gap.start, to: gap.start + gap.width });
      }
    }
    if (!cuts.length) return [word];
    return [{ letter: 0, to: word.bbox.x0 }, ...cuts].map((cut, i) => {
      const next = cuts[i];
      const part = {
        ...read,
        text: chars.slice(cut.letter, next?.letter).join(""),
        bbox: { ...word.bbox, x0: cut.to, x1: next?.from ?? word.bbox.x1 },
      };
      // Only the first part follows the word before as the whole word did.
      if (i > 0) delete part.joined;
      return part as Word;
    });
  });
}
