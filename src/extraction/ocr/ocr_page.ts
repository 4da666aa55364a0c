import type { Bbox, Page, Word } from "tesseract.js";
import {
  type GreyImage,
  type RawPixels,
  rotate,
  rotateBy,
  scale,
  shrinkToGrey,
  toGrey,
} from "../image/raster.ts";
import type { PageContent, RuleLine, TextItem } from "../types.ts";
import { ENGLISH, recognize as recognizeImage, type RecognizeOptions } from "./engine.ts";
import { hintedReading, inScriptOf, type LanguageSeen, type Read, readLanguage } from "./language.ts";
import { isVertical, sidewaysLines } from "./vertical_text.ts";
import { inkThreshold, readUpright, type Rotation, type UprightOptions } from "./orientation.ts";
import { findRules, startsWithBar, withoutRuleBars } from "./rules.ts";
import { rereadTableCells } from "./table_cells.ts";
import { wordsOf } from "./tesseract_words.ts";
import { boldLines, boldWords, medianStroke, strokeWidth } from "./bold.ts";
import { firstInkColumn, inkShare } from "./ink_runs.ts";
import { alignedToInk } from "./ink_words.ts";
import { estimateSkew } from "./skew.ts";
import { median } from "../median.ts";
import { straightQuotes } from "../straight_quotes.ts";
import { bulletText } from "./bullets.ts";
import { checkBoxBefore } from "./check_boxes.ts";
import { fixedPitchGrid, type Grid, onNeighbourGrid } from "./fixed_pitch.ts";
import { italicWords, shearGain, slant } from "./italic.ts";
import { findLeaders, type Leader, readLeaderTails, withoutLeaders } from "./leaders.ts";
import { blobs } from "./blobs.ts";
import { joinUnspaced, partedAtSpaces, spacedByInk } from "./unspaced.ts";
import { cyrillicLookalikes } from "./cyrillic.ts";
import { type ReadAlone, rereadLargeLines } from "./large_lines.ts";
import { rereadCutWords } from "./cut_words.ts";
import { rereadStackedWords } from "./stacked_words.ts";
import { readMissedInk, SEARCHED } from "./missed_ink.ts";
import { withoutDoubleReadings } from "./double_readings.ts";
import { OWN_MODEL, rereadOwnScript } from "./own_script.ts";
import { isWide } from "../wide_script.ts";
import { asPositive } from "./negative.ts";
import { widePunctuation } from "./wide_punctuation.ts";
import { rowsByXHeight } from "./x_height.ts";
import { isMiddleDot } from "./middle_dots.ts";
import { equalsAsDash, loneDash } from "./lone_dash.ts";
import { enDashes } from "./en_dashes.ts";
import { plusMinus } from "./plus_minus.ts";
import { microSign } from "./micro_sign.ts";
import { rereadMixedRows } from "./mixed_rows.ts";
import { rereadUnsureWords } from "./unsure_words.ts";
import { pointsInFigures } from "./figure_points.ts";
import { arabicCommas } from "./arabic_commas.ts";
import { ARABIC, PERSIAN } from "./persian.ts";

/**
 * Tesseract misreads small text below about 150 dpi, and gains nothing above 200 dpi but time: pages are
 * resampled into that range. Tesseract is also told the resulting resolution, which its size heuristics use.
 */
const MIN_DPI = 150;
const MAX_DPI = 200;
const MAX_UPSCALE = 3;
/**
 * Enlarged more than this (from under 120 dpi), a page's letters are too few pixels tall to show an italic's
 * lean or a bold word's weight: at 72 dpi a 10-point x-height is 5 pixels, leaning one, and the enlargement's steps lean as much.
 */
const MAX_SLANT_UPSCALE = 1.25;
/** A line's box more than this share ink is light letters on a dark ground (dark letters fill a fifth or so). */
const LIGHT_ON_DARK = 0.5;
/** Without a known resolution, a page is assumed to be about as tall as a letter or A4 sheet. */
const ASSUMED_PAGE_INCHES = 11;

