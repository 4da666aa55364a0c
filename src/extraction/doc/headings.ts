import CFB from "cfb";
import { endsParagraph, textOf } from "./characters.ts";
import { shownCharacters } from "./fields.ts";

/**
 * The headings of a Word 97–2003 file, read from the binary format itself (MS-DOC): word-extractor, which
 * reads the text, does not read styles. Each paragraph's style comes from the paragraph properties (PAPX) of
 * the file position where its paragraph mark stands; a style is a heading by its built-in identifier
 * (Heading 1–9, Title) or, for styles a writer defined itself, by its name. Best effort: a file this cannot
 * follow yields no headings and converts as before.
 */

/** A heading paragraph's text as the file holds it, and its markdown level. */
export interface DocHeading {
  text: string;
  level: number;
}

/** Formatted disk pages (FKPs) of character and paragraph properties are this long. */
export const FKP_SIZE = 512;
/** A bin table entry's page number is its low 22 bits (PnFkpChpx, PnFkpPapx). */
export const PAGE_NUMBER = 0x3fffff;
/** MS-DOC's built-in style identifiers (sti): Heading 1–9 are 1–9; Title is 62. */
const STI_TITLE = 62;
/** An istdBase of no style. */
const NO_STYLE = 0x0fff;
/** A paragraph's outline level (sprmPOutLvl): 0–8 are heading levels, 9 body text. */
const SPRM_P_OUT_LVL = 0x2640, BODY_TEXT = 9;
/** Positions in the FIB: where FibRgFcLcb97's (fc, lcb) pairs begin, and ccpText in FibRgLw97. */
const FC_LCB_START = 154;
const CCP_TEXT_AT = 76;
export const FC_STSHF = 1;
/** Where FibRgFcLcb97 places the character and paragraph properties' bin tables, and the piece table (Clx). */
export const FC_PLCF_BTE_CHPX = 12;
const FC_PLCF_BTE_PAPX = 13, FC_CLX = 33;

/** A compressed piece's bytes are Windows-1252 (its 0x80–0x9F range holds curly quotes, dashes, the euro). */
const WINDOWS_1252 = new TextDecoder("windows-1252").decode(Uint8Array.from({ length: 256 }, (_, i) => i));

export type Reader = DataView;

/** Table definitions and changed tab stops: the two property modifiers whose size is not their first byte. */
export const SPRM_T_DEF_TABLE = 0xd608;
const SPRM_P_CHG_TABS = 0xc615;
/** An operand's size (bytes) by the sprm's spra field; 6 is variable (MS-DOC 2.2.5.1). */
const OPERAND_SIZES = [1, 1, 2, 4, 2, 2, 0, 3];

/** The property modifiers (sprms) from `at` to `end`, each with where its operand starts. */
export function* sprms(
  reader: Reader,
  at: number,
  end: number,
): Generator<{ sprm: number; operand: number }> {
  while (at + 2 <= end) {
    const sprm = reader.getUint16(at, true);
    at += 2;
    yield { sprm, operand: at };
    const spra = sprm >> 13;
    if (spra === 6) {
      if (sprm === SPRM_P_CHG_TABS && reader.getUint8(at) === 255) return;
      at += sprm === SPRM_T_DEF_TABLE ? reader.getUint16(at, true) + 1 : 1 + reader.getUint8(at);
    } else at += OPERAND_SIZES[spra];
  }
}

export const fcLcb = (fib: Reader, index: number) => ({
  fc: fib.getUint32(FC_LCB_START + index * 8, true),
  lcb: fib.getUint32(FC_LCB_START + index * 8 + 4, true),
});

/** Each style definition (STD) of the stylesheet in turn, by its index (istd); undefined for an empty slot. */
export function eachStyle(
  table: Reader,
  fc: number,
  lcb: number,
  visit: (style: { std: number; cbStd: number; cbBase: number } | undefined) => void,
) {
  const cbStshi = table.getUint16(fc, true);
  const cstd = table.getUint16(fc + 2, true);
  const cbBase = table.getUint16(fc + 4, true);
  let at = fc + 2 + cbStshi;
  for (let istd = 0; istd < cstd && at + 2 <= fc + lcb; istd++) {
    const cbStd = table.getUint16(at, true);
    const std = at + 2;
    at = std + cbStd;
    visit(cbStd < cbBase + 2 ? undefined : { std, cbStd, cbBase });
  }
}

/**
 * Each style's heading level, by its index in the stylesheet (istd): 0 for a style that is no heading, -1 for a
 * Title. A heading is Heading 1–9 by its built-in identifier or its name, or a style with an outline level of
 * its own or from the style it is based on, as Word gives a paragraph its outline level ("heading 2 invisible
 * num", based on Heading 2).
 */
