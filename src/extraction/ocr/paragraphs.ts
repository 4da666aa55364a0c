import type { Block, Line, Page } from "tesseract.js";

const PAGE_NUMBER_AT_END = /^(\d{1,4}\s+\S.*|.*\S\s+\d{1,4}|\d{1,4}|page \d+( of \d+)?)$/i;

/** Fewer lines than this and a page has no running head to speak of (a label, a one-line note). */
const MIN_LINES_FOR_FURNITURE = 4;

/** A line of page furniture: the page's first or last line, standing alone and carrying a page number. */
function isFurniture(
  line: Line,
  text: string,
  extent: { top: number; bottom: number; lines: number },
): boolean {
  return extent.lines >= MIN_LINES_FOR_FURNITURE &&
    (line.bbox.y0 <= extent.top || line.bbox.y1 >= extent.bottom) &&
    PAGE_NUMBER_AT_END.test(text);
}

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
 * Markdown from tesseract's own page analysis: its blocks follow columns, its paragraphs are joined across
 * line breaks, and a word broken by a hyphen at a line end is re-joined. Page furniture is left out.
 */
export function paragraphsMarkdown(page: Page): string {
  const lines = (page.blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((p) => p.lines).filter((l) => !isVertical(l, b))
  );
  const extent = {
    top: Math.min(...lines.map((l) => l.bbox.y0)),
    bottom: Math.max(...lines.map((l) => l.bbox.y1)),
    lines: lines.length,
  };
  const paragraphs: string[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      let text = "";
      for (const line of paragraph.lines) {
        const words = line.words.map((w) => w.text.trim()).filter(Boolean).join(" ");
        if (!words || isVertical(line, block)) continue;
        if (paragraph.lines.length === 1 && isFurniture(line, words, extent)) continue;
        text = !text ? words : /\p{L}-$/u.test(text) ? text.slice(0, -1) + words : `${text} ${words}`;
      }
      if (text) paragraphs.push(text);
    }
  }
  return paragraphs.join("\n\n");
}
