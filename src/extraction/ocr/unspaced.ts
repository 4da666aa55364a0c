import type { OcrWord } from "./tesseract_words.ts";

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