export interface OcrPageOptions {
  /** The resolution of the pixels when the caller knows it (a PDF page's image size over its size in inches). */
  dpi?: number;
  /** Ultra mode: a table's ruled boxes are read again one by one (`table_cells.ts`). */
  tableCells?: boolean;
  /** The language the document's earlier pages were read in, kept from page to page by the caller. */
  languageSeen?: LanguageSeen;
}

export interface OcrPageResult {
  content: PageContent;
  rotation: Rotation;
  confidence: number;
  /** How many times tesseract read the page or a part of it: what the page cost, beyond its pixel work. */
  readings: number;
}

/**
 * The factor that brings pixels of a given resolution into the range tesseract reads best, and the resolution
 * that results. A caller holding a large image can shrink it by that factor itself and pass the result with
 * that resolution, which then reads without further resampling.
 */
export function workingResolution(
  width: number,
  height: number,
  dpi?: number,
): { factor: number; dpi: number } {
  const sourceDpi = dpi ?? Math.max(width, height) / ASSUMED_PAGE_INCHES;
  const factor = sourceDpi < MIN_DPI
    ? Math.min(MAX_UPSCALE, MIN_DPI / sourceDpi)
    : sourceDpi > MAX_DPI
    ? MAX_DPI / sourceDpi
    : 1;
  return { factor, dpi: Math.round(sourceDpi * factor) };
}

/**
 * Tesseract's line heights wander between lines of one size (by a third on a low-resolution page): a line up
 * to a quarter larger than the page's usual size is taken to be of that size, so a paragraph is not cut at
 * every wobble, nor one 7% smaller (on a crooked scan a table's header row measured 6% under its body rows
 * and the table split between them). Titles, larger still, keep their size; so do smaller lines, as a running
 * head set a little smaller than the body is told from it by that.
 */
const BODY_LOW = 0.93, BODY_HIGH = 1.25;

/** Lines of one tesseract paragraph within this factor of its median size are of its size. */
const PARAGRAPH_SPREAD = 1.3;

/**
 * Each line's size, smoothed over its paragraph as tesseract groups them. At 72 dpi the row heights of one
 * paragraph's lines wander from 0.8 to 1.0 of its type ("deep-learning models have proven" read a sixth
 * smaller than the lines around it), and the layout broke the paragraph at each smaller line. A line much
 * larger or smaller than its paragraph's others (a heading tesseract ran into the text) keeps its own size.
 */
export function paragraphSizes(sizes: number[], paragraphOf: number[]): number[] {
  const groups = new Map<number, number[]>();
  sizes.forEach((size, i) => groups.set(paragraphOf[i], [...groups.get(paragraphOf[i]) ?? [], size]));
  return sizes.map((size, i) => {
    const typical = median(groups.get(paragraphOf[i])!);
    return size * PARAGRAPH_SPREAD >= typical && size <= typical * PARAGRAPH_SPREAD ? typical : size;
  });
}

/** What is read here of a tesseract line. */
type OcrLine = { bbox: Bbox; rowAttributes?: { rowHeight: number } };

/** A line whose words stand more than this many of its rows tall is no line of text. */
const PICTURE_ROWS = 3;

/** A row this many times shorter than the page's usual one was measured by the x-height alone. */
const X_HEIGHT_ONLY = 1.3;

/** The most a row's height (x-height and ascenders) is taken to exceed the line's box by. */
const ROW_OVER_BOX = 1.1;

/**
 * A line's row height (x-height and ascenders, in pixels), tesseract's measure of its font size. At 72 dpi
 * tesseract guessed some rows of a paragraph a third taller than the line's whole box, which no row is, and
 * the layout took those lines for larger type and broke the paragraph at each: the box bounds the row. Not
 * below the page's `typical` row, though: a line with no descenders ("water in the soil when it matters") has
 * a short box, and cut to it, the row would read as smaller type than the lines around it.
 */