function styleLevels(table: Reader, fc: number, lcb: number): number[] {
  const levels: number[] = [];
  const bases: number[] = [];
  eachStyle(table, fc, lcb, (style) => {
    bases.push(NO_STYLE);
    if (!style) return levels.push(0);
    const { std, cbBase } = style;
    const sti = table.getUint16(std, true) & 0x0fff;
    bases[bases.length - 1] = table.getUint16(std + 2, true) >> 4;
    const nameLength = table.getUint16(std + cbBase, true);
    const name = String.fromCharCode(
      ...Array.from(
        { length: Math.min(nameLength, 64) },
        (_, i) => table.getUint16(std + cbBase + 2 + 2 * i, true),
      ),
    );
    const named = /^heading ([1-9])$/i.exec(name.trim());
    const level = sti >= 1 && sti <= 9 ? sti : named ? Number(named[1]) : 0;
    const title = sti === STI_TITLE || /^title$/i.test(name.trim());
    levels.push(title ? -1 : level);
  });
  const properties = styleProperties(table, fc, lcb);
  /** A style's own outline level, else its base's, up a chain no longer than the stylesheet (no cycles). */
  const outline = (istd: number, depth = 0): number | undefined => {
    const own = properties[istd] && outlineLevel(table, properties[istd]!.grpprl, properties[istd]!.end);
    if (own !== undefined) return own;
    const base = bases[istd];
    return base !== undefined && base !== NO_STYLE && depth < levels.length
      ? outline(base, depth + 1)
      : undefined;
  };
  return levels.map((level, istd) => level || headingLevel(outline(istd)));
}

/** A paragraph's outline level as property modifiers from `at` to `end` set it, if they do. */
function outlineLevel(reader: Reader, at: number, end: number): number | undefined {
  let level: number | undefined;
  for (const { sprm, operand } of sprms(reader, at, end)) {
    if (sprm === SPRM_P_OUT_LVL) level = reader.getUint8(operand);
  }
  return level;
}

/** The heading level of an outline level: 0–8 are Heading 1–9's, 9 (and none) body text. */
const headingLevel = (outline: number | undefined) =>
  outline !== undefined && outline < BODY_TEXT ? outline + 1 : 0;

/** Where a style's first property exception (UPX) stands: after its base and its name, at an even offset. */
export function firstUpx(table: Reader, style: { std: number; cbBase: number }): number {
  const { std, cbBase } = style;
  // The name is a count, the characters and a terminating zero.
  const upx = std + cbBase + 2 + 2 * table.getUint16(std + cbBase, true) + 2;
  return (upx - std) % 2 ? upx + 1 : upx;
}

/** A paragraph style is of this kind (stk); its first property exception (UPX) holds paragraph properties. */
const PARAGRAPH_STYLE = 1;

/**
 * Each paragraph style's own paragraph property modifiers (grpprl) in the table stream, by its index (istd):
 * a style can put its paragraphs in a list, as Word's numbered heading styles do.
 */
export function styleProperties(
  table: Reader,
  fc: number,
  lcb: number,
): ({ grpprl: number; end: number } | undefined)[] {
  const found: ({ grpprl: number; end: number } | undefined)[] = [];
  eachStyle(table, fc, lcb, (style) => {
    if (!style || (table.getUint16(style.std + 2, true) & 0x000f) !== PARAGRAPH_STYLE) {
      return found.push(undefined);
    }
    const { std, cbStd } = style;
    const upx = firstUpx(table, style);
    const size = table.getUint16(upx, true);
    // A paragraph UPX: the style's index again, then its property modifiers. The index is checked: read
    // from the wrong place, the modifiers could put any paragraph in a list.
    const whole = upx + 2 + size <= std + cbStd && size >= 2;
    found.push(
      whole && table.getUint16(upx + 2, true) === found.length
        ? { grpprl: upx + 4, end: upx + 2 + size }
        : undefined,
    );
  });
  return found;
}

/** A run of file positions sharing paragraph properties, and where its PapxInFkp stands (0: none). */
interface PapxRun {
  from: number;
  to: number;
  papx: number;
}

/**
 * The paragraph properties (PAPX) of the paragraph whose mark is at each file position, from the PAPX pages:
 * the position of its PapxInFkp in the WordDocument stream, or undefined.
 */
