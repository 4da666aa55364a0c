// Latin garble on a page of another script, read again with that script's model alone.
//
// A Korean page is read with English beside Korean, for the English in it ("MERS", "KCD", an address). On
// a scanned report, a fifth of its Korean words then came out as English capitals: "높거나" read "BAU",
// "혼선이" "SMO]", "제2조" "AIA", and a table's small type mostly so. Each read again alone with the Korean
// model read right, at 90 and more, while the real English in it read in Korean as digits at 0 to 50.
import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { readAlone } from "./large_lines.ts";
import { linesOf, mapLines, type OcrWord, type PageLine } from "./tesseract_words.ts";

/** The model of a page's own script alone, for each language a page is read in with English beside it. */
export const OWN_MODEL: Record<string, string> = { "kor+eng": "kor", "ara+eng": "ara" };
/** A Latin word read at least this confidently (0–100) is left as it is: "KCD" read at 90. */
const UNSURE = 85;
/** A reading alone is taken when it reads this confidently, by its letters and digits... */
const READS = 80;
/**
 * ...and at least this share of them are in the page's script: read in Korean, "Measurable Risk" came out
 * as digits and the next word's "을".
 */
const OWN_SHARE = 0.5;
/**
 * A run first read less confidently than this was garble, and a reading alone in the page's script need only
 * read this well: the Korean report's small grey table, "MBHPRS ME XeIgO" at 0 to 20, read alone
 * "생물테러감염병 또는 치명률이" at 72, a syllable of it at 0.
 */
const GARBLED = 40;
const READS_GARBLED = 60;
/** ...and hold this many letters of the script at least: a speck read "fez" read alone "여" at 78. */
const MIN_OWN = 2;
/** The paper read around a run of words, as a share of its line's height: room for the letters' edges. */
const PADDING = 0.3;
/** At most this many runs of words are read again on a page: each takes about 70 ms. */
const MAX_RUNS = 60;

type Line = PageLine;
type Word = Line["words"][number] & Pick<OcrWord, "joined">;

const LATIN = /\p{Script=Latin}/u;
/** Letters and digits: a reading that turns letters into digits is not of the page's script. */
const lettersOf = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "").length;

/** Confidence over words, each counting by its letters and digits. */
function confidenceOf(words: Word[]): number {
  const letters = words.reduce((n, w) => n + lettersOf(w.text), 0);
  return letters ? words.reduce((sum, w) => sum + w.confidence * lettersOf(w.text), 0) / letters : 0;
}

/** Runs of neighbouring words of a line that read as Latin letters, none of the page's script, unsurely. */
function unsureRuns(line: Line, inScript: (text: string) => number): Word[][] {
  const runs: Word[][] = [];
  let run: Word[] = [];
  for (const word of line.words as Word[]) {
    if (LATIN.test(word.text) && inScript(word.text) === 0 && word.confidence < UNSURE) run.push(word);
    else if (run.length) runs.push(run), run = [];
  }
  if (run.length) runs.push(run);
  return runs;
}

/**
 * The page with each run of words that read as unsure Latin letters, on a page read in `language` (a
 * language of `OWN_MODEL`), read again alone with `read` (its own script's model, one line of text) and
 * taken where that reads confidently in the page's script (`inScript` counts its letters).
 */
export async function rereadOwnScript(
  page: Page,
  image: GreyImage,
  read: (line: GreyImage) => Promise<Page>,
  inScript: (text: string) => number,
): Promise<Page> {
  const lines = linesOf(page);
  const runs = lines.flatMap((line) => unsureRuns(line, inScript).map((words) => ({ line, words })));
  const replaced = new Map<Word, Word[]>();
  for (const { line, words } of runs.slice(0, MAX_RUNS)) {
    const box = { ...line.bbox, x0: words[0].bbox.x0, x1: words.at(-1)!.bbox.x1 };
    const reading = await readAlone(image, box, PADDING, read);
    // Words read in the paper around the run are its neighbours', which stay as first read.
    const again = (reading?.words ?? []).filter((w) => {
      const middle = (w.bbox.x0 + w.bbox.x1) / 2;
      return middle >= box.x0 && middle <= box.x1;
    }) as Word[];
    const text = again.map((w) => w.text).join("");
    const first = confidenceOf(words);
    const garbled = first < GARBLED;
    const taken = again.length > 0 &&
      confidenceOf(again) >= (garbled ? READS_GARBLED : Math.max(READS, first)) &&
      inScript(text) >= Math.max(OWN_SHARE * lettersOf(text), garbled ? MIN_OWN : 1);
    if (!taken) continue;
    // The run's first word keeps its space before it (or its lack), the words read after it their own.
    const lead = { ...again[0], joined: words[0].joined };
    if (!lead.joined) delete lead.joined;
    replaced.set(words[0], [lead, ...again.slice(1)]);
    for (const word of words.slice(1)) replaced.set(word, []);
  }
  if (!replaced.size) return page;
  return mapLines(page, (line) => ({
    ...line,
    words: (line.words as Word[]).flatMap((word) => replaced.get(word) ?? [word]),
  }));
}