export function rowHeight(line: OcrLine, typical = 0, typicalBox = Infinity): number {
  const box = line.bbox.y1 - line.bbox.y0;
  const row = Math.min(line.rowAttributes?.rowHeight || box, Math.max(box * ROW_OVER_BOX, typical));
  // Nor far below it when the line's box is as tall as the page's usual line's: a line of Cyrillic lower case,
  // with hardly an ascender, was measured by its x-height alone (a third short of the lines around it) and cut
  // off its paragraph. Smaller type has a smaller box too, or a row less short: a running footer's capitals
  // and descenders give its box a body line's height, and it stays smaller type.
  return box >= typicalBox && row * X_HEIGHT_ONLY < typical ? typical : row;
}

/** Room kept between a word whose box was cut back and the next, as a share of the line's height. */
const WORD_SPACE_EM = 0.25;

/**
 * Where a word ends. On a low-resolution page tesseract can give a word a box that runs over the words after
 * it (at 72 dpi, "detection" spanning "and segmentation."), and the layout, which places words by their
 * boxes, would then read them out of order: such a box is cut back to a word space before the next word.
 */
export function rightEdge(box: Bbox, next: Bbox | undefined, space: number): number {
  if (!next || next.x0 <= box.x0 || box.x1 <= next.x0) return box.x1;
  return Math.max(box.x0 + 1, next.x0 - space);
}

/** A word's box starting this share of its line's height or more before its ink is moved onto its ink. */
const LEADING_PAPER = 0.1;

/**
 * The word with its box starting at its ink where tesseract boxed it from the paper before it: each "a" of
 * "through a sieve" and "add a little" was boxed from two pixels after the word before, its ink starting eleven
 * later, and the layout, finding no space's paper between the boxes, ran the words together ("througha"). The
 * ink is looked for over the line's rows, `top` to `bottom`: a word's own box can miss its letters' tops and
 * tails.
 */
export function fromInk<W extends { text: string; bbox: Bbox }>(
  word: W,
  image: GreyImage,
  threshold: number,
  top: number,
  bottom: number,
): W {
  // A bar a word begins with may be a ruling line read as a mark, found by the box's edge on the rule.
  if (startsWithBar(word.text)) return word;
  const ink = firstInkColumn(image, threshold, { ...word.bbox, y0: top, y1: bottom });
  if (ink === undefined || ink - word.bbox.x0 < LEADING_PAPER * (bottom - top)) return word;
  return { ...word, bbox: { ...word.bbox, x0: ink } };
}

/**
 * The top and bottom (pixels) that a line's words share, or undefined when the line is no line of text.
 * Words of one line share its vertical extent: a single odd box (a hyphen, a speck joined to a word) would
 * otherwise reach into the next line and tangle the two for the layout step. At 72 dpi the word boxes
 * themselves wander (a whole line's words drawn taller than the line): the line's own box bounds them. A
 * "line" many rows tall is part of a picture read as letters (a chart's wedges as "wn"), which would stand
 * across the lines beside it and tangle their order.
 */
export function lineExtent(
  line: OcrLine,
  words: { bbox: Bbox }[],
): { top: number; bottom: number } | undefined {
  const top = Math.max(line.bbox.y0, median(words.map((w) => w.bbox.y0)));
  const bottom = Math.min(line.bbox.y1, median(words.map((w) => w.bbox.y1)));
  if (bottom - top > PICTURE_ROWS * (line.rowAttributes?.rowHeight || Infinity)) return undefined;
  return { top, bottom };
}

/** A page tesseract reads with at least this mean confidence is a clean one... */
const CLEAN_PAGE = 80;
/** ...where a line of at most this many words read with less than this mean confidence is no text. */
const GARBLE_WORDS = 3, GARBLE_CONFIDENCE = 40;