export function paragraphProperties(
  word: Reader,
  table: Reader,
  fc: number,
  lcb: number,
): (position: number) => number | undefined {
  const count = (lcb - 4) / 8;
  const runs: PapxRun[] = [];
  for (let i = 0; i < count; i++) {
    const page = (table.getUint32(fc + 4 * (count + 1) + 4 * i, true) & PAGE_NUMBER) * FKP_SIZE;
    if (page + FKP_SIZE > word.byteLength) continue;
    const crun = word.getUint8(page + FKP_SIZE - 1);
    for (let r = 0; r < crun; r++) {
      const bOffset = word.getUint8(page + 4 * (crun + 1) + 13 * r);
      runs.push({
        from: word.getUint32(page + 4 * r, true),
        to: word.getUint32(page + 4 * (r + 1), true),
        papx: bOffset ? page + bOffset * 2 : 0,
      });
    }
  }
  runs.sort((a, b) => a.from - b.from);
  return (position) => {
    // The last run starting at or before the position, if the position lies inside it.
    let low = 0, high = runs.length - 1, found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (runs[middle].from <= position) [found, low] = [middle, middle + 1];
      else high = middle - 1;
    }
    return found >= 0 && position < runs[found].to && runs[found].papx ? runs[found].papx : undefined;
  };
}

/** A PapxInFkp's style index and property modifiers (grpprl): a count byte, or a zero and then the count. */
export function papxContent(word: Reader, papx: number): { istd: number; grpprl: number; end: number } {
  const cb = word.getUint8(papx);
  const start = cb ? papx + 1 : papx + 2;
  const size = cb ? 2 * cb - 1 : 2 * word.getUint8(papx + 1);
  return {
    istd: word.getUint16(start, true),
    grpprl: start + 2,
    end: Math.min(start + size, word.byteLength),
  };
}

/**
 * Visits each character of the main text in order (or of the stretch of character positions, CPs, `range`
 * names: another story's), through the piece table: its character code, its file position in the WordDocument
 * stream and its CP. Stops early at a piece table that claims more text than the stream holds.
 */
export function forEachCharacter(
  word: Reader,
  table: Reader,
  visit: (code: number, position: number, cp: number) => void,
  range = { from: 0, to: word.getUint32(CCP_TEXT_AT, true) },
) {
  const { fc, lcb } = fcLcb(word, FC_CLX);
  let at = fc;
  // Property modifiers (Prc) come before the piece table (Pcdt).
  while (at < fc + lcb && table.getUint8(at) === 1) at += 3 + Math.max(0, table.getInt16(at + 1, true));
  if (table.getUint8(at) !== 2) return;
  const size = table.getUint32(at + 1, true);
  const pieces = (size - 4) / 12;
  const plc = at + 5;
  // Every character takes at least a byte of the stream: a piece table that claims more text than that is
  // broken (or hostile, mapping its pieces onto the same bytes again and again).
  let characters = 0;
  for (let p = 0; p < pieces; p++) {
    const pieceFrom = table.getUint32(plc + 4 * p, true);
    const cpFrom = Math.max(pieceFrom, range.from);
    const cpTo = Math.min(table.getUint32(plc + 4 * (p + 1), true), range.to);
    const raw = table.getUint32(plc + 4 * (pieces + 1) + 8 * p + 2, true);
    const compressed = (raw & 0x40000000) !== 0;
    const start = compressed ? (raw & 0x3fffffff) / 2 : raw & 0x3fffffff;
    characters += Math.max(0, cpTo - cpFrom);
    if (characters > word.byteLength) return;
    for (let cp = cpFrom; cp < cpTo; cp++) {
      const position = compressed ? start + (cp - pieceFrom) : start + 2 * (cp - pieceFrom);
      if (position + (compressed ? 1 : 2) > word.byteLength) return;
      const code = compressed
        ? WINDOWS_1252.charCodeAt(word.getUint8(position))
        : word.getUint16(position, true);
      visit(code, position, cp);
    }
  }
}

/** The main text's paragraphs: each one's characters as a reader sees them and the file position of its mark. */
function paragraphs(word: Reader, table: Reader, range?: { from: number; to: number }) {
  const found: { text: string; mark: number }[] = [];
  let text = "";
  forEachCharacter(
    word,
    table,
    shownCharacters((code, position) => {
      if (endsParagraph(code)) {
        found.push({ text, mark: position });
        text = "";
      } else text += textOf(code);
    }),
    range,
  );
  return found;
}

/** A paragraph's text: runs of white space (and the control characters the file holds, read as spaces) as one. */
export const plainParagraph = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * What a heading is recognised by in word-extractor's text, which straightens quotes and dashes and can lose
 * the spaces between words: its characters without white space, quotes and dashes made plain.
 */
