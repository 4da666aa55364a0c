// Punctuation after Chinese and Japanese text, set full width as those scripts set it.
//
// Tesseract's Chinese and Japanese models read some of the full-width marks set after their characters as
// the ASCII ones, and as a word of their own: "延长周末开放时间；" came out "延长周末开放时间 ;".
import { isHanOrKana } from "../wide_script.ts";

const FULL_WIDTH: Record<string, string> = { ",": "，", ";": "；", ":": "：", "!": "！", "?": "？" };

/**
 * A word's text with each ASCII comma, semicolon, colon, exclamation or question mark that follows a Chinese
 * character or kana (in the word, or ending `before`, the line's word before it) written full width. After
 * Latin letters and digits they stay ASCII ("图1: 结果", "C++;").
 */
export function widePunctuation(text: string, before?: string): string {
  return text.replace(
    /[,;:!?]/g,
    (mark, at: number) => isHanOrKana(at ? text[at - 1] : before?.at(-1)) ? FULL_WIDTH[mark] : mark,
  );
}
