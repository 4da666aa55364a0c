import { taskBox } from "../check_boxes.ts";
import { altChunkBlocks } from "./alt_chunk.ts";
import type { Block, DocxContext } from "./context.ts";
import { readInline } from "./inline.ts";
import { numberingOf } from "./styles.ts";
import { readTable } from "./table.ts";
import { child, elements, val, type XmlElement } from "./xml.ts";

function paragraphBlocks(paragraph: XmlElement, ctx: DocxContext): Block[] {
  const pPr = child(paragraph, "pPr");
  const style = ctx.styles.get(val(pPr, "pStyle"));
  const direct = numberingOf(pPr);
  const numId = direct?.numId ?? style.numbering?.numId;
  const ilvl = direct?.ilvl ?? style.numbering?.ilvl ?? 0;
  const outline = val(pPr, "outlineLvl");
  const outlineLevel = outline !== undefined && Number(outline) < 9 ? Number(outline) : style.outlineLevel;
  const headingLevel = style.isTitle
    ? 1
    : outlineLevel !== undefined
    ? Math.min(6, outlineLevel + 2)
    : undefined;

  const inline = readInline(paragraph, ctx, headingLevel !== undefined);
  const blocks: Block[] = [...inline.before];
  const text = inline.text;
  // Numbering advances only for paragraphs that show something, as blank spacer items do not count in Word's
  // rendering of most lists either.
  const marker = text && numId !== undefined ? ctx.numbering.next(numId, ilvl) : undefined;
  if (text) {
    // A paragraph or bullet opening with a check box is a task item (pandoc writes task lists so).
    const task = taskBox(text);
    if (headingLevel !== undefined) {
      const label = marker?.ordered ? `${marker.label.replace(/[.)]$/, "")} ` : "";
      blocks.push({ kind: "heading", level: headingLevel, text: label + text.replace(/\s*\n\s*/g, " ") });
    } else if (marker) {
      const bullet = !marker.ordered
        ? "-"
        : marker.simple
        ? `${ctx.numbering.current(numId!, ilvl)}.`
        : `- ${marker.label}`;
      const item = (!marker.ordered && task) || text;
      blocks.push({ kind: "list", list: numId!, depth: ilvl, marker: bullet, text: item });
    } else if (/^\[[ x]\] /.test(text) || task) {
      blocks.push({ kind: "list", list: "checkbox", depth: 0, marker: "-", text: task ?? text });
    } else if (style.isCode) {
      // Line breaks inside a code block are plain ones, not markdown's two-space hard breaks.
      blocks.push({ kind: "code", text: text.replace(/\\([*`\\<])/g, "$1").replace(/ {2}\n/g, "\n") });
    } else if (style.isQuote) {
      blocks.push({ kind: "paragraph", text: text.replace(/^/gm, "> ") });
    } else {
      blocks.push({ kind: "paragraph", text });
    }
  }
  for (const latex of inline.displayMath) blocks.push({ kind: "math", latex });
  blocks.push(...inline.anchored);
  return blocks;
}

/** The blocks of a body-like container: the document body, a table cell, a text box, a content control. */
export function blocksOf(container: XmlElement, ctx: DocxContext): Block[] {
  const blocks: Block[] = [];
  for (const node of elements(container)) {
    switch (node.name) {
      case "p":
        blocks.push(...paragraphBlocks(node, ctx));
        break;
      case "tbl":
        blocks.push(...readTable(node, ctx));
        break;
      case "sdt":
        blocks.push(...blocksOf(child(node, "sdtContent") ?? node, ctx));
        break;
      case "AlternateContent": {
        const branch = child(node, "Choice") ?? child(node, "Fallback");
        if (branch) blocks.push(...blocksOf(branch, ctx));
        break;
      }
      case "customXml":
      case "ins":
      case "moveTo":
        blocks.push(...blocksOf(node, ctx));
        break;
      case "altChunk":
        blocks.push(...altChunkBlocks(node, ctx));
        break;
    }
  }
  return blocks;
}
