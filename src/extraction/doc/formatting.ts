// Bold, italic, strikethrough, superscript, subscript, links and inline pictures in a Word 97–2003 file, read
// from its character properties (MS-DOC's CHPX) and its HYPERLINK fields: word-extractor's text has none of
// them. Each run of text takes its character style's emphasis, then its own direct formatting; as in the Word
// reader, a paragraph style's own weight is not emphasis (a heading's, a title's).
import { pushRun, renderRuns, type Run } from "../layout/inline.ts";
import { characterRuns } from "./character_runs.ts";
import {
  CELL_MARK,
  DRAWN_OBJECT,
  endsParagraph,
  FIELD_SEPARATOR,
  LINE_BREAK,
  PICTURE_MARK,
  textOf,
} from "./characters.ts";
import { drawings, shapeAnchors } from "./drawings.ts";
import { type DocObject, docObjects } from "./objects.ts";
import { shownCharacters } from "./fields.ts";
import {
  eachStyle,
  FC_STSHF,
  fcLcb,
  firstUpx,
  forEachCharacter,
  paragraphKey,
  plainParagraph,
  readDoc,
  type Reader,
  sprms,
} from "./headings.ts";

const SPRM_C_F_BOLD = 0x0835, SPRM_C_F_ITALIC = 0x0836, SPRM_C_ISTD = 0x4a30;
/** Struck through once or twice (sprmCFStrike, sprmCFDStrike). */
const SPRM_C_F_STRIKE = 0x0837, SPRM_C_F_D_STRIKE = 0x2a53;
/**
 * A picture's place in the Data stream (sprmCPicLocation), on the picture mark (0x01) that stands for it; the
 * same mark with field data (sprmCFData) is a form field's data, no picture. On an EMBED field's separator
 * marked as an object (sprmCFOle2), the same property numbers the object's storage in the ObjectPool.
 */
const SPRM_C_PIC_LOCATION = 0x6a03, SPRM_C_F_DATA = 0x0806, SPRM_C_F_OLE2 = 0x080a;
/** The key of the blocks of text with no paragraph to stand beside: no paragraph's text gives it. */
export const UNPLACED = "\u0000";
/** Where a picture, or a note's reference, stands in a paragraph's runs until its markdown is written. */
const PICTURE = "\ufffc", NOTE = "\ue000";
/** Superscript or subscript (sprmCIss): 1 raises the text, 2 lowers it. */
const SPRM_C_ISS = 0x2a48, RAISED = 1, LOWERED = 2;
const CHARACTER_STYLE = 2;

interface Emphasis {
  bold: boolean;
  italic: boolean;
  strike: boolean;
  sup: boolean;
  sub: boolean;
}

const PLAIN: Emphasis = { bold: false, italic: false, strike: false, sup: false, sub: false };
const emphasized = (e: Emphasis) => e.bold || e.italic || e.strike || e.sup || e.sub;

/** A stretch of the WordDocument stream (file positions) with emphasis, or a picture's mark. */
interface EmphasisRun extends Emphasis {
  from: number;
  to: number;
  /** The picture's place in the Data stream. */
  picture?: number;
  /** The embedded object's number, on an EMBED field's separator. */
  object?: number;
}

/**
 * A paragraph of the file: how it is recognised in word-extractor's text, and its markdown when it has
 * emphasis, links or pictures (none when it is plain text); the placeholders of pictures in paragraphs of
 * their own (no text to recognise them by) before it (at the text's start) or after it.
 */
export interface FormattedParagraph {
  key: string;
  markdown?: string;
  /** A plain paragraph's text as the file holds it: its quotes and dashes, which word-extractor straightens. */
  text?: string;
  before?: string[];
  after?: string[];
  /** The indexes (in the list of boxes given) of the text boxes among `before` and `after`. */
  boxes?: number[];
  /** The labels of the notes it refers to. */
  notes?: number[];
  /** Pictures alone in the table cell after this paragraph's cell. */
  nextCell?: string[];
}

/**
 * A ToggleOperand's value: 0 off, 1 on, 0x80 the style's value, 0x81 its opposite (MS-DOC 2.9.327); any other
 * value leaves the property as it was.
 */
