import type { Block } from "./blocks.ts";
import { NUMBERING } from "./headings.ts";
import { plainText } from "./inline.ts";
import { joinTextBlocks, type PlacedText } from "./join_blocks.ts";

/** Heading type is at least this much larger than the body text. */
const HEADING_SIZE = 1.15;
/** Lines of one heading follow each other closer than this many times their size, top to top. */
const MAX_PITCH = 1.8;
const MAX_LINES = 3;

/**
 * Sizes read off a scan (TextItem.estimatedSize) wander between lines of one type by up to this share, and
 * run this much below the type's em, which the pitch is measured in.
 */
const ESTIMATED_SPREAD = 0.2, ESTIMATED_EM = 1.25;

/**
 * Whether `after` is numbered as the section under `before` or the next one ("2 METHOD" over "2.1 Lines and
 * columns", as ACM sets a section's title right over its first subsection's, in one size and weight): two
 * headings, where a wrapped title's next line would not start with such a number.
 */
function numberedInTurn(before: PlacedText, after: PlacedText): boolean {
  const [first, second] = [before, after].map((b) => plainText(b.runs).match(NUMBERING)?.[1]);
  if (!first || !second) return false;
  const parts = first.split(".").map(Number);
  const next = [...parts.slice(0, -1), parts.at(-1)! + 1].join(".");
  return second.startsWith(`${first}.`) || second === next;
}

function wrapsOn(before: PlacedText, after: PlacedText, body: number): boolean {
  if (
    after.page !== before.page || before.list || after.list || before.byline || after.byline ||
    before.lines + after.lines > MAX_LINES
  ) {
    return false;
  }
  const estimated = before.estimatedSize && after.estimatedSize;
  if (
    before.fontSize < body * HEADING_SIZE ||
    Math.abs(before.fontSize - after.fontSize) > before.fontSize * (estimated ? ESTIMATED_SPREAD : 0.02)
  ) {
    return false;
  }
  if (before.bold !== after.bold || before.italic !== after.italic) return false;
  if (numberedInTurn(before, after)) return false;
  const pitch = (after.top - before.top) / before.lines;
  return pitch > 0 && pitch <= before.fontSize * MAX_PITCH * (estimated ? ESTIMATED_EM : 1);
}

/**
 * A heading in large type wrapped over two or three lines is one heading, even where the layout read its
 * lines apart (a title spanning both columns of a two-column page, its last line short enough to sit in one).
 */
export function joinWrappedHeadings(blocks: Block[], body: number): Block[] {
  return joinTextBlocks(blocks, (before, after) => wrapsOn(before, after, body));
}
