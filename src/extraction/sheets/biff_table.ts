// A spreadsheet embedded as an Excel 97–2003 object (Excel.Sheet.8, as Word and LibreOffice save one in a
// .doc, and Word in a .docx): the object's "Workbook" stream in the binary format (BIFF8, [MS-XLS]), read as
// the table the object shows: its active sheet's cells within the range the object displays (OLESIZE), else
// those with values, numbers in their cell's format. The stream comes from an untrusted file: every read is
// bounds-checked, and a stream that breaks the format, or is encrypted, gives no table.
import { escapeTags } from "../markdown_table.ts";
import { CellGrid, type CellRange } from "./cell_grid.ts";
import { formatById, formattedNumber } from "./number_formats.ts";

/** Record types ([MS-XLS] 2.3): the workbook's globals, then each sheet's own records. */
const BOF = 0x0809, EOF = 0x000a, CONTINUE = 0x003c, FILEPASS = 0x002f, BOUNDSHEET = 0x0085;
const WINDOW1 = 0x003d, OLESIZE = 0x00de, DATEMODE = 0x0022, FORMAT = 0x041e, XF = 0x00e0, SST = 0x00fc;
const LABELSST = 0x00fd, LABEL = 0x0204, RSTRING = 0x00d6, NUMBER = 0x0203, RK = 0x027e, MULRK = 0x00bd;
const BOOLERR = 0x0205,
  FORMULA = 0x0006,
  STRING = 0x0207,
  MERGECELLS = 0x00e5,
  ROW = 0x0208,
  COLINFO = 0x007d;
/** BIFF8's version in its BOF records. */
const BIFF8 = 0x0600;
/** A row hidden (ROW's fDyZero), a column hidden (COLINFO's fHidden). */
const ROW_HIDDEN = 0x20, COLUMN_HIDDEN = 0x01;
/** The error values a cell can hold ([MS-XLS] 2.5.97.2 BErr). */
const ERRORS: Record<number, string> = {
  0x00: "#NULL!",
  0x07: "#DIV/0!",
  0x0f: "#VALUE!",
  0x17: "#REF!",
  0x1d: "#NAME?",
  0x24: "#NUM!",
  0x2a: "#N/A",
};

class Malformed extends Error {}

interface BiffRecord {
  type: number;
  /** Where its data starts in the stream, and its length. */
  at: number;
  length: number;
}

/**
 * The records of the substream whose BOF is at `at`, to its EOF, each with its nesting: a worksheet holds its
 * charts' substreams (BOF to EOF) within its own.
 */
function* substream(view: DataView, at: number): Generator<BiffRecord & { depth: number }> {
  let depth = 0;
  while (at + 4 <= view.byteLength) {
    const type = view.getUint16(at, true), length = view.getUint16(at + 2, true);
    if (at + 4 + length > view.byteLength) throw new Malformed();
    if (type === BOF) depth++;
    yield { type, at: at + 4, length, depth };
    if (type === EOF && --depth <= 0) return;
    at += 4 + length;
  }
}

/**
 * Reads across a record and the CONTINUE records after it, as a string table's strings run over them: a
 * string's characters continue in the next record after a byte of its own that says whether they are one
 * byte or two.
 */
class Continued {
  #part = 0;
  #at: number;
  constructor(private view: DataView, private parts: BiffRecord[]) {
    this.#at = parts[0].at;
  }

  #end() {
    return this.parts[this.#part].at + this.parts[this.#part].length;
  }

  #next() {
    if (++this.#part >= this.parts.length) throw new Malformed();
    this.#at = this.parts[this.#part].at;
  }

