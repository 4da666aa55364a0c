import { fragmentRuns, plainText } from "./inline.ts";
import type { Line } from "./lines.ts";
import type { FoundTable } from "./tables.ts";

/** "Title . . . . . . 12": an entry, its dot leaders, and a page number or label. */
const ENTRY = /^(.*?\S)\s*((?:\.\s?){3,})\s*([\divxlcIVXLC][\w.-]{0,7})$/;

/**
 * Finds tables of contents: runs of at least two lines that end in dot leaders and a page label. Each becomes a
 * two-column table (entry with its leaders, page), so entries never run together into one paragraph.
 */
export function findContents(lines: Line[]): FoundTable[] {
  const found: FoundTable[] = [];
  let run: { start: number; rows: string[][] } | undefined;
  const close = (end: number) => {
    if (run && run.rows.length >= 2) found.push({ start: run.start, end, rows: run.rows });
    run = undefined;
  };
  lines.forEach((line, i) => {
    const match = plainText(fragmentRuns(line.fragments)).match(ENTRY);
    if (!match) return close(i - 1);
    run ??= { start: i, rows: [] };
    run.rows.push([`${match[1]} ${match[2].trim()}`, match[3]]);
  });
  close(lines.length - 1);
  return found;
}
