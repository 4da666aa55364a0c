// Words tesseract read unsurely, read again alone.
//
// Read with its line, a word can come out a mark or two wrong and unsure: a recipe's "12.4 g" lost its point
// ("124g" at 60), "bowl" ended in "!" (76), a table's "5 minutes" began "5S" and "LoRaWAN" read "LoORaWAN".
// Cut out with the paper around it and read alone as a line, each reads right and surely (85 to 95).
import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { clearOfEdgeRules } from "./rules.ts";
import { inkMarks } from "./ink_runs.ts";
import { inkThreshold } from "./orientation.ts";
import { editDistance } from "./edit_distance.ts";
import { readAlone, type ReadLine } from "./large_lines.ts";
import { flatMapLines, linesOf, type OcrWord, type PageLine } from "./tesseract_words.ts";

type Word = PageLine["words"][number];

/** A word read less confidently than this (0–100) is read again. */
const UNSURE = 85;
/** Its reading alone is taken when every word of it reads at least this confidently... */
const SURE = 85;
/** ...differing from the first reading by at most this many characters (a point lost, a letter for a digit). */
const MAX_CHANGES = 2;
/** At most this many words are read again on a page: a poor scan's every word can be unsure. */
const MAX_WORDS = 20;

/**
 * A word read less confidently than this was guessed: its reading alone may change its figures (a table's
 * "3,150" first read "15525" at 11).
 */
const GUESSED = 20;

/** Two figures whose boxes overlap by this share of the narrower one's width may be one figure read twice. */
const OVERLAP = 0.25;
/** A mark of ink stands this share of its word's height at least: a figure's does, grain does not. */
const MARK_HEIGHT = 0.3;

const digits = (text: string) => text.replace(/\D/g, "");
const letters = (text: string) => text.replace(/\P{L}/gu, "").length;

/**
 * Words of alphabets whose words stand apart: read alone, a word of Korean came back cut in two ("국회입법
 * 조사처"), and one of Chinese with its last character twice ("24 场场").
 */
const spaced = (text: string) =>
  /[\p{L}\p{N}]/u.test(text) &&
  !/[^\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}\p{P}\p{S}]/u.test(text);

/**
 * A capital I and a small l are one glyph in sans-serif type: the line's reading, which weighs the words
 * around ("AI systems"), is as good as a reading alone ("Al").
 */
const lookalike = (text: string) => text.replace(/[Il]/g, "l");

/**
 * A word in lower case or with a capital first, read with its line, was weighed by tesseract's word list and
 * the words around it; read alone, a line whose descenders the page cuts off read "They" as "Thev". Such a
 * word keeps its letters: only marks, digits and case change (or the letters of words that no list holds,
 * "QORTAUT" read alone "QCRTAUT").
 */
const ordinary = /^\p{Lu}?\p{Ll}+$/u;
const keepsLetters = (first: string, text: string) =>
  !ordinary.test(first) || !ordinary.test(text) || first.toLowerCase() === text.toLowerCase();

/**
 * Whether a reading alone is the same word read surely: a mark or two changed, as many digits. Read alone, a
 * Korean page's "1" read "11" (a reading alone knows no more of a figure than its line did). A figure may be
 * gained for a letter, as many marks read (a table's lone "1" read "L" at 0 with its line, its "5.1" read
 * "D.1" at 25), figures may change where the first reading was a guess, and a figure read twice may go where
 * the reading alone comes to as many figures as the word's box holds `marks` of ink (`marksIfReadTwice`).
 */
export function readsSurely(first: Word, again: Word[], marks?: number): boolean {
  const text = again.map((w) => w.text).join("");
  const gained = digits(text).length - digits(first.text).length;
  const lettersFor = text.length === first.text.length && gained > 0 &&
    gained <= letters(first.text) - letters(text);
  const readTwice = marks !== undefined && gained < 0 && digits(text).length === marks;
  const figures = gained === 0 || lettersFor || readTwice || first.confidence < GUESSED;
  return again.every((w) => w.confidence >= SURE && spaced(w.text)) &&
    lookalike(text) !== lookalike(first.text) && keepsLetters(first.text, text) && figures &&
    editDistance(text, first.text) <= MAX_CHANGES;
}

/**
 * How many marks of ink a word of figures stands in, where two of its figures' boxes overlap (a quarter of the
 * narrower one's width or more) and there are fewer marks than figures: one figure read twice. A statement's
 * "12" was read "172" at 62, the "7" boxed over the "1" and the paper after it, and "12" alone at 96.
 */
function marksIfReadTwice(word: Word & OcrWord, image: GreyImage): number | undefined {
  const { letters, text, bbox } = word;
  if (!letters || letters.length !== text.length || !/^\d+$/.test(text)) return undefined;
  const overlapping = letters.slice(1).some(([x0, x1], i) => {
    const [before0, before1] = letters[i];
    return Math.min(x1, before1) - Math.max(x0, before0) + 1 >=
      OVERLAP * Math.min(x1 - x0 + 1, before1 - before0 + 1);
  });
  if (!overlapping) return undefined;
  const marks = inkMarks(image, inkThreshold(image), bbox, MARK_HEIGHT * (bbox.y1 - bbox.y0));
  return marks < text.length ? marks : undefined;
}

/**
 * The page with each word that read unsurely read again alone, from the paper halfway to the words beside it
 * and as tall as its line (`read` reads one line's image), where that reads it surely and alike.
 */
export async function rereadUnsureWords(page: Page, image: GreyImage, read: ReadLine): Promise<Page> {
  const again = new Map<Word, Word[]>();
  let tried = 0;
  for (const line of linesOf(page)) {
    for (const word of line.words) {
      if (word.confidence >= UNSURE || !spaced(word.text) || tried++ >= MAX_WORDS) continue;
      // The words beside it on the paper: a right-to-left line lists its words from the right.
      const others = line.words.filter((w) => w !== word);
      const before = Math.max(-Infinity, ...others.map((w) => w.bbox.x1).filter((x) => x <= word.bbox.x0));
      const after = Math.min(Infinity, ...others.map((w) => w.bbox.x0).filter((x) => x >= word.bbox.x1));
      const height = line.bbox.y1 - line.bbox.y0;
      const box = clearOfEdgeRules(image, {
        x0: Math.round(Math.max(word.bbox.x0 - height / 2, (before + word.bbox.x0) / 2)),
        x1: Math.round(Math.min(word.bbox.x1 + height / 2, (word.bbox.x1 + after) / 2)),
        y0: line.bbox.y0,
        y1: line.bbox.y1,
      });
      const reading = await readAlone(image, box, 0, read, { frame: 0.2 });
      if (reading && readsSurely(word, reading.words, marksIfReadTwice(word, image))) {
        again.set(word, reading.words);
      }
    }
  }
  if (!again.size) return page;
  return flatMapLines(page, (line) => [{ ...line, words: line.words.flatMap((w) => again.get(w) ?? [w]) }]);
}
