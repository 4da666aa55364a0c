import type { ImageRegion, TextItem } from "../types.ts";

/** How far from a box its label may start or end, in the label's font size. */
const MAX_GAP = 2;
/** A check box is no taller than this many times the text beside it. */
const MAX_SIZE = 1.6;
/** Boxes closer than this (points) are cells of one grid: a comb field's letter boxes, a chart's legend. */
const GRID_GAP = 2;
/** Past this many squares on a page, they are a drawing's or a grid's. */
const MAX_SQUARES = 200;
/** Text set inside a box that ticks it. */
const TICK_TEXT = /^[xX✓✔✗✘×]$/;

const inside = (r: ImageRegion, box: ImageRegion, slack: number) => {
  const cx = r.x + r.width / 2, cy = r.y + r.height / 2;
  return cx > box.x - slack && cx < box.x + box.width + slack && cy > box.y - slack &&
    cy < box.y + box.height + slack;
};

const near = (a: ImageRegion, b: ImageRegion) =>
  a.x - GRID_GAP <= b.x + b.width && b.x - GRID_GAP <= a.x + a.width && a.y - GRID_GAP <= b.y + b.height &&
  b.y - GRID_GAP <= a.y + a.height;

/** The text on a box's line that labels it: starting just right of it, or else ending just left of it. */
function labelOf(box: ImageRegion, items: TextItem[]): TextItem | undefined {
  const centre = box.y + box.height / 2;
  let best: TextItem | undefined, distance = Infinity;
  for (const item of items) {
    if (centre < item.y || centre > item.y + item.height || box.height > item.height * MAX_SIZE) continue;
    const gap = item.x >= box.x + box.width
      ? item.x - (box.x + box.width)
      : item.x + item.width <= box.x
      ? box.x - (item.x + item.width) + 0.01 // the text after a box is its label before the text before it
      : Infinity;
    if (gap <= MAX_GAP * item.fontSize && gap < distance) [best, distance] = [item, gap];
  }
  return best;
}

/**
 * A form's check boxes drawn as small squares (a government form's "☐ Female ☒ Male"), as "☐" and "☒" items
 * where they stand, so the layout reads them as it reads a Word file's boxes. A box is ticked when ink lies
 * inside it (a cross or a tick drawn in strokes) or a letter "X" is set in it; the "X" then goes, as part of
 * the box. A square with other text inside, or one of a grid of squares side by side (a comb field's letter
 * boxes), is no check box; nor is one with no text beside it on its line.
 */
export function drawnCheckBoxes(
  squares: ImageRegion[],
  ink: ImageRegion[],
  items: TextItem[],
): { boxes: TextItem[]; ticks: Set<TextItem> } {
  const boxes: TextItem[] = [], ticks = new Set<TextItem>();
  if (!squares.length || squares.length > MAX_SQUARES) return { boxes, ticks };
  for (const square of squares) {
    if (squares.some((other) => other !== square && near(other, square))) continue;
    const within = items.filter((item) => inside(item, square, 0));
    if (within.some((item) => !TICK_TEXT.test(item.text.trim()))) continue;
    const label = labelOf(square, items.filter((item) => !within.includes(item)));
    if (!label) continue;
    const ticked = within.length > 0 || ink.some((mark) => inside(mark, square, 1));
    for (const tick of within) ticks.add(tick);
    boxes.push({
      text: ticked ? "☒" : "☐",
      x: square.x,
      y: label.y,
      width: square.width,
      height: label.height,
      fontSize: label.fontSize,
      bold: false,
      italic: false,
    });
  }
  return { boxes, ticks };
}
