// Decimal points and commas among figures that tesseract misread. On a crooked, grainy scan a table's "7.9"
// came out "739" (at 61, and "769" read alone): its point, a dot on the baseline, read as a figure. Its
// "5,715" came out "5715": the comma boxed with the "5" and left out.
import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { median } from "../median.ts";
import { type InkMark, inkMarksIn } from "./ink_runs.ts";

/** Ink is looked for this share of a word's height below its box: a comma's tail may lie outside it. */
const REACH = 0.4;
/** A mark smaller than this share of the word's height each way is grain. */
const GRAIN = 0.15;
/** A figure's ink starts within this share of the word's height from the top of its highest mark... */
const FIGURE_TOP = 0.25;
/**
 * ...and a point's or comma's this far down them or further, in a mark at most NARROW of the figures' usual
 * width: a "1" is as narrow, but stands as tall as they do.
 */
const LOW = 0.6;
const NARROW = 0.5;
/**
 * A comma reaches below the figures' foot by this share of their height or more; a point sits on it (on the
 * crooked scan, 3.5 pixels of 24.5 for the comma, half a pixel for the point).
 */
const TAIL = 0.08;

/**
 * The word with its points and commas, where it was read as figures alone and its ink shows figures and
 * points or commas between them: as many figures as read, the points or commas left out; or one figure
 * fewer, the point read as a figure. Otherwise (figures touching, a mark of another kind) as read.
 */
export function pointsInFigures<W extends { text: string; bbox: Bbox }>(
  word: W,
  image: GreyImage,
  threshold: number,
): W {
  const { text, bbox } = word;
  if (!/^\d{2,}$/.test(text)) return word;
  const height = bbox.y1 - bbox.y0;
  const marks = inkMarksIn(image, threshold, { ...bbox, y1: bbox.y1 + REACH * height })
    .filter((m) => Math.max(m.x1 - m.x0 + 1, m.bottom - m.top + 1) >= GRAIN * height);
  if (marks.length < 2) return word;
  const top = Math.min(...marks.map((m) => m.top));
  const figures = marks.filter((m) => m.top <= top + FIGURE_TOP * height);
  const foot = median(figures.map((m) => m.bottom)), tall = foot - top;
  const width = median(figures.map((m) => m.x1 - m.x0 + 1));
  const isPoint = (m: InkMark) => m.top >= top + LOW * tall && m.x1 - m.x0 + 1 <= NARROW * width;
  const points = marks.filter((m) => !figures.includes(m));
  if (!points.length || !points.every(isPoint)) return word;
  // Between figures only: a stop after a number ends its sentence.
  if (points.includes(marks[0]) || points.includes(marks.at(-1)!)) return word;
  const readAsFigure = figures.length + points.length === text.length;
  if (figures.length !== text.length && !(readAsFigure && points.length === 1)) return word;
  const digits = [...text];
  let next = 0;
  const read = marks.map((m) => {
    if (figures.includes(m)) return digits[next++];
    if (readAsFigure) next++;
    return m.bottom > foot + TAIL * tall ? "," : ".";
  }).join("");
  return (read.match(/\./g)?.length ?? 0) > 1 ? word : { ...word, text: read };
}
