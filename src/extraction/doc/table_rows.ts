import { mainParagraphs, papxContent, readDoc, type Reader, SPRM_T_DEF_TABLE, sprms } from "./headings.ts";

/**
 * Where each table row's cells begin and end in a Word 97–2003 file (MS-DOC), so a merged cell can be placed
 * over the columns it spans: word-extractor's text gives a row's cells but not their widths. Best effort: a
 * file this cannot follow yields none, and its tables keep one cell a column.
 */

/** A row's end mark (sprmPFTtp), and a nested table's (sprmPFInnerTtp): only outer rows are read. */
const SPRM_P_F_TTP = 0x2417, SPRM_P_F_INNER_TTP = 0x244c;

/** TC80's vertMerge (bits 5–6 of its flags): 1 marks a cell merged into the one above, 3 the set's first. */
const VERT_MERGE_SHIFT = 5, VERT_MERGED = 1;
const TC80_SIZE = 20;

/** A table row as its end mark defines it: its cells' edges (twips), and which cells go on the one above. */
export interface DocRow {
  edges: number[];
  mergedAbove: boolean[];
}

/** The row defined by these end mark properties; undefined if they end no outer row. */
function rowOf(reader: Reader, at: number, end: number): DocRow | undefined {
  let row: DocRow | undefined, rowEnd = false;
  for (const { sprm, operand } of sprms(reader, at, end)) {
    if (sprm === SPRM_P_F_TTP) rowEnd = reader.getUint8(operand) === 1;
    if (sprm === SPRM_P_F_INNER_TTP && reader.getUint8(operand) === 1) return undefined;
    if (sprm === SPRM_T_DEF_TABLE && operand + 3 <= end) row = tableDefinition(reader, operand, end) ?? row;
  }
  return rowEnd ? row : undefined;
}

/** A row's cells as a table definition's operand gives them: their edges, then each one's TC80. */
function tableDefinition(reader: Reader, operand: number, end: number): DocRow | undefined {
  const operandEnd = Math.min(end, operand + 2 + reader.getUint16(operand, true));
  const cells = reader.getUint8(operand + 2), centers = operand + 3;
  const tcs = centers + 2 * (cells + 1);
  if (tcs > operandEnd) return undefined;
  return {
    edges: Array.from({ length: cells + 1 }, (_, i) => reader.getInt16(centers + 2 * i, true)),
    // The cells' TC80s may be left off the end: those cells are not merged.
    mergedAbove: Array.from({ length: cells }, (_, i) => {
      const tc = tcs + TC80_SIZE * i;
      return tc + 2 <= operandEnd && ((reader.getUint16(tc, true) >> VERT_MERGE_SHIFT) & 3) === VERT_MERGED;
    }),
  };
}

/** Each outer table row's cells, in the order the rows end in the file; none when it cannot be followed. */
export function docTableRows(bytes: Uint8Array): DocRow[] {
  return readDoc(bytes, (word, table) => {
    const rows: DocRow[] = [];
    for (const { papx } of mainParagraphs(word, table)) {
      if (papx === undefined) continue;
      const own = papxContent(word, papx);
      const row = rowOf(word, own.grpprl, own.end);
      if (row) rows.push(row);
    }
    return rows;
  });
}

/** Edges this close (twips, a fiftieth of an inch) are one column boundary. */
const SAME_EDGE = 30;

/**
 * A table's rows with each cell repeated over the columns its edges span, the columns being every edge any
 * row has, and a cell merged into the one above given that one's text, as the Word reader does. Rows whose
 * edges do not match their cells (the file and word-extractor disagree) are left as they are, and so is the
 * whole table when none match.
 */
export function spreadMergedCells(rows: string[][], defined: (DocRow | undefined)[]): string[][] {
  const fits = (i: number) => defined[i]?.edges.length === rows[i].length + 1;
  if (!rows.some((_, i) => fits(i))) return rows;
  const grid: number[] = [];
  for (const e of defined.flatMap((d, i) => fits(i) ? d!.edges : []).sort((a, b) => a - b)) {
    if (!grid.length || e - grid.at(-1)! > SAME_EDGE) grid.push(e);
  }
  const column = (x: number) => grid.findIndex((g) => Math.abs(g - x) <= SAME_EDGE);
  const out: string[][] = [];
  rows.forEach((row, i) => {
    if (!fits(i)) return out.push(row);
    const { edges, mergedAbove } = defined[i]!;
    const spread: string[] = [];
    row.forEach((text, c) => {
      const from = column(edges[c]), span = Math.max(1, column(edges[c + 1]) - from);
      const above = out.at(-1)?.[from];
      const value = mergedAbove[c] && !text && above !== undefined ? above : text;
      spread.push(...Array(span).fill(value));
    });
    out.push(spread);
  });
  return out;
}
