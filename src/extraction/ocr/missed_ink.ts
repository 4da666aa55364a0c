// Letters tesseract's page segmentation left out, read alone.
//
// Tesseract finds a page's text regions before it reads them, and can leave a narrow cell out of every region:
// an invoice's item codes broken over two lines ("MA-" over "0330", "DL-" over "0098") in a column of their
// own were not read at all, and its row went out of the table with them. Ink the size of letters that no word
// covers, in runs as close as a line's words, is read as a line of its own; what reads confidently is kept.
import type { Page, Word } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { median } from "../median.ts";
import { blobHeight, blobs, blobWidth, type Box } from "./blobs.ts";
import { around, type ReadAlone, readAlone, type ReadLine } from "./large_lines.ts";
import { letterCount, linesOf, type PageLine, wordsOf } from "./tesseract_words.ts";
import { isSureSideways, isVertical } from "./vertical_text.ts";

/** A blob of ink is of a letter's size from this share of the page's usual word height... */
const LEAST_HEIGHT = 0.4;
/** ...up to this many of them tall, and this many wide (a letter, or letters joined in a bold word). */
const MOST_HEIGHT = 1.5, MOST_WIDTH = 6;
/**
 * A run is read when one of its blobs is this share of a word's height tall at least, as a capital, a figure
 * or a tall letter is: not a bullet alone (its list item has its own step), nor specks and stops.
 */
const TALLEST = 0.6;
/** A blob alone is read only from this share of a word's height wide: a thin one is a rule's piece or a bar. */
const LONE_WIDTH = 0.25;
/** Blobs overlapping in height by this share of the shorter, and this many word heights apart at most, are a line. */
const SAME_LINE = 0.5, WORD_GAP = 1;
/**
 * A reading this many word heights from a word of a line, level with it, is a word the line missed: a space
 * in code is a cell, and a narrow glyph's ink ("= 1") stands farther in from its cell's edges than a letter's.
 */
const JOIN_GAP = 2;
/**
 * The words of a line with one that tesseract read at least this confidently (0–100) cover their ink, misread
 * ones too: read again apart from its line, a piece of it ("categor" of a caption) would stand as a block of
 * its own. A line of misread words alone covers nothing.
 */
const COVERS = 60;
/**
 * A line read alone is kept when each of its words reads this confidently, with two letters or digits; a blob
 * alone, when it reads as one digit (an invoice's quantity "1"; the foot of a "g" read "1g").
 */
const READS_WHOLE = 85;
/** A blob alone read as a cross, or as two ("xX"), is the "X" that ticks a table's box... */
const CROSS = /^[xX]{1,2}$/;
/** ...read this surely: alone, with no line to measure it by, a capital X read "x" at 69 to 93. */
const CROSS_SURE = 65;
/** A cross this share of the page's word height tall or more is a capital. */
const CAPITAL_CROSS = 0.75;
/**
 * A reading takes the place of the misread words it stands on when it reaches within this share of a word's
 * height of their ends.
 */
const ACROSS = 0.25;
/** At most this many lines are read on a page. */
const MAX_LINES = 30;
/** Tesseract's PolyBlockType for a block of text in the page's flow (vertical_text.ts tells the other kind). */
const FLOWING_TEXT = "1";
/**
 * The models whose pages are searched: scripts of separate letters. A Chinese character or an Arabic word is
 * several blobs that a line of a word reads apart, and tesseract reads those pages' lines in pieces of their
 * own already (a table's "24 场" came out "24", "场" and "计划" twice).
 */
export const SEARCHED = new Set(["eng", "rus+eng"]);

type Line = PageLine;

const overlap = (a: Box, b: Box) =>
  Math.min(a.x1, b.x1) >= Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) >= Math.max(a.y0, b.y0);

