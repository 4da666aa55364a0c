import type { Page } from "tesseract.js";
import { type GreyImage, rotate } from "../image/raster.ts";
import { ENGLISH } from "./engine.ts";
import { cropAtGaps, readingConfidence, type Rotation, textBand } from "./orientation.ts";
import { ocrThreads } from "./threads.ts";
import { wordsOf } from "./tesseract_words.ts";
import { ARABIC, arabicScriptLanguage, PERSIAN } from "./persian.ts";

/**
 * The models a page is tried in when English cannot read it, each a file of tessdata/: Arabic (a page it
 * reads as Persian is read again in Persian, `persian.ts`), Korean, Russian (Cyrillic), Simplified Chinese
 * and Japanese. English read them at a confidence of 7 to 31, their own model at 62 to 95; English
 * pages read at 90 and more. Chinese and Japanese tell each other apart by it too: on a Chinese page the
 * Japanese model read 60 against the Chinese model's 91, on a Japanese page the Chinese model read 58 against 92.
 *
 * Chinese and Japanese are read without English. Their models know Latin letters and digits, and with English
 * beside them a table's "人" was read "A" and "册" "ff": the scanned Japanese document's text went from 0.945
 * to 0.966 of its source without English, the Chinese one's from 0.908 to 0.936, and five Chinese and Japanese
 * PDFs of the corpus printed to images read closer to their text layers in four (a table of formulas in Latin
 * letters read worse). Arabic and Korean keep English: alone, Arabic garbled "Python" and Korean read its
 * report worse (0.836 to 0.740).
 */
export const OTHER_LANGUAGES = [ARABIC, "kor+eng", "rus+eng", "chi_sim", "jpn"];
/**
 * The letters of each language's own script. An English page of noise (a chart, a photograph) could read as
 * well in another model as in English: a language is taken only when a good share of what it reads is in its
 * script, so it never puts letters English text does not have into an English page.
 */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const SCRIPTS: Record<string, RegExp> = {
  [ARABIC]: ARABIC_SCRIPT,
  [PERSIAN]: ARABIC_SCRIPT,
  "kor+eng": /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/gu,
  "rus+eng": /[\u0400-\u04FF]/gu,
  "chi_sim": /[\u3400-\u4DBF\u4E00-\u9FFF]/gu,
  "jpn": /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF]/gu,
};
const MIN_SCRIPT_SHARE = 0.3;

/** How many of a text's characters are in the script of the language it was read in (none for English). */
export const inScriptOf = (language: string, text: string) =>
  SCRIPTS[language] ? text.match(SCRIPTS[language])?.length ?? 0 : 0;
/** A reading in English at least this confident is kept without trying another language. */
const ENGLISH_READS = 60;
/** Too few letters to judge a language by: a stamp, a page number, a photograph's specks. */
const MIN_LETTERS = 40;
/** Another language must read at least this confidently, and this much more than English, to be taken. */
const LEGIBLE = 50;
const MARGIN = 15;
/** A band another model reads this confidently (and clearly) settles it: the models after it are not tried. */
const SURE = 70;
/**
 * The band read in each language: a quarter of the page, and at least this many pixels tall (three lines of
 * body text at 200 dpi). An eighth, as orientation reads, can fall on a row of headings over pictures, which
 * read too badly in any model to tell.
 */
const LANGUAGE_BAND_SHARE = 0.25;
const MIN_BAND_PIXELS = 160;
/** The band starts this share of its height above its first line, for the gap before that line. */
const GAP_ABOVE = 0.05;

const textOf = (page: Page) => wordsOf(page).map((word) => word.text).join("");
const letters = (page: Page) => textOf(page).replace(/[^\p{L}\p{N}]/gu, "").length;
const inScript = (page: Page, language: string) => inScriptOf(language, textOf(page));

export type Read = (image: GreyImage, language: string, psm: number) => Promise<Page>;

