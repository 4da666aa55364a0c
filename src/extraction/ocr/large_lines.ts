// Lines of large type read again alone.
//
// Read with the whole page, a heading set well above the body's size can be cut apart or misread by
// tesseract's page segmentation: a Chinese title's "年", its stroke reaching below the line, was split off into
// a block of its own and the title read "城市图书馆名 度工作报告", and the bold "一" of "一、总体情况" read as
// "人人人". Read alone as one line, both read right (the second, in Noto Sans CJK Bold, only read raw).
import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { median } from "../median.ts";
import { editDistance } from "./edit_distance.ts";
import { inkRows, inkShare } from "./ink_runs.ts";
import { inkThreshold } from "./orientation.ts";
import { linesOf, mapLines, type PageLine, placedWord } from "./tesseract_words.ts";

/** A line whose row or box is at least this many times the page's usual one is large type. */
const LARGE = 1.3;
/** A line's box more than this many rows tall holds several lines (a footnote block, a picture's labels). */
const ONE_LINE = 2;
/** Two lines whose heights overlap by this share of the shorter stand on one row. */
const SAME_ROW = 0.6;
/**
 * Two such lines this many line heights apart at most are one when the page between them holds this share of
 * ink: letters the segmentation read as no line.
 */
const GAP_WITH_INK = 3;
const INK_BETWEEN = 0.05;
/** A word read less confidently than this is no figure to keep: "年" read as "4" at 0. */
const FIGURE_READ = 40;
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
/**
 * A line read less confidently than this is garble as it stands, and a reading alone need not be like it:
 * a Korean section heading on a grey band beside a dark number badge, "4 개선과제", read "|4 Beles)" at 15 with
 * the page and right at 80 alone.
 */
const GARBLED = 40;
/** Such a line's reading alone must hold this many letters at least: a lone mark says nothing. */
const MIN_LETTERS = 2;
/**
 * A line of a page in another script that read as no letter of that script, and reads alone with at least
 * this share of its letters in it, is taken when it reads no less confidently: the Korean heading "들어가며"
 * beside its badge read "Ey soi" at 34 with the page, and alone, right, at 37 (tesseract is unsure of the
 * bold type on grey).
 */
const OWN_SCRIPT = 0.5;

type Line = PageLine;

/** A line read again alone and taken: its reading is chosen, not garble to be dropped (`isGarble`). */
export type ReadAlone = Line & { readAlone?: true };
type Word = Line["words"][number];
type Box = Line["bbox"];

/** Confidence over a line's words, each counting by its letters. */
export function confidenceOf(words: { text: string; confidence: number }[]): number {
  const letters = words.reduce((n, w) => n + w.text.trim().length, 0);
  return letters ? words.reduce((sum, w) => sum + w.confidence * w.text.trim().length, 0) / letters : 0;
}

const textOf = (words: Word[]) => words.map((w) => w.text.trim()).join("");

/**
 * The box's pixels with `share` of its height of the page around, clipped to the page, on a frame of white
 * paper `frame` pixels wide; and where on the page the image's first pixel would stand.
 */
export function lineImage(image: GreyImage, box: Box, share: number, frame = 0) {
  const pad = Math.round((box.y1 - box.y0) * share);
  const x0 = Math.max(0, box.x0 - pad), y0 = Math.max(0, box.y0 - pad);
  const x1 = Math.min(image.width, box.x1 + pad), y1 = Math.min(image.height, box.y1 + pad);
  const width = x1 - x0 + 2 * frame, height = y1 - y0 + 2 * frame;
  const out = { width, height, data: new Uint8Array(width * height).fill(255) };
  for (let y = y0; y < y1; y++) {
    out.data.set(
      image.data.subarray(y * image.width + x0, y * image.width + x1),
      (y - y0 + frame) * width + frame,
    );
  }
  return { image: out, x0: x0 - frame, y0: y0 - frame };
}

const height = (line: Line) => line.bbox.y1 - line.bbox.y0;

