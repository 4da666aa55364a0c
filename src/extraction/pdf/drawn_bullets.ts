import type { TextItem } from "../types.ts";
import type { Mark } from "./graphics.ts";

/** How far a bullet may stand left of its item's first word, in the word's font size. */
const MAX_GAP = 3;
/** A bullet is smaller than the text it marks. */
const MAX_SIZE = 0.7;

/** The line's first item right of a mark, centred on it, near enough to be what the mark points at. */
function markedItem(mark: Mark, items: TextItem[]): TextItem | undefined {
  const centre = mark.y + mark.height / 2;
  const right = mark.x + mark.width;
  let best: TextItem | undefined;
  for (const item of items) {
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
  for (const mark of marks) {
    const item = markedItem(mark, items);
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
