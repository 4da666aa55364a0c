import { fragmentRuns, plainText } from "./inline.ts";
import { type Line, lineRight } from "./lines.ts";
import { median } from "../median.ts";
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

/** "Title 12": an entry without leaders, when its page label stands where the leadered entries' do. */
const BARE_ENTRY = /^(.*?\S)\s+([\divxlcIVXLC][\w.-]{0,7})$/;
/** How far (points) a bare entry's page label may end from where the leadered entries' end. */
const LABEL_ALIGN = 2;

/**
 * Finds tables of contents: runs of at least two lines that end in dot leaders and a page label. Each becomes a
 * two-column table (entry with its leaders, page), so entries never run together into one paragraph. Entries
 * without leaders whose page label ends where the leadered ones' do (LaTeX sets its sections' entries in bold
 * with none) belong to the run: they would otherwise read as headings, cutting the contents into tables.
 */
export function findContents(lines: Line[]): FoundTable[] {
  const textOf = (line: Line) => plainText(fragmentRuns(line.fragments));
  // Leaders are at least three dots: a line with fewer is no entry, without building its text.
  const leadered = lines.map((line) => dots(line) >= 3 ? textOf(line).match(ENTRY) : null);
  const labelEnds = lines.filter((_, i) => leadered[i]).map(lineRight);
  const labelEnd = median(labelEnds);
  const entry = (line: Line, i: number): string[] | undefined => {
    const match = leadered[i];
    if (match) return [`${match[1]} ${match[2].trim()}`, match[3]];
    // Its label a fragment of its own, as a page number set at the margin is: a justified line is one.
    if (labelEnds.length < 2 || line.fragments.length < 2) return undefined;
    if (Math.abs(lineRight(line) - labelEnd) > LABEL_ALIGN) return undefined;
    const bare = textOf(line).match(BARE_ENTRY);
    return bare ? [bare[1], bare[2]] : undefined;
  };
  const found: FoundTable[] = [];
  let run: { start: number; rows: string[][]; leadered: number } | undefined;
  const close = (end: number) => {
    if (run && run.leadered >= 2) found.push({ start: run.start, end, rows: run.rows });
    run = undefined;
  };
  lines.forEach((line, i) => {
    const row = entry(line, i);
    if (!row) return close(i - 1);
    run ??= { start: i, rows: [], leadered: 0 };
    run.rows.push(row);
    if (leadered[i]) run.leadered++;
  });
  close(lines.length - 1);
  return found;
}
