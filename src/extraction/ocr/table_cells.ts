// Ultra mode's care with scanned tables: each ruled box of a table is read again on its own.
//
// Read with the whole page, a table's short cells read worse than alone: a cell of a few capitals is read
// against the lines around it ("OTSL" as "oTsL" in every row of the corpus's ruled table, right in each box read
// alone; now read again in either mode, as a word read unsurely, `unsure_words.ts`), and a rule beside a date
// joins it as a bracket ("{11/11/2016"). Forty boxes read again take about 0.4 s. On 28 table pages of the
// corpus printed at 200 dpi and read as images, table row F1 went from 0.341 to 0.346 and cell F1 from 0.567 to
// 0.570 against the digital PDFs' tables, in 9 % more time.
import type { Page, Word } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import type { RuleLine } from "../types.ts";
import { median } from "../median.ts";
import { mapLines, wordsOf } from "./tesseract_words.ts";
import { editDistance } from "./edit_distance.ts";

/** A word belongs to a box when rules close it in on all four sides: a rule reaches past its centre by this. */
const REACH = 2;
/** The box is read inside its rules, this far in (pixels), and on a margin of white paper. */
const INSET = 3;
const MARGIN = 10;
/** Fewer ruled boxes with words than this are a frame or a form's field, not a table. */
const MIN_BOXES = 4;
/** A box taller than this many lines of text, or over this share of the page, is a frame around text. */
const MAX_BOX_LINES = 12;
const MAX_BOX_SHARE = 0.25;
/** Boxes read again on one page at most: a dense form's hundreds of boxes would cost seconds each page. */
const MAX_BOXES = 300;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The words of letters or digits first read in it. */
  words: Word[];
}

const centre = (word: Word) => ({
  x: (word.bbox.x0 + word.bbox.x1) / 2,
  y: (word.bbox.y0 + word.bbox.y1) / 2,
});

/** The boxes that ruling lines (in the image's pixels) close around the page's words, with their words. */
export function ruledBoxes(page: Page, rules: RuleLine[], width: number, height: number): Box[] {
  const horizontal = rules.filter((r) => Math.abs(r.y1 - r.y2) < 1);
  const vertical = rules.filter((r) => Math.abs(r.x1 - r.x2) < 1);
  const spans = (from: number, to: number, at: number) =>
    Math.min(from, to) - REACH <= at && Math.max(from, to) + REACH >= at;
  const lineHeight = median(
    (page.blocks ?? []).flatMap((b) =>
      b.paragraphs.flatMap((p) => p.lines.map((l) => l.bbox.y1 - l.bbox.y0))
    ),
  );
  const boxes = new Map<string, Box>();
  // Boxes are found around words of letters or digits: tesseract also reads the rules themselves as bars.
  for (const word of wordsOf(page).filter((w) => /[\p{L}\p{N}]/u.test(w.text))) {
    const { x: cx, y: cy } = centre(word);
    const sides = vertical.filter((r) => spans(r.y1, r.y2, cy)).map((r) => r.x1);
    const levels = horizontal.filter((r) => spans(r.x1, r.x2, cx)).map((r) => r.y1);
    const x0 = Math.max(...sides.filter((x) => x < cx)), x1 = Math.min(...sides.filter((x) => x > cx));
    const y0 = Math.max(...levels.filter((y) => y < cy)), y1 = Math.min(...levels.filter((y) => y > cy));
    if (![x0, x1, y0, y1].every(Number.isFinite)) continue;
    if (y1 - y0 > MAX_BOX_LINES * lineHeight || (x1 - x0) * (y1 - y0) > MAX_BOX_SHARE * width * height) {
      continue;
    }
    const key = `${x0},${y0},${x1},${y1}`;
    const box = boxes.get(key) ?? { x0, y0, x1, y1, words: [] };
    box.words.push(word);
    boxes.set(key, box);
  }
  return [...boxes.values()];
}

/** The box's pixels inside its rules, on a margin of white paper. */
function boxImage(image: GreyImage, box: Box): GreyImage {
  const x0 = Math.ceil(box.x0) + INSET, y0 = Math.ceil(box.y0) + INSET;
  const width = Math.max(1, Math.floor(box.x1) - INSET - x0),
    height = Math.max(1, Math.floor(box.y1) - INSET - y0);
  const out = { width: width + 2 * MARGIN, height: height + 2 * MARGIN, data: new Uint8Array(0) };
  out.data = new Uint8Array(out.width * out.height).fill(255);
  for (let y = 0; y < height; y++) {
    const from = (y0 + y) * image.width + x0;
    out.data.set(image.data.subarray(from, from + width), (y + MARGIN) * out.width + MARGIN);
  }
  return out;
}

/** A word read again stands for the word first read when at most this share of its letters differ. */
const SAME_WORD = 0.5;

/**
 * The page with the words of each ruled box of a table as read again on their own (`read` reads one box's
 * image as a block of text). Only the words' text changes, and only where the box reads again as the same
 * number of words, each like the one first read, and each word read no less surely than at first: where the
 * box is read as other words (two run together, a bar read as a letter), the page's first reading stands, and so
 * does every word's place on the page.
 */
export async function rereadTableCells(
  page: Page,
  image: GreyImage,
  rules: RuleLine[],
  read: (box: GreyImage) => Promise<Page>,
): Promise<Page> {
  const boxes = ruledBoxes(page, rules, image.width, image.height);
  if (boxes.length < MIN_BOXES || boxes.length > MAX_BOXES) return page;
  const corrected = new Map<Word, string>();
  for (const box of boxes) {
    const again = wordsOf(await read(boxImage(image, box)))
      .map((w) => ({ text: w.text.trim(), confidence: w.confidence })).filter((w) => w.text);
    if (again.length !== box.words.length) continue;
    const alike = box.words.every((word, i) =>
      editDistance(word.text.trim(), again[i].text) <=
        SAME_WORD * Math.max(word.text.trim().length, again[i].text.length)
    );
    // A word read less surely alone than with the page keeps its first reading: the box of "0.965 0.969",
    // read alone, put a comma after the first figure.
    box.words.forEach((word, i) => {
      if (alike && again[i].confidence >= word.confidence) corrected.set(word, again[i].text);
    });
  }
  return mapLines(page, (line) => ({
    ...line,
    words: line.words.map((word) => corrected.has(word) ? { ...word, text: corrected.get(word)! } : word),
  }));
}
