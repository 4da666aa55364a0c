// A narrow cell's words stacked on two lines, read by tesseract as one word of the line beside them.
//
// A browser sets a statement's date in a narrow column on two lines ("3" over "Oct") and centres the row's
// other cells between them. Tesseract's line finding gives both of the date's lines to the row's line and
// reads them as one tall word: "set", "sot" and "ct" at 20 to 43, or "Oct" boxed over half of the "7" above
// it, or (read again as a cut word) "Oct" in the row's line below its other words. Each of the word's lines
// of ink, read alone, reads right; as lines of their own, above and below the row's, they are what the
// layout step finds on a digital page and keeps in the row.
import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { median } from "../median.ts";
import { inkPerRow } from "./ink_runs.ts";
import { around, type ReadAlone, readAlone, type ReadLine } from "./large_lines.ts";
import { flatMapLines, linesOf, type PageLine } from "./tesseract_words.ts";

type Line = PageLine;
type Word = Line["words"][number];
type Box = Word["bbox"];

/** A word at least this many times as tall as its line's other words may hold lines of its own. */
const STACKED = 1.6;
/** A run of ink rows counts as a line of the word from this share of the other words' height (not a speck). */
const MIN_BAND = 0.4;
/**
 * A line of the word stands beside its neighbouring words when it overlaps each by at most this share of the
 * shorter's height.
 */
const OVERLAP = 0.5;
/** Each line of the word read alone is taken when all its words read this confidently (0–100). */
const READS_WHOLE = 85;
/** At most this many words are read again on a page. */
const MAX_WORDS = 40;

const tall = (box: Box) => box.y1 - box.y0;

/** A box lies inside another when this share of its area at least does. */
const INSIDE = 0.8;

const inside = (box: Box, outer: Box) => {
  const width = Math.min(box.x1, outer.x1) - Math.max(box.x0, outer.x0);
  const height = Math.min(box.y1, outer.y1) - Math.max(box.y0, outer.y0);
  return width > 0 && height > 0 && width * height >= INSIDE * (box.x1 - box.x0) * (box.y1 - box.y0);
};

/** The word's runs of inked rows, from top to bottom, each at least `least` rows tall. */
function bands(image: GreyImage, threshold: number, box: Box, least: number): { y0: number; y1: number }[] {
  const rows = inkPerRow(image, threshold, box);
  const found: { y0: number; y1: number }[] = [];
  const top = Math.max(0, Math.floor(box.y0));
  for (let y = 0; y < rows.length;) {
    if (!rows[y]) {
      y++;
      continue;
    }
    const start = y;
    while (y < rows.length && rows[y]) y++;
    if (y - start >= least) found.push({ y0: top + start, y1: top + y });
  }
  return found;
}

/**
 * Where a word's own lines stand, when it stands beside the line it was read in: its lines of ink, when it is
 * tall and one of them at least stands above or below its neighbours in the line; itself, when it is of their
 * height and stands so (read again by another step, "Oct" kept the place of the two lines it was read from).
 * Undefined for a word of its line's own rows (a capital, a larger word, a formula), and for small marks, whose
 * boxes stand where they are set (a comma, a dash).
 */
function ownLines(image: GreyImage, threshold: number, line: Line, word: Word): Box[] | undefined {
  const others = line.words.filter((w) => w !== word);
  const height = median(others.map((w) => tall(w.bbox)));
  if (!(height > 0) || tall(word.bbox) < MIN_BAND * height) return undefined;
  // Its neighbours in the line (not the line as a whole, which a page's curve can bend), words rather than
  // marks, whose boxes stand where they are set.
  const byX = others.filter((w) => tall(w.bbox) >= MIN_BAND * height && tall(w.bbox) < STACKED * height)
    .sort((a, b) => a.bbox.x0 - b.bbox.x0);
  const after = byX.findIndex((w) => w.bbox.x0 > word.bbox.x0);
  const neighbours = after < 0 ? byX.slice(-1) : [byX[after - 1], byX[after]].filter((w) => w !== undefined);
  // By the shorter's height: a word of small letters ("as") stands within the height of one with ascenders.
  const beside = (b: { y0: number; y1: number }) =>
    neighbours.length > 0 &&
    neighbours.every((n) =>
      Math.min(b.y1, n.bbox.y1) - Math.max(b.y0, n.bbox.y0) <= OVERLAP * Math.min(b.y1 - b.y0, tall(n.bbox))
    );
  if (tall(word.bbox) < STACKED * height) return beside(word.bbox) ? [word.bbox] : undefined;
  const found = bands(image, threshold, word.bbox, MIN_BAND * height);
  if (!found.some(beside)) return undefined;
  return found.map((b) => ({ x0: word.bbox.x0, x1: word.bbox.x1, y0: b.y0, y1: b.y1 }));
}

/** A line of the word read alone, its words placed on the page. */
type Reading = NonNullable<Awaited<ReturnType<typeof readAlone>>>;

/**
 * The page with each word that stands beside the line it was read in (see `ownLines`) given lines of its own,
 * after that line in its paragraph: its lines of ink read again one by one (`read` reads one line's image as a
 * single line), where each reads confidently; the word itself, as it stands, where it was read so.
 */
export async function rereadStackedWords(
  page: Page,
  image: GreyImage,
  threshold: number,
  read: ReadLine,
): Promise<Page> {
  const replaced = new Map<Line, { word: Word; lines: ReadAlone[] }[]>();
  let tried = 0;
  for (const line of linesOf(page)) {
    for (const word of line.words) {
      const boxes = ownLines(image, threshold, line, word);
      if (!boxes) continue;
      const readings: (Reading | undefined)[] = [];
      if (boxes[0] === word.bbox && word.confidence >= READS_WHOLE) {
        readings.push({ words: [word], rowAttributes: line.rowAttributes });
      } else {
        if (tried++ >= MAX_WORDS) continue;
        for (const box of boxes) readings.push(await readAlone(image, box, 0.5, read));
      }
      const sure = (r: Reading | undefined): r is Reading =>
        !!r && r.words.every((w) => w.confidence >= READS_WHOLE);
      if (!readings.every(sure)) continue;
      const lines = readings.map((r, i): ReadAlone => ({
        ...line,
        words: r.words,
        text: r.words.map((w) => w.text).join(" "),
        confidence: Math.min(...r.words.map((w) => w.confidence)),
        bbox: { ...around(r.words.map((w) => w.bbox)), y0: boxes[i].y0, y1: boxes[i].y1 },
        rowAttributes: { ...line.rowAttributes, ...r.rowAttributes },
        readAlone: true,
      }));
      replaced.set(line, [...(replaced.get(line) ?? []), { word, lines }]);
    }
  }
  if (!replaced.size) return page;
  // A part of a stacked word's ink that another line read too, within a word of its lines read alone: the
  // "M" of a header's "Money" over "out", read in a line of its own as the rest went to the row's line as "oe".
  const readAgain = [...replaced.values()].flat().flatMap((c) => c.lines.flatMap((l) => l.words));
  const within = (word: Word) => readAgain.some((r) => inside(word.bbox, r.bbox));
  return flatMapLines(page, (line) => {
    const changes = replaced.get(line) ?? [];
    const gone = new Set(changes.map((c) => c.word));
    const rest = line.words.filter((w) => !gone.has(w) && !within(w));
    const kept = rest.length === line.words.length ? line : { ...line, words: rest };
    // Two words each beside the other ("12" above the row, "withdrawal," read with it) leave no line.
    return [...(rest.length ? [kept] : []), ...changes.flatMap((c) => c.lines)];
  });
}
