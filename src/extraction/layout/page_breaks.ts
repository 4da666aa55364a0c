import { type Block, ESTIMATED_SIZE_SPREAD } from "./blocks.ts";
import { FINISHED, joinLine, plainText } from "./inline.ts";
import type { PlacedText } from "./join_blocks.ts";

/** Size within this share counts as the same text (within ESTIMATED_SIZE_SPREAD where both are a scan's). */
const SIZE_TOLERANCE = 0.05;

function continues(before: PlacedText, after: PlacedText, acrossPages: boolean): boolean {
  // Onto the next page, or up beside the paragraph's last line: the top of the next column. (The last line's
  // top is at least this far down: lines are at least their size apart.)
  const lastLine = before.top + (before.lines - 1) * before.fontSize;
  const moved = (acrossPages && after.page === before.page + 1) ||
    (after.page === before.page && after.top < lastLine);
  if (!moved || after.list || after.runIn || before.monospace || after.monospace) {
    return false;
  }
  if (before.bold !== after.bold || before.italic !== after.italic) return false;
  const tolerance = before.estimatedSize && after.estimatedSize ? ESTIMATED_SIZE_SPREAD : SIZE_TOLERANCE;
  if (Math.abs(before.fontSize - after.fontSize) > before.fontSize * tolerance) return false;
  return !FINISHED.test(plainText(before.runs)) && /^\p{Ll}/u.test(plainText(after.runs));
}

/**
 * A paragraph cut by a page or column break reads as one: the last paragraph of a page or column, unfinished,
 * runs on into the next one's first that starts in lower case, in the same size and weight (running headers
 * and footers are gone by now, so the two meet). The page's footnotes between them stay after the joined
 * paragraph, and so do margin lines left in as no running head (found on one page only). Not across pages
 * when the pages are marked: each page's text stays between its markers.
 */
export function joinBrokenParagraphs(blocks: Block[], acrossPages: boolean): Block[] {
  const out: Block[] = [];
  const joins = (before: Block | undefined, block: PlacedText): before is PlacedText =>
    before?.kind === "text" && continues(before, block, acrossPages);
  for (const block of blocks) {
    if (block.kind !== "text") {
      out.push(block);
      continue;
    }
    let at = out.length - 1;
    while (at >= 0 && isFootnote(out[at]) && !isFootnote(block)) at--;
    // Past margin lines in the text's size or smaller, not bold, when the paragraph does not go on from the
    // nearest (which may be its own last line, taken for a footer); not past a title at a page's top.
    if (!joins(out[at], block) && !isMargin(block)) {
      const runningHead = (b: Block) =>
        isMargin(b) && b.kind === "text" && !b.bold && b.fontSize <= block.fontSize;
      let past = at;
      while (past >= 0 && (runningHead(out[past]) || (isFootnote(out[past]) && !isFootnote(block)))) past--;
      if (past < at && runningHead(out[at]) && joins(out[past], block)) at = past;
    }
    const before = out[at];
    if (joins(before, block)) {
      joinLine(before.runs, block.runs.map((run) => ({ ...run })));
      before.lines += block.lines;
      continue;
    }
    out.push(block);
  }
  return out;
}

const isFootnote = (block: Block) => block.kind === "text" && !!block.footnote;
/** A line of a page's margin that no other page repeats (ACM's author names over the second page only). */
const isMargin = (block: Block) => block.kind === "text" && block.edge !== undefined;
