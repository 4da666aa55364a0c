// Ink read twice: once well in its own line, and again, as garble, in a line tesseract found beside it.
//
// A short cell centred in its row stands half a line down from the two lines of a taller cell beside it
// (browsers centre cells so). Tesseract's line finding can give the centred line to the lower of those lines
// and still read the foot of its letters in the upper one: "Master of Civil Engineering" read well beside
// "2017", and "—" (at 0) and two stops over "Civil" beside "2015–". Left in, the garble stood in the table as
// a cell of its own and parted the columns of a row through a word.
import type { Page } from "tesseract.js";
import { linesOf, mapLines, type PageLine } from "./tesseract_words.ts";

type Line = PageLine;
type Word = Line["words"][number];

/**
 * Marks with no letter or digit read less confidently than this (0–100) are garble (a garbled word's letters,
 * "peovhted" for "provided" in small type set close, may still be a line's only reading of them)...
 */
const GARBLED = 30;
const MARKS = /^[^\p{L}\p{N}]+$/u;
/** ...and one read at least this confidently is the ink's reading. */
const READ_WELL = 80;
/** The garble lies over the word read well for at least this share of its width. */
const OVER = 0.5;
/**
 * A stop read less confidently than this, its box this share of a word's height short of the word's or
 * meeting it, is that word's "i" dot (31, a pixel above "price" in a header centred on two lines, the line
 * beside it read "Unit . price"). Other marks so near are the line's own (a Korean "」" at 35 over the next
 * line's words).
 */
const DOT_GARBLED = 40, DOT_MEETS = 0.1;

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0);

/**
 * Whether `garble` lies over `word`: most of its width above or below it, their boxes meeting or `short` of
 * the word's height apart.
 */
const liesOver = (garble: Word, word: Word, short = 0) =>
  overlap(garble.bbox.x0, garble.bbox.x1, word.bbox.x0, word.bbox.x1) >=
    OVER * (garble.bbox.x1 - garble.bbox.x0) &&
  overlap(garble.bbox.y0, garble.bbox.y1, word.bbox.y0, word.bbox.y1) >
    -short * (word.bbox.y1 - word.bbox.y0);

/** Whether marks of one line are another line's well-read word read again, as garble or as its "i" dot. */
const readAgain = (word: Word, other: Word) =>
  (word.confidence < GARBLED && liesOver(word, other)) ||
  (word.text.trim() === "." && word.confidence < DOT_GARBLED && liesOver(word, other, DOT_MEETS));

/** The page without the marks garbled in one line over a word another line read well, nor its "i" dots. */
export function withoutDoubleReadings(page: Page): Page {
  const lines = linesOf(page);
  const readWell = lines.flatMap((line) =>
    line.words.filter((w) => w.confidence >= READ_WELL).map((word) => ({ word, line }))
  );
  const twice = new Set<Word>();
  for (const line of lines) {
    for (const word of line.words.filter((w) => MARKS.test(w.text))) {
      if (readWell.some((w) => w.line !== line && readAgain(word, w.word))) twice.add(word);
    }
  }
  if (!twice.size) return page;
  return mapLines(page, (line) => ({ ...line, words: line.words.filter((w) => !twice.has(w)) }));
}
