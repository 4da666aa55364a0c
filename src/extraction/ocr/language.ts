import type { Page } from "tesseract.js";
import { type GreyImage, rotate } from "../image/raster.ts";
import { ENGLISH } from "./engine.ts";
import { readingConfidence, textBand } from "./orientation.ts";
import { wordsOf } from "./tesseract_words.ts";

/**
 * The models a page is tried in when English cannot read it, each a file of tessdata/: Arabic (which reads
 * Persian as well as the Persian model does, by the corpus's scans) and Korean. English read them at a
 * confidence of 24 to 31, their own model at 74 to 85; English pages read at 90 and more.
 */
export const OTHER_LANGUAGES = ["ara+eng", "kor+eng"];
/**
 * The letters of each language's own script. Each is read with English, so an English page of noise (a chart,
 * a photograph) could read as well either way: a language is taken only when a good share of what it reads is
 * in its script, so it never puts letters English text does not have into an English page.
 */
const SCRIPTS: Record<string, RegExp> = {
  "ara+eng": /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/gu,
  "kor+eng": /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/gu,
};
const MIN_SCRIPT_SHARE = 0.3;
/** A reading in English at least this confident is kept without trying another language. */
const ENGLISH_READS = 60;
/** Too few letters to judge a language by: a stamp, a page number, a photograph's specks. */
const MIN_LETTERS = 40;
/** Another language must read at least this confidently, and this much more than English, to be taken. */
const LEGIBLE = 50;
const MARGIN = 15;
/**
 * The band read in each language: a quarter of the page, and at least this many pixels tall (three lines of
 * body text at 200 dpi). An eighth, as orientation reads, can fall on a row of headings over pictures, which
 * read too badly in any model to tell.
 */
const LANGUAGE_BAND_SHARE = 0.25;
const MIN_BAND_PIXELS = 160;

const textOf = (page: Page) => wordsOf(page).map((word) => word.text).join("");
const letters = (page: Page) => textOf(page).replace(/[^\p{L}\p{N}]/gu, "").length;
const inScript = (page: Page, language: string) => textOf(page).match(SCRIPTS[language])?.length ?? 0;

export type Read = (image: GreyImage, language: string, psm: number) => Promise<Page>;

export interface LanguageReading {
  page: Page;
  language: string;
  /** The page was read turned over: it stood upside down after all. */
  flipped: boolean;
}

/**
 * The language a page reads in, and its reading of `image`: English, unless English reads it badly. Then a
 * band of its text is read in English and in each of OTHER_LANGUAGES (at once, on as many OCR workers), and
 * the page is read again in the one that reads the band clearly better than English did. A page in a script
 * no model here knows stays English, as garbled as before and slower by the bands.
 *
 * When no language reads the band as it stands, it is read turned over in every language. Which way up a page
 * stands was judged from the ink above and below its lines, which Hangul (with no ascenders) or a large
 * drawing can tip the wrong way, and, when unsure, from English readings of a narrower band, which are as bad
 * every way for a script English cannot read and can fall on a drawing. So a Korean page, and a Redbook's back
 * cover under its large swoosh, were read upside down as Latin garble.
 */
export async function readLanguage(
  english: Page,
  image: GreyImage,
  read: Read,
): Promise<LanguageReading> {
  const confidence = readingConfidence(english);
  const stay = { page: english, language: ENGLISH, flipped: false };
  if (confidence >= ENGLISH_READS || letters(english) < MIN_LETTERS) return stay;
  const band = textBand(image, Math.min(1, Math.max(LANGUAGE_BAND_SHARE, MIN_BAND_PIXELS / image.height)));
  let turnedBand: GreyImage | undefined;
  const readBand = (language: string, flipped: boolean) =>
    read(flipped ? (turnedBand ??= rotate(band, 180)) : band, language, 6).then((page) => ({
      language,
      flipped,
      confidence: readingConfidence(page),
    }));
  const [englishBand, ...others] = await Promise.all(
    [ENGLISH, ...OTHER_LANGUAGES].map((language) => readBand(language, false)),
  );
  const bar = Math.max(confidence, englishBand.confidence) + MARGIN;
  const clear = (tried: { confidence: number }) => tried.confidence >= LEGIBLE && tried.confidence >= bar;
  const mostLegible = <T extends { confidence: number }>(tried: T[]) =>
    tried.reduce((a, b) => (b.confidence > a.confidence ? b : a));
  let best = mostLegible(others);
  if (!clear(best)) {
    const [englishTurned, ...othersTurned] = await Promise.all(
      [ENGLISH, ...OTHER_LANGUAGES].map((language) => readBand(language, true)),
    );
    // The other models read English too (each is read with it): an English page that stood upside down reads
    // about as well in them, and is English.
    const other = mostLegible(othersTurned);
    best = clear(englishTurned) && englishTurned.confidence >= other.confidence - MARGIN
      ? englishTurned
      : other;
  }
  if (!clear(best)) return stay;
  const turned = best.flipped ? rotate(image, 180) : image;
  const page = await read(turned, best.language, 3);
  const legible = (page: Page) => readingConfidence(page) >= confidence + MARGIN;
  const own = best.language === ENGLISH || inScript(page, best.language) >= letters(page) * MIN_SCRIPT_SHARE;
  if (own && legible(page)) return { page, language: best.language, flipped: best.flipped };
  // Turned over, it reads well but not in that language's script: an English page that stood upside down,
  // whose band English read worse than the other models (a dark sidebar's white text can do that).
  if (best.flipped && legible(page)) {
    const english = await read(turned, ENGLISH, 3);
    if (legible(english)) return { page: english, language: ENGLISH, flipped: true };
  }
  return stay;
}
