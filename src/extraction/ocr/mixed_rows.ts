// A table's rows whose cells stand at different heights, read again column by column.
//
// A browser centres a row's short cells between the lines of its wrapped ones ("Workshop: pressure
// management in small networks" on two lines beside "Grace Oduya" on one, midway). Tesseract's line finding
// takes a line across the whole row, so one of its lines holds words of two heights: "Welcome" read with the
// "9:00–" above it, "Grace" with the line above it, and the rest cut into halves read as garble ("Work: : i ll
// R" over "orkshop: … oom", "panel: 'nen fan wesilenes"). Each of the row's columns, read alone, is a column
// of lines at one height each, which reads right; as lines of their own, the layout step finds the row as
// it does on a digital page.
import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { median } from "../median.ts";
import { confidenceOf, lineImage } from "./large_lines.ts";
import { flatMapLines, linesOf, type PageLine, placedBox, placedWord } from "./tesseract_words.ts";
import { editDistance } from "./edit_distance.ts";
import { blankColumn } from "./ink_runs.ts";

type Line = PageLine;
type Word = Line["words"][number];
type Box = Line["bbox"];

/** Words at least this share of the page's word height count: marks and small print stand where they may. */
const WORD_HEIGHT = 0.6;
/** Two words of a line overlapping by at most this share of the shorter's height stand on two rows. */
const BESIDE = 0.5;
/** A region of lines more than this many word heights tall is more than a row, left as read. */
const MAX_ROW = 5;
/** Paper at least this many word heights wide down a row parts its columns. */
const GUTTER = 1;
/**
 * Each column read alone must read this confidently (0–100, by its letters), the row as a whole no less
 * confidently than it first read...
 */
const READS_WELL = 80;
/** ...keeping this share of the words first read confidently at least (see `keeps`)... */
const KEEPS = 0.8;
/** ...where a word with at most this share of its letters changed is kept. */
const SAME_WORD = 0.3;
/** At most this many rows are read again on a page. */
const MAX_ROWS = 20;
/** A word tesseract reads off a table's vertical rule. */
const RULE = /^\s*\|+\s*$/;
/** The column's image is framed by this share of a word height of white paper. */
const FRAME = 0.5;

/** Reads an image of a few lines of text as one block. */
export type ReadBlock = (image: GreyImage) => Promise<Page>;

const tall = (box: Box) => box.y1 - box.y0;
const overlap = (a: Box, b: Box) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);

/** Whether a line holds words of two rows: two words of letters or digits, standing one above the other. */
function mixed(line: Line, wordHeight: number): boolean {
  const words = line.words.filter((w) =>
    /[\p{L}\p{N}]/u.test(w.text) && tall(w.bbox) >= WORD_HEIGHT * wordHeight
  );
  return words.some((a, i) =>
    words.slice(i + 1).some((b) => overlap(a.bbox, b.bbox) <= BESIDE * Math.min(tall(a.bbox), tall(b.bbox)))
  );
}

/**
 * The lines standing in one row with `seed`: every line, not yet `taken` by another row, whose height overlaps
 * the row's and whose words it spans.
 */
function rowOf(seed: Line, lines: Line[], taken: Set<Line>): { lines: Line[]; box: Box } {
  const row = new Set([seed]);
  let box = { ...seed.bbox };
  for (let grown = true; grown;) {
    grown = false;
    for (const line of lines) {
      if (row.has(line) || taken.has(line)) continue;
      const across = line.bbox.x0 < box.x1 && line.bbox.x1 > box.x0;
      if (!across || overlap(line.bbox, box) <= 0) continue;
      row.add(line);
      box = {
        x0: Math.min(box.x0, line.bbox.x0),
        y0: Math.min(box.y0, line.bbox.y0),
        x1: Math.max(box.x1, line.bbox.x1),
        y1: Math.max(box.y1, line.bbox.y1),
      };
      grown = true;
    }
  }
  return { lines: [...row], box };
}

