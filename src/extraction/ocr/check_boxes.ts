import type { Bbox } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { groundOf, pixelBounds } from "./ink_runs.ts";

/** A form's check box stands up to this many rows before its line's first word... */
const REACH = 2.5;
/** ...and at least this far from it, more than a word space. */
const APART = 0.3;
/** Its side is this share of the line's row or more, and at most MAX_SIDE. */
const MIN_SIDE = 0.4, MAX_SIDE = 1.2;
/** Its sides are square within this ratio. */
const SQUARE = 1.4;
/**
 * A pixel this much darker or lighter than the ground around the box is the box's, or, where the ground is
 * too near white or black for that, one that stands TOWARD_END of the way from the ground to white or black.
 * A white box on a light grey ground (214) is as far from it as white allows, 41, and the scan's 251s and
 * 253s inside it fell short of 40.
 */
const CONTRAST = 40;
const TOWARD_END = 0.75;
/** Less than this apart from its ground, a pixel is the paper's grain or the JPEG's noise. */
const GRAIN = 16;
/** Inside, no more than OUTLINE_INSIDE of it is the box's (an outline, maybe ticked), or FILLED_INSIDE or more. */
const OUTLINE_INSIDE = 0.4, FILLED_INSIDE = 0.95;
/** Each of its four edges is the box's for at least this share of its length: an outline, or a filled square. */
const EDGE = 0.7;

/**
 * The box of a form's check box before a line's first word `first`, where tesseract read nothing: a white
 * square on a grey ground holds no ink, and an empty outline is often dropped as no text. The region searched
 * runs from REACH rows before the word up to it, over the line's rows `top` to `bottom` and a third of a row
 * either side; everything in it that stands out from its ground must make one square, outlined or filled,
 * clear of the region's edges.
 */
export function checkBoxBefore(
  image: GreyImage,
  first: Bbox,
  top: number,
  bottom: number,
  row: number,
): Bbox | undefined {
  const region = pixelBounds(image, {
    x0: first.x0 - REACH * row,
    x1: first.x0,
    y0: top - row / 3,
    y1: bottom + row / 3,
  });
  if (region.x1 <= region.x0 || region.y1 <= region.y0) return undefined;
  const ground = groundOf(image, region);
  const lighter = Math.max(GRAIN, Math.min(CONTRAST, TOWARD_END * (255 - ground)));
  const darker = Math.max(GRAIN, Math.min(CONTRAST, TOWARD_END * ground));
  const marked = (x: number, y: number) => {
    const value = image.data[y * image.width + x];
    return value - ground >= lighter || ground - value >= darker;
  };
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (let y = region.y0; y < region.y1; y++) {
    for (let x = region.x0; x < region.x1; x++) {
      if (!marked(x, y)) continue;
      x0 = Math.min(x0, x), x1 = Math.max(x1, x + 1), y0 = Math.min(y0, y), y1 = Math.max(y1, y + 1);
    }
  }
  const width = x1 - x0, height = y1 - y0;
  if (!(width > 0) || x1 > first.x0 - APART * row) return undefined;
  // A box stands on its ground: marks that run out of the region are a picture's, a rule's or other text's.
  if (x0 === region.x0 || y0 === region.y0 || y1 === region.y1) return undefined;
  const sides = [width, height];
  if (sides.some((side) => side < MIN_SIDE * row || side > MAX_SIDE * row)) return undefined;
  if (Math.max(width, height) > SQUARE * Math.min(width, height)) return undefined;
  // A box's edge is marked along its length; a letter's or a round bullet's bounds are not.
  const share = (xs: number[], ys: number[]) =>
    xs.flatMap((x) => ys.map((y) => marked(x, y))).filter(Boolean).length / (xs.length * ys.length);
  const across = Array.from({ length: width }, (_, i) => x0 + i);
  const down = Array.from({ length: height }, (_, i) => y0 + i);
  // A scan's JPEG blurs an edge over two pixels: its outermost row can be the box's only in part.
  const rowEdge = (y: number, inward: number) => Math.max(share(across, [y]), share(across, [y + inward]));
  const columnEdge = (x: number, inward: number) => Math.max(share([x], down), share([x + inward], down));
  const edges = [rowEdge(y0, 1), rowEdge(y1 - 1, -1), columnEdge(x0, 1), columnEdge(x1 - 1, -1)];
  if (!edges.every((edge) => edge >= EDGE)) return undefined;
  // Inside, a check box is empty or ticked, or filled whole; a square filled round a figure in the ground's
  // colour is a section number's badge ("3" before a heading).
  const inside = share(across.slice(2, -2), down.slice(2, -2));
  return inside <= OUTLINE_INSIDE || inside >= FILLED_INSIDE ? { x0, x1, y0, y1 } : undefined;
}
