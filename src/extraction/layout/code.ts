import type { TextItem } from "../types.ts";
import { type Line, MARKER_GLYPHS } from "./lines.ts";
import { median } from "../median.ts";

const BULLET_FIRST = new RegExp(`^\\s*${MARKER_GLYPHS}`);

/**
 * A line set in a monospace font all through, unless it is a bullet glyph and its text: a list set in a
 * typewriter font (Word's Courier New bullets) is a list, not code. (A bullet among a table's cells, in a row
 * of many, leaves the row to the code block's table.)
 */
export const isMonospaceLine = (line: Line) =>
  line.fragments.every((f) => f.items.every((i) => i.fontName === "monospace")) &&
  !(line.fragments.length <= 2 && BULLET_FIRST.test(line.fragments[0].items[0].text));

/**
 * The width of one character cell. A first guess from runs without spaces, then the distances between runs
 * on a line, which are whole numbers of cells.
 */
function pitch(items: TextItem[][]): number {
  const solid = items.flat().filter((i) => i.text.length >= 3 && !i.text.includes(" "));
  const guess = solid.length
    ? Math.max(...solid.map((i) => i.width / i.text.length))
    : median(items.flat().filter((i) => i.text.length >= 3).map((i) => i.width / i.text.length));
  if (!(guess > 0)) return 0;
  const measured: number[] = [];
  for (const line of items) {
    for (let k = 1; k < line.length; k++) {
      const cells = Math.round((line[k].x - line[k - 1].x) / guess);
      if (cells >= 1) measured.push((line[k].x - line[k - 1].x) / cells);
    }
  }
  return measured.length ? median(measured) : guess;
}

const PUNCTUATION = /[()[\]{},.;:]/;

/**
 * A run's text with the spaces pdf.js put in on its own taken out. Code set in fixed cells leaves a sliver
 * between glyphs that pdf.js reads as a word space ("add (a ,"); a run covering as many cells as it has
 * other characters had no spaces drawn at all. Where it is unclear, spaces beside punctuation go first.
 */
function drawnText(item: TextItem, cell: number): string {
  const cells = Math.max(1, Math.round(item.width / cell));
  let text = item.text;
  if (text.length <= cells || text.replace(/ /g, "").length > cells) return text;
  for (let i = text.length - 2; i > 0 && text.length > cells; i--) {
    if (text[i] === " " && (PUNCTUATION.test(text[i - 1]) || PUNCTUATION.test(text[i + 1]))) {
      text = text.slice(0, i) + text.slice(i + 1);
    }
  }
  return text.length > cells && text.replace(/ /g, "").length === cells ? text.replace(/ /g, "") : text;
}

/**
 * The lines of a block of code as text on its character grid: each run starts at the cell its position
 * gives, so indentation and alignment survive, and spaces are only where cells were left empty. A wider gap
 * between lines is kept as an empty line.
 */
export function codeText(lines: Line[]): string[] {
  const items = lines.map((l) => l.fragments.flatMap((f) => f.items).sort((a, b) => a.x - b.x));
  const cell = pitch(items);
  const left = Math.min(...items.flat().map((i) => i.x));
  const spacing = median(lines.slice(1).map((l, i) => l.top - lines[i].top));
  const out: string[] = [];
  items.forEach((line, n) => {
    if (n > 0 && lines[n].top - lines[n - 1].top > spacing * 1.5) out.push("");
    let text = "", end = -Infinity;
    for (const item of line) {
      const column = cell > 0 ? Math.round((item.x - left) / cell) : text.length;
      // Runs that meet on the grid join without a space; apart by a visible gap, they keep at least one.
      const gap = text && column <= text.length && item.x - end > Math.max(cell, 1) * 0.5 ? 1 : 0;
      text += " ".repeat(Math.max(gap, column - text.length)) +
        (cell > 0 ? drawnText(item, cell) : item.text);
      end = item.x + item.width;
    }
    out.push(text.trimEnd());
  });
  return out;
}