/**
 * The band a page's language is judged by: the rows, a quarter of the page and three lines at least, that
 * hold the most of the words English read there, so it falls on the page's text, not its largest ink (a seal
 * stamped over a signature drew the band around the ink's median onto it, which every model read badly),
 * its edges moved to the gaps between lines.
 */
export function languageBand(english: Page, image: GreyImage): GreyImage {
  const height = Math.min(
    image.height,
    Math.round(Math.max(LANGUAGE_BAND_SHARE * image.height, MIN_BAND_PIXELS)),
  );
  const words = wordsOf(english).map((word) => ({ top: word.bbox.y0, bottom: word.bbox.y1 }));
  let best = { top: -1, words: 0 };
  for (const { top } of words) {
    const count = words.filter((w) => w.top >= top && w.bottom <= top + height).length;
    if (count > best.words) best = { top, words: count };
  }
  if (best.top < 0) return textBand(image, height / image.height);
  return cropAtGaps(image, Math.max(0, best.top - Math.round(height * GAP_ABOVE)), height);
}

/**
 * What a document's pages have shown of its language, kept by the caller from page to page: the model its
 * last page English could not read was read in, until a page reads as English. Its next page is read in that
 * model first (`hintedReading`).
 */
export interface LanguageSeen {
  language?: string;
  /** The way that page stood: its next page is read that way first. */
  rotation?: Rotation;
}

/**
 * A page read first in the language its document's earlier page was read in is taken as read when it reads
 * this confidently, mostly in that language's script. A page of the same script read in its own model reads
 * 62 to 95, as its language's band must read 70 to settle it; a Japanese page read in Chinese 58.
 */
const HINT_READS = 70;

/**
 * The reading of a page read first in `seen.language` (`page`, of `image`), when it stands: confident, and in
 * that language's script or with too few letters to tell. It saves what a page in a language other than
 * English costs when read in English first: on a dense Russian form, an English reading of 8 s, bands in
 * every turn and language, then the page again in Russian. Undefined when the page must be read from English
 * after all (a page of another language, or one the model reads badly).
 */
