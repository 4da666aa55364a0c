/** Chinese characters and Japanese kana: text in them is written without spaces between words. */
const HAN_OR_KANA = /[\u2E80-\u2FFF\u3040-\u30FF\u31C0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/;
/** Those and the full-width punctuation set among them ("，", "。", "「"). Not Hangul: Korean spaces its words. */
const WIDE =
  /[\u2E80-\u2FFF\u3000-\u303F\u3040-\u30FF\u31C0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFF60\uFFE0-\uFFE6]/;

/** Whether a character (the first of `char`) is Chinese or Japanese, its punctuation included. */
export const isWide = (char: string | undefined) => char !== undefined && WIDE.test(char);

/**
 * Whether a character is a Chinese character or Japanese kana: not the punctuation Korean sets among its
 * spaced words too ("있어 「감염병예방법」").
 */
export const isHanOrKana = (char: string | undefined) => char !== undefined && HAN_OR_KANA.test(char);