export const paragraphKey = (text: string) =>
  text.replace(/\s+/g, "").replace(/[\u2018\u2019\u201a\u201b]/g, "'").replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2013\u2014]/g, "-");

interface DocStreams {
  word: Reader;
  table: Reader;
  /** The streams of its embedded objects (in the ObjectPool), by their paths in the compound file. */
  objectStreams: { path: string; content: Uint8Array }[];
}

/** Each file's streams and paragraphs, read once for its headings and once more for its lists. */
const opened = new WeakMap<Uint8Array, DocStreams | undefined>();
const paragraphsOf = new WeakMap<Reader, { text: string; papx: number | undefined }[]>();

/** The file's WordDocument stream and the table stream its FIB names, or undefined. */
export function docStreams(bytes: Uint8Array): DocStreams | undefined {
  if (!opened.has(bytes)) opened.set(bytes, readStreams(bytes));
  return opened.get(bytes);
}

function readStreams(bytes: Uint8Array): DocStreams | undefined {
  const file = CFB.read(bytes, { type: "buffer" });
  const wordStream = CFB.find(file, "WordDocument");
  if (!wordStream?.content) return undefined;
  const word = new DataView(Uint8Array.from(wordStream.content as ArrayLike<number>).buffer);
  const whichTable = (word.getUint16(0x0a, true) & 0x0200) ? "1Table" : "0Table";
  const tableStream = CFB.find(file, whichTable);
  if (!tableStream?.content) return undefined;
  const tableBytes = Uint8Array.from(tableStream.content as ArrayLike<number>);
  // Only the objects' streams are kept of the rest: pictures and the like would hold memory for nothing.
  const objectStreams = file.FullPaths.flatMap((path, i) => {
    const content = file.FileIndex[i]?.content;
    return path.includes("/ObjectPool/") && content?.length
      ? [{ path, content: Uint8Array.from(content as ArrayLike<number>) }]
      : [];
  });
  return { word, table: new DataView(tableBytes.buffer), objectStreams };
}

/** The main text's paragraphs, each with the file position of its paragraph properties (PAPX), if any. */
export function mainParagraphs(word: Reader, table: Reader): { text: string; papx: number | undefined }[] {
  const known = paragraphsOf.get(word);
  if (known) return known;
  const found = storyParagraphs(word, table);
  paragraphsOf.set(word, found);
  return found;
}

/** The paragraphs of the characters `range` names (a text box's), or of the main text, with their PAPX. */
export function storyParagraphs(
  word: Reader,
  table: Reader,
  range?: { from: number; to: number },
): { text: string; papx: number | undefined }[] {
  const bte = fcLcb(word, FC_PLCF_BTE_PAPX);
  const propertiesAt = paragraphProperties(word, table, bte.fc, bte.lcb);
  return paragraphs(word, table, range).map((p) => ({ text: p.text, papx: propertiesAt(p.mark) }));
}

/**
 * What `read` finds in the file's WordDocument and table streams; none when the file has no such streams or
 * cannot be followed (a damaged or hostile file, whose text word-extractor still gives).
 */
export function readDoc<T>(bytes: Uint8Array, read: (word: Reader, table: Reader) => T[]): T[] {
  try {
    const streams = docStreams(bytes);
    return streams ? read(streams.word, streams.table) : [];
  } catch {
    return [];
  }
}

/** The file's heading paragraphs in order; none when the file cannot be followed. */
export function docHeadings(bytes: Uint8Array): DocHeading[] {
  return readDoc(bytes, (word, table) => {
    const stshf = fcLcb(word, FC_STSHF);
    const levels = styleLevels(table, stshf.fc, stshf.lcb);
    const styled: { plain: string; style: number }[] = [];
    for (const { text, papx } of mainParagraphs(word, table)) {
      const own = papx === undefined ? undefined : papxContent(word, papx);
      // The paragraph's own outline level, else its style's heading level.
      const outline = own && outlineLevel(word, own.grpprl, own.end);
      const style = !own ? 0 : outline !== undefined ? headingLevel(outline) : levels[own.istd] ?? 0;
      const plain = plainParagraph(text);
      if (style && plain) styled.push({ plain, style });
    }
    // As in Word files of the newer format: a Title is the one top heading, the headings below it. Only a
    // Title in use: most stylesheets define one (pandoc's, Word's own) that no paragraph has.
    const titled = styled.some(({ style }) => style === -1);
    return styled.map(({ plain, style }) => ({
      text: plain,
      level: style === -1 ? 1 : Math.min(6, style + (titled ? 1 : 0)),
    }));
  });
}
