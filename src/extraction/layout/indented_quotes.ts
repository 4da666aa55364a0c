import { median } from "../median.ts";
import { type Line, lineLeft, lineRight, MARKER_GLYPHS } from "./lines.ts";

/** A quotation is set in from the text around it by at least this many ems, and at most this many. */
const MIN_INDENT_EM = 1.5;
const MAX_INDENT_EM = 6;
/** Lines of one quotation start this close together (points). */
const SAME_LEFT = 1;
/** Its lines are wrapped text: the widest reaches this share of the way from the text's left edge to its right. */
const WIDE = 0.6;
/** And it stands apart: the space above and below it is at least this many of its own line pitches. */
const APART = 1.2;
/** A list item's marker: the item's text starts after it, where its further paragraphs are set in to. */
const ITEM_MARKER = new RegExp(`^(?:${MARKER_GLYPHS}|[-–—o]|\\d{1,3}[.)]|[a-zA-Z][.)]|[ivxIVX]{1,4}[.)])$`);

/** A line that opens with a list item's marker. */
const OPENS_ITEM = new RegExp(`^\\s*(?:${MARKER_GLYPHS}|[-–—]\\s|\\(?\\d{1,3}[.)]|\\(?[a-zA-Z][.)]\\s)`);
/** Text is justified when this many lines end at its right edge, within this many ems (a hyphen hanging out). */
const JUSTIFIED_LINES = 3;
const EDGE_EM = 0.25;
/** A quotation is set in the type of the text around it, or nearly. */
const SAME_SIZE = 0.95;

/** Running text is mostly letters: a symbol font's unmapped codes ("26 D$ E6 %%") are not. */
const PROSE_LETTERS = 0.6;

function isProse(lines: Line[]): boolean {
  const text = lines.flatMap((line) => line.fragments.flatMap((f) => f.items.map((i) => i.text))).join("");
  const visible = text.replace(/\s/g, "");
  return visible.replace(/[^\p{L}]/gu, "").length >= PROSE_LETTERS * visible.length;
}

/** The left edge most of the lines start at, to the point. */
function commonLeft(lefts: number[]): number {
  const counts = new Map<number, number>();
  for (const left of lefts) counts.set(Math.round(left), (counts.get(Math.round(left)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
}

/**
 * Lines of a quotation set in on the left without a bar beside it, as word processors print a "Block Text" or
 * "Quote" paragraph: two or more lines of running text, all starting at one place between one and a half and
 * six ems in from where the other lines start, with space above and below. A list item's further paragraph
 * (set in to its item's text), a table's rows (several fragments a line), a hanging indent (no space above)
 * and a signature or address block (short lines) are not quotations. In justified text a quotation set in as far
 * as an item's text still is one when its lines stop short of the right edge: set in on both sides, as LaTeX's.
 */
export function indentedQuotes(lines: Line[]): Set<Line> {
  const quoted = new Set<Line>();
  if (lines.length < 3) return quoted;
  const lefts = lines.map(lineLeft);
  const body = commonLeft(lefts);
  const right = Math.max(...lines.map(lineRight));
  const itemText = lines.flatMap((line) => {
    // The marker may stand a tab away, in a fragment of its own.
    const [marker, text] = line.fragments.flatMap((fragment) => fragment.items);
    return text && ITEM_MARKER.test(marker.text.trim()) ? [text.x] : [];
  });
  // Justified text shows its right edge: a list item's further paragraph runs to it, a quotation stops short.
  const justified = lines.filter((line) => right - lineRight(line) <= EDGE_EM * line.fontSize).length >=
    JUSTIFIED_LINES;
  for (let start = 0; start < lines.length;) {
    let end = start + 1;
    while (end < lines.length && Math.abs(lefts[end] - lefts[start]) <= SAME_LEFT) end++;
    const run = lines.slice(start, end);
    const em = run[0].fontSize;
    const indent = (lefts[start] - body) / em;
    const pitch = median(run.slice(1).map((line, i) => line.top - run[i].top));
    const first = run[0].fragments[0].items[0];
    const around = [lines[start - 1], lines[end]].filter(Boolean).map((line) => line.fontSize);
    const quote = run.length >= 2 && indent >= MIN_INDENT_EM && indent <= MAX_INDENT_EM &&
      run.every((line) => line.fragments.length === 1) &&
      // An abstract set in, in smaller type and opened by a bold "Abstract.", is a section of its own; an
      // item opened by "(1)" is a list's.
      !first.bold && !OPENS_ITEM.test(first.text) && run[0].fontSize >= SAME_SIZE * Math.min(...around) &&
      (!itemText.some((x) => Math.abs(x - lefts[start]) <= SAME_LEFT) ||
        (justified && run.slice(0, -1).every((line) => lineRight(line) <= right - em))) &&
      isProse(run) &&
      Math.max(...run.map(lineRight)) >= body + WIDE * (right - body) &&
      (start === 0 || run[0].top - lines[start - 1].top >= APART * pitch) &&
      (end === lines.length || lines[end].top - run[run.length - 1].top >= APART * pitch);
    if (quote) { for (const line of run) quoted.add(line); }
    start = end;
  }
  return quoted;
}
