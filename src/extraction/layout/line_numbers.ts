import { median } from "../median.ts";
import type { TextItem } from "../types.ts";

/** Fewer numbered lines than this are more likely a numbered list or a table's first column. */
const MIN_LINES = 10;
/** Line numbers stand on a grid: every step from one to the next within this share of the usual step. */
const PITCH_TOLERANCE = 0.15;
/** Numbers in one column end (right-aligned) or start (left-aligned) within this many points. */
const ALIGN = 1.5;

const LINE_NUMBER = /^\d{1,3}$/;

/** The longest run of numbers counting up by one, each lower on the page than the last. */
function countingRun(column: TextItem[]): TextItem[] {
  const sorted = [...column].sort((a, b) => a.y - b.y);
  let best: TextItem[] = [];
  let run: TextItem[] = [];
  for (const item of sorted) {
    const last = run.at(-1);
    run = last && Number(item.text) === Number(last.text) + 1 && item.y > last.y ? [...run, item] : [item];
    if (run.length > best.length) best = run;
  }
  return best;
}

const onLineOf = (number: TextItem, item: TextItem) =>
  Math.abs(item.y + item.height / 2 - (number.y + number.height / 2)) < number.height / 2;

/**
 * A transcript's or a pleading's line numbers: a column of numbers counting up by one on an even grid down
 * the left of the text (1 to 25 on a court transcript, 1 to 28 on pleading paper). They number the paper's
 * lines, not the text's, so they are dropped and the text reads on as paragraphs; kept, every line became a
 * row of a two-column table. A numbered table is left alone: its numbers have a row of text each, where line
 * numbers also stand beside blank lines, or beside prose that runs on from one line to the next.
 */
export function dropLineNumbers(items: TextItem[]): TextItem[] {
  const numbers = items.filter((item) => LINE_NUMBER.test(item.text.trim()));
  if (numbers.length < MIN_LINES) return items;
  const columns = new Map<string, TextItem[]>();
  for (const item of numbers) {
    for (const key of [`r${Math.round((item.x + item.width) / ALIGN)}`, `l${Math.round(item.x / ALIGN)}`]) {
      columns.set(key, [...columns.get(key) ?? [], item]);
    }
  }
  const run = [...columns.values()].map(countingRun).reduce((a, b) => b.length > a.length ? b : a, []);
  if (run.length < MIN_LINES) return items;
  const steps = run.slice(1).map((item, i) => item.y - run[i].y);
  const pitch = median(steps);
  if (steps.some((step) => Math.abs(step - pitch) > pitch * PITCH_TOLERANCE)) return items;
  const numberSet = new Set(run);
  const rest = items.filter((item) => !numberSet.has(item));
  const right = Math.max(...run.map((n) => n.x + n.width));
  const beside = run.map((number) => rest.filter((item) => onLineOf(number, item)));
  // Line numbers are the left edge of the text: nothing on their lines stands before them.
  if (beside.some((line) => line.some((item) => item.x < right))) return items;
  const blankLines = beside.filter((line) => line.length === 0).length;
  const firstWords = beside.map((line) =>
    line.reduce<TextItem | undefined>((a, b) => !a || b.x < a.x ? b : a, undefined)
  );
  const runOnLines = firstWords.filter((first) => /^[a-z]/.test(first?.text.trim() ?? "")).length;
  return blankLines > 0 || runOnLines >= 2 ? rest : items;
}
