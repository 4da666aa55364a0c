import {
  FC_STSHF,
  fcLcb,
  mainParagraphs,
  papxContent,
  paragraphKey,
  plainParagraph,
  readDoc,
  type Reader,
  sprms,
  storyParagraphs,
  styleProperties,
} from "./headings.ts";

/**
 * The list items of a Word 97–2003 file, read from the binary format (MS-DOC): word-extractor's text has no
 * bullets or numbers, which Word draws from each paragraph's list (ilfo) and level (ilvl). Best effort: a file
 * this cannot follow yields no items and its paragraphs stay paragraphs.
 */

/** A list item's text as the file holds it, its nesting level and its marker ("-", "3." or "- 1.2."). */
export interface DocListItem {
  text: string;
  level: number;
  marker: string;
  /** A numbered item's number as its list level writes it ("1.1", "(a)"); empty for a bullet. */
  number: string;
  /** In a table cell: written into its cell with no marker, unless the table is one cell, a frame. */
  inTable?: boolean;
}

/** Where FibRgFcLcb97 places the list definitions (PlfLst) and the list overrides naming them (PlfLfo). */
const FC_PLF_LST = 73, FC_PLF_LFO = 74;
const SPRM_P_ILVL = 0x260a, SPRM_P_ILFO = 0x460b, SPRM_P_F_IN_TABLE = 0x2416;
const LSTF_SIZE = 28, LVLF_SIZE = 28, LFO_SIZE = 16;
/** A level's number format: a bullet, or no marker at all; any other is a number of some style. */
const NFC_BULLET = 23, NFC_NONE = 255;
/** ilfo 0 is no list; 2047 and above mark a paragraph formatted as if in a list, yet in none. */
const MAX_ILFO = 2046;

interface Level {
  format: number;
  start: number;
  /** The level's number text: characters 0–8 stand for the numbers of levels 1–9 ("\u0000.\u0001" is "1.1"). */
  template: string;
}

/** Each list's levels (number format and first number), by the list's identifier (lsid). */
function listLevels(table: Reader, fc: number, lcb: number): Map<number, Level[]> {
  const lists = new Map<number, Level[]>();
  if (!lcb) return lists;
  const count = Math.min(table.getInt16(fc, true), Math.floor((table.byteLength - fc - 2) / LSTF_SIZE));
  // The lists' levels follow their definitions: nine levels a list, or one for a "simple" list.
  let at = fc + 2 + count * LSTF_SIZE;
  for (let i = 0; i < count; i++) {
    const lstf = fc + 2 + i * LSTF_SIZE;
    const simple = (table.getUint8(lstf + 26) & 1) === 1;
    const levels: Level[] = [];
    for (let l = 0; l < (simple ? 1 : 9); l++) {
      const start = table.getInt32(at, true), format = table.getUint8(at + 4);
      const chpx = table.getUint8(at + 24), papx = table.getUint8(at + 25);
      at += LVLF_SIZE + papx + chpx;
      const length = Math.min(table.getUint16(at, true), 64);
      const template = String.fromCharCode(
        ...Array.from({ length }, (_, i) => table.getUint16(at + 2 + 2 * i, true)),
      );
      levels.push({ start, format, template });
      at += 2 + 2 * table.getUint16(at, true);
    }
    lists.set(table.getInt32(lstf, true), levels);
  }
  return lists;
}

/** The list (lsid) each list override names, by the override's 1-based index (ilfo). */
function overrides(table: Reader, fc: number, lcb: number): number[] {
  if (!lcb) return [];
  // A count the stream cannot hold is a broken (or hostile) file's.
  const count = Math.min(table.getUint32(fc, true), Math.floor((table.byteLength - fc - 4) / LFO_SIZE));
  return Array.from({ length: Math.max(0, count) }, (_, i) => table.getInt32(fc + 4 + i * LFO_SIZE, true));
}

/**
 * The list (ilfo) and level (ilvl) that property modifiers (sprms) from `at` to `end` set, if they set them,
 * and whether they put the paragraph in a table.
 */
function listSprms(
  reader: Reader,
  at: number,
  end: number,
): { ilfo?: number; ilvl?: number; inTable?: boolean } {
  const found: { ilfo?: number; ilvl?: number; inTable?: boolean } = {};
  for (const { sprm, operand } of sprms(reader, at, end)) {
    if (sprm === SPRM_P_ILFO) found.ilfo = reader.getInt16(operand, true);
    if (sprm === SPRM_P_ILVL) found.ilvl = reader.getUint8(operand);
    if (sprm === SPRM_P_F_IN_TABLE) found.inTable = reader.getUint8(operand) === 1;
  }
  return found;
}

