import { docStreams, mainParagraphs, papxContent, type Reader } from "./headings.ts";

/**
 * Where each table row's cells begin and end in a Word 97–2003 file (MS-DOC), so a merged cell can be placed
 * over the columns it spans: word-extractor's text gives a row's cells but not their widths. Best effort: a
 * file this cannot follow yields none, and its tables keep one cell a column.
 */

/** The table definition (sprmTDefTable) a row's end mark carries: its cells' edges among its properties. */
const SPRM_T_DEF_TABLE = 0xd608;
/** Changed tab stops: the other property whose size is not its first byte. */
const SPRM_P_CHG_TABS = 0xc615;
/** A row's end mark (sprmPFTtp), and a nested table's (sprmPFInnerTtp): only outer rows are read. */
const SPRM_P_F_TTP = 0x2417, SPRM_P_F_INNER_TTP = 0x244c;

/** The cells' edges (twips) of the row whose end mark has these properties; undefined if it is no outer row end. */
function rowEdges(reader: Reader, at: number, end: number): number[] | undefined {
  let edges: number[] | undefined, rowEnd = false;
  while (at + 2 <= end) {
    const sprm = reader.getUint16(at, true);
    at += 2;
    if (sprm === SPRM_P_F_TTP) rowEnd = reader.getUint8(at) === 1;
    if (sprm === SPRM_P_F_INNER_TTP && reader.getUint8(at) === 1) return undefined;
    if (sprm === SPRM_T_DEF_TABLE && at + 3 <= end) {
      const cells = reader.getUint8(at + 2);
      if (at + 3 + 2 * (cells + 1) <= end) {
        edges = Array.from({ length: cells + 1 }, (_, i) => reader.getInt16(at + 3 + 2 * i, true));
      }
    }
    const spra = sprm >> 13;
    if (spra === 6) {
      if (sprm === SPRM_P_CHG_TABS && reader.getUint8(at) === 255) break;
      at += sprm === SPRM_T_DEF_TABLE ? reader.getUint16(at, true) + 1 : 1 + reader.getUint8(at);
    } else at += [1, 1, 2, 4, 2, 2, 0, 3][spra];
  }
  return rowEnd ? edges : undefined;
}

/** Each outer table row's cell edges, in the order the rows end in the file; none when it cannot be followed. */
export function docTableRows(bytes: Uint8Array): number[][] {
  try {
    const streams = docStreams(bytes);
    if (!streams) return [];
    const { word, table } = streams;
    const rows: number[][] = [];
    for (const { papx } of mainParagraphs(word, table)) {
      if (papx === undefined) continue;
      const own = papxContent(word, papx);
      const edges = rowEdges(word, own.grpprl, own.end);
      if (edges) rows.push(edges);
    }
    return rows;
  } catch {
    return [];
  }
}

/** Edges this close (twips, a fiftieth of an inch) are one column boundary. */
const SAME_EDGE = 30;

/**
 * A table's rows with each cell repeated over the columns its edges span, the columns being every edge any
 * row has. Rows whose edges do not match their cells (the file and word-extractor disagree) are left as
 * they are, and so is the whole table when none match.
 */
export function spreadMergedCells(rows: string[][], edges: (number[] | undefined)[]): string[][] {
  const fits = (i: number) => edges[i]?.length === rows[i].length + 1;
  if (!rows.some((_, i) => fits(i))) return rows;
  const grid: number[] = [];
  for (const e of edges.flatMap((e, i) => fits(i) ? e! : []).sort((a, b) => a - b)) {
    if (!grid.length || e - grid.at(-1)! > SAME_EDGE) grid.push(e);
  }
  const column = (x: number) => grid.findIndex((g) => Math.abs(g - x) <= SAME_EDGE);
  return rows.map((row, i) => {
    if (!fits(i)) return row;
    return row.flatMap((text, c) => {
      const span = column(edges[i]![c + 1]) - column(edges[i]![c]);
      return Array(Math.max(1, span)).fill(text);
    });
  });
}