/**
 * Whether a short line is marks tesseract read as letters (a small drawn box's edges as "LL 86>"): on a page
 * it otherwise reads well, it can barely read the line at all. It is judged by its words of two letters or
 * digits or more when it has any: a bullet read as "¢" at 7% took "Children" (62%) with it. A line of any
 * length is judged so when its box is `solid`, mostly ink: a filled shape read inverted, as light letters on
 * a dark band would be (a printed table's scrollbar read "( aa Peele =}" at 12 to 43).
 */
export function isGarble(words: { text: string; confidence: number }[], solid = false): boolean {
  const lettered = words.filter((word) => /[\p{L}\p{N}]{2}/u.test(word.text));
  const judged = lettered.length ? lettered : words;
  const mean = judged.reduce((sum, w) => sum + w.confidence, 0) / judged.length;
  return (solid || words.length <= GARBLE_WORDS) && mean < GARBLE_CONFIDENCE;
}

/** A mark whose box is less than this share of its line's row height each way is a speck. */
const SPECK_SHARE = 0.2;

/** A letter or figure stands an x-height tall, over half its row's height: a box this share of it is none. */
const FLAT_SHARE = 0.2;

/** Marks alone: punctuation and symbols. */
const MARKS = /^[\p{P}\p{S}]+$/u;

/**
 * Whether a word is a speck of dirt or a stroke's stray end read as a mark: only punctuation or symbols, and
 * tiny beside its line's letters (a hyphen is a third of an em wide). Left in, it lands in the line next to
 * it: a table header's "Inference time (secs)" came out "Inference - (secs) time". Or a word of letters or
 * figures boxed shorter than any: on a grainy scan a "7" boxed one pixel tall stood between two of a table's
 * cells, and the table gained a column; a table header's "Unit price" read "Unit f price", the "f" six
 * pixels tall beside rows of 31.
 */
export function isSpeck(word: { text: string; bbox: Bbox }, lineRowHeight: number): boolean {
  const { x0, y0, x1, y1 } = word.bbox;
  const text = word.text.trim();
  // Chinese and Japanese punctuation ("，", "。", "、") is small by design, and no model reads dirt as it; their
  // models box some characters flat too (a page's "之" and "发").
  const wide = [...text].map(isWide);
  if (y1 - y0 < FLAT_SHARE * lineRowHeight && /[\p{L}\p{N}]/u.test(text) && !wide.some(Boolean)) return true;
  return MARKS.test(text) && !wide.every(Boolean) &&
    Math.max(x1 - x0, y1 - y0) < SPECK_SHARE * lineRowHeight;
}

/** Marks tesseract reads a ruling line as (rules.ts), whose boxes can stop a pixel short of the rule. */
const BARS = /^[|[\]!]+$/;
/** How far around a mark's box the paper is looked at too, as a share of its line's row height. */
const INKLESS_SLACK = 0.05;

/**
 * Whether a word of marks alone stands where the page holds no ink at all, in its box or INKLESS_SLACK
 * around it: tesseract read the paper after a crooked, grainy scan's "Coach" as "_" (at 48), its box 15
 * pixels by 41 and not one pixel in it as dark as the page's ink. A word of letters or figures is left to the
 * other checks, and so are bars, which a rule beside the box may have been read as.
 */
export function isInkless(
  word: { text: string; bbox: Bbox },
  rowHeight: number,
  image: GreyImage,
  threshold: number,
): boolean {
  const text = word.text.trim();
  if (!MARKS.test(text) || BARS.test(text)) return false;
  const slack = Math.round(INKLESS_SLACK * rowHeight), { x0, y0, x1, y1 } = word.bbox;
  return inkShare(image, threshold, { x0: x0 - slack, y0: y0 - slack, x1: x1 + slack, y1: y1 + slack }) === 0;
}

/**
 * The page's words as text items in the caller's units (pixels over `factor`), each line's words sharing its
 * height; a line whose strokes are thicker than the page's usual ones is bold.
 */