function toggle(operand: number, style: boolean, current: boolean): boolean {
  if (operand === 0 || operand === 1) return operand === 1;
  if (operand === 0x80) return style;
  if (operand === 0x81) return !style;
  return current;
}

/**
 * The emphasis `grpprl` (at to end) sets over `base`, the character style it names first, if any, and the
 * picture it places, if it is one.
 */
function applied(reader: Reader, at: number, end: number, base: Emphasis, styles?: Map<number, Emphasis>) {
  let style = base, picture: number | undefined, data = false, object = false;
  const own: Emphasis & { picture?: number; object?: number } = { ...base };
  for (const { sprm, operand } of sprms(reader, at, end)) {
    if (sprm === SPRM_C_ISTD && styles) {
      style = styles.get(reader.getUint16(operand, true)) ?? base;
      Object.assign(own, style);
    }
    if (sprm === SPRM_C_ISS) {
      const iss = reader.getUint8(operand);
      own.sup = iss === RAISED;
      own.sub = iss === LOWERED;
    }
    if (sprm === SPRM_C_F_BOLD) own.bold = toggle(reader.getUint8(operand), style.bold, own.bold);
    if (sprm === SPRM_C_F_ITALIC) own.italic = toggle(reader.getUint8(operand), style.italic, own.italic);
    if (sprm === SPRM_C_F_STRIKE || sprm === SPRM_C_F_D_STRIKE) {
      own.strike = toggle(reader.getUint8(operand), style.strike, own.strike);
    }
    if (sprm === SPRM_C_PIC_LOCATION) picture = reader.getUint32(operand, true);
    if (sprm === SPRM_C_F_DATA) data = reader.getUint8(operand) === 1;
    if (sprm === SPRM_C_F_OLE2) object = reader.getUint8(operand) === 1;
  }
  if (picture !== undefined && object) own.object = picture;
  else if (picture !== undefined && !data) own.picture = picture;
  return own;
}

/** Each character style's emphasis, by its index (istd), from its one property exception (a CHPX). */
function characterStyles(table: Reader, fc: number, lcb: number): Map<number, Emphasis> {
  const found = new Map<number, Emphasis>();
  let istd = -1;
  eachStyle(table, fc, lcb, (style) => {
    istd++;
    if (!style || (table.getUint16(style.std + 2, true) & 0x000f) !== CHARACTER_STYLE) return;
    const upx = firstUpx(table, style);
    const size = table.getUint16(upx, true);
    if (upx + 2 + size > style.std + style.cbStd) return;
    const emphasis = applied(table, upx + 2, upx + 2 + size, PLAIN);
    if (emphasized(emphasis)) found.set(istd, emphasis);
  });
  return found;
}

/** Each file's emphasis, read once for its body, text boxes and notes alike. */
const emphasisOf = new WeakMap<Reader, EmphasisRun[]>();

/** The stretches of the WordDocument stream with emphasis, in the order of their file positions. */
export function emphasisRuns(word: Reader, table: Reader): EmphasisRun[] {
  const known = emphasisOf.get(word);
  if (known) return known;
  const stshf = fcLcb(word, FC_STSHF);
  const styles = characterStyles(table, stshf.fc, stshf.lcb);
  const runs: EmphasisRun[] = [];
  for (const { from, to, grpprl, end } of characterRuns(word, table)) {
    const emphasis = applied(word, grpprl, end, PLAIN, styles);
    if (emphasized(emphasis) || emphasis.picture !== undefined || emphasis.object !== undefined) {
      runs.push({ from, to, ...emphasis });
    }
  }
  runs.sort((a, b) => a.from - b.from);
  emphasisOf.set(word, runs);
  return runs;
}

/** The emphasis at a file position: the last run starting at or before it, if the position lies inside. */
function emphasisAt(runs: EmphasisRun[], position: number): EmphasisRun | undefined {
  let low = 0, high = runs.length - 1, found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (runs[middle].from <= position) [found, low] = [middle, middle + 1];
    else high = middle - 1;
  }
  return found >= 0 && position < runs[found].to ? runs[found] : undefined;
}

/** The pictures of the main text's floating drawings, by the character position (CP) each is anchored at. */
function floatingPictures(word: Reader, table: Reader): Map<number, number[]> {
  const { pictures } = drawings(word, table);
  const byPlace = new Map<number, number[]>();
  for (const [shape, cp] of shapeAnchors(word, table)) {
    const found = pictures.get(shape);
    if (found) byPlace.set(cp, found);
  }
  return byPlace;
}

