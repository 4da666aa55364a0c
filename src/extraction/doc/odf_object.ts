// An object LibreOffice embeds in a .doc it saves: an OpenDocument package (a zip) in the object's
// "package_stream". A chart is written as the Word reader writes one, its title (or its kind, "Line chart"),
// then its data table (the chart's local table: categories by series); a spreadsheet as the table of its
// first sheet, each cell as the sheet shows it (the text LibreOffice saves beside the value).
import { child, descendants, elements, parseXml, textContent, type XmlElement } from "../docx/xml.ts";
import { ZipReader } from "../docx/zip.ts";
import { escapeTags, markdownTable } from "../markdown_table.ts";

const CHART_TYPE = "application/vnd.oasis.opendocument.chart";
const SPREADSHEET_TYPE = "application/vnd.oasis.opendocument.spreadsheet";
/** An object's package holds kilobytes of XML: these bound what a hostile one can make the reader inflate. */
const LIMITS = { maxEntryBytes: 8 * 1024 * 1024, maxTotalBytes: 16 * 1024 * 1024 };
/** A table is cut at these; repeats past them (a sheet's million empty rows) are spelled out no further. */
const MAX_ROWS = 1000, MAX_COLUMNS = 100;
/** The chart classes whose names differ from their kind's ("chart:circle" is a pie). */
const KINDS: Record<string, string> = { circle: "Pie", ring: "Doughnut" };

const count = (element: XmlElement, attribute: string, limit: number) =>
  Math.min(limit, Math.max(1, Number(element.attrs[attribute]) || 1));

const isCell = (element: XmlElement) =>
  element.name === "table-cell" || element.name === "covered-table-cell";

/** A cell's text: its paragraphs, by spaces, or its value when it has none; a "<" in it opens no tag. */
const cellText = (cell: XmlElement) =>
  escapeTags(
    elements(cell).filter((e) => e.name === "p").map((p) => textContent(p).trim()).join(" ") ||
      (cell.attrs.value ?? ""),
  );

/**
 * A table's rows of cell texts, header rows first: repeated cells and rows spelled out, a merged cell's text
 * in each cell it covers, and the empty rows and columns at its end left out.
 */
function tableRows(table: XmlElement): string[][] {
  const rows: string[][] = [];
  // The text of cells a merged cell covers, by "row,column".
  const covered = new Map<string, string>();
  for (const row of descendants(table, "table-row")) {
    if (rows.length >= MAX_ROWS) break;
    const r = rows.length, cells: string[] = [];
    for (const cell of elements(row).filter(isCell)) {
      const text = cell.name === "covered-table-cell" ? undefined : cellText(cell);
      for (
        let i = count(cell, "number-columns-repeated", MAX_COLUMNS);
        i > 0 && cells.length < MAX_COLUMNS;
        i--
      ) {
        const c = cells.length;
        cells.push(text ?? covered.get(`${r},${c}`) ?? "");
        if (text === undefined) continue;
        const rowSpan = count(cell, "number-rows-spanned", MAX_ROWS);
        const columnSpan = count(cell, "number-columns-spanned", MAX_COLUMNS);
        for (let dr = 0; dr < rowSpan; dr++) {
          for (let dc = 0; dc < columnSpan; dc++) if (dr || dc) covered.set(`${r + dr},${c + dc}`, text);
        }
      }
    }
    for (let i = count(row, "number-rows-repeated", MAX_ROWS); i > 0 && rows.length < MAX_ROWS; i--) {
      rows.push(cells);
    }
  }
  while (rows.length && !rows.at(-1)!.some(Boolean)) rows.pop();
  const width = Math.max(0, ...rows.map((row) => row.findLastIndex(Boolean) + 1));
  return rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ""));
}

function chartMarkdown(body: XmlElement): string | undefined {
  // The body's office:chart holds the chart:chart, both "chart" without their prefixes.
  const chart = descendants(body, "chart")
    .map((found) => found.attrs.class ? found : child(found, "chart"))
    .find((found) => found?.attrs.class);
  if (!chart) return undefined;
  const titleText = escapeTags(child(chart, "title") ? textContent(child(chart, "title")!).trim() : "");
  const kind = chart.attrs.class.replace(/^chart:/, "");
  const title = titleText || `${KINDS[kind] ?? kind[0].toUpperCase() + kind.slice(1)} chart`;
  const table = child(chart, "table");
  const rows = table ? tableRows(table) : [];
  return rows.length > 1 ? `${title}\n\n${markdownTable(rows)}` : title;
}

function spreadsheetMarkdown(body: XmlElement): string | undefined {
  const sheet =
    descendants(body, "spreadsheet").flatMap((spreadsheet) => descendants(spreadsheet, "table"))[0];
  const rows = sheet ? tableRows(sheet) : [];
  return rows.length ? markdownTable(rows) : undefined;
}

/** The chart or spreadsheet a package holds as markdown; undefined for another object or a damaged one. */
export function odfObjectMarkdown(bytes: Uint8Array): string | undefined {
  try {
    const zip = new ZipReader(bytes, LIMITS);
    const type = zip.readText("mimetype")?.trim();
    if (type !== CHART_TYPE && type !== SPREADSHEET_TYPE) return undefined;
    const content = zip.readText("content.xml");
    if (!content) return undefined;
    const body = parseXml(content, "object");
    return type === CHART_TYPE ? chartMarkdown(body) : spreadsheetMarkdown(body);
  } catch {
    // A damaged package: the object's picture stands for it.
    return undefined;
  }
}