/**
 * Large lines side by side on one row as one, a line the segmentation cut: a line's height apart at most, or
 * up to GAP_WITH_INK of them with ink between that no line holds (a Chinese title's "工", which the
 * segmentation left out, parted "城市图书馆年度" from "作报告" by more than a line's height). Columns stand
 * apart on paper.
 */
function rowsOf(large: Line[], image: GreyImage, threshold: number): Line[][] {
  const rows: Line[][] = [];
  for (const line of [...large].sort((a, b) => a.bbox.x0 - b.bbox.x0)) {
    const row = rows.find((r) => {
      const last = r.at(-1)!;
      const overlap = Math.min(last.bbox.y1, line.bbox.y1) - Math.max(last.bbox.y0, line.bbox.y0);
      if (overlap < SAME_ROW * Math.min(height(last), height(line))) return false;
      const gap = line.bbox.x0 - last.bbox.x1, tall = Math.max(height(last), height(line));
      if (gap <= tall) return true;
      const between = {
        x0: last.bbox.x1,
        x1: line.bbox.x0,
        y0: Math.max(last.bbox.y0, line.bbox.y0),
        y1: Math.min(last.bbox.y1, line.bbox.y1),
      };
      return gap <= GAP_WITH_INK * tall && inkShare(image, threshold, between) >= INK_BETWEEN;
    });
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows;
}

/** The box around `boxes`. */
export const around = (boxes: Box[]): Box => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

/**
 * How a line is read alone, in turn until one reads better: with half its height of the page around it, then
 * its box alone, then its box on a frame of white paper a fifth of its height wide, read raw (tesseract's
 * "raw line" mode, which skips its measuring of the line's letters). Read in either of the first two ways, the
 * bold "一、" of Noto Sans CJK, a flat bar beside a mark, read "人人人、" at 10 to 46; read raw, "一、" at 92.
 */
const ATTEMPTS: { share: number; frame?: number; raw?: true }[] = [
  { share: 0.5 },
  { share: 0 },
  { share: 0, frame: 0.2, raw: true },
];

/** Reads one line's image as a single line of text; `raw` skips tesseract's measuring of its letters. */
export type ReadLine = (line: GreyImage, raw?: boolean) => Promise<Page>;

/**
 * A line's box read alone, with `share` of its height of the page around it (and `frame` of its height of
 * white paper around that), its words placed on the page; undefined when nothing is read.
 */
export async function readAlone(
  image: GreyImage,
  box: Box,
  share: number,
  read: ReadLine,
  { frame = 0, raw = false }: { frame?: number; raw?: boolean } = {},
) {
  const frameWidth = Math.round((box.y1 - box.y0) * frame);
  const { image: alone, x0, y0 } = lineImage(image, box, share, frameWidth);
  const again = (await read(alone, raw)).blocks?.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)) ?? [];
  // Placed on the page, their letters' edges too (`tesseract_words.ts`). Words standing outside the line's
  // rows are another line's, which the paper read around it held.
  const words = again.flatMap((l) => l.words).map((w) => placedWord(w, x0, y0)).filter((w) => {
    const middle = (w.bbox.y0 + w.bbox.y1) / 2;
    return middle >= box.y0 && middle <= box.y1;
  });
  // The row's height as measured on the line read alone: the first reading measured its misread letters.
  return words.length ? { words, rowAttributes: again[0].rowAttributes } : undefined;
}

/**
 * Whether a line's reading alone is taken over its first reading, which was cut into `pieces` lines; `inScript`
 * counts a text's letters in the page's script.
 */
