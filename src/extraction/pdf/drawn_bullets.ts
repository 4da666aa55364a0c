import type { TextItem } from "../types.ts";
import type { Mark } from "./graphics.ts";

/** How far a bullet may stand left of its item's first word, in the word's font size. */
const MAX_GAP = 3;
/** A bullet is smaller than the text it marks. */
const MAX_SIZE = 0.7;

/** The index of the first item whose top is at or below `y`, in items sorted by top. */
function firstFrom(byTop: TextItem[], y: number): number {
  let low = 0, high = byTop.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (byTop[middle].y < y) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The line's first item right of a mark, centred on it, near enough to be what the mark points at. */
function markedItem(mark: Mark, byTop: TextItem[], tallest: number): TextItem | undefined {
  const centre = mark.y + mark.height / 2;
  const right = mark.x + mark.width;
  let best: TextItem | undefined;
  // Only items whose top lies within the tallest item's height above the mark can hold it: a chart's
  // thousands of markers must not each scan the whole page.
  for (let i = firstFrom(byTop, centre - tallest); i < byTop.length && byTop[i].y <= centre; i++) {
    const item = byTop[i];
    if (Math.max(mark.width, mark.height) > item.fontSize * MAX_SIZE) continue;
    if (centre < item.y + item.height * 0.15 || centre > item.y + item.height * 0.95) continue;
    // Text on the line overlapping the mark or close before it: the mark is inside a line, not before one.
    if (item.x < right && item.x + item.width > mark.x - item.fontSize) return undefined;
    if (item.x >= right && item.x - right <= item.fontSize * MAX_GAP && (!best || item.x < best.x)) {
      best = item;
    }
  }
  return best;
}

/**
 * List bullets drawn as shapes instead of set as text (Chromium paints list discs, rings and squares as
 * paths), as "•" and "◦" items before the words they mark, so the layout reads those lines as list items.
 */
export function drawnBullets(marks: Mark[], items: TextItem[]): TextItem[] {
  const bullets: TextItem[] = [];
  if (!marks.length) return bullets;
  const byTop = [...items].sort((a, b) => a.y - b.y);
  const tallest = items.reduce((most, item) => Math.max(most, item.height), 0);
  for (const mark of marks) {
    const item = markedItem(mark, byTop, tallest);
    if (!item) continue;
    bullets.push({
      text: mark.filled ? "•" : "◦",
      x: mark.x,
      y: item.y,
      width: mark.width,
      height: item.height,
      fontSize: item.fontSize,
      bold: item.bold,
      italic: item.italic,
    });
  }
  return bullets;
}
