// HTML as the Word reader's blocks: headings, paragraphs, lists with their nesting, tables, code, and
// bold, italic, struck, code and linked text within them. For an altChunk, HTML a Word file embeds for Word
// to convert when it opens the file (html-docx-js and other generators write a whole document so). The HTML
// is untrusted: scripts, styles and the head are skipped, only web and mail links are kept, and every "<" of
// its text is written so that it opens no tag.
import { Parser } from "htmlparser2";
import { pushRun, renderRuns, type Run } from "../layout/inline.ts";
import type { Block } from "./context.ts";

/** Elements whose content is no text of the page. */
const SKIPPED = new Set([
  "script",
  "style",
  "head",
  "title",
  "noscript",
  "template",
  "svg",
  "object",
  "iframe",
]);
/** Elements that start and end a block of text of their own. */
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "aside",
  "nav",
  "blockquote",
  "center",
  "address",
  "figure",
  "figcaption",
  "dl",
  "dt",
  "dd",
  "hr",
  "form",
  "fieldset",
]);
const HEADING = /^h([1-6])$/;
const LINK = /^(https?|mailto|ftp):/i;
/** Where a picture stands among a block's runs until its placeholder is written. */
const PICTURE = "\ufffc";
/** Lists deeper than this are written at this depth. */
const MAX_DEPTH = 8;
/** A cell spans at most this many columns, or rows: a table shown has no more. */
const MAX_SPAN = 100, MAX_ROW_SPAN = 1000;

interface Style {
  bold: number;
  italic: number;
  strike: number;
  code: number;
  sup: number;
  sub: number;
  links: (string | undefined)[];
}

/** A table being read: its rows, and the row and the cell being read. */
interface Table {
  rows: string[][];
  row?: string[];
  cell?: Run[];
  /** How many columns and rows the cell being read spans: its text is repeated in each, as Word tables' are. */
  span?: number;
  rowSpan?: number;
  /** Cells of rows above that span down into the next rows, by column: their text and rows still to cover. */
  below: Map<number, { text: string; rows: number }>;
}

/**
 * The blocks of an HTML page (or fragment). `picture` gives a picture's placeholder from its address, or
 * nothing when pictures are skipped.
 */
