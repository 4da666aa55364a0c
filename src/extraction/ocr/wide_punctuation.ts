// Punctuation after Chinese and Japanese text, set full width as those scripts set it.
//
// Tesseract's Chinese and Japanese models read some of the full-width marks set after their characters as
// the ASCII ones, and as a word of their own: "延长周末开放时间；" came out "延长周末开放时间 ;".
import { isHanOrKana } from "../wide_script.ts";

const FULL_WIDTH: Record<string, string> = { ",": "，", ";": "；", ":": "：", "!": "！", "?": "？" };
const AFTER_HAN_OR_KANA = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[,;:!?]/gu;

/**
 * A word's text with each ASCII comma, semicolon, colon, exclamation or question mark that follows a Chinese
 * character or kana (in the word, or ending `before`, the line's word before it) written full width. After
 * Latin letters and digits they stay ASCII ("图1: 结果", "C++;").
 */
export function widePunctuation(text: string, before?: string): string {
  const widened = text.replace(AFTER_HAN_OR_KANA, (mark) => FULL_WIDTH[mark]);
  const first = widened[0];
  return FULL_WIDTH[first] && isHanOrKana(before?.at(-1)) ? FULL_WIDTH[first] + widened.slice(1) : widened;
}
