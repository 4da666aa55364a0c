import { escapeTags, markdownTable } from "../markdown_table.ts";
import { linkFootnotes } from "./footnote_links.ts";
import type { Block, TextBlock } from "./blocks.ts";
import { bodySize, headingLevels, type OutlineEntry } from "./headings.ts";
import { plainText, renderRuns } from "./inline.ts";
import { joinBrokenParagraphs } from "./page_breaks.ts";
import { carriesRowOn, rejoinBrokenCells } from "./rows_over_break.ts";
import { appendCells } from "./stacked_rows.ts";
import { joinWrappedHeadings } from "./wrapped_headings.ts";

/** The marker written between pages with `pageSeparator`: an HTML comment, invisible when rendered. */
export const pageMarker = (page: number) => `<!-- page ${page} -->`;

/** A masked margin line repeating on this share of pages is a running header or footer. */
const RUNNING_SHARE = 0.4;
// "3", "iv", "Page 3 of 9", "- 3 -", and manuals' chapter-page numbers ("7-45").
const PAGE_NUMBER = /^(page\s*)?[#ivxlc]+(\s*(of|\/)\s*#)?$|^[-–]\s*#\s*[-–]$|^#[-–]#$/i;

const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|" +
  "nov(?:ember)?|dec(?:ember)?)\\.?";
/**
 * A date written out ("2 December 2026", "December 2, 2026", "March 2024", "2026-12-02", "02/12/2026"): its
 * figures are no page number, so a cover's or a title slide's date at its foot is no running footer.
 */
const DATE = new RegExp(
  `\\b(?:\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\s+\\d{4}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|` +
    `${MONTH}\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[./]\\d{1,2}[./]\\d{2,4})\\b`,
  "gi",
);

export interface RenderOptions {
  pageSeparator: boolean;
  skipImages: boolean;
  outline?: OutlineEntry[];
}

/**
 * A browser's print header: the date and time the page was printed, then its title ("10/1/24, 3:42 PM Edgar,
 * King of England - Wikipedia"), as a margin line's signature writes it (each run of figures a "#").
 */
const PRINTED_AT = /^#\/#\/#,? #:# ?[ap]\.?m\.?(\s|$)/;

function isFurniture(block: Block, pagesWith: Map<string, Set<number>>, pageCount: number, body: number) {
  // Larger than body text at the top of the page is a title, however often its pattern repeats.
  if (block.kind !== "text" || block.edge === undefined || block.fontSize > body * 1.1) return false;
  if (PAGE_NUMBER.test(block.edge.trim())) return true;
  // A running head even on a page printed alone, where it cannot be seen repeating.
  if (PRINTED_AT.test(block.edge.trim()) && block.fontSize < body * 0.98) return true;
  // A small top or bottom line carrying a page number ("Optimized Table Tokenization 9", a browser's
  // "file:///…/minutes.html 1/2") is a running head even where it is not seen repeating: on a document too
  // short to show it, or a scan whose other pages' feet OCR did not read. A footnote ("1 Counted in
  // October.") is not.
  if (
    /^# \S|\S #(\/#)?$/.test(block.edge.trim()) && block.fontSize < body * 0.98 && !block.footnote &&
    /\d/.test(plainText(block.runs).replace(DATE, ""))
  ) return true;
  const pages = pagesWith.get(block.edge)?.size ?? 0;
  return pageCount > 1 && pages >= 2 && pages >= pageCount * RUNNING_SHARE;
}

/**
 * A table that ends one page and starts the next with as many columns continues there, and so on over as
 * many pages as it runs: a joined table ends on the page of its last part, not its first. A header the next
 * part repeats is dropped, and cells carried over the break join the row they began in (a word broken over it
 * joined again once the whole table is known, see rows_over_break.ts). A part that was the repeated header
 * alone leaves the table open for the next part on its page: a scan's header, measured smaller than its rows,
 * stood apart from them.
 */
function joinContinuedTables(blocks: Block[]): Block[] {
  const out: Block[] = [];
  // The rows of tables joined from parts on several pages.
  const joined = new Set<string[][]>();
  let lastPage = 0;
  for (const block of blocks) {
    const last = out.at(-1);
    if (
      block.kind === "table" && last?.kind === "table" && lastPage === block.page - 1 &&
      last.rows[0].length === block.rows[0].length
    ) {
      const repeatsHeader = block.rows[0].join("|") === last.rows[0].join("|");
      const rows = block.rows.slice(repeatsHeader ? 1 : 0);
      // A first row without a first cell, or only the rest of codes broken after their hyphen, is the last
      // row's cells running over the page break.
      if (rows[0] && last.rows.length > 1 && carriesRowOn(last.rows.at(-1)!, rows[0])) {
        appendCells(last.rows.at(-1)!, rows.shift()!);
      }
      last.rows.push(...rows);
      joined.add(last.rows);
      if (rows.length) lastPage = block.page;
      continue;
    }
    out.push(block);
    lastPage = block.page;
  }
  for (const rows of joined) rejoinBrokenCells(rows);
  return out;
}

/** A code block fenced with more backticks than any run of them inside it. */
function renderCode(lines: string[]): string {
  const longest = Math.max(
    2,
    ...lines.map((l) => Math.max(0, ...(l.match(/`+/g) ?? []).map((m) => m.length))),
  );
  const fence = "`".repeat(longest + 1);
  return [fence, ...lines, fence].join("\n");
}

/** Below this share of monospace text, monospace runs are code listings; above, the document is typescript. */
const CODE_SHARE = 0.5;

/** Code blocks stay code in a mostly proportional document; elsewhere they give way to their plain reading. */
function settleCode(pages: Block[][]): Block[][] {
  let code = 0, all = 0;
  for (const block of pages.flat()) {
    if (block.kind === "code") code += block.lines.reduce((n, l) => n + l.trim().length, 0);
    if (block.kind === "text") all += block.runs.reduce((n, r) => n + r.text.length, 0);
  }
  const listings = code < (code + all) * CODE_SHARE;
  return pages.map((blocks) => blocks.flatMap((b) => (b.kind === "code" && !listings ? b.fallback : [b])));
}

function renderText(block: TextBlock, level: number | undefined, indent: number): string {
  if (block.note) return `[^${block.note}]: ${renderUnquoted(block, undefined, 0)}`;
  const text = renderUnquoted(block, level, indent);
  return block.quote && !level ? `> ${text}` : text;
}

/** Whether a block is written as the further paragraph of the list item written before it. */
const continuing = (block: TextBlock, afterList: boolean, levels: Map<TextBlock, number>) =>
  !!block.continues && afterList && !block.quote && !levels.has(block);

/** A list item's marker: "-" or its number. */
const listMarker = (block: TextBlock) => block.list === "bullet" ? "-" : `${block.number ?? 1}.`;

function renderUnquoted(block: TextBlock, level: number | undefined, indent: number): string {
  if (level) {
    const number = block.list === "number" ? `${block.number ?? 1}. ` : "";
    return `${"#".repeat(level)} ${number}${renderRuns(block.runs, true)}`;
  }
  const styledWhole = block.bold || block.italic;
  const text = renderRuns(block.runs, styledWhole);
  const wrapped = styledWhole && text ? (block.bold ? `**${text}**` : `*${text}*`) : text;
  if (block.list) {
    const box = block.checked === undefined ? "" : block.checked ? "[x] " : "[ ] ";
    return `${" ".repeat(indent)}${listMarker(block)} ${box}${wrapped}`;
  }
  return wrapped;
}

/**
 * The document step: drops running headers, footers and page numbers, decides headings over the whole
 * document, joins tables continued across pages, and writes markdown.
 */
export function renderDocument(allPages: Block[][], options: RenderOptions): string {
  const pages = settleCode(allPages);
  const pagesWith = new Map<string, Set<number>>();
  for (const block of pages.flat()) {
    if (block.kind === "text" && block.edge !== undefined) {
      const set = pagesWith.get(block.edge) ?? new Set();
      set.add(block.page);
      pagesWith.set(block.edge, set);
    }
  }
  const body = bodySize(pages.flat().filter((b): b is Block & TextBlock => b.kind === "text"));
  const kept = linkFootnotes(joinWrappedHeadings(
    joinBrokenParagraphs(
      joinContinuedTables(pages.flat().filter((b) => !isFurniture(b, pagesWith, pages.length, body))),
      !options.pageSeparator,
    ),
    body,
  ));
  const text = kept.filter((b): b is Block & TextBlock => b.kind === "text");
  const levels = headingLevels(text, options.outline ?? []);
  const parts: string[] = [];
  let page = pages[0]?.[0]?.page ?? 1;
  let images = 0;
  let previousList = false;
  let depth = 0;
  /** The depth of the current list's outermost items, which render at the margin. */
  let base = 0;
  /**
   * Where the text of the last item at each depth starts: an item nested under it is indented that far, as
   * markdown nests ("2. " takes three columns, so its items are set in three spaces, not two).
   */
  const textColumns: number[] = [];
  for (const block of kept) {
    if (options.pageSeparator && block.page !== page) {
      for (let p = page + 1; p <= block.page; p++) parts.push(pageMarker(p));
    }
    page = block.page;
    let out: string;
    if (block.kind === "table") out = markdownTable(block.rows.map((row) => row.map(escapeTags)));
    else if (block.kind === "image") out = `![Image ${++images}](page-${block.page}-image-${images})`;
    else if (block.kind === "code") out = renderCode(block.lines);
    else {
      // A list starts at the margin (markdown reads an item indented four spaces with no parent as a code
      // block), and its items nest by their depth over its outermost items' (those under a question whose
      // own item is elsewhere stay siblings), each at most one level below the item before it.
      const own = block.depth ?? 0;
      base = previousList ? Math.min(base, own) : own;
      depth = previousList ? Math.min(own - base, depth + 1, 4) : 0;
      const indent = depth ? textColumns[depth - 1] ?? 2 * depth : 0;
      if (block.list) textColumns[depth] = indent + listMarker(block).length + 1;
      // An item's further paragraph is set in under its text, after a blank line.
      out = continuing(block, previousList, levels)
        ? `\n${" ".repeat(textColumns[depth] ?? 0)}${renderText(block, undefined, 0)}`
        : renderText(block, levels.get(block), indent);
    }
    if (!out.trim() || (block.kind === "text" && !plainText(block.runs))) continue;
    const isList: boolean = block.kind === "text" &&
      (!!block.list || continuing(block, previousList, levels)) &&
      !levels.has(block);
    // Items of one list stay together; everything else is separated by a blank line.
    if (isList && previousList) parts[parts.length - 1] += `\n${out}`;
    else parts.push(out);
    previousList = isList;
  }
  if (options.pageSeparator) {
    const lastPage = pages.length ? pages.length : 1;
    for (let p = page + 1; p <= lastPage; p++) parts.push(pageMarker(p));
  }
  return parts.length ? parts.join("\n\n") + "\n" : "";
}
