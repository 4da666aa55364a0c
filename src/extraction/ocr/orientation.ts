import type { Page } from "tesseract.js";
import { crop, type GreyImage, rotate, scale } from "../image/raster.ts";
import { lineDirection } from "./line_direction.ts";
import { looksUpsideDown } from "./upside_down.ts";
import { wordsOf } from "./tesseract_words.ts";

/** Letters are told apart at this size (long side, pixels): enough to keep body text's letters separate. */
const LETTERS_LONG_SIDE = 1500;

export type Rotation = 0 | 90 | 180 | 270;

/**
 * Thresholds already worked out, by image: a page is thresholded for its orientation and again for its words'
 * strokes, and a straight page is the same image both times. Images are never changed once made.
 */
const thresholds = new WeakMap<GreyImage, number>();

/** Otsu's threshold: separates ink from paper whatever the scan's brightness; ink is below the value returned. */
export function inkThreshold(image: GreyImage): number {
  let threshold = thresholds.get(image);
  if (threshold === undefined) {
    threshold = otsuThreshold(image);
    thresholds.set(image, threshold);
  }
  return threshold;
}

/**
 * How many pixels hold each grey level. Read four bytes at a time: a run of paper, most of a page, is one
 * test, and the four levels of a word land in four counts rather than one count four times in a row. A
 * page's histogram took 11 ms counted byte by byte, 1 ms so.
 */
export function greyHistogram(data: Uint8Array): Int32Array {
  const histogram = new Int32Array(256);
  const head = Math.min(data.length, (4 - (data.byteOffset & 3)) & 3);
  const words = new Uint32Array(data.buffer, data.byteOffset + head, (data.length - head) >> 2);
  let paper = 0;
  for (let i = 0; i < head; i++) histogram[data[i]]++;
  for (let i = 0; i < words.length; i++) {
    const four = words[i];
    if (four === 0xffffffff) {
      paper += 4;
      continue;
    }
    histogram[four & 255]++;
    histogram[(four >>> 8) & 255]++;
    histogram[(four >>> 16) & 255]++;
    histogram[four >>> 24]++;
  }
  for (let i = head + words.length * 4; i < data.length; i++) histogram[data[i]]++;
  histogram[255] += paper;
  return histogram;
}

function otsuThreshold(image: GreyImage): number {
  const histogram = greyHistogram(image.data);
  const total = image.data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * histogram[i];
  let below = 0, sumBelow = 0, best = 0, threshold = 128;
  for (let t = 0; t < 256; t++) {
    below += histogram[t];
    if (below === 0 || below === total) continue;
    sumBelow += t * histogram[t];
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  // Otsu's class boundary includes the threshold itself in the dark class (a 0/255 image gives 0).
  return threshold + 1;
}

/** How strongly the ink profile along one axis alternates, as text lines across that axis make it do. */
function profileContrast(profile: Float64Array): number {
  let mean = 0;
  for (const v of profile) mean += v;
  mean /= profile.length || 1;
  if (mean === 0) return 0;
  let variation = 0;
  for (let i = 1; i < profile.length; i++) variation += Math.abs(profile[i] - profile[i - 1]);
  return variation / (profile.length * mean);
}

/**
 * True when text lines look vertical: the page is turned by 90 or 270 degrees. The letters' neighbours decide
 * when they agree; otherwise (letters merged into words, too few of them) the ink profiles do, whose lines
 * alternate along the axis across them — reliable on a full page, misleading on a few lines, where the
 * strokes along a line alternate more than three lines do.
 */
export function looksSideways(image: GreyImage): boolean {
  const letters = scale(image, Math.min(1, LETTERS_LONG_SIDE / Math.max(image.width, image.height)));
  const direction = lineDirection(letters, inkThreshold(letters));
  if (direction) return direction === "vertical";
  const small = scale(image, Math.min(1, 1000 / Math.max(image.width, image.height)));
  const threshold = inkThreshold(small);
  const rows = new Float64Array(small.height);
  const columns = new Float64Array(small.width);
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      if (small.data[y * small.width + x] < threshold) {
        rows[y]++;
        columns[x]++;
      }
    }
  }
  return profileContrast(columns) > profileContrast(rows) * 1.15;
}

/** How many pixels of ink each row holds (every other column sampled). */
function inkRows(image: GreyImage): Float64Array {
  const threshold = inkThreshold(image);
  const rows = new Float64Array(image.height);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x += 2) {
      if (image.data[y * image.width + x] < threshold) rows[y]++;
    }
  }
  return rows;
}

/** The band of rows around the ink's median: a sample of text for a quick reading. */
export function textBand(image: GreyImage, fraction: number): GreyImage {
  const rows = inkRows(image);
  const total = rows.reduce((sum, row) => sum + row, 0);
  let seen = 0, median = image.height >> 1;
  for (let y = 0; y < image.height; y++) {
    seen += rows[y];
    if (seen >= total / 2) {
      median = y;
      break;
    }
  }
  const height = Math.round(image.height * fraction);
  return crop(image, median - (height >> 1), height);
}

/** A row with at most this share of the inkiest row's ink is a gap between lines. */
const GAP_INK = 0.02;

/**
 * The gap between lines nearest row `y`, within `reach` rows of it (a row of no more ink than `blank`); `y`
 * itself where there is none (a skewed page's lines leave no clear row).
 */
function nearestGap(rows: Float64Array, y: number, reach: number, blank: number): number {
  for (let distance = 0; distance <= reach; distance++) {
    if (y - distance >= 0 && rows[y - distance] <= blank) return y - distance;
    if (y + distance < rows.length && rows[y + distance] <= blank) return y + distance;
  }
  return y;
}