export function htmlBlocks(html: string, picture: (source: string) => string | undefined): Block[] {
  const blocks: Block[] = [];
  const style: Style = { bold: 0, italic: 0, strike: 0, code: 0, sup: 0, sub: 0, links: [] };
  let runs: Run[] = [];
  let pictures: string[] = [];
  let skipping = 0, pre = 0, preText = "";
  let heading: number | undefined;
  const lists: { ordered: boolean; next: number }[] = [];
  /** Each outermost list is a list of its own: two in a row stay apart. */
  let listCount = 0;
  let item: { depth: number; marker: string } | undefined;
  const tables: Table[] = [];
  /** Tables within a table's cell: their cells are read into that cell, one after another. */
  let innerTables = 0;

  const text = (runsOf: Run[], picturesOf: string[]) => {
    let next = 0;
    return renderRuns(runsOf).replaceAll(PICTURE, () => picturesOf[next++] ?? "").trim();
  };
  /** Ends the block being read: a cell's text goes on in its cell, any other block is written. */
  const flush = () => {
    const table = tables.at(-1);
    if (table?.cell) return;
    const written = text(runs, pictures);
    runs = [];
    pictures = [];
    if (!written) return;
    if (heading !== undefined) blocks.push({ kind: "heading", level: heading, text: written });
    else if (item) {
      blocks.push({
        kind: "list",
        list: `html-${listCount}`,
        depth: item.depth,
        marker: item.marker,
        text: written,
      });
    } else blocks.push({ kind: "paragraph", text: written });
  };
  const add = (content: string) => {
    const table = tables.at(-1);
    const target = table?.cell ?? runs;
    const link = style.links.findLast((l) => l !== undefined);
    pushRun(target, {
      text: content,
      bold: style.bold > 0,
      italic: style.italic > 0,
      ...style.strike ? { strike: true } : {},
      ...style.code ? { code: true } : {},
      ...style.sup ? { sup: true } : {},
      ...style.sub ? { sub: true } : {},
      ...link ? { link } : {},
    });
  };
  /** Fills the row's next columns that cells above span down into (at `upTo`, all that are left). */
  const fillSpanned = (table: Table, upTo?: number) => {
    const row = table.row ??= [];
    for (const column of [...table.below.keys()].sort((a, b) => a - b)) {
      if (column < row.length || (upTo !== undefined && column !== row.length)) continue;
      while (row.length < column) row.push("");
      const above = table.below.get(column)!;
      row.push(above.text);
      if (--above.rows <= 0) table.below.delete(column);
    }
  };
  const endCell = () => {
    const table = tables.at(-1);
    if (!table?.cell) return;
    const cellText = text(table.cell, pictures);
    for (let i = 0; i < (table.span ?? 1); i++) {
      fillSpanned(table, (table.row ??= []).length);
      if ((table.rowSpan ?? 1) > 1) {
        table.below.set(table.row.length, { text: cellText, rows: table.rowSpan! - 1 });
      }
      table.row.push(cellText);
    }
    table.cell = undefined;
    pictures = [];
  };
  const endRow = () => {
    endCell();
    const table = tables.at(-1);
    if (table?.row) fillSpanned(table);
    if (table?.row) table.rows.push(table.row);
    if (table) table.row = undefined;
  };

  const parser = new Parser({
    onopentag(name, attributes) {
      if (SKIPPED.has(name) || skipping) {
        skipping++;
        return;
      }
      const level = HEADING.exec(name)?.[1];
      if (level) {
        flush();
        heading = Number(level);
      } else if (BLOCKS.has(name)) flush();
      else if (name === "br") {
        if (tables.at(-1)?.cell || item || heading !== undefined) add(" ");
        else flush();
      } else if (name === "ul" || name === "ol") {
        flush();
        if (!lists.length) listCount++;
        lists.push({ ordered: name === "ol", next: Number(attributes.start) || 1 });
      } else if (name === "li") {
        flush();
        const list = lists.at(-1);
        const marker = list?.ordered ? `${list.next++}.` : "-";
        item = { depth: Math.min(Math.max(lists.length - 1, 0), MAX_DEPTH), marker };
      } else if (name === "table") {
        if (tables.at(-1)?.cell) {
          innerTables++;
          add(" ");
        } else {
          flush();
          tables.push({ rows: [], below: new Map() });
        }
      } else if ((name === "tr" || name === "td" || name === "th") && innerTables) add(" ");
      else if (name === "tr" && tables.length) endRow();
      else if ((name === "td" || name === "th") && tables.length) {
        const table = tables.at(-1)!;
        if (table.cell) add(" ");
        else {
          table.cell = [];
          table.span = Math.min(Math.max(1, Number(attributes.colspan) || 1), MAX_SPAN);
          table.rowSpan = Math.min(Math.max(1, Number(attributes.rowspan) || 1), MAX_ROW_SPAN);
        }
      } else if (name === "pre") {
        flush();
        pre++;
      } else if (name === "b" || name === "strong") style.bold++;
      else if (name === "i" || name === "em" || name === "cite") style.italic++;
      else if (name === "s" || name === "strike" || name === "del") style.strike++;
      else if (name === "code" || name === "kbd" || name === "samp" || name === "tt") style.code++;
      else if (name === "sup") style.sup++;
      else if (name === "sub") style.sub++;
      else if (name === "a") style.links.push(LINK.test(attributes.href ?? "") ? attributes.href : undefined);
      else if (name === "img") {
        const placeholder = picture(attributes.src ?? "");
        if (placeholder) {
          pictures.push(placeholder);
          add(PICTURE);
        }
      }
    },
    ontext(content) {
      if (skipping) return;
      if (pre) preText += content;
      else add(content.replace(/\s+/g, " "));
    },
    onclosetag(name) {
      if (skipping) {
        skipping--;
        return;
      }
      if (HEADING.test(name)) {
        flush();
        heading = undefined;
      } else if (BLOCKS.has(name)) flush();
      else if (name === "li") {
        flush();
        item = undefined;
      } else if ((name === "ul" || name === "ol") && lists.length) {
        flush();
        lists.pop();
        item = undefined;
      } else if (name === "table" && innerTables) innerTables--;
      else if ((name === "tr" || name === "td" || name === "th") && innerTables) add(" ");
      else if ((name === "td" || name === "th") && tables.length) endCell();
      else if (name === "tr" && tables.length) endRow();
      else if (name === "table" && tables.length) {
        endRow();
        const { rows } = tables.pop()!;
        const width = Math.max(0, ...rows.map((row) => row.length));
        if (rows.some((row) => row.some(Boolean))) {
          blocks.push({
            kind: "table",
            rows: rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? "")),
          });
        }
      } else if (name === "pre" && pre) {
        pre--;
        if (!pre && preText.trim()) blocks.push({ kind: "code", text: preText.replace(/^\n|\n$/g, "") });
        if (!pre) preText = "";
      } else if (name === "b" || name === "strong") style.bold = Math.max(0, style.bold - 1);
      else if (name === "i" || name === "em" || name === "cite") style.italic = Math.max(0, style.italic - 1);
      else if (name === "s" || name === "strike" || name === "del") {
        style.strike = Math.max(0, style.strike - 1);
      } else if (name === "code" || name === "kbd" || name === "samp" || name === "tt") {
        style.code = Math.max(0, style.code - 1);
      } else if (name === "sup") style.sup = Math.max(0, style.sup - 1);
      else if (name === "sub") style.sub = Math.max(0, style.sub - 1);
      else if (name === "a") style.links.pop();
    },
  }, { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true });
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}