function readsBetter(
  first: Word[],
  words: Word[],
  pieces: number,
  inScript: (text: string) => number,
): boolean {
  // A line cut in pieces may have read confidently, and wrong, in each.
  const gain = pieces > 1 ? 0 : MARGIN;
  const [before, after] = [textOf(first), textOf(words)];
  const digits = (text: string) => text.replace(/\D/g, "").length;
  // Nor when it loses figures: read alone, a pie chart's label "32% Patents" kept only "Patents".
  const figures = textOf(first.filter((w) => w.confidence >= FIGURE_READ));
  const alike = editDistance(before, after) <= SAME_TEXT * Math.max(before.length, after.length) &&
    digits(after) >= digits(figures);
  const letters = (text: string) => text.replace(/[^\p{L}]/gu, "").length;
  const garbled = confidenceOf(first) < GARBLED && letters(after) >= MIN_LETTERS;
  const confident = confidenceOf(words) >= Math.max(READS_ALONE, confidenceOf(first) + gain);
  // Latin garble on a page of another script, read alone in that script.
  const ownScript = garbled && inScript(before) === 0 && inScript(after) >= OWN_SCRIPT * letters(after) &&
    confidenceOf(words) >= confidenceOf(first);
  return ((alike || garbled) && confident) || ownScript;
}

/**
 * The page with each line of large type that read poorly, or that the segmentation cut in pieces, read again
 * alone (`read` reads one line's image as a single line of text), where that reads better and alike, or
 * legibly where the line read as garble, or in the page's script (`inScript` counts its letters) where it
 * read as none. `threshold` is the page's ink threshold, when the caller has it.
 */
export async function rereadLargeLines(
  page: Page,
  image: GreyImage,
  read: ReadLine,
  inScript: (text: string) => number = () => 0,
  threshold = inkThreshold(image),
): Promise<Page> {
  const lines = linesOf(page);
  const row = (line: Line) => line.rowAttributes?.rowHeight ?? 0;
  const usualRow = median(lines.map(row).filter((r) => r > 0)), usualBox = median(lines.map(height));
  // By its row or by its box: a misread line's row was measured on the letters misread ("人人人" for "一").
  const large = lines.filter((l) =>
    (row(l) >= LARGE * usualRow || height(l) >= LARGE * usualBox) && height(l) <= ONE_LINE * row(l)
  );
  /**
   * Read raw, a line's row is not measured by its letters (the Japanese heading "今後の課題", 62 pixels with
   * the page, its size among the page's other headings, came out 31): the first reading's is kept. Unless
   * that is under the page's usual row while the line's ink stands taller than the usual line's box: then it
   * was measured on the letters misread ("一、总体情况" at 33 beside body text at 41), and the row is the
   * usual one in the proportion of the line's ink to the usual box (61, as the page's other headings).
   */
  const rawRow = (pieces: Line[], ink: number) => {
    const first = Math.max(...pieces.map(row));
    return first < usualRow && ink >= LARGE * usualBox ? usualRow * ink / usualBox : first;
  };
  const unsure = rowsOf(large, image, threshold).filter((r) =>
    r.length > 1 || confidenceOf(r[0].words) < READ_WELL
  );
  const replaced = new Map<Line, Partial<ReadAlone>>();
  for (const pieces of unsure.slice(0, MAX_LINES)) {
    const first = pieces.flatMap((l) => l.words);
    const box = around(pieces.map((l) => l.bbox));
    // With its box alone after the page around it: the band around a heading set on grey, a badge's dark
    // square in it, read as garble again.
    for (const { share, ...how } of ATTEMPTS) {
      const reading = await readAlone(image, box, share, read, how);
      if (!reading || !readsBetter(first, reading.words, pieces.length, inScript)) continue;
      let taken = { words: reading.words, rowAttributes: reading.rowAttributes, bbox: box };
      if (how.raw) {
        // Boxed to its ink, as tesseract boxes a line it measures: the box bounds the line's size.
        const { top, bottom } = inkRows(image, threshold, box);
        const rowHeight = rawRow(pieces, bottom - top);
        taken = {
          ...taken,
          rowAttributes: { ...pieces[0].rowAttributes!, rowHeight },
          bbox: { ...box, y0: top, y1: bottom },
        };
      }
      pieces.forEach((line, i) =>
        replaced.set(line, i === 0 ? { ...taken, readAlone: true } : { words: [] })
      );
      break;
    }
  }
  return replaced.size ? mapLines(page, (line) => ({ ...line, ...replaced.get(line) })) : page;
}
