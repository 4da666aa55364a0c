import type { RuleLine, TextItem } from "../types.ts";
import { fragmentRuns, plainText } from "./inline.ts";
import { buildLines } from "./lines.ts";

/** A table drawn with a full grid of ruling lines: its cells are exactly the boxes the lines make. */
export interface GridTable {
  top: number;
  bottom: number;
  left: number;
  right: number;
  rows: string[][];
}

const SNAP = 2;
/** Past these, ruled boxes are a form's or a page's frame rather than a table: read as ordinary text. */
const MAX_COLUMNS = 10;
const MAX_CELL_CHARS = 400;
/** A merged cell's text is repeated over at most this many columns (as docling does); wider banners once. */
const MAX_REPEAT = 3;
const MIN_SEGMENT = 4;

interface Segment {
  at: number;
  from: number;
  to: number;
}

function segments(rules: RuleLine[]) {
  const horizontal: Segment[] = [], vertical: Segment[] = [];
  for (const r of rules) {
    if (Math.abs(r.y1 - r.y2) < 0.5 && Math.abs(r.x2 - r.x1) >= MIN_SEGMENT) {
      horizontal.push({ at: (r.y1 + r.y2) / 2, from: Math.min(r.x1, r.x2), to: Math.max(r.x1, r.x2) });
    } else if (Math.abs(r.x1 - r.x2) < 0.5 && Math.abs(r.y2 - r.y1) >= MIN_SEGMENT) {
      vertical.push({ at: (r.x1 + r.x2) / 2, from: Math.min(r.y1, r.y2), to: Math.max(r.y1, r.y2) });
    }
  }
  return { horizontal: joinCollinear(horizontal), vertical: joinCollinear(vertical) };
}

/** Rules drawn cell by cell along one line become one segment, so a row of borders spans the table. */
function joinCollinear(list: Segment[]): Segment[] {
  const sorted = [...list].sort((a, b) => a.at - b.at || a.from - b.from);
  const out: Segment[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last && Math.abs(s.at - last.at) <= SNAP && s.from <= last.to + SNAP * 2) {
      last.to = Math.max(last.to, s.to);
    } else out.push({ ...s });
  }
  return out;
}

/** Positions closer than SNAP are one line (double strokes, cell edges drawn twice). */
function distinct(values: number[]): number[] {
  const out: number[] = [];
  for (const v of [...values].sort((a, b) => a - b)) if (!out.length || v - out.at(-1)! > SNAP) out.push(v);
  return out;
}

/** Whether a segment at `at` covers the point `along` (with the snap tolerance). */
const covers = (list: Segment[], at: number, along: number) =>
  list.some((s) => Math.abs(s.at - at) <= SNAP && s.from - SNAP <= along && s.to + SNAP >= along);

/** Groups vertical segments whose y ranges overlap: each group is one candidate grid. */
function clusters(vertical: Segment[]): Segment[][] {
  const sorted = [...vertical].sort((a, b) => a.from - b.from);
  const groups: { to: number; members: Segment[] }[] = [];
  for (const s of sorted) {
    // Cell borders are often drawn cell by cell, with small gaps where the strokes meet.
    const group = groups.find((g) => s.from <= g.to + SNAP * 3);
    if (group) {
      group.members.push(s);
      group.to = Math.max(group.to, s.to);
    } else groups.push({ to: s.to, members: [s] });
  }
  return groups.map((g) => g.members);
}

function cellText(items: TextItem[]): string {
  return buildLines(items).map((line) => plainText(fragmentRuns(line.fragments))).join(" ").trim();
}

/**
 * Finds fully ruled tables: column edges from vertical rules, row edges from horizontal rules across the same
 * span. A missing edge between two boxes means a merged cell, whose text is repeated in each box it covers.
 * Returns the tables and the items that were not inside one.
 */
export function findGridTables(
  items: TextItem[],
  rules: RuleLine[],
): { tables: GridTable[]; rest: TextItem[] } {
  const { horizontal, vertical } = segments(rules);
  const tables: GridTable[] = [];
  let rest = items;
  for (const group of clusters(vertical)) {
    const xs = distinct(group.map((s) => s.at));
    if (xs.length < 3 || xs.length > MAX_COLUMNS + 1) continue;
    const top = Math.min(...group.map((s) => s.from)), bottom = Math.max(...group.map((s) => s.to));
    const innerLeft = xs[0], innerRight = xs.at(-1)!;
    const across = horizontal.filter((h) =>
      h.at >= top - SNAP && h.at <= bottom + SNAP && h.from <= innerLeft + SNAP * 4 &&
      h.to >= innerLeft + (innerRight - innerLeft) / 2
    );
    const ys = distinct(across.map((h) => h.at));
    if (ys.length < 3) continue;
    // Open-sided tables: the horizontal rules reach past the outermost vertical ones, and so do the columns.
    const reachLeft = Math.min(...across.map((h) => h.from)),
      reachRight = Math.max(...across.map((h) => h.to));
    if (reachLeft < innerLeft - SNAP * 4) xs.unshift(reachLeft);
    if (reachRight > innerRight + SNAP * 4) xs.push(reachRight);
    const left = xs[0], right = xs.at(-1)!;
    const inside = (i: TextItem) => {
      const cx = i.x + i.width / 2, cy = i.y + i.height / 2;
      return cx > left && cx < right && cy > ys[0] && cy < ys.at(-1)!;
    };
    const mine = rest.filter(inside);
    if (!mine.length) continue;
    // Each box's items; merged boxes are found by following missing edges to the box that holds the text.
    const rowCount = ys.length - 1, colCount = xs.length - 1;
    const owner = (r: number, c: number): [number, number] => {
      let [or, oc] = [r, c];
      while (oc > 0 && !covers(vertical, xs[oc], (ys[or] + ys[or + 1]) / 2)) oc--;
      while (or > 0 && !covers(horizontal, ys[or], (xs[oc] + xs[oc + 1]) / 2)) or--;
      return [or, oc];
    };
    const boxes = new Map<string, TextItem[]>();
    for (const item of mine) {
      const cx = item.x + item.width / 2, cy = item.y + item.height / 2;
      const c = Math.max(0, xs.findIndex((x, i) => i < colCount && cx >= x && cx < xs[i + 1]));
      const r = Math.max(0, ys.findIndex((y, i) => i < rowCount && cy >= y && cy < ys[i + 1]));
      const key = owner(r, c).join(",");
      boxes.set(key, [...(boxes.get(key) ?? []), item]);
    }
    const texts = new Map([...boxes].map(([key, list]) => [key, cellText(list)]));
    if ([...texts.values()].some((t) => t.length > MAX_CELL_CHARS)) continue;
    const rows: string[][] = [];
    for (let r = 0; r < rowCount; r++) {
      const row: string[] = [];
      for (let c = 0; c < colCount; c++) {
        const [or, oc] = owner(r, c);
        row.push(c - oc < MAX_REPEAT ? texts.get(`${or},${oc}`) ?? "" : "");
      }
      if (row.some(Boolean)) rows.push(row);
    }
    if (rows.length < 2) continue;
    tables.push({ top: ys[0], bottom: ys.at(-1)!, left, right, rows });
    const taken = new Set(mine);
    rest = rest.filter((i) => !taken.has(i));
  }
  return { tables, rest };
}
