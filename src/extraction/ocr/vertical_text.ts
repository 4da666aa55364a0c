import type { Block, Line, Page } from "tesseract.js";
import type { SidewaysText } from "../types.ts";

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

/**
 * A sideways line is kept when each of its words reads this surely (0–100): a table's column heads turned
 * upright read at 90 or more on a scanned Redbook; the marks down a column of ticks read as garble, at 61 at
 * most.
 */
const SURE_SIDEWAYS = 80;

/** Whether each of a line's words reads surely enough for the line to be kept sideways. */
export const isSureSideways = (line: Line) =>
  line.words.every((w) => !w.text.trim() || w.confidence >= SURE_SIDEWAYS);

/**
 * The page's sideways lines that read surely, as runs turned on their side (in units of pixels over
 * `factor`): the layout puts them in the ruled box they stand in (a table's column head turned to fit a
 * narrow column) and leaves them out elsewhere, as it does a PDF's. Each is taken to read up the page, as
 * column heads do: along it is up the page, and its lines follow each other rightward.
 */
export function sidewaysLines(page: Page, factor: number): SidewaysText[] {
  const runs: SidewaysText[] = [];
  for (const block of page.blocks ?? []) {
    for (const line of block.paragraphs.flatMap((paragraph) => paragraph.lines)) {
      const words = line.words.filter((word) => word.text.trim());
      if (!words.length || !isVertical(line, block) || !isSureSideways(line)) continue;
      const { x0, y0, x1, y1 } = line.bbox;
      const size = (x1 - x0) / factor;
      runs.push({
        x: x0 / factor,
        y: y0 / factor,
        width: size,
        height: (y1 - y0) / factor,
        item: {
          text: words.map((word) => word.text).join(" "),
          x: -y1 / factor,
          y: x0 / factor,
          width: (y1 - y0) / factor,
          height: size,
          fontSize: size,
          bold: false,
          italic: false,
        },
      });
    }
  }
  return runs;
}
