// A sheet's cells as the rows of a table: the range an embedded object shows (or the cells with values),
// hidden rows and columns left out, a merged range's value in each cell it covers, within fixed bounds.

/** The table shown is cut at these, whatever range the sheet claims. */
export const MAX_ROWS = 1000, MAX_COLUMNS = 100;
/** Cells this far out are a hostile file's: no table shown reaches them. */
const FARTHEST_ROW = 100_000, FARTHEST_COLUMN = 1_000;
/** Merged ranges fill at most this many cells in all: a table shown holds fewer. */
const MAX_MERGED_CELLS = MAX_ROWS * MAX_COLUMNS;
/** Cells kept in all: a sheet's first ones, row by row, which is where an embedded table's shown range is. */
const MAX_CELLS = 2 * MAX_ROWS * MAX_COLUMNS;

export interface CellRange {
  firstRow: number;
  lastRow: number;
  firstColumn: number;
  lastColumn: number;
}

/** A sheet's cells (zero-based rows and columns) and what shapes the table they make. */
export class CellGrid {
  readonly #cells = new Map<number, Map<number, string>>();
  readonly hiddenRows = new Set<number>();
  readonly hiddenColumns = new Set<number>();
  readonly #merges: CellRange[] = [];
  #count = 0;

  set(row: number, column: number, text: string) {
    if (!text || row < 0 || column < 0 || row >= FARTHEST_ROW || column >= FARTHEST_COLUMN) return;
    if (!this.#cells.has(row)) this.#cells.set(row, new Map());
    const cells = this.#cells.get(row)!;
    if (!cells.has(column) && this.#count++ >= MAX_CELLS) return;
    cells.set(column, text);
  }

  merge(range: CellRange) {
    this.#merges.push(range);
  }

  /** The smallest range that holds every cell with text. */
  #usedRange(): CellRange | undefined {
    let range: CellRange | undefined;
    for (const [row, cells] of this.#cells) {
      for (const column of cells.keys()) {
        range ??= { firstRow: row, lastRow: row, firstColumn: column, lastColumn: column };
        range.firstRow = Math.min(range.firstRow, row);
        range.lastRow = Math.max(range.lastRow, row);
        range.firstColumn = Math.min(range.firstColumn, column);
        range.lastColumn = Math.max(range.lastColumn, column);
      }
    }
    return range;
  }

  /** The table's rows, the first its header; undefined when no cell in the range has text. */
  rows(shown?: CellRange): string[][] | undefined {
    let filling = MAX_MERGED_CELLS;
    for (const range of this.#merges) {
      const text = this.#cells.get(range.firstRow)?.get(range.firstColumn);
      if (!text) continue;
      for (let r = range.firstRow; r <= range.lastRow && filling > 0; r++) {
        for (let c = range.firstColumn; c <= range.lastColumn && filling-- > 0; c++) this.set(r, c, text);
      }
    }
    const range = shown ?? this.#usedRange();
    if (!range) return undefined;
    const rows: string[][] = [];
    for (let r = range.firstRow; r <= range.lastRow && rows.length < MAX_ROWS; r++) {
      if (this.hiddenRows.has(r)) continue;
      const cells: string[] = [];
      for (let c = range.firstColumn; c <= range.lastColumn && cells.length < MAX_COLUMNS; c++) {
        if (!this.hiddenColumns.has(c)) cells.push(this.#cells.get(r)?.get(c) ?? "");
      }
      rows.push(cells);
    }
    return rows.some((row) => row.some(Boolean)) ? rows : undefined;
  }
}
