// Lines of large type read again alone.
//
// Read with the whole page, a heading set well above the body's size can be cut apart or misread by
// tesseract's page segmentation: a Chinese title's "年", its stroke reaching below the line, was split off into
// a block of its own and the title read "城市图书馆名 度工作报告", and the bold "一" of "一、总体情况" read as
// "人人人". Read alone as one line, both read right.
import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { median } from "../median.ts";
import { editDistance } from "./edit_distance.ts";
import { mapLines } from "./tesseract_words.ts";

/** A line whose row or box is at least this many times the page's usual one is large type. */
const LARGE = 1.3;
/** A line's box more than this many rows tall holds several lines (a footnote block, a picture's labels). */
const ONE_LINE = 2;
/** Two lines whose heights overlap by this share of the shorter stand on one row. */
const SAME_ROW = 0.6;
/** A line read at least this confidently (0–100, by its letters) is left as it is. */
const READ_WELL = 85;
/** A line read alone is taken when it reads this confidently, and this much more than it first read. */
const READS_ALONE = 80;
const MARGIN = 5;
/**
 * ...and only when it reads as much the same text: at most this share of its letters differ. Read alone, a
 * picture's labels read as other garble, as confidently.
 */
const SAME_TEXT = 0.5;
/** At most this many lines are read again on a page: a poster's every line can be large. */
const MAX_LINES = 12;

type Line = NonNullable<Page["blocks"]>[number]["paragraphs"][number]["lines"][number];
type Word = Line["words"][number];
type Box = Line["bbox"];

/** Confidence over a line's words, each counting by its letters. */
function confidenceOf(words: Word[]): number {
  const letters = words.reduce((n, w) => n + w.text.trim().length, 0);
  return letters ? words.reduce((sum, w) => sum + w.confidence * w.text.trim().length, 0) / letters : 0;
}

const textOf = (words: Word[]) => words.map((w) => w.text.trim()).join("");

/** The box's pixels with half its height of paper around, clipped to the page, and where they start. */
function lineImage(image: GreyImage, box: Box) {
  const pad = Math.round((box.y1 - box.y0) / 2);
  const x0 = Math.max(0, box.x0 - pad), y0 = Math.max(0, box.y0 - pad);
  const x1 = Math.min(image.width, box.x1 + pad), y1 = Math.min(image.height, box.y1 + pad);
  const out = { width: x1 - x0, height: y1 - y0, data: new Uint8Array((x1 - x0) * (y1 - y0)) };
  for (let y = y0; y < y1; y++) {
    out.data.set(image.data.subarray(y * image.width + x0, y * image.width + x1), (y - y0) * out.width);
  }
  return { image: out, x0, y0 };
}

const height = (line: Line) => line.bbox.y1 - line.bbox.y0;

/** Large lines side by side on one row, a line's height apart at most, as one: a line the segmentation cut. */
function rowsOf(large: Line[]): Line[][] {
  const rows: Line[][] = [];
  for (const line of [...large].sort((a, b) => a.bbox.x0 - b.bbox.x0)) {
    const row = rows.find((r) => {
      const last = r.at(-1)!;
      const overlap = Math.min(last.bbox.y1, line.bbox.y1) - Math.max(last.bbox.y0, line.bbox.y0);
      return overlap >= SAME_ROW * Math.min(height(last), height(line)) &&
        line.bbox.x0 - last.bbox.x1 <= Math.max(height(last), height(line));
    });
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows;
}

const around = (boxes: Box[]): Box => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

/**
 * The page with each line of large type that read poorly, or that the segmentation cut in pieces, read again
 * alone (`read` reads one line's image as a single line of text), where that reads better and alike.
 */
export async function rereadLargeLines(
  page: Page,
  image: GreyImage,
  read: (line: GreyImage) => Promise<Page>,
): Promise<Page> {
  const lines = (page.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const row = (line: Line) => line.rowAttributes?.rowHeight ?? 0;
  const usualRow = median(lines.map(row).filter((r) => r > 0)), usualBox = median(lines.map(height));
  // By its row or by its box: a misread line's row was measured on the letters misread ("人人人" for "一").
  const large = lines.filter((l) =>
    (row(l) >= LARGE * usualRow || height(l) >= LARGE * usualBox) && height(l) <= ONE_LINE * row(l)
  );
  const unsure = rowsOf(large).filter((r) => r.length > 1 || confidenceOf(r[0].words) < READ_WELL);
  const replaced = new Map<Line, Partial<Line>>();
  for (const pieces of unsure.slice(0, MAX_LINES)) {
    const first = pieces.flatMap((l) => l.words);
    const box = around(pieces.map((l) => l.bbox));
    const { image: alone, x0, y0 } = lineImage(image, box);
    const again = (await read(alone)).blocks?.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)) ?? [];
    const words = again.flatMap((l) => l.words).map((w) => ({
      ...w,
      bbox: { x0: w.bbox.x0 + x0, x1: w.bbox.x1 + x0, y0: w.bbox.y0 + y0, y1: w.bbox.y1 + y0 },
    }));
    // A line cut in pieces may have read confidently, and wrong, in each.
    const gain = pieces.length > 1 ? 0 : MARGIN;
    const [before, after] = [textOf(first), textOf(words)];
    const digits = (text: string) => text.replace(/\D/g, "").length;
    // Nor when it loses figures: read alone, a pie chart's label "32% Patents" kept only "Patents".
    const alike = editDistance(before, after) <= SAME_TEXT * Math.max(before.length, after.length) &&
      digits(after) >= digits(before);
    const better = confidenceOf(words) >= Math.max(READS_ALONE, confidenceOf(first) + gain);
    if (!words.length || !alike || !better) continue;
    // The row's height as measured on the line read alone: the first reading measured its misread letters.
    const rowAttributes = again[0].rowAttributes;
    pieces.forEach((line, i) =>
      replaced.set(line, i === 0 ? { words, rowAttributes, bbox: box } : { words: [] })
    );
  }
  return replaced.size ? mapLines(page, (line) => ({ ...line, ...replaced.get(line) })) : page;
}
