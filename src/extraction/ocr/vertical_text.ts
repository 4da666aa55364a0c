import type { Block, Line } from "tesseract.js";

/** Tesseract's PolyBlockType for a block of text set vertically. */
const VERTICAL_TEXT = 7;

/**
 * Text set sideways in a margin (an arXiv stamp, a binding note): its longer words stand taller than wide, or
 * tesseract's page analysis put it in a vertical block (which also catches the short fragments such a stamp
 * breaks into, "ar.", "Vv").
 */
export function isVertical(line: Line, block: Block): boolean {
  if (Number(block.blocktype) === VERTICAL_TEXT) return true;
  const long = line.words.filter((w) => w.text.length >= 3);
  const tall = long.filter((w) => w.bbox.y1 - w.bbox.y0 > 1.5 * (w.bbox.x1 - w.bbox.x0));
  return long.length > 0 && tall.length > long.length / 2;
}
