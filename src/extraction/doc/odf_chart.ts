// A chart LibreOffice embeds in a .doc it saves: an OpenDocument chart package (a zip) in the object's
// "package_stream", its values in a table of its own, the chart's local table. Written as the Word reader writes
// a chart: its title (or its kind, "Line chart"), then its data table, categories by series.
import {
  child,
  children,
  descendants,
  elements,
  parseXml,
  textContent,
  type XmlElement,
} from "../docx/xml.ts";
import { ZipReader } from "../docx/zip.ts";
import { escapeTags, markdownTable } from "../markdown_table.ts";

const CHART_TYPE = "application/vnd.oasis.opendocument.chart";
/** A chart's package holds a few kilobytes of XML: these bound what a hostile one can make the reader inflate. */
const LIMITS = { maxEntryBytes: 8 * 1024 * 1024, maxTotalBytes: 16 * 1024 * 1024 };
/** A chart's table has a row per category and a column per series; repeats past these are a hostile file's. */
const MAX_ROWS = 1000, MAX_COLUMNS = 100;
/** The chart classes whose names differ from their kind's ("chart:circle" is a pie). */
const KINDS: Record<string, string> = { circle: "Pie", ring: "Doughnut" };

const repeated = (element: XmlElement, attribute: string, limit: number) =>
  Math.min(limit, Math.max(1, Number(element.attrs[attribute]) || 1));

/** A table's rows of cell texts, header rows first, repeated cells and rows spelled out. */
function tableRows(table: XmlElement): string[][] {
  const rows: string[][] = [];
  for (const row of descendants(table, "table-row")) {
    const cells: string[] = [];
    for (
      const cell of elements(row).filter((e) => e.name === "table-cell" || e.name === "covered-table-cell")
    ) {
      const text = escapeTags(
        children(cell, "p").map((p) => textContent(p).trim()).join(" ") || (cell.attrs.value ?? ""),
      );
      for (let i = repeated(cell, "number-columns-repeated", MAX_COLUMNS); i > 0; i--) {
        if (cells.length < MAX_COLUMNS) cells.push(text);
      }
    }
    for (let i = repeated(row, "number-rows-repeated", MAX_ROWS); i > 0 && rows.length < MAX_ROWS; i--) {
      rows.push(cells);
    }
  }
  return rows;
}

/** The chart a package holds as markdown, or undefined when it holds something else or cannot be read. */
export function odfChartMarkdown(bytes: Uint8Array): string | undefined {
  try {
    const zip = new ZipReader(bytes, LIMITS);
    if (zip.readText("mimetype")?.trim() !== CHART_TYPE) return undefined;
    const content = zip.readText("content.xml");
    if (!content) return undefined;
    // The body's office:chart holds the chart:chart, both "chart" without their prefixes.
    const chart = descendants(parseXml(content, "chart"), "chart")
      .map((found) => found.attrs.class ? found : child(found, "chart"))
      .find((found) => found?.attrs.class);
    if (!chart) return undefined;
    const titleText = escapeTags(child(chart, "title") ? textContent(child(chart, "title")!).trim() : "");
    const kind = chart.attrs.class.replace(/^chart:/, "");
    const title = titleText || `${KINDS[kind] ?? kind[0].toUpperCase() + kind.slice(1)} chart`;
    const table = child(chart, "table");
    const rows = table ? tableRows(table) : [];
    return rows.length > 1 ? `${title}\n\n${markdownTable(rows)}` : title;
  } catch {
    // A damaged package: the chart's picture stands for it.
    return undefined;
  }
}
