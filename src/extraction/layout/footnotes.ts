import type { Block, TextBlock } from "./blocks.ts";
import { bodySize } from "./headings.ts";
import { FINISHED, plainText } from "./inline.ts";
import type { RuleLine } from "../types.ts";

/** Footnotes are set smaller than the body: Word's 10 points under 11 or 12, LaTeX's 8 under 10. */
const FOOTNOTE_SIZE = 0.92;
/** What starts a footnote: its number or symbol ("1)", "12", "*", "†", LaTeX's "∗"), then its text. */
const FOOTNOTE_MARK = /^(?:\d{1,3}|[*∗†‡§¶‖]{1,3}|\(\d{1,3}\)|\[\d{1,3}\])[).:]?\s*\S/u;

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

/** Whether a column other than `index`, overlapping it across the page, has text below `top`. */
function textBelow(index: number, top: number, columns: Block[][], edges: FootnoteSetting["edges"]): boolean {
  const own = edges[index];
  return columns.some((blocks, j) =>
    j !== index && edges[j].left < own.right && edges[j].right > own.left &&
    blocks.some((block) => block.top > top)
  );
}

/** Footnotes take the foot of a column, not most of it. */
const FOOTNOTES_SHARE = 0.4;
const short = (blocks: Block[], start: number) =>
  blocks.at(-1)!.top - blocks[start].top <= (blocks.at(-1)!.top - blocks[0].top) * FOOTNOTES_SHARE;

const marked = (block: Placed) => block.list === "number" || FOOTNOTE_MARK.test(plainText(block.runs));

/** A footnote's last words: a note is a sentence or a source, where a running footer is a title. */
const SENTENCE_END = /[.!?)\]"”’]$/u;

/** A column and the page's rules, for the rule a word processor draws over the notes (see footnoteRule). */
export interface FootnoteSetting {
  /** Each column's left and right edges, in the order of the columns given. */
  edges: { left: number; right: number }[];
  rules: RuleLine[];
  pageHeight: number;
}

/** The separator over a column's notes is this share of its width or less: Word's two inches, LaTeX's 0.4. */
const RULE_SHARE = { min: 0.1, max: 0.55 };
/** How far (points) the separator's left end may stand from the column's edge, and other rules from it. */
const RULE_REACH = 3;

/**
 * The height of the short rule that word processors and LaTeX draw over a column's footnotes: level, in the
 * lower half of the page, starting at the column's left edge, a tenth to a half of its width, touching no other
 * rule (a table's). Notes under it need not be smaller than the body: Word's and LibreOffice's may be set in
 * the body's size.
 */
function footnoteRule(edges: { left: number; right: number }, setting: FootnoteSetting): number | undefined {
  const width = edges.right - edges.left;
  const touches = (a: RuleLine, b: RuleLine) =>
    a !== b && Math.min(a.x1, a.x2) - RULE_REACH <= Math.max(b.x1, b.x2) &&
    Math.min(b.x1, b.x2) - RULE_REACH <= Math.max(a.x1, a.x2) &&
    Math.min(a.y1, a.y2) - RULE_REACH <= Math.max(b.y1, b.y2) &&
    Math.min(b.y1, b.y2) - RULE_REACH <= Math.max(a.y1, a.y2);
  const rule = setting.rules.find((r) => {
    const length = Math.abs(r.x2 - r.x1);
    return Math.abs(r.y2 - r.y1) < 1 && r.y1 > setting.pageHeight / 2 &&
      Math.abs(Math.min(r.x1, r.x2) - edges.left) <= RULE_REACH && length >= width * RULE_SHARE.min &&
      length <= width * RULE_SHARE.max && !setting.rules.some((other) => touches(r, other));
  });
  return rule?.y1;
}

/** A raised reference to a note: its number or symbol, maybe in brackets. */
const REFERENCE = /^\s*[[(]?(?:\d{1,3}|[*∗†‡§¶‖]{1,3})[)\].,]?\s*$/u;

/**
 * Whether the page's text over the rule refers to notes with raised marks: a rule over a numbered list is no
 * note's. Any mark: a note may start on the page after its reference's.
 */
