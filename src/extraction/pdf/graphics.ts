import { OPS } from "./pdfjs.ts";
import type { ImageRegion, RuleLine } from "../types.ts";

type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

// pdf.js's path data: drawing operators followed by their coordinates (DrawOPS).
const MOVE = 0, LINE = 1, CURVE = 2, QUADRATIC = 3, CLOSE = 4;
const PAINTING = new Set<number>([
  OPS.stroke,
  OPS.closeStroke,
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
const IMAGES = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
]);

/** Thicker than this, a filled shape is a box or a shaded cell, not a rule; its edges still count. */
const MAX_RULE_THICKNESS = 3;

/** A small painted shape (a disc, ring or square): where it stands before a line, a drawn list bullet. */
export interface Mark extends ImageRegion {
  filled: boolean;
}

export interface PageGraphics {
  rules: RuleLine[];
  images: (ImageRegion & { objectId?: string })[];
  marks: Mark[];
  /** Small squares drawn in outline: a form's check boxes, when one stands by a word (drawn_check_boxes.ts). */
  squares: ImageRegion[];
  /** Small circles drawn in outline: a form's radio buttons, likewise. */
  rings: ImageRegion[];
  /** Where other small shapes were painted: the cross, tick or dot inside a ticked box among them. */
  ink: ImageRegion[];
}

/** A mark is at most this many points across, and about as tall as it is wide. */
const MARK_MAX_SIZE = 9;
const MARK_MIN_SIZE = 1.5;
const MARK_MAX_ASPECT = 1.6;

/** A drawn check box is this many points across, and square. */
const SQUARE_MIN_SIZE = 5, SQUARE_MAX_SIZE = 16, SQUARE_MAX_ASPECT = 1.25;
/** Ink inside a check box is no larger than the box (a cross drawn corner to corner overshoots a little). */
const INK_MAX_SIZE = 18;

const region = ([x1, y1, x2, y2]: Box): ImageRegion => ({ x: x1, y: y1, width: x2 - x1, height: y2 - y1 });

/** Whether a box is between `min` and `max` points across and no more than `aspect` times as long as wide. */
function squarish([x1, y1, x2, y2]: Box, min: number, max: number, aspect: number): boolean {
  const [width, height] = [x2 - x1, y2 - y1];
  const [small, large] = [Math.min(width, height), Math.max(width, height)];
  return small >= min && large <= max && large <= small * aspect;
}

const squareOf = (box: Box): ImageRegion | undefined =>
  squarish(box, SQUARE_MIN_SIZE, SQUARE_MAX_SIZE, SQUARE_MAX_ASPECT) ? region(box) : undefined;

const markOf = (box: Box, filled: boolean): Mark | undefined =>
  squarish(box, MARK_MIN_SIZE, MARK_MAX_SIZE, MARK_MAX_ASPECT) ? { ...region(box), filled } : undefined;

type Box = [number, number, number, number];

/**
 * The rules a painted path draws, and the box it covers. Returned rather than kept, since whether they show
 * depends on the paint's colour.
 */
