import type { GreyImage } from "../image/raster.ts";
import { isHanOrKana } from "../wide_script.ts";
import { pixelBounds } from "./ink_runs.ts";
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

/** The widest run of blank columns of the line's rows, from column `from` up to `to`. */
function widestBlank(
  image: GreyImage,
  threshold: number,
  from: number,
  to: number,
  top: number,
  bottom: number,
) {
  const { x0, x1, y0, y1 } = pixelBounds(image, { x0: from, x1: to, y0: top, y1: bottom });
  let widest = 0, run = 0;
  for (let x = x0; x < x1; x++) {
    let blank = true;
    for (let y = y0; y < y1 && blank; y++) blank = image.data[y * image.width + x] >= threshold;
    run = blank ? run + 1 : 0;
    widest = Math.max(widest, run);
  }
  return widest;
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
    const blank = widestBlank(image, threshold, left.bbox.x1, right.bbox.x0, top, bottom);
    const beside = [...left.text].at(-1), next = right.text[0];
    const mixed = (isDigitOrLatin(beside) && isHanOrKana(next)) ||
      (isHanOrKana(beside) && isDigitOrLatin(next));
    if (blank < COLUMN_GAP * height && !(mixed && blank >= SPACE_BESIDE_WIDE * height)) return word;
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
