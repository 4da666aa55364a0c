import type { Block, TextBlock } from "./blocks.ts";
import { plainText, type Run } from "./inline.ts";

/** The symbols that mark notes in place of numbers (LaTeX's \thanks and \fnsymbol, a table's "*"). */
const SYMBOLS = "*\u2217\u2020\u2021\u00A7\u00B6\u2016";
/**
 * A note's own mark where it starts ("1", "1)", "1.", "(1)", "[1]", "†", "**", French LaTeX's "∗."), and the
 * space after it.
 */
const NOTE_MARK = new RegExp(
  `^\\s*(?:\\[(\\d{1,3})\\]|\\((\\d{1,3})\\)|(\\d{1,3})(?!\\d)[).:]?|([${SYMBOLS}]{1,3})(?![${SYMBOLS}])[).:]?)\\s*`,
  "u",
);
/** A raised reference to a note in the text: its number or symbol, maybe in brackets or with a stop. */
const REFERENCE = new RegExp(`^\\s*[[(]?(\\d{1,3}|[${SYMBOLS}]{1,3})[)\\].,]?\\s*$`, "u");

/** Names for the symbols in a note's label: `[^dagger]` reads better than `[^†]`, and "*" is markdown's. */
const SYMBOL_NAMES: Record<string, string> = {
  "*": "star",
  "\u2217": "star",
  "\u2020": "dagger",
  "\u2021": "double-dagger",
  "\u00A7": "section",
  "\u00B6": "pilcrow",
  "\u2016": "parallel",
};

/**
 * A mark as a note's label: a number as it is, a symbol by its name, repeated as often as it is ("††" is
 * "dagger-2", the note after "†" when the symbols run out).
 */
function markLabel(mark: string): string {
  if (/^\d/.test(mark)) return String(Number(mark));
  const symbols = [...mark];
  const name = SYMBOL_NAMES[symbols[0]];
  return symbols.length > 1 ? `${name}-${symbols.length}` : name;
}

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

/** A footnote's mark as a label and its runs without it, or undefined when it starts with no mark. */
function marked(note: Text): { label: string; runs: Run[] } | undefined {
  if (note.list === "number" && note.number !== undefined) {
    return { label: String(note.number), runs: note.runs };
  }
  const first = note.runs.findIndex((run) => run.text.trim());
  const match = first < 0 ? null : NOTE_MARK.exec(note.runs[first].text);
  if (!match) return undefined;
  const rest = note.runs[first].text.slice(match[0].length);
  const runs = [...note.runs.slice(first + 1)];
  if (rest) runs.unshift({ ...note.runs[first], text: rest, sup: false });
  return plainText(runs)
    ? { label: markLabel(match[1] ?? match[2] ?? match[3] ?? match[4]), runs }
    : undefined;
}

/**
 * Footnotes as markdown footnotes: a note at a page's foot (see footnotes.ts) that starts with a number or a
 * note's symbol, and a raised reference with that mark in the text before it since the last notes, become
 * `[^n]` where the reference stands and `[^n]: …` where the note stands. The notes follow their references in
 * order, so a raised number passed over (an exponent) is not taken for a later note. Notes numbered again on
 * each page, and LaTeX's symbols used again after a title's notes, are told apart by their page ("3-p12",
 * "star-p1"). A web page's endnotes (see isEndnote) are linked alike, without their arrows back. A note with
 * no reference found stays as the text it was.
 */
export function linkFootnotes(blocks: Block[]): Block[] {
  const out = blocks.slice();
  const labels = new Set<string>();
  let references: { block: number; run: number; label: string }[] = [];
  for (const [index, block] of blocks.entries()) {
    if (block.kind !== "text") continue;
    const endnote = isEndnote(block);
    if (!block.footnote && !endnote) {
      block.runs.forEach((run, at) => {
        const match = run.sup ? REFERENCE.exec(run.text) : null;
        if (match) references.push({ block: index, run: at, label: markLabel(match[1]) });
      });
      continue;
    }
    const note = marked(block);
    const found = note ? references.findIndex((reference) => reference.label === note.label) : -1;
    if (!note || found < 0) continue;
    const reference = references[found];
    references = references.slice(found + 1);
    let label = note.label;
    for (let again = 2; labels.has(label); again++) {
      label = `${note.label}-p${block.page}${again > 2 ? `-${again}` : ""}`;
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
