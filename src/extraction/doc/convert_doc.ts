import { Buffer } from "node:buffer";
import WordExtractor from "word-extractor";
import { taskBox } from "../check_boxes.ts";
import { escapeTags, markdownTable } from "../markdown_table.ts";
import { type ConvertOptions, type ConvertResult, ExtractionError } from "../types.ts";
// Corrects word-extractor's finding of deleted text before any file is read (see deleted_text.ts).
import "./deleted_text.ts";
import { type AnchoredBox, type FormattedParagraph, formattedParagraphs, UNPLACED } from "./formatting.ts";
import { type DocHeading, docHeadings, paragraphKey } from "./headings.ts";
import { type DocListItem, docListItems, type DocTable, docTables } from "./lists.ts";
import { docNotes } from "./notes.ts";
import { docNestedTables, type NestedTable, placeNestedTables } from "./nested_tables.ts";
import { storedPageCount } from "./page_count.ts";
import { type DocRow, docTableRows, spreadMergedCells } from "./table_rows.ts";
import { textBoxes } from "./text_boxes.ts";

/** Characters on a typical page of body text, for a .doc file that does not say how many pages it has. */
const CHARS_PER_PAGE = 3000;

/** How many headings (or list items) ahead a paragraph is looked up among. */
const HEADING_LOOKAHEAD = 3;

const paragraph = (line: string) => line.replace(/[\t ]+/g, " ").trim();

/** A paragraph opening with a check box is a task item. */
const taskItem = (text: string) => {
  const task = taskBox(text);
  return task ? `- ${task}` : text;
};

/** What is read of a .doc file's structure from its binary format, to be matched to word-extractor's text. */
export interface DocStructure {
  headings: DocHeading[];
  items: DocListItem[];
  tables: DocTable[];
  tableRows: DocRow[];
  nestedTables: NestedTable[];
  paragraphs: FormattedParagraph[];
  /** Filled with the paragraphs of `paragraphs` the text was found to have, for what they carry. */
  taken: Set<FormattedParagraph>;
}

/**
 * Legacy Word text as markdown, best effort. word-extractor ends each table cell with a tab and each row with a
 * line break after its last cell's tab, so a table row is a line ending in a tab; runs of such lines become a
 * table. A cell of several paragraphs spans several lines, the ones before its row's last line ending in no
 * tab: within a table, such lines are held until the next row's end takes them in, or, if an empty paragraph
 * or the end comes first, until they are paragraphs after the table; an empty paragraph is a cell's when the
 * file's text of the table goes on with the next line's. `headings` (read from the file's styles, in order)
 * are matched to the text's paragraphs in turn, so a body paragraph that repeats a heading's words after it
 * stays a paragraph.
 */