/** Letter-sized blobs in runs a line's words apart, each run left to right. */
function runsOf(found: Box[], height: number): Box[][] {
  const runs: Box[][] = [];
  for (const blob of [...found].sort((a, b) => a.x0 - b.x0)) {
    const run = runs.find((r) => {
      const last = r.at(-1)!;
      const shared = Math.min(last.y1, blob.y1) - Math.max(last.y0, blob.y0);
      return blob.x0 - last.x1 <= WORD_GAP * height &&
        shared >= SAME_LINE * Math.min(blobHeight(last), blobHeight(blob));
    });
    if (run) run.push(blob);
    else runs.push([blob]);
  }
  return runs.filter((run) =>
    run.some((b) => blobHeight(b) >= TALLEST * height) &&
    (run.length > 1 || blobWidth(run[0]) >= LONE_WIDTH * height)
  );
}

/**
 * Each run read alone as a line, where it reads confidently (READS_WHOLE) or is a cross (CROSS), its words
 * boxed on their ink. `height` is the page's usual word height.
 */
async function readRuns(
  image: GreyImage,
  runs: Box[][],
  height: number,
  read: ReadLine,
): Promise<ReadAlone[]> {
  const lines: ReadAlone[] = [];
  for (const run of runs) {
    const box = around(run);
    const reading = await readAlone(image, { ...box, x1: box.x1 + 1, y1: box.y1 + 1 }, 0.5, read);
    if (!reading) continue;
    const text = reading.words.map((w) => w.text).join("");
    const lone = run.length === 1;
    const cross = lone && CROSS.test(text) && reading.words.every((w) => w.confidence >= CROSS_SURE);
    const legible = lone ? /^\d$/.test(text) : letterCount(reading.words) >= 2;
    if (!cross && !(legible && reading.words.every((w) => w.confidence >= READS_WHOLE))) continue;
    // Boxed no wider than their ink: read alone, a lone "1" came boxed across the paper beside it, too wide
    // for a cell of the monospace line it joins.
    const onInk = (w: Word) => ({
      ...w,
      bbox: { ...w.bbox, x0: Math.max(w.bbox.x0, box.x0), x1: Math.min(w.bbox.x1, box.x1 + 1) },
    });
    const words = cross
      ? [onInk({ ...reading.words[0], text: blobHeight(run[0]) >= CAPITAL_CROSS * height ? "X" : "x" })]
      : reading.words.map(onInk);
    lines.push({
      words,
      text: words.map((w) => w.text).join(" "),
      confidence: Math.min(...words.map((w) => w.confidence)),
      bbox: around(words.map((w) => w.bbox)),
      baseline: { x0: box.x0, y0: box.y1, x1: box.x1, y1: box.y1 },
      rowAttributes: reading.rowAttributes,
      readAlone: true,
    });
  }
  return lines;
}

/**
 * The page with the ink no word covers read line by line (`read` reads one line's image as a single line):
 * each run of letter-sized blobs a line's words apart that reads confidently takes the place of the misread
 * words it stands on, or joins the line it stands beside, or becomes a line of its own, in a block of its
 * own.
 */
