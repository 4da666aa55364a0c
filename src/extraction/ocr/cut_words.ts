// Words cut in two by tesseract's line finding, read again whole.
//
// A short table cell centred in its row stands half a line down from the lines of a taller cell beside it
// (browsers centre cells so). Tesseract's line finding can give its upper half to one of those lines and its
// lower half to the next: "Laptop" came out "Lapt" in the one and "aaa" (at 26) in the other, "Company" as
// "C" and "mn aamed". Pieces of one word in two lines stand side by side in height; read alone as one line,
// the word reads whole.
import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { around, readAlone, type ReadLine } from "./large_lines.ts";
import { letterCount, linesOf, mapLines, type PageLine } from "./tesseract_words.ts";

type Line = PageLine;
type Word = Line["words"][number];
type Box = Word["bbox"];

/** Two words' heights overlap by at least this share of the shorter: they stand side by side. */
const SIDE_BY_SIDE = 0.3;
/** A word's letters stand at most this share of a row apart... */
const LETTER_GAP = 0.15;
/** ...and a misread piece at most this share (tesseract's boxes of misread letters are loose). */
const TOUCHING = 0.5;
/** A word read less confidently than this (0–100) is misread. */
const MISREAD = 50;
/** A word is cut in this many pieces at most; more, side by side, are lines of text set close. */
const MAX_PIECES = 6;
/** A word read again is taken when it reads this confidently (0–100). */
const READS_WHOLE = 85;
/**
 * The reading keeps at least this share of the pieces' letters (which overlap: "Compan" and "pany" for
 * "Company").
 */
const KEPT = 0.6;
/** At most this many words are read again on a page. */
const MAX_WORDS = 24;

/** A piece read this confidently (0–100) was read right: a reading that keeps it is believed. */
const READ_RIGHT = 80;

const readsWhole = (words: Word[]) => words.every((w) => w.confidence >= READS_WHOLE);
/**
 * Whether a reading less sure of itself keeps the pieces that were read right, each other word of it read
 * fairly ("Panel: paying for" for "Panel:", "paying", "for" and the descenders "ees" cut off below): it only
 * drops the misread pieces.
 */
function agrees(words: Word[], pieces: Placed[]): boolean {
  const right = pieces.filter((p) => p.word.confidence >= READ_RIGHT).map((p) => p.word.text);
  return right.length > 0 && right.every((text) => words.some((w) => w.text === text)) &&
    words.every((w) => w.confidence >= MISREAD || right.includes(w.text));
}

const tall = (b: Box) => b.y1 - b.y0;
const sideBySide = (a: Box, b: Box) =>
  Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > SIDE_BY_SIDE * Math.min(tall(a), tall(b));
const apart = (a: Box, b: Box) => Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);

interface Placed {
  word: Word;
  line: number;
}

/**
 * Groups of words from two lines or more that stand side by side in height as close as a word's letters, or
 * touch with one of them misread: the pieces of cut words, with the misread words of their own line that
 * touch them and stand beside the other pieces.
 */
function cutGroups(lines: Line[]): Placed[][] {
  const placed = lines.flatMap((line, l) => line.words.map((word) => ({ word, line: l })));
  const rowOf = (p: Placed) => lines[p.line].rowAttributes?.rowHeight || tall(lines[p.line].bbox);
  const touching = (a: Placed, b: Placed) =>
    apart(a.word.bbox, b.word.bbox) < TOUCHING * Math.min(rowOf(a), rowOf(b));
  const group = new Map<Placed, Placed[]>();
  const join = (a: Placed, b: Placed) => {
    const ga = group.get(a) ?? [a], gb = group.get(b) ?? [b];
    if (ga === gb) return;
    const merged = [...ga, ...gb];
    for (const p of merged) group.set(p, merged);
  };
  const misread = (p: Placed) => p.word.confidence < MISREAD;
  // Pieces of one word in two lines: letters as close as a word's (or the same letters read in both, which
  // overlap across), or farther apart, up to a word space, with one of them misread.
  for (const [i, a] of placed.entries()) {
    for (const b of placed.slice(i + 1)) {
      if (a.line === b.line || !sideBySide(a.word.bbox, b.word.bbox)) continue;
      const gap = apart(a.word.bbox, b.word.bbox), row = Math.min(rowOf(a), rowOf(b));
      if (gap < LETTER_GAP * row || (gap < TOUCHING * row && (misread(a) || misread(b)))) join(a, b);
    }
  }
  // A misread neighbour on a piece's own line, beside another line's piece, is more of the word.
  for (const a of placed.filter(misread)) {
    if (group.has(a)) continue;
    const near = placed.find((b) =>
      b.line === a.line && group.has(b) && touching(a, b) &&
      group.get(b)!.some((c) => c.line !== a.line && sideBySide(a.word.bbox, c.word.bbox))
    );
    if (near) join(a, near);
  }
  return [...new Set(group.values())].filter((g) =>
    new Set(g.map((p) => p.line)).size > 1 && g.length <= MAX_PIECES
  );
}

/**
 * The page with each word tesseract cut between two lines read again alone (`read` reads one line's image as
 * a single line), where that reads it confidently: its reading takes the place of its upper piece read well.
 */
export async function rereadCutWords(page: Page, image: GreyImage, read: ReadLine): Promise<Page> {
  const lines = linesOf(page);
  const dropped = new Set<Word>();
  const added = new Map<number, Word[]>();
  for (const pieces of cutGroups(lines).slice(0, MAX_WORDS)) {
    const reading = await readAlone(image, around(pieces.map((p) => p.word.bbox)), 0, read);
    if (!reading || !(readsWhole(reading.words) || agrees(reading.words, pieces))) continue;
    // Read whole, two words of two lines would lose one.
    if (letterCount(reading.words) < KEPT * letterCount(pieces.map((p) => p.word))) continue;
    for (const p of pieces) dropped.add(p.word);
    // Into the upper line of its pieces read well (a top-aligned row's first line), else of the piece read
    // best: a misread piece's line may be marks read as letters, dropped later.
    const readWell = pieces.filter((p) => p.word.confidence >= MISREAD);
    const into = readWell.length
      ? readWell.reduce((a, b) => (lines[b.line].bbox.y0 < lines[a.line].bbox.y0 ? b : a))
      : pieces.reduce((a, b) => (b.word.confidence > a.word.confidence ? b : a));
    added.set(into.line, [...(added.get(into.line) ?? []), ...reading.words]);
  }
  if (!dropped.size) return page;
  return mapLines(page, (line) => {
    if (!line.words.some((w) => dropped.has(w))) return line;
    // In the line's own order: left to right, or right to left in some scripts.
    const pairs = line.words.slice(1).map((w, i) => w.bbox.x0 - line.words[i].bbox.x0);
    const direction = pairs.filter((d) => d < 0).length > pairs.length / 2 ? -1 : 1;
    const words = [...line.words.filter((w) => !dropped.has(w)), ...(added.get(lines.indexOf(line)) ?? [])];
    return { ...line, words: words.sort((x, y) => direction * (x.bbox.x0 - y.bbox.x0)) };
  });
}