const refersToNotes = (page: Block[]) =>
  page.some((block) => isText(block) && block.runs.some((run) => run.sup && REFERENCE.test(run.text)));

/** Notes start right under their rule: this many of their lines' heights below it at most. */
const UNDER_RULE_EMS = 1.5;

/**
 * Where a column's notes start under its footnote rule: at the first block under it when body text stands
 * over the rule and that block, right under it, starts with a note's mark and is not bold. A table's last
 * rule has the text after the table under it, a numbered section's bold heading ("2 Method") among it.
 */
function underRule(blocks: Block[], rule: number): number {
  const start = blocks.findIndex((block) => block.top > rule);
  if (start <= 0 || !blocks.slice(start).every(isText)) return -1;
  const first = blocks[start] as Placed;
  return marked(first) && !first.bold && first.top - rule <= UNDER_RULE_EMS * first.fontSize ? start : -1;
}

/**
 * Takes the footnotes out of each column's blocks and returns them, to go at the end of the page: small print
 * at a column's foot, right under body text, whose first block starts with a footnote's number or symbol or
 * whose body text over it stops mid-sentence, or
 * whatever stands under a footnote rule (see footnoteRule) starting with one. Left in place they would cut the
 * column's last paragraph off from its end at the top of the next column. A small foot of a later column that
 * starts no higher up than the page's first footnote goes with them: the notes carried on there. Lines of the
 * page's bottom margin (`foot`) that read as notes, small (or under a footnote rule), marked and ending as a
 * sentence does, are marked as footnotes too: a running footer with a page number is not one.
 */
export function takeFootnotes(
  columns: Block[][],
  foot: Block[] = [],
  setting?: FootnoteSetting,
): { notes: Block[]; foot: Block[] } {
  const page = columns.flat();
  const body = bodySize(page.filter(isText));
  if (!body) return { notes: [], foot };
  const notes: Block[] = [];
  // The top of the notes, and the highest footnote rule that the text over it refers to notes under.
  let bandTop = Infinity, ruled = Infinity;
  for (const [index, blocks] of columns.entries()) {
    const edges = setting?.edges[index];
    const rule = edges && footnoteRule(edges, setting);
    if (rule !== undefined && refersToNotes(page.filter((block) => block.top < rule))) {
      ruled = Math.min(ruled, rule);
      const start = underRule(blocks, rule);
      if (start >= 0) {
        bandTop = Math.min(bandTop, blocks[start].top);
        notes.push(...blocks.splice(start).map((note) => ({ ...note, footnote: true })));
        continue;
      }
    }
    const start = smallFoot(blocks, body);
    if (start === blocks.length) continue;
    const first = blocks[start] as Placed, before = blocks[start - 1];
    // Unmarked small print under body text that stops mid-sentence: the text runs on in the next column or
    // on the next page, past notes with no mark (IEEE's authors' affiliations, ACM's authors' addresses). Not
    // on a scan, whose sizes OCR estimates: a line of the body read a size small is no note.
    const runsPast = !first.estimatedSize && isBodyText(before, body) &&
      !FINISHED.test(plainText((before as Placed).runs).trim());
    // Not over another column's text: a band over the page's columns is no column's foot (REVTeX's abstract
    // in small print under the authors' lines is no note, though the affiliation over it ends with no stop).
    if (setting && textBelow(index, first.top, columns, setting.edges)) continue;
    if (
      !isBodyText(before, body) || !short(blocks, start) ||
      !(marked(first) || first.top >= bandTop || runsPast)
    ) {
      continue;
    }
    bandTop = Math.min(bandTop, first.top);
    notes.push(...blocks.splice(start).map((note) => ({ ...note, footnote: true })));
  }
  const isNote = (block: Block) =>
    isText(block) && (block.fontSize <= body * FOOTNOTE_SIZE || block.top > ruled) && marked(block) &&
    SENTENCE_END.test(plainText(block.runs));
  return { notes, foot: foot.map((block) => isNote(block) ? { ...block, footnote: true } : block) };
}
