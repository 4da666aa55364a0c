import type { Page } from "tesseract.js";
import { wordsOf } from "./tesseract_words.ts";

/** The models read with English for pages in Arabic script. */
export const ARABIC = "ara+eng", PERSIAN = "fas+eng";

/**
 * Persian and Arabic share a script but not their models. The Arabic model has no پ, چ, ژ or گ and reads
 * them as Arabic letters ("پذيرش" as "يذيرش"); the Persian one garbles Arabic. On the corpus's scans, a
 * Persian form's word F1 was 0.56 read in Arabic and 0.61 in Persian, an Arabic report's 0.90 in Arabic and
 * 0.46 in Persian. Their commonest words tell them apart, as either model reads them: the Persian form's
 * Arabic reading held 12 of the Persian words here and none of the Arabic ones, the Arabic pages 14 and 33
 * Arabic words and no Persian one.
 */
const PERSIAN_WORDS = [
  "در",
  "را",
  "است",
  "از",
  "اين",
  "كه",
  "با",
  "براي",
  "شده",
  "هاي",
  "مي",
  "نموده",
  "باشد",
  "شود",
  "دارد",
  "خواهد",
];
const ARABIC_WORDS = [
  "في",
  "من",
  "علي",
  "الي",
  "إلي",
  "عن",
  "أن",
  "التي",
  "الذي",
  "هذا",
  "هذه",
  "مع",
  "كان",
  "ذلك",
  "أو",
];
/** Fewer telling words than this, and the model the page was read in is kept. */
const MIN_WORDS = 3;
/** The other language's words must outnumber the reading's own language's this many times. */
const DOMINANCE = 2;

/**
 * A word as both models may spell it: Persian's keheh and yeh (ک, ی) and Arabic's kaf, yeh and alef maksura
 * (ك, ي, ى) are one letter each here, since each model writes the other language's in its own.
 */
const folded = (word: string) => word.replace(/[^\p{L}]/gu, "").replace(/ک/g, "ك").replace(/[یى]/g, "ي");

const PERSIAN_SET = new Set(PERSIAN_WORDS.map(folded)), ARABIC_SET = new Set(ARABIC_WORDS.map(folded));

/**
 * The model a page read in Arabic or Persian should have been read in, by the words read: the other one when
 * its commonest words clearly outnumber the reading's own language's, else the one it was read in.
 */
export function arabicScriptLanguage(page: Page, language: string): string {
  if (language !== ARABIC && language !== PERSIAN) return language;
  let persian = 0, arabic = 0;
  for (const word of wordsOf(page)) {
    const key = folded(word.text);
    if (PERSIAN_SET.has(key)) persian++;
    if (ARABIC_SET.has(key)) arabic++;
  }
  if (language === ARABIC && persian >= MIN_WORDS && persian > arabic * DOMINANCE) return PERSIAN;
  if (language === PERSIAN && arabic >= MIN_WORDS && arabic > persian * DOMINANCE) return ARABIC;
  return language;
}