/** The row's columns: runs of inked pixel columns, parted by paper at least `gutter` wide from top to bottom. */
function columnsOf(image: GreyImage, threshold: number, box: Box, gutter: number): Box[] {
  const x0 = Math.max(0, Math.floor(box.x0)), x1 = Math.min(image.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0)), y1 = Math.min(image.height, Math.ceil(box.y1));
  const columns: Box[] = [];
  let last = -Infinity;
  for (let x = x0; x < x1; x++) {
    if (blankColumn(image, threshold, x, y0, y1)) continue;
    const column = columns.at(-1);
    if (column && x - last <= gutter) column.x1 = x + 1;
    else columns.push({ x0: x, x1: x + 1, y0, y1 });
    last = x;
  }
  return columns;
}

/** A word's letters and digits, in lower case. */
const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * Whether the columns' words keep the words first read confidently: each found in one of them, whole or in
 * part ("orkshop:" in "Workshop:"), or near enough ("13-30" as "13:30"), but for a few. A line read twice
 * (the row's centred line read with both of the lines beside it) is found once.
 */
function keeps(before: Word[], after: Word[]): boolean {
  const read = after.map((w) => lettersOf(w.text)).filter(Boolean);
  const confident = before.map((w) => w.confidence >= READS_WELL ? lettersOf(w.text) : "").filter((t) =>
    t.length >= 2
  );
  const found = confident.filter((text) =>
    read.some((again) => again.includes(text) || editDistance(text, again) <= SAME_WORD * text.length)
  );
  return found.length >= KEEPS * confident.length;
}

/** The column's lines as read alone, their words placed on the page. */
async function readColumn(image: GreyImage, column: Box, frame: number, read: ReadBlock): Promise<Line[]> {
  const { image: alone, x0, y0 } = lineImage(image, column, 0, Math.round(frame));
  const lines = linesOf(await read(alone));
  return lines.filter((l) => l.words.length).map((line) => ({
    ...line,
    bbox: placedBox(line.bbox, x0, y0),
    words: line.words.map((w) => placedWord(w, x0, y0)),
  }));
}

/**
 * The page with each table row whose lines mix words of two heights (see `mixed`) read again column by
 * column (`read` reads a column's image as a block), where every column reads confidently, the row no less
 * so than it first did, and the words first read confidently are read again (`keeps`): the row's lines give
 * way to the columns' lines, in the first one's paragraph.
 */
export async function rereadMixedRows(
  page: Page,
  image: GreyImage,
  threshold: number,
  read: ReadBlock,
): Promise<Page> {
  const lines = linesOf(page);
  const wordHeight = median(lines.flatMap((l) => l.words.map((w) => tall(w.bbox))));
  if (!(wordHeight > 0)) return page;
  const taken = new Set<Line>();
  const replaced = new Map<Line, Line[]>();
  let tried = 0;
  for (const seed of lines) {
    if (taken.has(seed) || !mixed(seed, wordHeight)) continue;
    const row = rowOf(seed, lines, taken);
    row.lines.forEach((line) => taken.add(line));
    // A ruled table's rules read as bars: its columns stand between them, each read well with the page.
    const ruled = row.lines.some((l) => l.words.some((w) => RULE.test(w.text)));
    if (ruled || tall(row.box) > MAX_ROW * wordHeight) continue;
    const columns = columnsOf(image, threshold, row.box, GUTTER * wordHeight);
    if (columns.length < 2 || tried++ >= MAX_ROWS) continue;
    const again: Line[][] = [];
    for (const column of columns) again.push(await readColumn(image, column, FRAME * wordHeight, read));
    const before = row.lines.flatMap((l) => l.words), after = again.flat().flatMap((l) => l.words);
    const sure = again.every((c) => c.length > 0 && confidenceOf(c.flatMap((l) => l.words)) >= READS_WELL);
    if (!sure || confidenceOf(after) < confidenceOf(before) || !keeps(before, after)) continue;
    const columnLines = again.flat().sort((a, b) => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0);
    row.lines.forEach((line, i) => replaced.set(line, i === 0 ? columnLines : []));
  }
  return replaced.size ? flatMapLines(page, (line) => replaced.get(line) ?? [line]) : page;
}