function itemsOf(
  page: Page,
  factor: number,
  image: GreyImage,
  threshold: number,
  leaders: Leader[],
): TextItem[] {
  const lines: TextItem[][] = [];
  /** Each line's words' stroke widths, for the words set bold among upright ones. */
  const wordStrokes: { text: string; stroke?: number }[][] = [];
  /** Each line's paragraph, as tesseract groups them. */
  const paragraphOf: number[] = [];
  const strokes: (number | undefined)[] = [];
  /** Each line's words and its monospace grid, if it shows one. */
  const lineWords: Word[][] = [];
  const grids: (Grid | undefined)[] = [];
  const allLines = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines)
  );
  const typical = median(allLines.map((line) => line.rowAttributes?.rowHeight || 0).filter((row) => row > 0));
  const typicalBox = median(allLines.map((line) => line.bbox.y1 - line.bbox.y0));
  const sized = rowsByXHeight(image, threshold, allLines, typical);
  const clean = meanConfidence(page) >= CLEAN_PAGE;
  let paragraphs = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      paragraphs++;
      for (const line of paragraph.lines) {
        const row = rowHeight(line, typical, typicalBox);
        // A middle dot between words is as small as a speck, and kept.
        const span = { top: line.bbox.y0, bottom: line.bbox.y1 };
        const dots = new Set(line.words.filter((_, i) => isMiddleDot(line.words, i, span, row)));
        const read = line.words.filter((word) =>
          word.text.trim() &&
          (dots.has(word) || (!isSpeck(word, row) && !isInkless(word, row, image, threshold)))
        )
          .map((word) => dots.has(word) ? { ...word, text: "·" } : pointsInFigures(word, image, threshold));
        // Sideways margin text would only scatter fragments through the page's lines.
        // A line read again alone was taken on its own evidence (large_lines.ts), however unsure tesseract is.
        const chosen = (line as ReadAlone).readAlone;
        // The line's ink is measured only for a line read unsurely enough (it costs a pass over its box).
        const garbled = () =>
          isGarble(read) ||
          (isGarble(read, true) && inkShare(image, threshold, line.bbox) > LIGHT_ON_DARK);
        if (!read.length || isVertical(line, block) || (clean && !chosen && garbled())) continue;
        const extent = lineExtent(line, read);
        if (!extent) continue;
        const { top, bottom } = extent;
        const words = alignedToInk(
          partedAtSpaces(
            joinUnspaced(spacedByInk(read, image, threshold, top, bottom)),
            image,
            threshold,
            row,
          ).map((word) => fromInk(word, image, threshold, top, bottom)),
          image,
          threshold,
          top,
          bottom,
        );
        // Word boxes vary with ascenders and descenders; the line's height is a steadier font size.
        const lineHeight = (sized(line, row) || bottom - top) / factor;
        const lineBox = { ...line.bbox, y0: top, y1: bottom };
        // Light letters on a dark band (read by tesseract's inverting a line): the ink measured would be the
        // ground between them, so their weight and slant are not known, not bold.
        const light = inkShare(image, threshold, lineBox) > LIGHT_ON_DARK;
        strokes.push(light ? undefined : strokeWidth(image, threshold, lineBox));
        paragraphOf.push(paragraphs);
        const space = WORD_SPACE_EM * (bottom - top);
        const grid = fixedPitchGrid(words);
        grids.push(grid);
        lineWords.push(words);
        const fontName = grid ? "monospace" : undefined;
        // En dashes, plus-minus and micro signs told by their ink. Code's hyphens are as long as its figures
        // are wide: only proportional type's are told from en dashes.
        const signed = (text: string, i: number) =>
          microSign(
            plusMinus(
              grid ? text : enDashes(text, image, threshold, words[i].bbox),
              image,
              threshold,
              words[i].bbox,
            ),
            image,
            threshold,
            words[i].bbox,
          );
        // Each word's box, cut back before the word to its right (the next in a left-to-right line, the one
        // before in a right-to-left one) and as tall as its line, for the measures of its ink.
        const byX = words.map((word) => word.bbox).sort((a, b) => a.x0 - b.x0);
        const boxes = words.map((word) => ({
          ...word.bbox,
          x1: rightEdge(word.bbox, byX.find((box) => box.x0 > word.bbox.x0), space),
          y0: top,
          y1: bottom,
        }));
        const shows = factor <= MAX_SLANT_UPSCALE && !light;
        wordStrokes.push(words.map((word, i) => ({
          text: word.text,
          stroke: shows ? medianStroke(image, threshold, boxes[i]) : undefined,
        })));
        const italic = shows
          ? italicWords(words.map((word, i) => ({
            text: word.text,
            slant: slant(image, threshold, boxes[i]),
            gain: shearGain(image, threshold, boxes[i]),
          })))
          : words.map(() => false);
        lines.push(words.map((word, i) => ({
          text: straightQuotes(
            widePunctuation(
              equalsAsDash(loneDash(signed(bulletText(words, i, row), i)), image, threshold, word.bbox, row),
              words[i - 1]?.text,
            ),
          ),
          x: word.bbox.x0 / factor,
          y: top / factor,
          width: Math.max(1, boxes[i].x1 - word.bbox.x0) / factor,
          height: Math.max(1, bottom - top) / factor,
          fontSize: Math.max(1, lineHeight * 0.8),
          bold: false,
          italic: italic[i],
          fontName,
          estimatedSize: true,
        })));
        // A check box before the line, which tesseract read nothing in, is its list item's bullet. It goes
        // last among the line's items, which are placed by their boxes, so each word keeps its index.
        const box = bulletText(words, 0, row) === "•" || words[0].bbox.x0 > words.at(-1)!.bbox.x0
          ? undefined
          : checkBoxBefore(image, words[0].bbox, top, bottom, row);
        if (box) {
          lines.at(-1)!.push({
            ...lines.at(-1)![0],
            text: "•",
            x: box.x0 / factor,
            width: (box.x1 - box.x0) / factor,
            bold: false,
            italic: false,
          });
        }
      }
    }
  }
  extendMonospace(lines, lineWords, grids);
  withLeaders(lines, leaders, factor);
  const bold = boldLines(strokes, lineWords.map((words) => words.length)), boldWord = boldWords(wordStrokes);
  const sizes = paragraphSizes(lines.map((items) => items[0].fontSize), paragraphOf);
  const body = median(sizes);
  const size = (fontSize: number) =>
    fontSize >= body * BODY_LOW && fontSize <= body * BODY_HIGH ? body : fontSize;
  return lines.flatMap((items, i) =>
    items.map((item, j) => ({ ...item, fontSize: size(sizes[i]), bold: bold[i] || !!boldWord[i][j] }))
  );
}