function segmentsOf(
  path: ArrayLike<number>,
  m: Matrix,
  filled: boolean,
): { rules: RuleLine[]; box?: Box; rectangle: boolean; round?: boolean } {
  const found: RuleLine[] = [];
  let start: [number, number] | undefined;
  let current: [number, number] | undefined;
  const points: [number, number][] = [];
  // Where curves end: part of the shape's extent (a disc is curves alone), not of its straight outline.
  const curved: [number, number][] = [];
  // Only straight, upright edges and four corners: a box rather than an arrow, a curve or a frame's outline.
  let straight = true;
  const push = (a: [number, number], b: [number, number]) => {
    // Rounding in the transforms leaves straight lines a hair off axis.
    if (Math.abs(a[0] - b[0]) < 0.5 || Math.abs(a[1] - b[1]) < 0.5) {
      found.push({ x1: a[0], y1: a[1], x2: b[0], y2: b[1] });
    } else straight = false;
  };
  for (let i = 0; i < path.length;) {
    const op = path[i++];
    if (op === MOVE) {
      current = start = apply(m, path[i], path[i + 1]);
      points.push(current);
      i += 2;
    } else if (op === LINE) {
      const next = apply(m, path[i], path[i + 1]);
      if (current) push(current, next);
      points.push(next);
      current = next;
      i += 2;
    } else if (op === CURVE) {
      straight = false;
      current = apply(m, path[i + 4], path[i + 5]);
      curved.push(current);
      i += 6;
    } else if (op === QUADRATIC) {
      straight = false;
      current = apply(m, path[i + 2], path[i + 3]);
      curved.push(current);
      i += 4;
    } else if (op === CLOSE) {
      if (current && start) push(current, start);
      current = start;
    } else break;
  }
  if (!points.length) return { rules: found, rectangle: false };
  const extent = curved.length ? [...points, ...curved] : points;
  const xs = extent.map((p) => p[0]), ys = extent.map((p) => p[1]);
  const [x1, x2, y1, y2] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const box: Box = [x1, y1, x2, y2];
  // A thin filled rectangle is how many writers draw a table rule: it stands for its middle line alone (its
  // two long edges, a few points apart, would otherwise look like two column boundaries).
  if (filled && points.length >= 4) {
    if (y2 - y1 <= MAX_RULE_THICKNESS && x2 - x1 > y2 - y1) {
      return { rules: [{ x1, y1: (y1 + y2) / 2, x2, y2: (y1 + y2) / 2 }], box, rectangle: false };
    }
    if (x2 - x1 <= MAX_RULE_THICKNESS && y2 - y1 > x2 - x1) {
      return { rules: [{ x1: (x1 + x2) / 2, y1, x2: (x1 + x2) / 2, y2 }], box, rectangle: false };
    }
  }
  // Curves alone, no straight edge: a circle or an ellipse.
  return {
    rules: found,
    box,
    rectangle: straight && points.length <= 5,
    round: curved.length > 0 && !found.length,
  };
}

/**
 * Paint the colour of the paper draws nothing a reader sees: white boxes behind a figure's labels, white
 * strokes. Off-white counts as paper too; "transparent" is pdf.js's word for an unset pattern colour.
 */
function isPaper(colour: string): boolean {
  if (colour === "transparent") return true;
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  return !!m && m.slice(1).every((c) => parseInt(c, 16) >= 0xf5);
}

