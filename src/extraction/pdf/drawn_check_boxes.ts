import type { ImageRegion, TextItem } from "../types.ts";

/** How far from a box its label may start or end, in the label's font size. */
const MAX_GAP = 2;
/** A check box is no taller than this many times the text beside it. */
const MAX_SIZE = 1.6;
/** A circle this share of its text's size or smaller is a list's ring bullet (drawn_bullets.ts), no button. */
const BULLET_SIZE = 0.7;
/** The dot that chooses a radio button is smaller than its ring by this share at least. */
const DOT_SIZE = 0.8;
/** Boxes closer than this (points) are cells of one grid: a comb field's letter boxes, a chart's legend. */
const GRID_GAP = 2;
/** Past this many squares or circles on a page, they are a drawing's or a grid's. */
const MAX_SHAPES = 200;
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
 * The shapes of one kind that are form controls, each as its glyph where it stands: `glyphs` holds the glyph
 * of the control left as it is and of one ticked or chosen, which `chosen` tells from the shape and the text
 * set inside it; `fits` says whether the shape may be a control beside its label. Letters ticking a box are
 * added to `ticks`, to be read as part of it.
 */
function controlsOf(
  shapes: ImageRegion[],
  items: TextItem[],
  glyphs: [string, string],
  chosen: (shape: ImageRegion, within: TextItem[]) => boolean,
  fits: (shape: ImageRegion, label: TextItem) => boolean,
  ticks: Set<TextItem>,
): TextItem[] {
  const found: TextItem[] = [];
  if (shapes.length > MAX_SHAPES) return found;
  for (const shape of shapes) {
    if (shapes.some((other) => other !== shape && near(other, shape))) continue;
    const within = items.filter((item) => inside(item, shape, 0));
    if (within.some((item) => !TICK_TEXT.test(item.text.trim()))) continue;
    const label = labelOf(shape, items.filter((item) => !within.includes(item)));
    if (!label || !fits(shape, label)) continue;
    const on = chosen(shape, within);
    if (on) within.forEach((tick) => ticks.add(tick));
    found.push({
      text: glyphs[on ? 1 : 0],
      x: shape.x,
      y: label.y,
      width: shape.width,
      height: label.height,
      fontSize: label.fontSize,
      bold: false,
      italic: false,
    });
  }
  return found;
}

/**
 * A form's check boxes and radio buttons drawn as small squares and circles (a government form's "☐ Female
 * ☒ Male"), as "☐" and "☒", "○" and "◉" items where they stand, so the layout reads them as it reads a Word
 * file's boxes. A box is ticked when ink lies inside it (a cross or a tick drawn in strokes) or a letter "X"
 * is set in it, which then goes as part of the box; a button is chosen by the dot inside it. A shape with
 * other text inside, or one of a grid of shapes side by side (a comb field's letter boxes), is no control;
 * nor is one with no text beside it on its line, nor a circle as small as a list's ring bullet.
 */
export function drawnCheckBoxes(
  squares: ImageRegion[],
  rings: ImageRegion[],
  ink: ImageRegion[],
  items: TextItem[],
): { glyphs: TextItem[]; ticks: Set<TextItem> } {
  const ticks = new Set<TextItem>();
  const boxes = controlsOf(
    squares,
    items,
    ["☐", "☒"],
    (square, within) => within.length > 0 || ink.some((mark) => inside(mark, square, 1)),
    () => true,
    ticks,
  );
  const buttons = controlsOf(
    rings,
    items,
    ["○", "◉"],
    (ring) => ink.some((dot) => inside(dot, ring, 0) && dot.width < ring.width * DOT_SIZE),
    (ring, label) => ring.height > label.fontSize * BULLET_SIZE,
    ticks,
  );
  return { glyphs: [...boxes, ...buttons], ticks };
}