  byte(): number {
    if (this.#at >= this.#end()) this.#next();
    return this.view.getUint8(this.#at++);
  }

  word(): number {
    return this.byte() | (this.byte() << 8);
  }

  long(): number {
    return (this.word() | (this.word() << 16)) >>> 0;
  }

  skip(count: number) {
    for (let left = count; left > 0;) {
      if (this.#at >= this.#end()) this.#next();
      const step = Math.min(left, this.#end() - this.#at);
      this.#at += step;
      left -= step;
    }
  }

  /** `count` characters, one byte each (Latin-1) or two (UTF-16), switching where a record ends. */
  characters(count: number, wide: boolean): string {
    let text = "";
    while (text.length < count) {
      if (this.#at >= this.#end()) {
        this.#next();
        wide = (this.view.getUint8(this.#at++) & 0x01) !== 0;
      }
      const available = Math.floor((this.#end() - this.#at) / (wide ? 2 : 1));
      const take = Math.min(count - text.length, available);
      if (take === 0 && this.#at < this.#end()) throw new Malformed();
      const codes = new Array<number>(take);
      for (let i = 0; i < take; i++) {
        codes[i] = wide ? this.view.getUint16(this.#at + 2 * i, true) : this.view.getUint8(this.#at + i);
      }
      this.#at += take * (wide ? 2 : 1);
      text += String.fromCharCode(...codes);
    }
    return text;
  }

  /** A string of the string table (XLUnicodeRichExtendedString), its runs and phonetics skipped. */
  richString(): string {
    const count = this.word(), flags = this.byte();
    const runs = flags & 0x08 ? this.word() : 0;
    const extra = flags & 0x04 ? this.long() : 0;
    const text = this.characters(count, (flags & 0x01) !== 0);
    this.skip(runs * 4 + extra);
    return text;
  }
}

/** A string with a 16-bit count (XLUnicodeString) within one record, at `at`. */
function unicodeString(view: DataView, at: number, end: number): string {
  if (at + 3 > end) throw new Malformed();
  const count = view.getUint16(at, true), wide = (view.getUint8(at + 2) & 0x01) !== 0;
  const start = at + 3, size = count * (wide ? 2 : 1);
  if (start + size > end) throw new Malformed();
  const codes = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    codes[i] = wide ? view.getUint16(start + 2 * i, true) : view.getUint8(start + i);
  }
  return String.fromCharCode(...codes);
}

/** An RK number ([MS-XLS] 2.5.217): a 30-bit integer or a double's high 30 bits, perhaps times 100. */
function rkNumber(rk: number): number {
  let value: number;
  if (rk & 0x02) value = rk >> 2;
  else {
    const double = new DataView(new ArrayBuffer(8));
    double.setUint32(4, rk & 0xfffffffc, true);
    value = double.getFloat64(0, true);
  }
  return rk & 0x01 ? value / 100 : value;
}

/** What the workbook's globals say about reading its sheets. */
interface Globals {
  strings: string[];
  /** Each cell style's (XF's) number format, by the style's index. */
  formats: string[];
  from1904: boolean;
  /** The sheets' BOF positions, of worksheets only, and which one is active. */
  sheets: { at: number; index: number }[];
  activeSheet: number;
  shown?: CellRange;
}

function readGlobals(view: DataView): Globals | undefined {
  const custom = new Map<number, string>();
  const xfFormats: number[] = [];
  const globals: Globals = { strings: [], formats: [], from1904: false, sheets: [], activeSheet: 0 };
  const all = [...substream(view, 0)];
  if (all[0]?.type !== BOF || view.getUint16(all[0].at, true) !== BIFF8) return undefined;
  let sheetIndex = 0;
  for (let i = 0; i < all.length; i++) {
    const { type, at, length } = all[i];
    const end = at + length;
    if (type === FILEPASS) return undefined;
    if (type === DATEMODE && length >= 2) globals.from1904 = view.getUint16(at, true) === 1;
    if (type === WINDOW1 && length >= 12) globals.activeSheet = view.getUint16(at + 10, true);
    if (type === FORMAT && length >= 5) {
      custom.set(view.getUint16(at, true), unicodeString(view, at + 2, end));
    }
    if (type === XF && length >= 4) xfFormats.push(view.getUint16(at + 2, true));
    if (type === OLESIZE && length >= 8) {
      globals.shown = {
        firstRow: view.getUint16(at + 2, true),
        lastRow: view.getUint16(at + 4, true),
        firstColumn: view.getUint8(at + 6),
        lastColumn: view.getUint8(at + 7),
      };
    }
    if (type === BOUNDSHEET && length >= 6) {
      // Worksheets only (type 0): charts and macro sheets hold no cells to show.
      if (view.getUint8(at + 5) === 0) {
        globals.sheets.push({ at: view.getUint32(at, true), index: sheetIndex });
      }
      sheetIndex++;
    }
    if (type === SST && length >= 8) {
      const parts = [{ ...all[i], at: at + 8, length: length - 8 }];
      while (all[i + 1]?.type === CONTINUE) parts.push(all[++i]);
      const unique = view.getUint32(at + 4, true);
      const reader = new Continued(view, parts);
      for (let n = 0; n < unique; n++) globals.strings.push(reader.richString());
    }
  }
  globals.formats = xfFormats.map((id) => formatById(id, custom));
  return globals;
}

/** A sheet's cells, hidden rows and columns and merged ranges, from its substream at `at`. */
function readSheet(view: DataView, at: number, globals: Globals): CellGrid {
  const grid = new CellGrid();
  const number = (value: number, xf: number) =>
    formattedNumber(value, globals.formats[xf] ?? "General", globals.from1904);
  // The text a cell gets: the workbook's own, so a "<" in it opens no tag.
  const put = (row: number, column: number, text: string) => grid.set(row, column, escapeTags(text));
  // A formula whose result is a string has it in the STRING record that follows it.
  let pendingString: { row: number; column: number } | undefined;
  for (const { type, at: data, length, depth } of substream(view, at)) {
    // A chart's substream within the sheet holds none of its cells.
    if (depth !== 1) continue;
    const end = data + length;
    const row = length >= 4 ? view.getUint16(data, true) : 0,
      column = length >= 4 ? view.getUint16(data + 2, true) : 0;
    const xf = length >= 6 ? view.getUint16(data + 4, true) : 0;
    if (type === LABELSST && length >= 10) {
      put(row, column, globals.strings[view.getUint32(data + 6, true)] ?? "");
    }
    if ((type === LABEL || type === RSTRING) && length >= 9) {
      put(row, column, unicodeString(view, data + 6, end));
    }
    if (type === NUMBER && length >= 14) put(row, column, number(view.getFloat64(data + 6, true), xf));
    if (type === RK && length >= 10) put(row, column, number(rkNumber(view.getUint32(data + 6, true)), xf));
    if (type === MULRK && length >= 6) {
      const cells = Math.floor((length - 6) / 6);
      for (let i = 0; i < cells; i++) {
        const cell = data + 4 + i * 6;
        put(row, column + i, number(rkNumber(view.getUint32(cell + 2, true)), view.getUint16(cell, true)));
      }
    }
    if (type === BOOLERR && length >= 8) {
      const value = view.getUint8(data + 6);
      put(row, column, view.getUint8(data + 7) ? ERRORS[value] ?? "#ERROR" : value ? "TRUE" : "FALSE");
    }
    if (type === FORMULA && length >= 14) {
      pendingString = undefined;
      if (view.getUint16(data + 12, true) !== 0xffff) {
        put(row, column, number(view.getFloat64(data + 6, true), xf));
      } else {
        const kind = view.getUint8(data + 6), value = view.getUint8(data + 8);
        if (kind === 0) pendingString = { row, column };
        if (kind === 1) put(row, column, value ? "TRUE" : "FALSE");
        if (kind === 2) put(row, column, ERRORS[value] ?? "#ERROR");
      }
    }
    if (type === STRING && pendingString) {
      put(pendingString.row, pendingString.column, unicodeString(view, data, end));
      pendingString = undefined;
    }
    if (type === ROW && length >= 16 && view.getUint16(data + 12, true) & ROW_HIDDEN) {
      grid.hiddenRows.add(row);
    }
    if (type === COLINFO && length >= 10 && view.getUint16(data + 8, true) & COLUMN_HIDDEN) {
      for (let c = row; c <= Math.min(column, row + 1000); c++) grid.hiddenColumns.add(c);
    }
    if (type === MERGECELLS && length >= 2) {
      const count = Math.min(view.getUint16(data, true), Math.floor((length - 2) / 8));
      for (let i = 0; i < count; i++) {
        const ref = data + 2 + i * 8;
        grid.merge({
          firstRow: view.getUint16(ref, true),
          lastRow: view.getUint16(ref + 2, true),
          firstColumn: view.getUint16(ref + 4, true),
          lastColumn: view.getUint16(ref + 6, true),
        });
      }
    }
  }
  return grid;
}

/**
 * The table a Workbook stream shows, as rows of cell text (the first the header); undefined when the stream
 * is not BIFF8, is encrypted, or breaks the format.
 */
export function biffTable(workbook: Uint8Array): string[][] | undefined {
  const view = new DataView(workbook.buffer, workbook.byteOffset, workbook.byteLength);
  try {
    const globals = readGlobals(view);
    if (!globals?.sheets.length) return undefined;
    const sheet = globals.sheets.find((s) => s.index === globals.activeSheet) ?? globals.sheets[0];
    if (sheet.at + 8 > view.byteLength || view.getUint16(sheet.at, true) !== BOF) return undefined;
    return readSheet(view, sheet.at, globals).rows(globals.shown);
  } catch (error) {
    if (error instanceof Malformed || error instanceof RangeError) return undefined;
    throw error;
  }
}
