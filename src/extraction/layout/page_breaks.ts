import type { Block, TextBlock } from "./blocks.ts";
import { joinLine, plainText } from "./inline.ts";

type PlacedText = Block & TextBlock;

/** A sentence (or clause) that is over: what follows starts a paragraph of its own. */
const FINISHED = /[.!?:;]["'”’»)\]]*$/u;
/** Size within this share counts as the same text. */
const SIZE_TOLERANCE = 0.05;

function continues(before: PlacedText, after: PlacedText): boolean {
  if (after.page !== before.page + 1 || after.list || after.runIn || before.monospace || after.monospace) {
    return false;
  }
  if (before.bold !== after.bold || before.italic !== after.italic) return false;
  if (Math.abs(before.fontSize - after.fontSize) > before.fontSize * SIZE_TOLERANCE) return false;
  return !FINISHED.test(plainText(before.runs)) && /^\p{Ll}/u.test(plainText(after.runs));
}

/**
 * A paragraph cut by a page break reads as one: the page's last paragraph, unfinished, runs on into a next
 * page's first one that starts in lower case, in the same size and weight (running headers and footers are
 * gone by now, so the two meet).
 */
export function joinBrokenParagraphs(blocks: Block[]): Block[] {
  const out: Block[] = [];
  for (const block of blocks) {
    const last = out.at(-1);
    if (block.kind === "text" && last?.kind === "text" && continues(last, block)) {
      joinLine(last.runs, block.runs.map((run) => ({ ...run })));
      last.lines += block.lines;
      continue;
    }
    out.push(block);
  }
  return out;
}