/** A text box's markdown and the main text's character position its shape is anchored at. */
export interface AnchoredBox {
  anchor: number;
  markdown: string;
}

/** Blocks that stand after a paragraph, or before the first: pictures of their own, anchored text boxes. */
interface Blocks {
  markdowns: string[];
  /** The indexes of the text boxes among them. */
  boxes: number[];
}

const noBlocks = (): Blocks => ({ markdowns: [], boxes: [] });

function addAfter(paragraph: FormattedParagraph, blocks: Blocks) {
  if (blocks.markdowns.length) (paragraph.after ??= []).push(...blocks.markdowns);
  if (blocks.boxes.length) (paragraph.boxes ??= []).push(...blocks.boxes);
}

/**
 * The main text's paragraphs with text, in order, those with emphasis, links or inline pictures as markdown;
 * field codes (a link's address, a page number's instruction) are left out and their results kept, as
 * word-extractor does. Plain paragraphs are listed too: a paragraph is matched to the first of its text not yet
 * taken, and a plain one must not take the emphasis of a later one with the same text. A picture is written
 * `![Image n](Data/<its place in the Data stream>)`; one in a paragraph of its own goes with the paragraph
 * before it (or, at the text's start or after a table, the one after it). An embedded object read as what
 * it shows (objects.ts) takes its picture's place: an equation's LaTeX inline, or displayed alone in a
 * paragraph, a chart's or sheet's table after its paragraph. A floating picture, `![Image n](Blip/<its number
 * in the picture store>)`, and a text box of `boxes` go after the paragraph their shape is anchored in, or
 * the one before that when it has no text.
 */