export function markdownOf(text: string, file: Partial<DocStructure> = {}): string {
  const { headings = [], items = [], tables = [], tableRows = [], nestedTables = [], paragraphs = [] } = file;
  // A paragraph with emphasis or links is written as its markdown from the file's character properties and
  // fields. Each is found by its text: the file's first paragraph of the same text not yet taken, wherever it
  // stands (table cells too); plain ones are taken too, so that none takes a later one's emphasis.
  // The text is plain, none of it markup, so no "<" in it may open an HTML tag; the markdown made from the
  // character properties has its text's escaped already, and its own <sup> and <sub> stay tags.
  const byText = new Map<string, { paragraphs: FormattedParagraph[]; taken: number }>();
  for (const formatted of paragraphs) {
    const same = byText.get(formatted.key) ?? { paragraphs: [], taken: 0 };
    same.paragraphs.push(formatted);
    byText.set(formatted.key, same);
  }
  /** The file's paragraph of this text, taken: the first not yet taken. */
  const take = (words: string) => {
    const same = byText.get(paragraphKey(words));
    const found = same && same.taken < same.paragraphs.length ? same.paragraphs[same.taken++] : undefined;
    if (found) file.taken?.add(found);
    return found;
  };
  /** Pictures alone in a table cell, for the cell written next. */
  let forNextCell: string[] = [];
  /** A paragraph as markdown, with the pictures in paragraphs of their own before and after it. */
  const inMarkdown = (words: string) => {
    const formatted = take(words);
    if (formatted?.nextCell) forNextCell.push(...formatted.nextCell);
    const text = formatted?.markdown ?? escapeTags(formatted?.text ?? words);
    return [...formatted?.before ?? [], text, ...formatted?.after ?? []].join("\n\n");
  };
  // A table nested in a cell stands in the text as one line, a mark no text has, until its cell is written.
  const lines = text.replaceAll("\u0000", "").replace(/\r\n?/g, "\n").split("\n");
  const nested = new Map<string, NestedTable>();
  for (const { at, end, table } of placeNestedTables(lines, nestedTables).reverse()) {
    const mark = `\u0000${nested.size}`;
    nested.set(mark, table);
    lines.splice(at, end - at, mark);
  }
  /** A line's text: a nested table's cells, one after another, or the line itself. */
  const flat = (line: string) => nested.get(line)?.rows.flat().join(" ") ?? line;
  // A table cell's items are looked for in its cells in turn, and in a one-cell table (a frame), whose
  // paragraphs stand on their own; nested tables' are passed over, so they are looked for without a limit.
  const bodyItems = items.filter((item) => !item.inTable), cellItems = items.filter((item) => item.inTable);
  const cellItemKeys = cellItems.map((item) => paragraphKey(item.text));
  let next = 0, nextItem = 0, nextCellItem = 0, nextTable = 0, nextRow = 0;
  /** A cell's paragraph; a list item's after its marker ("- ", "1. "), as the Word reader writes them. */
  const cellLine = (line: string): string => {
    // A table nested in the cell: its cells' text, one after another.
    const table = nested.get(line);
    if (table) return table.rows.flat().map(cellText).filter(Boolean).join(" ");
    const words = paragraph(line);
    const key = paragraphKey(words);
    const found = words ? cellItemKeys.indexOf(key, nextCellItem) : -1;
    if (found < 0) return taskItem(inMarkdown(words));
    nextCellItem = found + 1;
    return `${cellItems[found].marker} ${inMarkdown(words)}`;
  };
  /** A table cell's paragraphs, one after another on the cell's one line, after the pictures it holds alone. */
  const cellText = (cell: string) => {
    const pictures = forNextCell;
    forNextCell = [];
    return [...pictures, ...cell.split("\n").map(cellLine)].filter(Boolean).join(" ");
  };
  /** The file's table the text's current (or last) table was found to be, if it was. */
  let currentTable: DocTable | undefined;
  /** Whether a line is the next table's first paragraph; if so, the tables before it are passed. */
  const startsTable = (line: string) => {
    const key = paragraphKey(paragraph(nested.get(line)?.lines[0] ?? line));
    const found = tables.slice(nextTable, nextTable + HEADING_LOOKAHEAD).findIndex(({ start }) =>
      paragraphKey(start) === key
    );
    if (found >= 0) {
      currentTable = tables[nextTable + found];
      nextTable += found + 1;
    }
    return found >= 0;
  };
  // The list being written: the level its first item has, and the depth of the last (-1: none).
  let listBase = 0, lastDepth = -1;
  const parts: string[] = [];
  /** The current table's rows, each cell's text as word-extractor gives it (its paragraphs on lines). */
  let rows: string[][] = [];
  /** Each row as the file defines it (its cells' edges and merges), in the order rows end there. */
  let defined: (DocRow | undefined)[] = [];
  /** The current table's lines as the text has them: a one-cell table's are written as paragraphs. */
  let tableLines: string[] = [];
  const held: string[] = [];
  const addParagraph = (line: string, framed = false) => {
    const table = nested.get(line);
    if (table) {
      lastDepth = -1;
      parts.push(markdownTable(table.rows.map((row) => row.map(cellText))));
      return;
    }
    const words = paragraph(line);
    if (!words) return;
    // A heading word-extractor wrote differently is passed over after a few, so it does not hold up the rest.
    // A heading found is written as the file has it: the same characters, with the spaces and curly quotes
    // word-extractor can lose.
    const key = paragraphKey(words);
    const found = headings.slice(next, next + HEADING_LOOKAHEAD).findIndex((h) =>
      paragraphKey(h.text) === key
    );
    // List items are found the same way, and take the bullet or number Word draws before them.
    const [list, from] = framed ? [cellItems, nextCellItem] : [bodyItems, nextItem];
    const item = list.slice(from, framed ? undefined : from + HEADING_LOOKAHEAD).findIndex((i) =>
      paragraphKey(i.text) === key
    );
    const takeItem = () => {
      if (framed) nextCellItem += item + 1;
      else nextItem += item + 1;
    };
    if (found >= 0) {
      const heading = headings[next + found];
      // A heading in a list (Word's numbered heading styles) keeps its number, without its closing stop, as
      // the Word reader writes it ("## 1.2 Scope").
      const number = item >= 0 ? list[from + item].number.replace(/[.)]$/, "") : "";
      if (item >= 0) takeItem();
      // Written plain, as headings carry their own weight; its paragraph is taken all the same, for its pictures
      // and the notes it refers to, whose references follow its text.
      const formatted = take(words);
      const references = (formatted?.notes ?? []).map((label) => `[^${label}]`).join("");
      lastDepth = -1;
      parts.push(
        ...formatted?.before ?? [],
        escapeTags(`${"#".repeat(heading.level)} ${number ? `${number} ` : ""}${heading.text}`) + references,
        ...formatted?.after ?? [],
      );
      next += found + 1;
      return;
    }
    if (item >= 0) {
      const { level, marker } = list[from + item];
      // A list may start at a deeper level (its items under a numbered heading's level): its first item is
      // at the margin, and no item is more than one level deeper than the one before it, as markdown nests.
      const first = lastDepth < 0;
      const depth = Math.min(first ? 0 : lastDepth + 1, Math.max(0, level - (first ? level : listBase)));
      if (first) listBase = level;
      lastDepth = depth;
      // Items of one list follow one another line by line, a tight list, as the Word reader writes them.
      const itemLine = `${"    ".repeat(depth)}${marker} ${inMarkdown(words)}`;
      if (first) parts.push(itemLine);
      else parts[parts.length - 1] += `\n${itemLine}`;
      takeItem();
      return;
    }
    lastDepth = -1;
    parts.push(taskItem(inMarkdown(words)));
  };
  const endTable = () => {
    if (rows.length === 1 && rows[0].length === 1) {
      // A one-cell table is a frame around its content, as the Word reader takes it: its paragraphs (a list,
      // a note) stand on their own.
      for (const line of tableLines) addParagraph(line.replace(/\t$/, ""), true);
    } else if (rows.length) {
      // Cells are written only now, a table known: a paragraph's emphasis is taken once, by the first text
      // written with it, and a frame's paragraphs are written as paragraphs.
      parts.push(markdownTable(spreadMergedCells(rows.map((row) => row.map(cellText)), defined)));
      lastDepth = -1;
    }
    // Pictures meant for a cell no table wrote stand on their own.
    parts.push(...forNextCell.splice(0));
    rows = [];
    defined = [];
    tableLines = [];
    for (const line of held.splice(0)) addParagraph(line);
  };
  // The index of the next line with text after each line (lines.length where none is).
  const nextWithText: number[] = Array(lines.length);
  for (let i = lines.length - 1, after = lines.length; i >= 0; i--) {
    nextWithText[i] = after;
    if (lines[i].trim()) after = i;
  }
  /**
   * Whether the current table's text in the file goes on with the text of the line after the empty line at
   * `index`: then that empty line is an empty paragraph in one of its cells, not the table's end.
   */
  const tableGoesOn = (index: number) => {
    const known = currentTable?.text;
    const upcoming = lines[nextWithText[index]];
    if (!known || upcoming === undefined) return false;
    const taken = paragraphKey([...tableLines, ...held].map(flat).join(""));
    return known.startsWith(taken + paragraphKey(flat(upcoming)));
  };
  for (const [index, line] of lines.entries()) {
    // A row of empty cells is a row too once a table has begun, or ends the first row of one whose first
    // cell's paragraphs are held (the cell of a nested table ends so).
    if (line.endsWith("\t") && (line.trim() || rows.length || held.length)) {
      if (!rows.length && !held.length) startsTable(line.split("\t")[0]);
      // A nested table's mark stays on its line, for its cells to be written with the cell's.
      const cells = (lines: string[]) => lines.join("\n").slice(0, -1).split("\t");
      const row = cells([...held, line]);
      // Lines held before a row that opens the file's next table, or before a row of another width, were
      // paragraphs between two tables (a heading), not a cell's; so were those before a held line that opens
      // the next table (its first cell's paragraphs: a nested table's cell ends in a row of tabs alone).
      const opens = held.length > 0 && rows.length > 0
        ? held.findIndex((waiting) => startsTable(waiting))
        : -1;
      const between = held.length > 0 && rows.length > 0 &&
        (opens >= 0 || startsTable(line.split("\t")[0]) || row.length !== rows[rows.length - 1].length);
      if (between) {
        const opening = opens >= 0 ? held.splice(opens) : [];
        endTable();
        rows.push(cells([...opening, line]));
        tableLines.push(...opening, line);
      } else {
        tableLines.push(...held.splice(0), line);
        rows.push(row);
      }
      defined.push(tableRows[nextRow++]);
      continue;
    }
    // Lines within a table, or a table's first cell's first paragraphs (known from the file's paragraph
    // properties), wait for their row's end.
    if (line.trim() && (rows.length || held.length || startsTable(line))) {
      held.push(line);
      continue;
    }
    if (!line.trim() && (rows.length || held.length) && tableGoesOn(index)) continue;
    endTable();
    addParagraph(line);
  }
  endTable();
  for (const blocks of paragraphs.filter((formatted) => formatted.key === UNPLACED)) {
    file.taken?.add(blocks);
    parts.push(...blocks.after ?? []);
  }
  return parts.join("\n\n");
}