const STROKING = new Set<number>([
  OPS.stroke,
  OPS.closeStroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);

/** A box filled with one colour and no outline: its edges show only where the colour ends. */
interface Shading {
  box: Box;
  colour: string;
  edges: RuleLine[];
}

/**
 * The edges of shaded boxes, without those shared by two boxes of the same colour side by side: writers shade
 * a cell line by line, and the seams between those strips are not rules.
 */
function visibleEdges(shaded: Shading[]): RuleLine[] {
  const seam = (edge: RuleLine, own: Shading) =>
    shaded.some(({ box, colour }) => {
      if (colour !== own.colour || box === own.box) return false;
      const horizontal = Math.abs(edge.y1 - edge.y2) < 0.5;
      const [at, from, to] = horizontal
        ? [edge.y1, Math.min(edge.x1, edge.x2), Math.max(edge.x1, edge.x2)]
        : [edge.x1, Math.min(edge.y1, edge.y2), Math.max(edge.y1, edge.y2)];
      const [lo, hi, alongFrom, alongTo] = horizontal
        ? [box[1], box[3], box[0], box[2]]
        : [box[0], box[2], box[1], box[3]];
      const touches = Math.abs(lo - at) <= SEAM || Math.abs(hi - at) <= SEAM;
      const overlap = Math.min(to, alongTo) - Math.max(from, alongFrom);
      return touches && overlap >= (to - from) * 0.8;
    });
  return shaded.flatMap((s) => s.edges.filter((edge) => !seam(edge, s)));
}

const SEAM = 1;

interface PaintState {
  ctm: Matrix;
  fill: string;
  stroke: string;
}

/**
 * Walks a page's operator list with its transformation matrix to find horizontal and vertical ruling lines
 * (strokes and thin fills) and where images are painted, all in the viewport's top-left coordinates.
 */
export function pageGraphics(
  operators: { fnArray: number[]; argsArray: unknown[] },
  viewport: Matrix,
): PageGraphics {
  const rules: RuleLine[] = [];
  const images: PageGraphics["images"] = [];
  const marks: Mark[] = [];
  const squares: ImageRegion[] = [], rings: ImageRegion[] = [], ink: ImageRegion[] = [];
  const stack: PaintState[] = [];
  let state: PaintState = { ctm: viewport, fill: "#000000", stroke: "#000000" };
  // Boxes filled with a colour (not arrows or curves, whose bounds cover much they do not paint): white paint
  // over one shows against it, as white cells or white dividers on a shaded table do.
  const coloured: Box[] = [];
  const shaded: Shading[] = [];
  // Edges included: a white divider is often drawn right on the seam of two shaded boxes.
  const onColour = ([x1, y1, x2, y2]: Box) =>
    coloured.some((c) =>
      (x1 + x2) / 2 >= c[0] && (x1 + x2) / 2 <= c[2] && (y1 + y2) / 2 >= c[1] && (y1 + y2) / 2 <= c[3]
    );
  const { fnArray, argsArray } = operators;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push({ ...state });
    else if (fn === OPS.restore) state = stack.pop() ?? state;
    else if (fn === OPS.transform) state.ctm = multiply(state.ctm, args as Matrix);
    else if (fn === OPS.setFillRGBColor) state.fill = String(args[0]);
    else if (fn === OPS.setStrokeRGBColor) state.stroke = String(args[0]);
    else if (fn === OPS.setFillTransparent) state.fill = "transparent";
    else if (fn === OPS.setStrokeTransparent) state.stroke = "transparent";
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push({ ...state });
      if (Array.isArray(args[0]) || ArrayBuffer.isView(args[0])) {
        state.ctm = multiply(state.ctm, [...(args[0] as number[])] as Matrix);
      }
    } else if (fn === OPS.paintFormXObjectEnd) state = stack.pop() ?? state;
    else if (fn === OPS.constructPath) {
      const [paint, data] = args as [number, (ArrayLike<number> | null)[]];
      const path = data?.[0];
      if (path && PAINTING.has(paint)) {
        const filled = paint !== OPS.stroke && paint !== OPS.closeStroke;
        const drawn = segmentsOf(path, state.ctm, filled);
        const fillShows = filled && drawn.box && (!isPaper(state.fill) || onColour(drawn.box));
        if (filled && drawn.box && drawn.rectangle && !isPaper(state.fill)) coloured.push(drawn.box);
        const strokeShows = STROKING.has(paint) && drawn.box &&
          (!isPaper(state.stroke) || onColour(drawn.box));
        if (fillShows && !strokeShows && drawn.rectangle && drawn.box) {
          shaded.push({ box: drawn.box, colour: state.fill, edges: drawn.rules });
        } else if (fillShows || strokeShows) rules.push(...drawn.rules);
        const mark = (fillShows || strokeShows) && drawn.box && markOf(drawn.box, !!fillShows);
        if (mark) marks.push(mark);
        if ((fillShows || strokeShows) && drawn.box) {
          const outline = strokeShows && !fillShows;
          const square = outline && drawn.rectangle && squareOf(drawn.box);
          const ring = outline && !square && drawn.round && squareOf(drawn.box);
          if (square) squares.push(square);
          else if (ring) rings.push(ring);
          else if (Math.max(drawn.box[2] - drawn.box[0], drawn.box[3] - drawn.box[1]) <= INK_MAX_SIZE) {
            ink.push(region(drawn.box));
          }
        }
      }
    } else if (IMAGES.has(fn)) {
      const ctm = state.ctm;
      const corners = [apply(ctm, 0, 0), apply(ctm, 1, 0), apply(ctm, 0, 1), apply(ctm, 1, 1)];
      const xs = corners.map((c) => c[0]), ys = corners.map((c) => c[1]);
      const x = Math.min(...xs), y = Math.min(...ys);
      const objectId = typeof args?.[0] === "string" ? args[0] : undefined;
      images.push({ x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y, objectId });
    }
  }
  rules.push(...visibleEdges(shaded));
  return { rules, images, marks, squares, rings, ink };
}