export function formattedParagraphs(
  bytes: Uint8Array,
  options: {
    skipImages?: boolean;
    boxes?: AnchoredBox[];
    /** The characters to read (CPs): another story's, a text box's; the main text when not given. */
    range?: { from: number; to: number };
    /** The notes' labels, by the CP of their reference in the text. */
    notes?: Map<number, number>;
  } = {},
): FormattedParagraph[] {
  const boxesAt = new Map<number, number[]>();
  (options.boxes ?? []).forEach(({ anchor }, i) => {
    const here = boxesAt.get(anchor);
    if (here) here.push(i);
    else boxesAt.set(anchor, [i]);
  });
  return readDoc(bytes, (word, table) => {
    const runs = emphasisRuns(word, table);
    const floating = options.skipImages || options.range
      ? new Map<number, number[]>()
      : floatingPictures(word, table);
    const found: FormattedParagraph[] = [];
    let paragraph: Run[] = [], pictures: string[] = [], leading: string[] = [], notes: number[] = [];
    let anchored = noBlocks(), waiting = noBlocks();
    let count = 0;
    /** Lists the paragraph just ended, or hands its blocks to the paragraph before (or after) it. */
    // What ended the paragraph before, and whether it had text: a picture alone in a table cell goes into its
    // own cell, the one after the cell of the paragraph before it, not into that paragraph.
    let previousEnd = 0, previousHadText = false;
    const endParagraph = (end: number) => {
      const text = paragraph.map((run) => run.text).join("");
      const key = paragraphKey(text.replaceAll(PICTURE, "").replaceAll(NOTE, ""));
      if (key) {
        const formatted = pictures.length > 0 || notes.length > 0 ||
          paragraph.some((run) =>
            (run.bold || run.italic || run.strike || run.sup || run.sub || run.link) && run.text.trim()
          );
        // A note's reference is rendered as markdown's `[^n]`, a picture's mark replaced by its placeholder.
        let nextPicture = 0;
        const markdown = formatted
          ? renderRuns(paragraph).replaceAll(PICTURE, () => pictures[nextPicture++] ?? "")
          : undefined;
        const before = [...waiting.markdowns, ...leading];
        const entry: FormattedParagraph = {
          key,
          ...markdown ? { markdown } : { text: plainParagraph(text) },
          ...before.length ? { before } : {},
          ...waiting.boxes.length ? { boxes: waiting.boxes } : {},
          ...notes.length ? { notes } : {},
        };
        addAfter(entry, anchored);
        found.push(entry);
        waiting = noBlocks();
      } else {
        // An equation alone in its paragraph is displayed, set off by `$$`; in a table's cell, inline.
        const displayed = end !== CELL_MARK;
        const shown = pictures.map((markdown) =>
          displayed && markdown.startsWith("$") ? `$${markdown}$` : markdown
        );
        const blocks = { markdowns: [...leading, ...shown, ...anchored.markdowns], boxes: anchored.boxes };
        const last = found.at(-1);
        const ownCell = end === CELL_MARK && previousEnd === CELL_MARK && previousHadText;
        // Just after a table the paragraph before is in its last cell: the blocks go before the next one.
        const afterTable = end !== CELL_MARK && previousEnd === CELL_MARK;
        if (last && ownCell && blocks.markdowns.length && !blocks.boxes.length) {
          (last.nextCell ??= []).push(...blocks.markdowns);
        } else if (last && !afterTable) addAfter(last, blocks);
        else {
          waiting.markdowns.push(...blocks.markdowns);
          waiting.boxes.push(...blocks.boxes);
        }
      }
      previousEnd = end;
      previousHadText = key !== "";
      paragraph = [];
      pictures = [];
      notes = [];
      leading = [];
      anchored = noBlocks();
    };
    const objects = docObjects(bytes);
    // The object whose EMBED field is being read, from its separator to its picture mark.
    let object: DocObject | undefined;
    const visit = shownCharacters((code, position, cp, link, field) => {
      // word-extractor writes a line break as the end of a line, so each line is matched as a paragraph.
      if (endsParagraph(code) || code === LINE_BREAK) return endParagraph(code);
      if (code === DRAWN_OBJECT) {
        // A floating picture anchored before any of the paragraph's text stands before it, as in Word files.
        // One in a SHAPE field's result is shown by the picture mark beside it (Word's VML pictures).
        const atStart = !paragraph.some((run) => run.text.trim());
        for (const picture of field === "SHAPE" ? [] : floating.get(cp) ?? []) {
          (atStart ? leading : anchored.markdowns).push(`![Image ${++count}](Blip/${picture})`);
        }
        for (const i of boxesAt.get(cp) ?? []) {
          anchored.markdowns.push(options.boxes![i].markdown);
          anchored.boxes.push(i);
        }
        return;
      }
      const note = options.notes?.get(cp);
      if (note !== undefined) {
        notes.push(note);
        pushRun(paragraph, { text: NOTE, bold: false, italic: false, note: String(note) });
        return;
      }
      const at = emphasisAt(runs, position);
      if (code === PICTURE_MARK && field === "EMBED" && object) {
        // The object's picture stands for it: an equation's LaTeX in its place, a table after the paragraph.
        if ("latex" in object) {
          pictures.push(`$${object.latex}$`);
          pushRun(paragraph, { text: PICTURE, bold: false, italic: false });
        } else anchored.markdowns.push(object.markdown);
        object = undefined;
        return;
      }
      if (code === PICTURE_MARK && at?.picture !== undefined && !options.skipImages) {
        pictures.push(`![Image ${++count}](Data/${at.picture})`);
        pushRun(paragraph, { text: PICTURE, bold: false, italic: false });
        return;
      }
      const text = textOf(code);
      if (!text) return;
      const { bold, italic, strike, sup, sub } = at ?? PLAIN;
      pushRun(paragraph, {
        text,
        bold,
        italic,
        ...strike ? { strike } : {},
        ...sup ? { sup } : {},
        ...sub ? { sub } : {},
        ...link ? { link } : {},
      });
    });
    forEachCharacter(word, table, (code, position, cp) => {
      if (code === FIELD_SEPARATOR) object = objects.get(emphasisAt(runs, position)?.object ?? -1);
      visit(code, position, cp);
    }, options.range);
    const last = found.at(-1);
    if (last) addAfter(last, waiting);
    else if (waiting.markdowns.length) {
      // No paragraph has text (a body of text boxes and pictures): the blocks stand on their own.
      const blocks: FormattedParagraph = { key: UNPLACED };
      addAfter(blocks, waiting);
      found.push(blocks);
    }
    return found;
  });
}