export async function hintedReading(
  page: Page,
  image: GreyImage,
  read: Read,
  seen: LanguageSeen,
): Promise<LanguageReading | undefined> {
  const language = seen.language;
  if (!language) return undefined;
  const few = letters(page) < MIN_LETTERS;
  const own = inScript(page, language) >= letters(page) * MIN_SCRIPT_SHARE;
  if (!few && !(own && readingConfidence(page) >= HINT_READS)) return undefined;
  const legible = (other: Page) => readingConfidence(other) >= LEGIBLE;
  const reading = few
    ? { page, language }
    : await inArabicScriptLanguage({ page, language }, image, read, legible);
  seen.language = reading.language;
  return { ...reading, flipped: false };
}

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
  seen: LanguageSeen = {},
  scannedTurnedOver = false,
): Promise<LanguageReading> {
  const confidence = readingConfidence(english);
  const stay = { page: english, language: ENGLISH, flipped: false };
  if (letters(english) < MIN_LETTERS) return stay;
  if (confidence >= ENGLISH_READS) {
    // An English page: the pages after it are read in English first again.
    delete seen.language;
    delete seen.rotation;
    return stay;
  }
  const band = languageBand(english, image);
  let turnedBand: GreyImage | undefined;
  const readBand = (language: string, flipped: boolean) =>
    read(flipped ? (turnedBand ??= rotate(band, 180)) : band, language, 6).then((page) => ({
      language,
      flipped,
      confidence: readingConfidence(page),
    }));
  const mostLegible = <T extends { confidence: number }>(tried: T[]) =>
    tried.reduce((a, b) => (b.confidence > a.confidence ? b : a));
  type Tried = Awaited<ReturnType<typeof readBand>>;
  const upright: Tried[] = [], overturned: Tried[] = [];
  // What the others must beat: English's reading of the page, and of the band as it stands once read (not
  // turned over, where an English page that stood upside down reads well).
  const bar = () =>
    Math.max(confidence, upright.find((t) => t.language === ENGLISH)?.confidence ?? 0) + MARGIN;
  const clear = (tried: { confidence: number }) => tried.confidence >= LEGIBLE && tried.confidence >= bar();
  // The band is read in English and the other models, as many at once as there are OCR workers, first as it
  // stands and then turned over (or the reverse, below); a wave that brings a sure reading ends it. Each model a worker turns to costs
  // about a second to load, so the model the document's last such page was read in goes first, both ways up.
  const settled = (tried: Tried[]) => {
    const others = tried.filter((t) => t.language !== ENGLISH);
    return others.length > 0 && clear(mostLegible(others)) && mostLegible(others).confidence >= SURE;
  };
  const languages = [ENGLISH, ...OTHER_LANGUAGES];
  const waves = (flipped: boolean) =>
    Array.from({ length: Math.ceil(languages.length / ocrThreads()) }, (_, i) => ({
      wave: languages.slice(i * ocrThreads(), (i + 1) * ocrThreads()),
      flipped,
    }));
  const hinted = seen.language ? [ENGLISH, seen.language] : [];
  // Most pages are scanned the right way up. The ink test that turned this one over counts ascenders, which
  // Cyrillic and Hangul barely have: a Russian form it stood upside down was read so in every model before
  // any read it as scanned. So the page as scanned, turned over here, goes first.
  const ways = scannedTurnedOver ? [true, false] : [false, true];
  const plan = [
    ...(hinted.length ? ways.map((flipped) => ({ wave: hinted, flipped })) : []),
    ...ways.flatMap(waves),
  ];
  for (const { wave, flipped } of plan) {
    const tried = flipped ? overturned : upright;
    const unread = wave.filter((language) => !tried.some((t) => t.language === language));
    tried.push(...await Promise.all(unread.map((language) => readBand(language, flipped))));
    if (settled(upright) || settled(overturned)) break;
  }
  const uprightOthers = upright.filter((t) => t.language !== ENGLISH);
  let best: Tried | undefined = uprightOthers.length ? mostLegible(uprightOthers) : upright[0];
  const overturnedOthers = overturned.filter((t) => t.language !== ENGLISH);
  if (!(best && clear(best)) && overturnedOthers.length) {
    const englishTurned = overturned.find((t) => t.language === ENGLISH)!;
    // Most other models read English too (they are read with it): an English page that stood upside down
    // reads about as well in them, and is English.
    const other = mostLegible(overturnedOthers);
    best = clear(englishTurned) && englishTurned.confidence >= other.confidence - MARGIN
      ? englishTurned
      : other;
  }
  if (!best || !clear(best)) return stay;
  const turned = best.flipped ? rotate(image, 180) : image;
  const page = await read(turned, best.language, 3);
  const legible = (page: Page) => readingConfidence(page) >= confidence + MARGIN;
  const own = best.language === ENGLISH || inScript(page, best.language) >= letters(page) * MIN_SCRIPT_SHARE;
  if (own && legible(page)) {
    const reading = await inArabicScriptLanguage({ page, language: best.language }, turned, read, legible);
    if (reading.language !== ENGLISH) seen.language = reading.language;
    return { ...reading, flipped: best.flipped };
  }
  // Turned over, it reads well but not in that language's script: an English page that stood upside down,
  // whose band English read worse than the other models (a dark sidebar's white text can do that).
  if (best.flipped && legible(page)) {
    const english = await read(turned, ENGLISH, 3);
    if (legible(english)) return { page: english, language: ENGLISH, flipped: true };
  }
  return stay;
}

/**
 * A page read in Arabic whose words are Persian read again in Persian, or the reverse (a Persian document's
 * next page is tried in Persian first, and may be in Arabic); the first reading stands if the second is not
 * legible.
 */
async function inArabicScriptLanguage(
  reading: { page: Page; language: string },
  image: GreyImage,
  read: Read,
  legible: (page: Page) => boolean,
): Promise<{ page: Page; language: string }> {
  const language = arabicScriptLanguage(reading.page, reading.language);
  if (language === reading.language) return reading;
  const page = await read(image, language, 3);
  return legible(page) ? { page, language } : reading;
}