/**
 * A note as a markdown footnote's definition, its paragraphs on one line; or, when the text was not found to
 * refer to it (a renderer would hide a footnote nothing refers to), as a paragraph.
 */
function noteMarkdown(paragraphs: FormattedParagraph[], label: number, referred: boolean): string {
  const text = paragraphs.map((p) => p.markdown ?? escapeTags(p.text ?? "")).join(" ");
  return referred ? `[^${label}]: ${text}` : text;
}

/**
 * Converts a legacy .doc (Word 97–2003) file: body text with its headings, tables and text boxes, without
 * headers and footers.
 */
export async function convertDoc(
  bytes: Uint8Array,
  options: Pick<ConvertOptions, "onPage"> & Partial<Pick<ConvertOptions, "skipImages">>,
): Promise<ConvertResult> {
  let document;
  try {
    document = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
  } catch (error) {
    throw new ExtractionError(
      "corrupt",
      `The Word 97–2003 file could not be read: ${(error as Error)?.message ?? error}`,
    );
  }
  const notes = docNotes(bytes);
  // Notes are labelled in the order the text refers to them, as in Word files.
  const noteLabels = new Map(notes.map((note, i) => [note.reference, i + 1]));
  const formatted = (range?: { from: number; to: number }, boxes?: AnchoredBox[]) =>
    formattedParagraphs(bytes, { skipImages: options.skipImages, range, boxes, notes: noteLabels });
  const boxes = textBoxes(bytes).map((box) => ({
    ...box,
    markdown: markdownOf(box.text, {
      paragraphs: formatted(box.range),
      items: docListItems(bytes, box.range),
    }),
  }));
  const anchored = boxes.filter((box): box is typeof box & { anchor: number } => box.anchor !== undefined);
  const taken = new Set<FormattedParagraph>();
  const body = markdownOf(document.getBody(), {
    headings: docHeadings(bytes),
    items: docListItems(bytes),
    tables: docTables(bytes),
    tableRows: docTableRows(bytes),
    nestedTables: docNestedTables(bytes),
    paragraphs: formatted(undefined, anchored),
    taken,
  });
  // Text boxes went after the paragraph their shape is anchored in; those whose place is not known (a shape in
  // a group, a paragraph not found in word-extractor's text) follow the body, as all of them did before.
  const placed = new Set<unknown>(
    [...taken].flatMap((paragraph) => paragraph.boxes ?? []).map((i) => anchored[i]),
  );
  const rest = boxes.length
    ? boxes.filter((box) => !placed.has(box)).map((box) => box.markdown)
    : [markdownOf(document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }))];
  const referred = new Set([...taken].flatMap((paragraph) => paragraph.notes ?? []));
  const noteTexts = notes.map((note, i) => noteMarkdown(formatted(note.range), i + 1, referred.has(i + 1)));
  // Pictures are numbered in the order they stand, the text boxes' among the body's.
  let pictures = 0;
  const markdown = [body, ...rest, ...noteTexts].filter(Boolean).join("\n\n")
    .replace(/!\[Image \d+\]\((Data|Blip)\//g, (_, store) => `![Image ${++pictures}](${store}/`);
  const stored = storedPageCount(bytes);
  const pages = stored ?? Math.max(1, Math.ceil(markdown.length / CHARS_PER_PAGE));
  options.onPage?.(pages, pages);
  return {
    markdown: markdown ? markdown + "\n" : "",
    pages,
    pagesEstimated: stored === undefined,
    warnings: [],
  };
}
