import { fragmentRuns, plainText } from "./inline.ts";
import type { Line } from "./lines.ts";
import type { FoundTable } from "./tables.ts";

/** "Title . . . . . . 12": an entry, its dot leaders, and a page number or label. */
const ENTRY = /^(.*?\S)\s*((?:\.\s?){3,})\s*([\divxlcIVXLC][\w.-]{0,7})$/;

function dots(line: Line): number {
  let count = 0;
  for (const fragment of line.fragments) {
    for (const item of fragment.items) {
      for (let at = item.text.indexOf("."); at >= 0 && count < 3; at = item.text.indexOf(".", at + 1)) {
        count++;
      }
    }
  }
  return count;
}

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
    // Leaders are at least three dots: a line with fewer is no entry, without building its text.
    if (dots(line) < 3) return close(i - 1);
    const match = plainText(fragmentRuns(line.fragments)).match(ENTRY);
    if (!match) return close(i - 1);
    run ??= { start: i, rows: [] };
    run.rows.push([`${match[1]} ${match[2].trim()}`, match[3]]);
  });
  close(lines.length - 1);
  return found;
}
