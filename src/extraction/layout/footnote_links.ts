import type { Block, TextBlock } from "./blocks.ts";
import { plainText, type Run } from "./inline.ts";

/** A note's own number where it starts ("1", "1)", "1.", "(1)", "[1]"), and the space after it. */
const NOTE_NUMBER = /^\s*(?:\[(\d{1,3})\]|\((\d{1,3})\)|(\d{1,3})(?!\d)[).:]?)\s*/;
/** A raised reference to a note in the text: its number, maybe in brackets or with a stop. */
const REFERENCE = /^\s*[[(]?(\d{1,3})[)\].,]?\s*$/;

type Text = Block & TextBlock;

/** The arrow back to a note's reference that ends a web page's endnote (pandoc's, markdown-it's "↩"). */
const BACK_LINK = /\s*\u21A9\uFE0E?\s*$/u;

/**
 * A web page's endnote, printed as a numbered item ending in its arrow back to the reference: the page's
 * notes follow its text as a list, not at each page's foot.
 */
const isEndnote = (block: Text) => block.list === "number" && BACK_LINK.test(plainText(block.runs));

/** A note's runs without the arrow back to its reference. */
function withoutBackLink(runs: Run[]): Run[] {
  const last = runs.findLastIndex((run) => run.text.trim());
  if (last < 0) return runs;
  const text = runs[last].text.replace(BACK_LINK, "");
  return [...runs.slice(0, last), ...(text ? [{ ...runs[last], text }] : [])];
}

/** A footnote's number and its runs without it, or undefined when it starts with no number. */
function numbered(note: Text): { number: number; runs: Run[] } | undefined {
  if (note.list === "number" && note.number !== undefined) return { number: note.number, runs: note.runs };
  const first = note.runs.findIndex((run) => run.text.trim());
  const match = first < 0 ? null : NOTE_NUMBER.exec(note.runs[first].text);
  if (!match) return undefined;
  const rest = note.runs[first].text.slice(match[0].length);
  const runs = [...note.runs.slice(first + 1)];
  if (rest) runs.unshift({ ...note.runs[first], text: rest, sup: false });
  return plainText(runs) ? { number: Number(match[1] ?? match[2] ?? match[3]), runs } : undefined;
}

/**
 * Footnotes as markdown footnotes: a note at a page's foot (see footnotes.ts) that starts with a number, and a
 * raised reference with that number in the text before it since the last notes, become `[^n]` where the
 * reference stands and `[^n]: …` where the note stands. The notes follow their references in order, so a
 * raised number passed over (an exponent) is not taken for a later note. Notes numbered again on each page
 * are told apart by their page ("3-p12"). A web page's endnotes (see isEndnote) are linked alike, without
 * their arrows back. A note with no reference found stays as the text it was.
 */
export function linkFootnotes(blocks: Block[]): Block[] {
  const out = blocks.slice();
  const labels = new Set<string>();
  let references: { block: number; run: number; number: number }[] = [];
  for (const [index, block] of blocks.entries()) {
    if (block.kind !== "text") continue;
    const endnote = isEndnote(block);
    if (!block.footnote && !endnote) {
      block.runs.forEach((run, at) => {
        const match = run.sup ? REFERENCE.exec(run.text) : null;
        if (match) references.push({ block: index, run: at, number: Number(match[1]) });
      });
      continue;
    }
    const note = numbered(block);
    const found = note ? references.findIndex((reference) => reference.number === note.number) : -1;
    if (!note || found < 0) continue;
    const reference = references[found];
    references = references.slice(found + 1);
    let label = String(note.number);
    for (let again = 2; labels.has(label); again++) {
      label = `${note.number}-p${block.page}${again > 2 ? `-${again}` : ""}`;
    }
    labels.add(label);
    const referring = out[reference.block] as Text;
    out[reference.block] = {
      ...referring,
      runs: referring.runs.map((run, at) =>
        at === reference.run ? { ...run, sup: false, bold: false, italic: false, note: label } : run
      ),
    };
    out[index] = {
      ...block,
      runs: endnote ? withoutBackLink(note.runs) : note.runs,
      list: undefined,
      number: undefined,
      depth: undefined,
      note: label,
    };
  }
  return out;
}
