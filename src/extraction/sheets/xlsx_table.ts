// A spreadsheet a Word file embeds as an object (Excel.Sheet.12: an .xlsx package, as Word and LibreOffice
// write it), read as the table the object shows: its active sheet's cells within the range the object
// displays (the workbook's oleSize), else those with values, each as the spreadsheet shows it (numbers and
// dates in their cell's format, by numfmt), merged cells repeated in each cell they cover.
import { children, descendants, parseXml, textContent, type XmlElement } from "../docx/xml.ts";
import { readRelationships } from "../docx/package.ts";
import { ZipReader } from "../docx/zip.ts";
import { escapeTags } from "../markdown_table.ts";
import { CellGrid, type CellRange, MAX_COLUMNS } from "./cell_grid.ts";
import { formatById, formattedNumber } from "./number_formats.ts";

/** An embedded workbook holds a table or two: these bound what a hostile one can make the reader inflate. */
const LIMITS = { maxEntryBytes: 16 * 1024 * 1024, maxTotalBytes: 32 * 1024 * 1024 };

interface Cell {
  row: number;
  column: number;
}

/** "C12" as its zero-based row and column; undefined for anything else. */
function cellAt(reference: string): Cell | undefined {
  const match = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/.exec(reference.trim().toUpperCase());
  if (!match) return undefined;
  const column = [...match[1]].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
  return { row: Number(match[2]) - 1, column };
}

/** "A1:C3" as its corners; a single cell is a range of one. */
function rangeOf(reference: string | undefined): CellRange | undefined {
  const [first, last = first] = (reference ?? "").split(":");
  const from = cellAt(first ?? ""), to = cellAt(last ?? "");
  return from && to
    ? { firstRow: from.row, lastRow: to.row, firstColumn: from.column, lastColumn: to.column }
    : undefined;
}

/** A shared or inline string's text: its runs' text, without the phonetic guides (rPh) beside them. */
const stringText = (si: XmlElement): string =>
  si.children.map((node) =>
    typeof node === "string"
      ? ""
      : node.name === "t"
      ? textContent(node)
      : node.name === "r"
      ? children(node, "t").map(textContent).join("")
      : ""
  ).join("");

/** Each cell style's number format, by the style's index (a cell's `s`). */
function cellFormats(styles: XmlElement | undefined): string[] {
  if (!styles) return [];
  const custom = new Map<number, string>();
  for (const numFmt of descendants(children(styles, "numFmts")[0] ?? styles, "numFmt")) {
    custom.set(Number(numFmt.attrs.numFmtId), numFmt.attrs.formatCode ?? "General");
  }
  return children(children(styles, "cellXfs")[0], "xf").map((xf) =>
    formatById(Number(xf.attrs.numFmtId ?? 0), custom)
  );
}

/**
 * The table an embedded .xlsx shows, as rows of cell text (the first the header), or undefined when the
 * package is no workbook or cannot be read. A chart object's workbook shows its chart sheet: the first
 * worksheet with values, its data, is the table then.
 */
export function xlsxTable(bytes: Uint8Array): string[][] | undefined {
  try {
    const zip = new ZipReader(bytes, LIMITS);
    const root = [...readRelationships(zip, "").values()].find((rel) =>
      rel.type === "officeDocument" && !rel.external
    );
    const workbookPath = root?.target ?? "xl/workbook.xml";
    const workbookText = zip.readText(workbookPath);
    if (!workbookText) return undefined;
    const workbook = parseXml(workbookText, "workbook");
    const rels = readRelationships(zip, workbookPath);
    const part = (type: string) => {
      const rel = [...rels.values()].find((r) => r.type === type && !r.external);
      const text = rel && zip.readText(rel.target);
      return text ? parseXml(text, type) : undefined;
    };
    const strings = children(part("sharedStrings"), "si").map(stringText);
    const formats = cellFormats(part("styles"));
    const from1904 = ["1", "true"].includes(descendants(workbook, "workbookPr")[0]?.attrs.date1904 ?? "");
    const sheets = children(children(workbook, "sheets")[0], "sheet");
    const active = sheets[Number(descendants(workbook, "workbookView")[0]?.attrs.activeTab ?? 0)] ??
      sheets[0];
    const typeOf = (sheet: XmlElement | undefined) => rels.get(sheet?.attrs["r:id"] ?? "")?.type;
    // The active sheet within the range the object shows; when it is a chart sheet, the worksheets in order.
    const shown = typeOf(active) === "worksheet"
      ? [active]
      : sheets.filter((sheet) => typeOf(sheet) === "worksheet");
    for (const sheet of shown) {
      const rel = rels.get(sheet.attrs["r:id"] ?? "");
      const text = rel && !rel.external ? zip.readText(rel.target) : undefined;
      if (!text) continue;
      const grid = sheetGrid(parseXml(text, "worksheet"), strings, formats, from1904);
      const rows = grid.rows(
        sheet === active ? rangeOf(descendants(workbook, "oleSize")[0]?.attrs.ref) : undefined,
      );
      if (rows) return rows;
    }
    return undefined;
  } catch {
    // A damaged package: the object's picture stands for it.
    return undefined;
  }
}

/** A cell's text: a string of the workbook's or its own, a formula's result, a truth value, a number. */
function cellText(c: XmlElement, strings: string[], formats: string[], from1904: boolean): string {
  const value = textContent(children(c, "v")[0] ?? { name: "", attrs: {}, children: [] });
  switch (c.attrs.t) {
    case "s":
      return strings[Number(value)] ?? "";
    case "inlineStr":
      return children(c, "is").map(stringText).join("");
    case "b":
      return value === "1" ? "TRUE" : "FALSE";
    case "str":
    case "e":
      return value;
    default:
      return value.trim()
        ? formattedNumber(Number(value), formats[Number(c.attrs.s ?? 0)] ?? "General", from1904)
        : "";
  }
}

/** A worksheet's cells, its hidden rows and columns and its merged ranges. */
function sheetGrid(worksheet: XmlElement, strings: string[], formats: string[], from1904: boolean): CellGrid {
  const grid = new CellGrid();
  for (const col of descendants(children(worksheet, "cols")[0] ?? worksheet, "col")) {
    if (col.attrs.hidden !== "1" && col.attrs.hidden !== "true") continue;
    const last = Math.min(Number(col.attrs.max), Number(col.attrs.min) + MAX_COLUMNS);
    for (let i = Number(col.attrs.min); i <= last; i++) grid.hiddenColumns.add(i - 1);
  }
  let nextRow = 0;
  for (const row of children(children(worksheet, "sheetData")[0], "row")) {
    const r = row.attrs.r ? Number(row.attrs.r) - 1 : nextRow;
    nextRow = r + 1;
    if (row.attrs.hidden === "1" || row.attrs.hidden === "true") grid.hiddenRows.add(r);
    let nextColumn = 0;
    for (const c of children(row, "c")) {
      const column = cellAt(c.attrs.r ?? "")?.column ?? nextColumn;
      nextColumn = column + 1;
      // The workbook's text: a "<" in it opens no tag.
      grid.set(r, column, escapeTags(cellText(c, strings, formats, from1904)));
    }
  }
  for (const merge of descendants(children(worksheet, "mergeCells")[0] ?? worksheet, "mergeCell")) {
    const range = rangeOf(merge.attrs.ref);
    if (range) grid.merge(range);
  }
  return grid;
}
