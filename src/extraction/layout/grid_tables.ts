import type { RuleLine, SidewaysText, TextItem } from "../types.ts";
import { isRightToLeftText } from "./lines.ts";
import { cellText, lineCells, rowsFromLines, stackedRows } from "./stacked_rows.ts";

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
const MIN_FILLED_CELLS = 3;
/**
 * A merged cell's text is repeated in each of up to this many columns it covers (as docling does); a wider one
 * (a section title across the table) is written once, in its first column.
 */
export const MAX_REPEAT = 3;
const MIN_SEGMENT = 4;

/** A straight rule: `at` is its y (horizontal) or x (vertical), `from` and `to` its ends along it. */
export interface Segment {
  at: number;
  from: number;
  to: number;
  /** Where pieces drawn end to end met: a browser draws a row's border cell by cell. */
  joints?: number[];
}

export interface RuleSegments {
  horizontal: Segment[];
  vertical: Segment[];
}

/** The horizontal and vertical rules, each drawn piece by piece along one line joined into one segment. */
export function segments(rules: RuleLine[]): RuleSegments {
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
    // Sorted by position first, a piece a hair lower may still lie left of the segment it continues.
    if (
      last && Math.abs(s.at - last.at) <= SNAP && s.from <= last.to + SNAP * 2 && s.to >= last.from - SNAP * 2
    ) {
      if (Math.abs(s.from - last.to) <= SNAP) (last.joints ??= []).push((s.from + last.to) / 2);
      last.from = Math.min(last.from, s.from);
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

/** Strokes this close count as meeting: borders drawn cell by cell leave small gaps where they meet. */
const TOUCH = SNAP * 3;

/**
 * Groups the rules into drawings whose strokes meet: each group with its vertical and horizontal rules is one
 * candidate grid. Grouping by contact rather than by height keeps a page's frame, or a column rule running
 * down the page, from joining every table it passes into one.
 */
function clusters(
  horizontal: Segment[],
  vertical: Segment[],
): { vertical: Segment[]; horizontal: Segment[] }[] {
  const parent = vertical.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const byX = vertical.map((v, i) => ({ v, i })).sort((a, b) => a.v.at - b.v.at);
  const owner = new Map<Segment, number>();
  for (const h of horizontal) {
    let first: number | undefined;
    for (const { v, i } of byX) {
      if (v.at < h.from - TOUCH) continue;
      if (v.at > h.to + TOUCH) break;
      if (h.at < v.from - TOUCH || h.at > v.to + TOUCH) continue;
      if (first === undefined) first = i;
      else parent[find(i)] = find(first);
    }
    if (first !== undefined) owner.set(h, first);
  }
  const groups = new Map<number, { vertical: Segment[]; horizontal: Segment[] }>();
  const group = (i: number) => {
    const root = find(i);
    if (!groups.has(root)) groups.set(root, { vertical: [], horizontal: [] });
    return groups.get(root)!;
  };
  vertical.forEach((v, i) => group(i).vertical.push(v));
  for (const [h, i] of owner) group(i).horizontal.push(h);
  return [...groups.values()];
}

/** Narrower than this and empty, the space between two rules is a double border, not a column. */
const DOUBLE_RULE_GAP = 6;

/** Column edges with the second stroke of each double border dropped. */
function withoutDoubleRules(xs: number[], items: TextItem[], ys: number[]): number[] {
  const out: number[] = [];
  for (const x of xs) {
    const last = out.at(-1);
    const empty = last !== undefined && !items.some((i) => {
      const cx = i.x + i.width / 2, cy = i.y + i.height / 2;
      return cx > last && cx < x && cy > ys[0] && cy < ys.at(-1)!;
    });
    if (last === undefined || x - last >= DOUBLE_RULE_GAP || !empty) out.push(x);
  }
  return out;
}

/**
 * Finds fully ruled tables: column edges from vertical rules, row edges from horizontal rules across the same
 * span. A missing edge between two boxes means a merged cell, whose text is repeated in each box it covers.
 * Returns the tables and the items that were not inside one.
 */
export function findGridTables(
  items: TextItem[],
  rules: RuleLine[],
  sideways: SidewaysText[] = [],
): { tables: GridTable[]; rest: TextItem[] } {
  const { horizontal, vertical } = segments(rules);
  const tables: GridTable[] = [];
  let rest = items;
  for (const group of clusters(horizontal, vertical)) {
    const drawnXs = distinct(group.vertical.map((s) => s.at));
    if (drawnXs.length < 2) continue;
    const top = Math.min(...group.vertical.map((s) => s.from)),
      bottom = Math.max(...group.vertical.map((s) => s.to));
    const innerLeft = drawnXs[0], innerRight = drawnXs.at(-1)!;
    const across = group.horizontal.filter((h) =>
      h.at >= top - SNAP && h.at <= bottom + SNAP && h.from <= innerLeft + SNAP * 4 &&
      h.to >= innerLeft + (innerRight - innerLeft) / 2
    );
    const fullRows = distinct(across.map((h) => h.at));
    if (fullRows.length < 3) continue;
    // Column edges run the height of at least one row: shorter strokes are check boxes or marks in a cell.
    const spansRow = (ys: number[]) => (s: Segment) =>
      ys.some((y, r) => r > 0 && s.from <= ys[r - 1] + SNAP && s.to >= y - SNAP);
    // A rule running between two column edges but not across the table splits a spanning header from the
    // headers below it ("TEDs" over "simple | complex | all"): it makes a row there, the columns it does not
    // cross keep one cell over both rows. It must have text above and below it in its row, or it is only the
    // edge of a shaded box inside a cell.
    const edges = group.vertical.filter(spansRow(fullRows));
    const meets = (h: Segment, x: number) =>
      edges.some((v) => Math.abs(v.at - x) <= TOUCH && h.at >= v.from - SNAP && h.at <= v.to + SNAP);
    const textBetween = (h: Segment, y1: number, y2: number) =>
      items.some((i) => {
        const cx = i.x + i.width / 2, cy = i.y + i.height / 2;
        return cx > h.from && cx < h.to && cy > y1 && cy < y2;
      });
    const splitsRow = (h: Segment) => {
      const below = fullRows.findIndex((y) => y > h.at);
      return below > 0 && textBetween(h, fullRows[below - 1], h.at) && textBetween(h, h.at, fullRows[below]);
    };
    const partial = group.horizontal.filter((h) =>
      h.at > fullRows[0] + SNAP && h.at < fullRows.at(-1)! - SNAP && meets(h, h.from) && meets(h, h.to) &&
      splitsRow(h)
    );
    const ys = distinct([...fullRows, ...partial.map((h) => h.at)]);
    const xs = withoutDoubleRules(distinct(group.vertical.filter(spansRow(ys)).map((s) => s.at)), items, ys);
    if (xs.length < 2 || xs.length > MAX_COLUMNS + 1) continue;
    // Open-sided tables: the horizontal rules reach past the outermost vertical ones, and so do the columns.
    const reachLeft = Math.min(...across.map((h) => h.from)),
      reachRight = Math.max(...across.map((h) => h.to));
    if (reachLeft < innerLeft - SNAP * 4) xs.unshift(reachLeft);
    if (reachRight > innerRight + SNAP * 4) xs.push(reachRight);
    if (xs.length < 3) continue;
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
    const rowItems: TextItem[][] = Array.from({ length: rowCount }, () => []);
    for (const item of mine) {
      const cx = item.x + item.width / 2, cy = item.y + item.height / 2;
      const c = Math.max(0, xs.findIndex((x, i) => i < colCount && cx >= x && cx < xs[i + 1]));
      const r = Math.max(0, ys.findIndex((y, i) => i < rowCount && cy >= y && cy < ys[i + 1]));
      const key = owner(r, c).join(",");
      boxes.set(key, [...(boxes.get(key) ?? []), item]);
      rowItems[r].push(item);
    }
    // A row is read line by line only where no merged box reaches into it or out of it.
    const ownRow = (r: number) =>
      Array.from({ length: colCount }, (_, c) => c).every((c) =>
        owner(r, c)[0] === r && (r + 1 >= rowCount || owner(r + 1, c)[0] !== r)
      );
    const rowLines = rowItems.map((list) => lineCells(list, xs));
    const stacked = stackedRows(rowLines);
    const byLines = (r: number) => stacked[r] && ownRow(r);
    // Whether the boxes make a table is judged on their upright text alone.
    const upright = new Map([...boxes].map(([key, list]) => [key, cellText(list)]));
    if ([...upright.values()].some((t) => t.length > MAX_CELL_CHARS)) continue;
    // A labelled box or two (a banner, a tab with an issue number) is decoration, not a table.
    if ([...upright.values()].filter(Boolean).length < MIN_FILLED_CELLS) continue;
    // Runs turned on their side (column heads set upright to fit a narrow column) join their box's text, in
    // rows read box by box.
    const turned = new Map<string, TextItem[]>();
    for (const run of sideways) {
      const cx = run.x + run.width / 2, cy = run.y + run.height / 2;
      if (!(cx > left && cx < right && cy > ys[0] && cy < ys.at(-1)!)) continue;
      const c = Math.max(0, xs.findIndex((x, i) => i < colCount && cx >= x && cx < xs[i + 1]));
      const r = Math.max(0, ys.findIndex((y, i) => i < rowCount && cy >= y && cy < ys[i + 1]));
      if (byLines(r)) continue;
      const key = owner(r, c).join(",");
      turned.set(key, [...(turned.get(key) ?? []), run.item]);
    }
    const texts = new Map(
      [...new Set([...upright.keys(), ...turned.keys()])].map((key) => [
        key,
        [upright.get(key) ?? "", cellText(turned.get(key) ?? [])].filter(Boolean).join(" "),
      ]),
    );
    const rows: string[][] = [];
    for (let r = 0; r < rowCount; r++) {
      if (byLines(r)) {
        rows.push(...rowsFromLines(rowLines[r]));
        continue;
      }
      const owners = Array.from({ length: colCount }, (_, c) => owner(r, c).join(","));
      const span = (key: string) => owners.filter((k) => k === key).length;
      const row = owners.map((key, c) =>
        span(key) <= MAX_REPEAT || owners.indexOf(key) === c ? texts.get(key) ?? "" : ""
      );
      if (row.some(Boolean)) rows.push(row);
    }
    if (rows.length < 2) continue;
    // A right-to-left table's first column is its rightmost.
    if (isRightToLeftText(mine.map((i) => i.text).join(""))) rows.forEach((row) => row.reverse());
    tables.push({ top: ys[0], bottom: ys.at(-1)!, left, right, rows });
    const taken = new Set(mine);
    rest = rest.filter((i) => !taken.has(i));
  }
  return { tables, rest };
}