/** A monospace line's neighbour this many of its heights away at most is beside it. */
const BESIDE_LINES = 2.5;

/**
 * Lines beside a monospace line that stand on its grid are monospace too (`onNeighbourGrid`), down the page
 * and then up it, so a code listing's one-word lines and misread ones stay in its code block: a scanned
 * Redbook's SQL had come out as tables of its aligned words.
 */
function extendMonospace(lines: TextItem[][], words: Word[][], grids: (Grid | undefined)[]) {
  const beside = (i: number, j: number) =>
    Math.abs(lines[i][0].y - lines[j][0].y) <= BESIDE_LINES * lines[j][0].height;
  const extend = (i: number, from: number) => {
    const grid = grids[from];
    if (grids[i] || !grid || !beside(i, from) || !onNeighbourGrid(words[i], grid)) return;
    grids[i] = grid;
    for (const item of lines[i]) item.fontName = "monospace";
  };
  for (let i = 1; i < lines.length; i++) extend(i, i - 1);
  for (let i = lines.length - 2; i >= 0; i--) extend(i, i + 1);
}

/**
 * Puts each dot leader wiped before reading back into the line it runs along, as dots, so a scanned table of
 * contents reads as a PDF's does ("Trademarks . . . . viii"). A leader on no line read is left out.
 */
