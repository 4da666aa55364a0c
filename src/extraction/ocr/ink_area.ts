import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { isPaper, paperLanes, pixelWords } from "../image/paper_words.ts";
import type { Box } from "./blobs.ts";
import { lineImage } from "./large_lines.ts";
import { mapLines, placedBox, placedWord } from "./tesseract_words.ts";

/** Paper kept around the ink, in inches, so that no line of text touches the edge of what tesseract reads. */
const MARGIN_INCHES = 0.15;
/**
 * A page whose ink spans more than this share of its area is read whole. Cut to its ink, a full page is read
 * a little differently (tesseract's page analysis depends on what it is shown): on the scanned sets a table's
 * rows and a chart's labels came out better or worse by turns, where a page of a few lines read the same.
 */
const MAX_SHARE = 0.3;

/** The box of every pixel darker than `threshold` (ends included), or undefined when there is none. */
export function inkBounds(image: GreyImage, threshold: number): Box | undefined {
  const { width, height, data } = image;
  const words = pixelWords(data), lanes = paperLanes(threshold);
  let x0 = width, x1 = -1, y0 = -1, y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (words && ((row + x) & 3) === 0 && x + 4 <= width && isPaper(words[(row + x) >> 2], lanes)) {
        x += 3;
        continue;
      }
      if (data[row + x] >= threshold) continue;
      if (y0 < 0) y0 = y;
      y1 = y;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
    }
  }
  return y0 < 0 ? undefined : { x0, x1, y0, y1 };
}

/**
 * Reads a page within the box of its ink and a margin of paper, its lines and words placed back on the page.
 * Tesseract's analysis of a page costs by its area, paper or not: a scanned page of a dozen words took 195 ms
 * read whole and 95 ms read within its ink. A page inked nearly edge to edge, or not at all, is read whole.
 */
export async function readInkArea(
  image: GreyImage,
  threshold: number,
  dpi: number,
  read: (image: GreyImage) => Promise<Page>,
): Promise<Page> {
  const ink = inkBounds(image, threshold);
  if (!ink) return await read(image);
  const margin = Math.round(MARGIN_INCHES * dpi);
  const box = {
    x0: Math.max(0, ink.x0 - margin),
    x1: Math.min(image.width, ink.x1 + 1 + margin),
    y0: Math.max(0, ink.y0 - margin),
    y1: Math.min(image.height, ink.y1 + 1 + margin),
  };
  if ((box.x1 - box.x0) * (box.y1 - box.y0) > MAX_SHARE * image.width * image.height) {
    return await read(image);
  }
  const area = lineImage(image, box, 0);
  const page = await read(area.image);
  return mapLines(page, (line) => ({
    ...line,
    bbox: placedBox(line.bbox, area.x0, area.y0),
    words: line.words.map((word) => placedWord(word, area.x0, area.y0)),
  }));
}