/** A number as a level's format writes it: Roman numerals, letters, or (any other format) digits. */
function formatNumber(value: number, format: number): string {
  const roman = () => {
    let n = value, out = "";
    for (const [symbol, worth] of ROMAN) for (; n >= worth; n -= worth) out += symbol;
    return out;
  };
  const letter = () => String.fromCharCode(65 + ((value - 1) % 26)).repeat(Math.floor((value - 1) / 26) + 1);
  switch (format) {
    case 1:
      return roman();
    case 2:
      return roman().toLowerCase();
    case 3:
      return letter();
    case 4:
      return letter().toLowerCase();
    default:
      return String(value);
  }
}

const ROMAN: [string, number][] = [
  ["M", 1000],
  ["CM", 900],
  ["D", 500],
  ["CD", 400],
  ["C", 100],
  ["XC", 90],
  ["L", 50],
  ["XL", 40],
  ["X", 10],
  ["IX", 9],
  ["V", 5],
  ["IV", 4],
  ["I", 1],
];

/**
 * The file's list items in order (of the main text, or of the characters `range` names: a text box's),
 * numbered as Word numbers them; none when the file cannot be followed.
 */
export function docListItems(bytes: Uint8Array, range?: { from: number; to: number }): DocListItem[] {
  return readDoc(bytes, (word, table) => {
    const lst = fcLcb(word, FC_PLF_LST), lfo = fcLcb(word, FC_PLF_LFO), stshf = fcLcb(word, FC_STSHF);
    const lists = listLevels(table, lst.fc, lst.lcb);
    const lsids = overrides(table, lfo.fc, lfo.lcb);
    const styles = styleProperties(table, stshf.fc, stshf.lcb);
    const counters = new Map<number, number[]>();
    const items: DocListItem[] = [];
    for (const { text, papx } of range ? storyParagraphs(word, table, range) : mainParagraphs(word, table)) {
      const plain = plainParagraph(text);
      if (papx === undefined || !plain) continue;
      // A paragraph's own list and level, else its style's (a numbered heading style's).
      const own = papxContent(word, papx);
      const style = styles[own.istd];
      const fromStyle = style ? listSprms(table, style.grpprl, style.end) : {};
      const direct = listSprms(word, own.grpprl, own.end);
      const ilfo = direct.ilfo ?? fromStyle.ilfo ?? 0;
      if (ilfo <= 0 || ilfo > MAX_ILFO) continue;
      const ilvl = Math.min(direct.ilvl ?? fromStyle.ilvl ?? 0, 8);
      const lsid = lsids[ilfo - 1];
      const levels = lists.get(lsid) ?? [];
      const level = levels[ilvl] ?? levels[0];
      if (level?.format === NFC_NONE) continue;
      // Numbers count on within their list and level; a shallower item starts the deeper levels again.
      const counts = counters.get(lsid) ?? [];
      counters.set(lsid, counts);
      counts.length = ilvl + 1;
      counts[ilvl] = (counts[ilvl] ?? (level?.start ?? 1) - 1) + 1;
      const bullet = !level || level.format === NFC_BULLET;
      const number = bullet ? "" : [...level.template].map((c) => {
        const l = c.charCodeAt(0);
        return l <= 8 ? formatNumber(counts[l] ?? levels[l]?.start ?? 1, levels[l]?.format ?? 0) : c;
      }).join("").trim();
      // A number of one level is markdown's own ("3."); one that shows other levels' numbers ("1.2.") is
      // written out after a bullet, as markdown would number it 1 again.
      const template = level?.template.trim() ?? "";
      const oneLevel = template.charCodeAt(0) <= 8 && (template.length === 1 || /^.[.)]$/su.test(template));
      const marker = bullet ? "-" : oneLevel ? `${counts[ilvl]}.` : `- ${number}`;
      items.push({ text: plain, level: ilvl, marker, number, ...direct.inTable ? { inTable: true } : {} });
    }
    return items;
  });
}

/** A table as the file's paragraph properties tell it: its first paragraph, and all its text. */
export interface DocTable {
  start: string;
  /** Its paragraphs' text, one after another, without white space (as `paragraphKey` writes it). */
  text?: string;
}

/**
 * The file's tables in order: word-extractor's text cannot tell a first cell's first paragraphs from the
 * paragraphs before the table, nor an empty paragraph in a cell from the table's end; the paragraph properties
 * can.
 */
export function docTables(bytes: Uint8Array): DocTable[] {
  return readDoc(bytes, (word, table) => {
    const tables: Required<DocTable>[] = [];
    let current: Required<DocTable> | undefined;
    for (const { text, papx } of mainParagraphs(word, table)) {
      const own = papx === undefined ? undefined : papxContent(word, papx);
      const inTable = own !== undefined && listSprms(word, own.grpprl, own.end).inTable === true;
      if (inTable && !current) tables.push(current = { start: plainParagraph(text), text: "" });
      if (!inTable) current = undefined;
      if (current) current.text += paragraphKey(text);
    }
    return tables;
  });
}