function withLeaders(lines: TextItem[][], leaders: Leader[], factor: number) {
  for (const leader of leaders) {
    const middle = (leader.y0 + leader.y1) / 2 / factor;
    const line = lines.find(([first]) => first.y <= middle && middle <= first.y + first.height);
    if (!line) continue;
    // The first dot may be the stop of the word before ("too!"), which keeps it.
    const end = leader.x1 / factor;
    const start = Math.max(leader.x0 / factor, ...line.filter((i) => i.x < end).map((i) => i.x + i.width));
    if (start >= end) continue;
    line.push({
      ...line[0],
      text: Array(Math.max(1, Math.round(leader.dots * (end - start) * factor / (leader.x1 - leader.x0))))
        .fill(".").join(" "),
      x: start,
      width: end - start,
      fontName: undefined,
    });
  }
}

/** The ruling lines (a table's grid) of the page image the words were read from, in its pixels. */
function drawnRules(image: GreyImage, threshold: number, words: TextItem[], factor: number): RuleLine[] {
  return findRules(image, threshold, median(words.map((w) => w.height)) * factor);
}

function meanConfidence(page: Page): number {
  const words = wordsOf(page);
  return words.length ? words.reduce((sum, w) => sum + w.confidence, 0) / words.length : 0;
}

/** A straightened page and its leaders, turned upside down. */
function turnOver({ read, leaders }: { read: GreyImage; leaders: Leader[] }) {
  const { width, height } = read;
  return {
    read: rotate(read, 180),
    leaders: leaders.map((l) => ({
      ...l,
      x0: width - 1 - l.x1,
      x1: width - 1 - l.x0,
      y0: height - 1 - l.y1,
      y1: height - 1 - l.y0,
    })),
  };
}

/**
 * Reads one page image. Accepts decoded pixels of any layout (grey, RGB, RGBA, 1-bit packed, as pdf.js gives
 * them). The page is turned upright first; item boxes are in pixels of the upright page at the input's
 * resolution, so a caller scales them by its page size over `content.width`.
 */