export async function readMissedInk(
  page: Page,
  image: GreyImage,
  threshold: number,
  read: ReadLine,
): Promise<Page> {
  const words = wordsOf(page);
  const height = median(words.filter((w) => /[\p{L}\p{N}]/u.test(w.text)).map((w) => w.bbox.y1 - w.bbox.y0));
  const firstBlock = page.blocks?.[0];
  if (!(height > 0) || !firstBlock) return page;
  const allLines = linesOf(page);
  const blockOf = new Map(
    page.blocks!.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => [l, b]))),
  );
  const sure = (line: Line) => line.words.some((w) => w.confidence >= COVERS);
  // A sideways line the page leaves out (vertical_text.ts) neither covers ink nor has words to replace: a
  // table's column of ticks ("X" over "X") was read as one, of garble boxed wider than the ticks.
  const leftOut = (line: Line) => isVertical(line, blockOf.get(line)!) && !isSureSideways(line);
  const covers = (line: Line) => sure(line) && !leftOut(line);
  const covering = allLines.filter(covers).flatMap((line) => line.words.map((w) => w.bbox));
  const found = blobs(image, threshold);
  const uncovered = found.filter((b) =>
    blobHeight(b) >= LEAST_HEIGHT * height && blobHeight(b) <= MOST_HEIGHT * height &&
    blobWidth(b) <= MOST_WIDTH * height && !covering.some((w) => overlap(w, b))
  );
  // Ink inside a drawing's frame (a picture, a page's thumbnail) is its marks and small print: an enlarged
  // page of figures held a dozen such runs, none legible. A blob alone is read there all the same, as a
  // table's grid is such a frame and the ticks in its boxes blobs alone ("X" in a scanned Redbook's table).
  const drawings = found.filter((b) =>
    blobHeight(b) > MOST_HEIGHT * height && blobWidth(b) > MOST_HEIGHT * height
  );
  const runs = runsOf(uncovered, height).filter((run) =>
    run.length === 1 || !drawings.some((d) => overlap(d, around(run)))
  );
  const lines = await readRuns(image, runs.slice(0, MAX_LINES), height, read);
  if (!lines.length) return page;
  // A reading over a line's misread words takes their place ("Migrants" at 96 for 43, after its bullet read
  // "e¢"), in their line unless that is a vertical one (the "1" read as "ray" at 45). Otherwise, one up to
  // JOIN_GAP from a line's word, level with it, is a word that line missed ("= 1" at the end of a line of
  // code) and joins it; others, a table's cells apart, are lines of their own.
  const overlapsWord = (line: Line, added: ReadAlone) =>
    line.words.some((w) => added.words.some((n) => overlap(n.bbox, w.bbox)));
  const nextTo = (line: Line, added: ReadAlone) =>
    line.words.some((w) =>
      Math.max(w.bbox.x0 - added.bbox.x1, added.bbox.x0 - w.bbox.x1) <= JOIN_GAP * height &&
      Math.min(w.bbox.y1, added.bbox.y1) - Math.max(w.bbox.y0, added.bbox.y0) >=
        SAME_LINE * Math.min(w.bbox.y1 - w.bbox.y0, added.bbox.y1 - added.bbox.y0)
    );
  const dropped = new Set<Line["words"][number]>();
  const joins = new Map<Line, ReadAlone[]>();
  const alone: ReadAlone[] = [];
  for (const added of lines) {
    // Ink of a word read already, in part: a descender below its box.
    if (allLines.some((line) => covers(line) && overlapsWord(line, added))) continue;
    const over = allLines.find((line) => !sure(line) && !leftOut(line) && overlapsWord(line, added));
    const replaced = over?.words.filter((w) => added.words.some((n) => overlap(n.bbox, w.bbox))) ?? [];
    // Read from part of their ink, it would lose letters ("categor" over "categories."): it takes their place
    // only when it reaches across them.
    const across = (w: Box) =>
      added.bbox.x0 <= w.x0 + ACROSS * height && added.bbox.x1 >= w.x1 - ACROSS * height;
    if (!replaced.every((w) => across(w.bbox))) continue;
    replaced.forEach((w) => dropped.add(w));
    const vertical = over !== undefined && isVertical(over, blockOf.get(over)!);
    const into = over && !vertical ? over : allLines.find((line) => covers(line) && nextTo(line, added));
    if (into) joins.set(into, [...(joins.get(into) ?? []), added]);
    else alone.push(added);
  }
  const lineWith = (line: Line): Line => {
    const added = joins.get(line) ?? [];
    if (!added.length && !line.words.some((w) => dropped.has(w))) return line;
    const words = [...line.words.filter((w) => !dropped.has(w)), ...added.flatMap((a) => a.words)]
      .sort((a, b) => a.bbox.x0 - b.bbox.x0);
    // A line of misread words takes its measures from the reading that took their place.
    if (!added.length || sure(line)) return { ...line, words };
    return { ...line, words, bbox: around(words.map((w) => w.bbox)), rowAttributes: added[0].rowAttributes };
  };
  const paragraph = firstBlock.paragraphs[0];
  return {
    ...page,
    blocks: [
      ...page.blocks!.map((block) => ({
        ...block,
        paragraphs: block.paragraphs.map((paragraph) => ({
          ...paragraph,
          lines: paragraph.lines.map(lineWith).filter((line) => line.words.length),
        })),
      })),
      ...alone.map((line) => ({
        ...firstBlock,
        blocktype: FLOWING_TEXT,
        bbox: line.bbox,
        text: line.text,
        paragraphs: [{ ...paragraph, bbox: line.bbox, text: line.text, lines: [line] }],
      })),
    ],
  };
}
