import { escapeTags } from "../markdown_table.ts";
import type { Block } from "./context.ts";
import { child, children, descendants, elements, textContent, type XmlElement } from "./xml.ts";

/** Cached chart values carry binary float noise (4.4000000000000004); Excel shows them rounded. */
function tidyNumber(value: string): string {
  return /^-?\d+\.\d{10,}$/.test(value) ? String(Number(Number(value).toPrecision(12))) : value;
}

function points(cache: XmlElement | undefined): string[] {
  const out: string[] = [];
  for (const pt of descendants(cache ?? { name: "", attrs: {}, children: [] }, "pt")) {
    out[Number(pt.attrs.idx ?? out.length)] = escapeTags(
      tidyNumber(textContent(child(pt, "v") ?? pt).trim()),
    );
  }
  return Array.from(out, (v) => v ?? "");
}

/** A DrawingML chart part as its title and its data table (categories by series) from the cached values. */
export function chartBlocks(chartSpace: XmlElement): Block[] {
  const chart = child(chartSpace, "chart");
  const plotArea = child(chart, "plotArea");
  if (!chart || !plotArea) return [];
  // Titles and values are the file's text: a "<" in them opens no tag.
  const titleText = escapeTags(
    descendants(child(chart, "title") ?? { name: "", attrs: {}, children: [] }, "t").map(textContent).join("")
      .trim(),
  );
  const kinds = elements(plotArea).filter((e) => e.name.endsWith("Chart"));
  const kindName = kinds[0]?.name.replace(/3D/, "").replace(/Chart$/, "");
  const title = titleText || (kindName ? `${kindName[0].toUpperCase()}${kindName.slice(1)} chart` : "");
  const series = kinds.flatMap((kind) => children(kind, "ser"));
  const blocks: Block[] = title ? [{ kind: "paragraph", text: title }] : [];
  if (series.length === 0) return blocks;
  const names = series.map((ser, i) => points(child(ser, "tx"))[0] || `Series ${i + 1}`);
  const categories = points(child(series[0], "cat") ?? child(series[0], "xVal"));
  const values = series.map((ser) => points(child(ser, "val") ?? child(ser, "yVal")));
  const rowCount = Math.max(categories.length, ...values.map((v) => v.length));
  const rows = [["", ...names]];
  for (let r = 0; r < rowCount; r++) rows.push([categories[r] ?? "", ...values.map((v) => v[r] ?? "")]);
  blocks.push({ kind: "table", rows });
  return blocks;
}