export async function ocrPage(
  pixels: RawPixels | GreyImage,
  pageNumber: number,
  options: OcrPageOptions = {},
): Promise<OcrPageResult> {
  const { factor, dpi } = workingResolution(pixels.width, pixels.height, options.dpi);
  let readings = 0;
  const recognize = (image: GreyImage, recognizeOptions: RecognizeOptions) => {
    readings++;
    return recognizeImage(image, recognizeOptions);
  };
  const working = asPositive(factor < 1 ? shrinkToGrey(pixels, factor) : scale(toGrey(pixels), factor));
  // A skewed page is turned straight here rather than by tesseract, so its words and its rules are found in
  // the one image.
  const straightened = new Map<GreyImage, { read: GreyImage; leaders: Leader[] }>();
  const straighten = (image: GreyImage) => {
    let done = straightened.get(image);
    if (!done) {
      const straight = rotateBy(image, -estimateSkew(image));
      const leaders = findLeaders(blobs(straight, inkThreshold(straight)));
      done = { read: withoutLeaders(straight, leaders), leaders };
      straightened.set(image, done);
    }
    return done;
  };
  // The whole page (psm 3) is read for its words, a band (psm 6) only to judge its language or its turn.
  const readAs: Read = (image, language, psm) =>
    recognize(image, { psm, dpi, language, invertLines: psm === 3 });
  const readIn = (language: string, upright: UprightOptions = {}) =>
    readUpright(
      working,
      (image) => readAs(straighten(image).read, language, 3),
      (band) => readAs(band, language, 6),
      upright,
    );
  const seen = options.languageSeen ?? {};
  /** The page read in the language seen, the way the page it was seen on stood, if it reads so. */
  const inLanguageSeen = async () => {
    const upright = await readIn(seen.language!, { turn: seen.rotation });
    const reading = await hintedReading(upright.page, straighten(upright.upright).read, readAs, seen);
    return reading && { upright, reading };
  };
  // A page of a document read in another language than English so far is read in that language first. One
  // read in English while another page was found to be in another language (two are read at once) is read in
  // that language when English reads it unsurely, before any band of it is read in other turns or languages.
  const hint = seen.language;
  let seenReading = hint ? await inLanguageSeen() : undefined;
  const first = seenReading?.upright ?? await readIn(ENGLISH, {
    unsure: async () => {
      if (hint || !seen.language) return undefined;
      seenReading = await inLanguageSeen();
      return seenReading?.upright;
    },
  });
  const reading = seenReading?.reading ??
    await readLanguage(first.page, straighten(first.upright).read, readAs, seen, first.rotation === 180);
  const { page: inLanguage, language, flipped } = reading;
  const { rotation: firstRotation, upright } = first;
  const straight = straighten(upright);
  // Read in its own language, the page turned out to stand the other way up (a half turn keeps its size).
  const rotation = flipped ? ((firstRotation + 180) % 360) as Rotation : firstRotation;
  if (language === seen.language) seen.rotation = rotation;
  const { read, leaders } = flipped ? turnOver(straight) : straight;
  const tails = await readLeaderTails(
    inLanguage,
    read,
    leaders,
    (image) => recognize(image, { psm: 6, dpi, language }),
  );
  const threshold = inkThreshold(read);
  const page = await rereadMixedRows(
    await rereadLargeLines(
      tails,
      read,
      // psm 13 is tesseract's raw line, 7 its single line.
      (line, raw) => recognize(line, { psm: raw ? 13 : 7, dpi, language }),
      (text) => inScriptOf(language, text),
      threshold,
    ),
    read,
    threshold,
    (block) => recognize(block, { psm: 6, dpi, language }),
  );
  const readLine = (line: GreyImage) => recognize(line, { psm: 7, dpi, language });
  const stacked = await rereadStackedWords(
    await rereadCutWords(withoutDoubleReadings(page), read, readLine),
    read,
    threshold,
    readLine,
  );
  const whole = SEARCHED.has(language) ? await readMissedInk(stacked, read, threshold, readLine) : stacked;
  // Enlarged from under 120 dpi, a word's letters are too few pixels for a reading alone to see more in them
  // than its line's reading did, and a 72-dpi page's every other word is unsure.
  const sure = factor <= MAX_SLANT_UPSCALE ? await rereadUnsureWords(whole, read, readLine) : whole;
  const ownModel = OWN_MODEL[language];
  const own = ownModel
    ? await rereadOwnScript(
      sure,
      read,
      (line) => recognize(line, { psm: 7, dpi, language: ownModel }),
      (text) => inScriptOf(language, text),
    )
    : sure;
  // Read in Russian with English, short Russian words can come out in English's lookalike letters; read in
  // Arabic or Persian, commas as closing guillemets.
  const scripted = (items: TextItem[]) =>
    language === "rus+eng"
      ? cyrillicLookalikes(items)
      : language === ARABIC || language === PERSIAN
      ? arabicCommas(items)
      : items;
  let words = scripted(itemsOf(own, factor, read, threshold, leaders));
  const pixelRules = words.length ? drawnRules(read, threshold, words, factor) : [];
  if (options.tableCells && pixelRules.length) {
    const cells = await rereadTableCells(
      own,
      read,
      pixelRules,
      (box) => recognize(box, { psm: 6, dpi, language }),
    );
    words = scripted(itemsOf(cells, factor, read, threshold, leaders));
  }
  const rules = pixelRules.map((r) => ({
    x1: r.x1 / factor,
    y1: r.y1 / factor,
    x2: r.x2 / factor,
    y2: r.y2 / factor,
  }));
  return {
    content: {
      number: pageNumber,
      width: upright.width / factor,
      height: upright.height / factor,
      items: withoutRuleBars(words, rules),
      rules,
      images: [],
      sideways: sidewaysLines(own, factor),
    },
    rotation,
    confidence: meanConfidence(own),
    readings,
  };
}