/**
 * The rows from `top`, `height` of them, with each edge moved to the gap between lines nearest it (within a
 * quarter of the height): a line cut in half reads as garble, which on a small image (a few lines of Japanese
 * at 200 dpi) dragged every model's reading of a band below legible. Not for the bands that compare turns: a
 * page turned sideways has gaps between its words' letters, and a band cut cleanly there read a short Arabic
 * paragraph better sideways than upright.
 */
export function cropAtGaps(image: GreyImage, top: number, height: number): GreyImage {
  const rows = inkRows(image);
  const reach = height >> 2;
  const blank = rows.reduce((most, row) => Math.max(most, row), 0) * GAP_INK;
  const from = nearestGap(rows, Math.max(0, top), reach, blank);
  const to = nearestGap(rows, Math.min(image.height - 1, top + height), reach, blank);
  return to > from ? crop(image, from, to - from) : crop(image, top, height);
}

/**
 * Length-weighted mean confidence of the words read, the measure of an orientation's plausibility. Tesseract
 * also reads vertical lines, and confidently, so a reading whose longer words stand taller than wide counts
 * as a sideways page, not an upright one.
 */
export function readingConfidence(page: Page): number {
  let weight = 0, sum = 0, long = 0, tall = 0;
  for (const word of wordsOf(page)) {
    const letters = word.text.replace(/[^\p{L}\p{N}]/gu, "").length;
    weight += letters;
    sum += letters * word.confidence;
    if (letters >= 3) {
      long++;
      if (word.bbox.y1 - word.bbox.y0 > word.bbox.x1 - word.bbox.x0) tall++;
    }
  }
  if (weight === 0 || tall > long / 2) return 0;
  return sum / weight;
}

/** The share of the page's height read as a band when turns are compared. */
const BAND_SHARE = 0.12;
/** A first reading this confident is taken as upright: no other orientation is tried. */
const SURE = 75;
/** Another orientation must read this much more confidently to be preferred over the first reading. */
const MARGIN = 10;
/**
 * And at least this confidently: below it no turn reads as text (a Cyrillic form read with the English model
 * scored 7 to 37 every way), and reading the whole page again, about ten seconds there, gains nothing.
 */
const LEGIBLE = 50;

export interface UprightReading {
  page: Page;
  rotation: Rotation;
  upright: GreyImage;
}

/** The turns to try: `turn` first, then the half turn from it, then the other two, the smaller first. */
function turns(turn: Rotation): Rotation[] {
  const half = ((turn + 180) % 360) as Rotation;
  return [turn, half, ...([0, 180, 90, 270] as Rotation[]).filter((r) => r !== turn && r !== half)];
}

/** Upright then overturned, or the two sideways turns first when the page's lines look vertical. */
const inkOrder = (image: GreyImage): Rotation[] => looksSideways(image) ? turns(90) : turns(0);

export interface UprightOptions {
  /** The way the document's last page stood: the page is read that way first, whatever its ink says. */
  turn?: Rotation;
  /**
   * Asked when the first reading is unsure, before any other turn is tried: another reading of the page that
   * stands instead (read in the language another page of its document was just found to be in), or none.
   */
  unsure?: (first: UprightReading) => Promise<UprightReading | undefined>;
}

/**
 * Reads a page the right way up without tesseract's OSD model (not shipped offline). The ink profile tells
 * upright from sideways, and the ink around the lines' cores a page turned over from one the right way up;
 * the page is read that way. Only when that reading is unsure are the other turns tried on a band of text,
 * and the page is read again if one of them is clearly more legible. A page turned any way, when its script
 * has ascenders, costs a single reading.
 */
export async function readUpright(
  image: GreyImage,
  readPage: (image: GreyImage) => Promise<Page>,
  readBand: (band: GreyImage) => Promise<Page>,
  { turn, unsure }: UprightOptions = {},
): Promise<UprightReading> {
  // These only order the tries: a wrong guess is caught by the reading's confidence.
  let order = turn === undefined ? inkOrder(image) : turns(turn);
  let upright = rotate(image, order[0]);
  if (turn === undefined && looksUpsideDown(upright, inkThreshold(upright))) {
    order = [order[1], order[0], order[2], order[3]];
    upright = rotate(image, order[0]);
  }
  const first: UprightReading = { page: await readPage(upright), rotation: order[0], upright };
  const pageConfidence = readingConfidence(first.page);
  if (pageConfidence >= SURE) return first;
  const instead = await unsure?.(first);
  if (instead) return instead;
  // The first turn's band is read too, so that the other turns' bands are weighed against a band: a page in a
  // script the model cannot read (a Cyrillic form) reads badly every way, and a band can outscore the whole
  // page by chance, which cost a second reading of the page, sideways.
  const bandConfidence = readingConfidence(await readBand(textBand(upright, BAND_SHARE)));
  const confidence = Math.max(pageConfidence, bandConfidence);
  let best: { rotation: Rotation; confidence: number } | undefined;
  for (const rotation of order.slice(1)) {
    const score = readingConfidence(await readBand(textBand(rotate(image, rotation), BAND_SHARE)));
    if (score >= LEGIBLE && score > confidence + MARGIN && score > (best?.confidence ?? 0)) {
      best = { rotation, confidence: score };
    }
    if (score >= SURE + MARGIN) break;
  }
  if (!best) return first;
  const turned = rotate(image, best.rotation);
  const page = await readPage(turned);
  // A band is a small sample: in a script English cannot read (a few lines of Japanese), a sideways band
  // read legibly by chance, and the whole page turned that way read worse than as it stood.
  if (readingConfidence(page) <= pageConfidence) return first;
  return { page, rotation: best.rotation, upright: turned };
}
