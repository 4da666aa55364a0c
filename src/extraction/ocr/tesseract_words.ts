// The words of a recognised page, read with tesseract's result iterator inside an OCR worker.
//
// tesseract.js answers its `blocks` output with tesseract's own JSON of the page, which goes down to every
// letter and its alternative readings: for a dense page 2 MB of text and 0.6 s of the worker's time, about a
// sixth of reading the page. The layout step needs the words, their lines and blocks, and this walk gives
// exactly that, in the same shape and with the same values, in about 0.08 s; and, for words of letters and
// digits, where each letter stands, to find the spaces tesseract leaves out of a word.
import type { Bbox, Page, Word } from "tesseract.js";
import { OPENS_WITH_MARK, withoutGhostLead } from "./ghost_marks.ts";

/** tesseract's PolyBlockType values of text (flowing, heading, pull-out, equations, table, vertical, caption). */
const TEXT_BLOCKS = new Set([1, 2, 3, 4, 5, 6, 7, 8]);

/** What is used of tesseract's ResultIterator, as tesseract.js-core's WebIDL bindings expose it. */
interface ResultIterator {
  Begin(): void;
  Next(level: number): boolean;
  Empty(level: number): boolean;
  IsAtBeginningOf(level: number): boolean;
  BlockType(): number;
  getBoundingBox(level: number): Bbox;
  getRowAttributes(): { row_height: number };
  GetUTF8Text(level: number): string;
  Confidence(level: number): number;
}

export interface TesseractApi {
  GetIterator(): ResultIterator;
}

export interface TesseractModule {
  TessBaseAPI: { prototype: { GetJSONText(this: TesseractApi): string } };
  getPointer(object: unknown): number;
  destroy(object: unknown): void;
  [binding: string]: unknown;
}

/**
 * A word as read. `joined` marks a word that follows the one before it with no space: tesseract boxes each
 * syllable of letter-spaced Korean, and a number and its counter ("2020" "년"), as words of their own, and
 * only its text of the line shows they are one word.
 */
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Bbox;
  joined?: true;
  /** The left and right edge of each letter, for a word of letters and digits only (see SPLITTABLE). */
  letters?: [number, number][];
}

/**
 * Words whose letters' boxes are kept: letters of an alphabet that spaces its words and sets them unjoined,
 * and digits, with a figure's decimal points and commas. Between two of their letters, a space tesseract left
 * out shows as paper (see `unspaced.ts`).
 */
const SPLITTABLE = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}0-9.,]{2,}$/u;

interface PageWords {
  blocks: {
    blocktype: number;
    paragraphs: {
      lines: {
        bbox: Bbox;
        rowAttributes: { rowHeight: number };
        words: OcrWord[];
      }[];
    }[];
  }[];
}

/**
 * Text without the left-to-right and right-to-left marks tesseract puts around a word that runs against its
 * line's direction (a Latin "R" in an Arabic line): they are its display hints, not the page's text, which
 * a text layer of the same page does not have either.
 */
const withoutDirectionMarks = (text: string) => text.replace(/[\u200e\u200f]/g, "");

