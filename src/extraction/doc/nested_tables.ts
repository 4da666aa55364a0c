import {
  mainParagraphs,
  papxContent,
  paragraphKey,
  plainParagraph,
  readDoc,
  type Reader,
  sprms,
} from "./headings.ts";

/**
 * Tables set inside a table's cell in a Word 97–2003 file. word-extractor writes their cells as paragraphs, one
 * a line, and each row's end as an empty line, so the text cannot tell them from paragraphs; the paragraph
 * properties can: a paragraph's table depth (sprmPItap), the end of a nested cell (sprmPFInnerTableCell) and
 * of a nested row (sprmPFInnerTtp).
 */
const SPRM_P_ITAP = 0x6649, SPRM_P_F_INNER_TABLE_CELL = 0x244b, SPRM_P_F_INNER_TTP = 0x244c;

export interface NestedTable {
  /** Its paragraphs as word-extractor writes them, a row's end as an empty one: how it is found in the text. */
  lines: string[];
  rows: string[][];
}

function nesting(word: Reader, papx: number | undefined) {
  const found = { depth: 0, cellEnd: false, rowEnd: false };
  if (papx === undefined) return found;
  const own = papxContent(word, papx);
  for (const { sprm, operand } of sprms(word, own.grpprl, own.end)) {
    if (sprm === SPRM_P_ITAP) found.depth = word.getInt32(operand, true);
    if (sprm === SPRM_P_F_INNER_TABLE_CELL) found.cellEnd = word.getUint8(operand) === 1;
    if (sprm === SPRM_P_F_INNER_TTP) found.rowEnd = word.getUint8(operand) === 1;
  }
  return found;
}

/** The file's tables nested in a cell, in order; a table nested deeper is its cell's text. None on failure. */
export function docNestedTables(bytes: Uint8Array): NestedTable[] {
  return readDoc(bytes, (word, table) => {
    const tables: NestedTable[] = [];
    let current: NestedTable | undefined, row: string[] = [], cell: string[] = [];
    for (const { text, papx } of mainParagraphs(word, table)) {
      const { depth, cellEnd, rowEnd } = nesting(word, papx);
      if (depth < 2) {
        current = undefined;
        continue;
      }
      if (!current) {
        current = { lines: [], rows: [] };
        tables.push(current);
        row = [];
        cell = [];
      }
      const plain = plainParagraph(text);
      current.lines.push(plain);
      if (rowEnd && depth === 2) {
        current.rows.push(row);
        row = [];
        cell = [];
        continue;
      }
      if (plain) cell.push(plain);
      if (cellEnd && depth === 2) {
        row.push(cell.join(" "));
        cell = [];
      }
    }
    return tables.filter((t) => t.rows.length > 0);
  });
}

/**
 * Where each nested table's lines run in word-extractor's `lines`, in order: [first line, line after]. A table
 * whose lines are not found as they are is left out (its cells stay paragraphs).
 */
export function placeNestedTables(
  lines: string[],
  tables: NestedTable[],
): { at: number; end: number; table: NestedTable }[] {
  const placed: { at: number; end: number; table: NestedTable }[] = [];
  const keys = lines.map((line) => paragraphKey(line));
  let from = 0;
  for (const table of tables) {
    const wanted = table.lines.map(paragraphKey);
    for (let at = from; at + wanted.length <= keys.length; at++) {
      if (wanted.every((key, i) => keys[at + i] === key)) {
        placed.push({ at, end: at + wanted.length, table });
        from = at + wanted.length;
        break;
      }
    }
  }
  return placed;
}
