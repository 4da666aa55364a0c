import type { Block, TextBlock } from "./blocks.ts";
import { bodySize } from "./headings.ts";
import { plainText } from "./inline.ts";

/** Footnotes are set smaller than the body: Word's 10 points under 11 or 12, LaTeX's 8 under 10. */
const FOOTNOTE_SIZE = 0.92;
/** What starts a footnote: its number or symbol ("1)", "12", "*", "†"), then its text. */
const FOOTNOTE_MARK = /^(?:\d{1,3}|[*†‡§¶]{1,3}|\(\d{1,3}\)|\[\d{1,3}\])[).:]?\s*\S/u;

type Placed = Block & TextBlock;

const isText = (block: Block): block is Placed => block.kind === "text";

/** The blocks at the foot of a column set smaller than the body, from the first of them on. */
function smallFoot(blocks: Block[], body: number): number {
  let start = blocks.length;
  while (start > 0) {
    const block = blocks[start - 1];
    if (!isText(block) || block.fontSize > body * FOOTNOTE_SIZE || block.fontSize > body - 0.5) break;
    start--;
  }
  return start;
}

/** Plain body text: what a column's footnotes follow (a references list in small print follows its heading). */
const isBodyText = (block: Block | undefined, body: number): boolean =>
  !!block && isText(block) && !block.bold && Math.abs(block.fontSize - body) <= body * 0.05;

/** Footnotes take the foot of a column, not most of it. */
const FOOTNOTES_SHARE = 0.4;
const short = (blocks: Block[], start: number) =>
  blocks.at(-1)!.top - blocks[start].top <= (blocks.at(-1)!.top - blocks[0].top) * FOOTNOTES_SHARE;

const marked = (block: Placed) => block.list === "number" || FOOTNOTE_MARK.test(plainText(block.runs));

/** A footnote's last words: a note is a sentence or a source, where a running footer is a title. */
const SENTENCE_END = /[.!?)\]"”’]$/u;

/**
 * Takes the footnotes out of each column's blocks and returns them, to go at the end of the page: small print
 * at a column's foot, right under body text, whose first block starts with a footnote's number or symbol.
 * Left in place they would cut the column's last paragraph off from its end at the top of the next column. A
 * small foot of a later column that starts no higher up than the page's first footnote goes with them: the
 * notes carried on there. Lines of the page's bottom margin (`foot`) that read as notes, small, marked and
 * ending as a sentence does, are marked as footnotes too: a running footer with a page number is not one.
 */
export function takeFootnotes(columns: Block[][], foot: Block[] = []): { notes: Block[]; foot: Block[] } {
  const body = bodySize(columns.flat().filter(isText));
  if (!body) return { notes: [], foot };
  const notes: Block[] = [];
  let bandTop = Infinity;
  for (const blocks of columns) {
    const start = smallFoot(blocks, body);
    if (start === blocks.length) continue;
    const first = blocks[start] as Placed, before = blocks[start - 1];
    if (!isBodyText(before, body) || !short(blocks, start) || !(marked(first) || first.top >= bandTop)) {
      continue;
    }
    bandTop = Math.min(bandTop, first.top);
    notes.push(...blocks.splice(start).map((note) => ({ ...note, footnote: true })));
  }
  const isNote = (block: Block) =>
    isText(block) && block.fontSize <= body * FOOTNOTE_SIZE && marked(block) &&
    SENTENCE_END.test(plainText(block.runs));
  return { notes, foot: foot.map((block) => isNote(block) ? { ...block, footnote: true } : block) };
}
