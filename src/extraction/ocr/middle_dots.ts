// A middle dot between words ("Structural engineer · Lyon, France"), which tesseract reads as a hyphen or a
// stop. Its box is a few pixels each way, small enough to pass for a speck of dirt, and it would be dropped.
import type { Bbox } from "tesseract.js";

/** What tesseract reads a middle dot as. */
const MISREAD_DOT = /^[-.·•‧∙]$/;
/**
 * A dot is no wider than this share of its height (a hyphen is three times wider than tall; tesseract may give
 * a dot a box a pixel wide)...
 */
const NARROW = 1.5;
/** ...and no taller than this share of its line's row, a third of an x-height or so. */
const SMALL = 0.3;
/** Its middle stands this far down its line's box, at least and at most: a stop stands on the baseline. */
const FROM = 0.25, TO = 0.6;
/** Words stand this share of the line's row either side of it at least: a word space. */
const SPACED = 0.2;

/**
 * Whether a word is a middle dot set between two words: read as a dot or a hyphen, small and no wider than
 * tall, its middle at the middle of the line's x-height rather than on its baseline, a word space from the
 * words either side.
 */
export function isMiddleDot(
  words: { text: string; bbox: Bbox }[],
  index: number,
  line: { top: number; bottom: number },
  row: number,
): boolean {
  const { text, bbox } = words[index];
  const before = words[index - 1]?.bbox, after = words[index + 1]?.bbox;
  if (!before || !after || !MISREAD_DOT.test(text.trim())) return false;
  const width = bbox.x1 - bbox.x0, height = bbox.y1 - bbox.y0;
  const middle = ((bbox.y0 + bbox.y1) / 2 - line.top) / (line.bottom - line.top);
  return width <= NARROW * height && height <= SMALL * row && middle >= FROM && middle <= TO &&
    bbox.x0 - before.x1 >= SPACED * row && after.x0 - bbox.x1 >= SPACED * row;
}
