/**
 * Typographic quotes written straight, as markdown is typed: a PDF or a scan shows "Apple’s" where its writer
 * typed "Apple's" and the word processor or typesetter curled it. Word files keep the characters they hold.
 */
const SINGLE = /[‘’‚‛]/g, DOUBLE = /[“”„‟]/g;
const CURLED = /[‘’‚‛“”„‟]/;

export const straightQuotes = (text: string) =>
  CURLED.test(text) ? text.replace(SINGLE, "'").replace(DOUBLE, '"') : text;
