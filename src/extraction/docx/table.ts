import { blocksOf } from "./body.ts";
import type { Block, DocxContext } from "./context.ts";
import { renderBlocks } from "./render.ts";
import { child, elements, val, type XmlElement } from "./xml.ts";

/** Cells of a row, looking through content controls and custom XML that may wrap them. */
function cellsOf(row: XmlElement): XmlElement[] {
  return elements(row).flatMap((node) => {
    if (node.name === "tc") return [node];
    if (node.name === "sdt") return cellsOf(child(node, "sdtContent") ?? node);
    if (node.name === "customXml") return cellsOf(node);
    return [];
  });
}

function rowsOf(table: XmlElement): XmlElement[] {
  return elements(table).flatMap((node) => {
    if (node.name === "tr") return [node];
    if (node.name === "sdt") return rowsOf(child(node, "sdtContent") ?? node);
    if (node.name === "customXml") return rowsOf(node);
    return [];
  });
}

/** A rich cell (paragraphs, lists, nested tables) flattened onto one line, as a GitHub table cell must be. */
function cellText(cell: XmlElement, ctx: DocxContext): string {
  const blocks = blocksOf(cell, ctx).map((block): Block => {
    if (block.kind === "table") {
      return { kind: "paragraph", text: block.rows.flat().filter(Boolean).join(" ") };
    }
    if (block.kind === "math") return { kind: "paragraph", text: `$${block.latex}$` };
    return block;
  });
  return renderBlocks(blocks).replace(/\s*\n\s*/g, " ").trim();
}

/**
 * Places cells on the table grid: a horizontally merged cell (gridSpan) and a vertically merged one (vMerge)
 * repeat their text in every grid position they cover, so each row keeps its column count and a reader of
 * any column sees the value that applies there.
 */
export function readTable(table: XmlElement, ctx: DocxContext): Block[] {
  const rows = rowsOf(table);
  const onlyCells = rows.length === 1 ? cellsOf(rows[0]) : [];
  // A one-cell table is a layout frame around content, not data: its content stands on its own.
  if (onlyCells.length === 1) return blocksOf(onlyCells[0], ctx);
  const grid: string[][] = [];
  for (const row of rows) {
    const out: string[] = [];
    const before = Number(val(child(row, "trPr"), "gridBefore") ?? 0);
    for (let i = 0; i < before; i++) out.push("");
    for (const cell of cellsOf(row)) {
      const tcPr = child(cell, "tcPr");
      const span = Math.max(1, Number(val(tcPr, "gridSpan") ?? 1) || 1);
      const vMerge = child(tcPr, "vMerge");
      const column = out.length;
      const above = grid.at(-1)?.[column];
      const text = vMerge && vMerge.attrs.val !== "restart" && above !== undefined
        ? above
        : cellText(cell, ctx);
      for (let i = 0; i < span; i++) out.push(text);
    }
    grid.push(out);
  }
  const width = Math.max(0, ...grid.map((row) => row.length));
  if (width === 0) return [];
  return [{ kind: "table", rows: grid.map((row) => [...row, ...Array(width - row.length).fill("")]) }];
}