/** The page's text blocks → paragraphs → lines → words, as tesseract.js's `blocks` output gives them. */
export function pageWords(tesseract: TesseractModule, api: TesseractApi): PageWords {
  const level = (name: string) =>
    (tesseract[`_emscripten_enum_PageIteratorLevel_RIL_${name}`] as () => number)();
  const [BLOCK, PARA, TEXTLINE, WORD, SYMBOL] = ["BLOCK", "PARA", "TEXTLINE", "WORD", "SYMBOL"].map(level);
  const page: PageWords = { blocks: [] };
  const words = api.GetIterator();
  if (tesseract.getPointer(words) === 0) return page;
  type Block = PageWords["blocks"][number];
  let block: Block | undefined;
  let paragraph: Block["paragraphs"][number] | undefined;
  let line: Block["paragraphs"][number]["lines"][number] | undefined;
  // The line's text, and how far into it the words so far have been found.
  let lineText = "", found = 0;
  words.Begin();
  // Whether the iterator has moved on to the next word already, having walked this word's letters.
  let moved = false;
  /** The current word's letters, each boxed, with its text if asked: the iterator moves on past them. */
  const walkLetters = (withText: boolean) => {
    const letters: { text: string; x0: number; x1: number }[] = [];
    do {
      const { x0, x1 } = words.getBoundingBox(SYMBOL);
      letters.push({ text: withText ? withoutDirectionMarks(words.GetUTF8Text(SYMBOL)) : "", x0, x1 });
      moved = words.Next(SYMBOL);
    } while (moved && !words.IsAtBeginningOf(WORD));
    return letters;
  };
  do {
    moved = false;
    // Ruling lines, pictures and noise can hold "words" (a rule read as a blank): they are no text.
    if (words.Empty(WORD) || !TEXT_BLOCKS.has(words.BlockType())) continue;
    // A block or paragraph begins with a line: only a line's first word is asked whether one begins.
    const lineBegins = !line || words.IsAtBeginningOf(TEXTLINE);
    if (!block || (lineBegins && words.IsAtBeginningOf(BLOCK))) {
      block = { blocktype: words.BlockType(), paragraphs: [] };
      page.blocks.push(block);
      paragraph = undefined;
    }
    if (!paragraph || (lineBegins && words.IsAtBeginningOf(PARA))) {
      paragraph = { lines: [] };
      block.paragraphs.push(paragraph);
      line = undefined;
    }
    if (!line || lineBegins) {
      // tesseract's JSON prints the row height with six decimals and the confidence as a whole number.
      const rowHeight = Number(words.getRowAttributes().row_height.toFixed(6));
      line = { bbox: words.getBoundingBox(TEXTLINE), rowAttributes: { rowHeight }, words: [] };
      paragraph.lines.push(line);
      lineText = withoutDirectionMarks(words.GetUTF8Text(TEXTLINE));
      found = 0;
    }
    // The bindings copy the word's text and do not free tesseract's copy: a few bytes a word, released with
    // the worker, which is replaced after a bounded number of pixels.
    const text = withoutDirectionMarks(words.GetUTF8Text(WORD));
    const at = lineText.indexOf(text, found);
    const joined = line.words.length > 0 && at === found;
    if (at >= 0) found = at + text.length;
    let word: OcrWord = {
      text,
      confidence: Math.trunc(words.Confidence(WORD)),
      bbox: words.getBoundingBox(WORD),
      ...(joined ? { joined: true as const } : {}),
    };
    const splittable = SPLITTABLE.test(text), marked = !splittable && OPENS_WITH_MARK.test(text);
    if (splittable) word.letters = walkLetters(false).map(({ x0, x1 }): [number, number] => [x0, x1]);
    // A mark opening a word may be the ghost of no glyph (ghost_marks.ts): its letters' boxes tell.
    else if (marked) word = withoutGhostLead(word, walkLetters(true));
    // Walking a word's letters leaves the iterator on the next word's first, or past the page's last.
    line.words.push(word);
    if ((splittable || marked) && !moved) break;
  } while (moved || words.Next(WORD));
  tesseract.destroy(words);
  return page;
}

/** Every word of a recognised page, in tesseract's reading order. */
export const wordsOf = (page: Page): (Word & Pick<OcrWord, "joined">)[] =>
  (page.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));

/** One line of a recognised page. */
export type PageLine = NonNullable<Page["blocks"]>[number]["paragraphs"][number]["lines"][number];

/** Every line of a recognised page, block by block. */
export const linesOf = (page: Page): PageLine[] =>
  (page.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));

/** How many letters and digits words hold, their marks left out. */
export const letterCount = (words: { text: string }[]) =>
  words.reduce((n, w) => n + w.text.replace(/[^\p{L}\p{N}]/gu, "").length, 0);

/** The page with each of its lines replaced by the lines `change` gives, its blocks and paragraphs as they were. */
export const flatMapLines = (page: Page, change: (line: PageLine) => PageLine[]): Page => ({
  ...page,
  blocks: (page.blocks ?? []).map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({
      ...paragraph,
      lines: paragraph.lines.flatMap(change),
    })),
  })),
});

/** The page with each of its lines replaced by `change`'s, its blocks and paragraphs as they were. */
export const mapLines = (page: Page, change: (line: PageLine) => PageLine): Page =>
  flatMapLines(page, (line) => [change(line)]);

/** A box in an image cut from the page at (`x0`, `y0`), placed on the page. */
export const placedBox = (box: Bbox, x0: number, y0: number): Bbox => ({
  x0: box.x0 + x0,
  x1: box.x1 + x0,
  y0: box.y0 + y0,
  y1: box.y1 + y0,
});

/**
 * A word read in an image cut from the page at (`x0`, `y0`), placed on the page: its box and its letters'
 * edges (by which `unspaced.ts` finds spaces left out).
 */
export const placedWord = <W extends Word>(word: W, x0: number, y0: number): W => {
  const { letters } = word as W & OcrWord;
  return {
    ...word,
    bbox: placedBox(word.bbox, x0, y0),
    ...(letters ? { letters: letters.map(([a, b]): [number, number] => [a + x0, b + x0]) } : {}),
  };
};
