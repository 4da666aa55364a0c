import assert from "node:assert/strict";
import { ExtractionError } from "../types.ts";
import CFB from "cfb";
import { convertDoc, markdownOf } from "./convert_doc.ts";
import { docHeadings, docStreams, FC_STSHF, fcLcb, styleProperties } from "./headings.ts";
import { docListItems, docTables } from "./lists.ts";
import { docNestedTables } from "./nested_tables.ts";
import { storedPageCount } from "./page_count.ts";
import { docTableRows, spreadMergedCells } from "./table_rows.ts";
import { inspectDocument } from "../inspect.ts";
import { docFile } from "./testdata/files.ts";

Deno.test("doc: lines become paragraphs, blank lines and runs of spaces go", () => {
  assert.equal(markdownOf("Title\r\n\r\nFirst  line\tend\rSecond\n"), "Title\n\nFirst line end\n\nSecond");
});

Deno.test("doc: the text's own angle brackets never open HTML, in paragraphs or cells", () => {
  assert.equal(
    markdownOf("Use <b>bold</b> if x < 5\nTag\t<script>\t\n"),
    "Use &lt;b>bold&lt;/b> if x < 5\n\n| Tag | &lt;script> |\n| - | - |",
  );
});

Deno.test("doc: rows of cells (each ended by a tab) become a table, its first row the header", () => {
  assert.equal(
    markdownOf("Before\nName\tSize\t\na|b\t12\t\nlast\t\t\nAfter\n"),
    "Before\n\n| Name | Size |\n| - | - |\n| a\\|b | 12 |\n| last |  |\n\nAfter",
  );
});

Deno.test("doc: a cell of several paragraphs is one cell; lines after a table that no row takes in are paragraphs", () => {
  // word-extractor ends a cell's paragraphs with line breaks and only its last with the cell's tab.
  assert.equal(
    markdownOf("Before\n\nOptions\tPrice\t\nChoose:\n☒ Tea\n☐ Milk\t12\t\n\nAfter\n"),
    "Before\n\n| Options | Price |\n| - | - |\n| Choose: - [x] Tea - [ ] Milk | 12 |\n\nAfter",
  );
  // A paragraph between two tables of different widths, and paragraphs after a table's last row.
  assert.equal(
    markdownOf("A\tB\t\nC\tD\t\nBetween tables\nX\tY\tZ\t\n1\t2\t3\t\nAfter one\nAfter two\n"),
    "| A | B |\n| - | - |\n| C | D |\n\nBetween tables\n\n| X | Y | Z |\n| - | - | - |\n| 1 | 2 | 3 |\n\n" +
      "After one\n\nAfter two",
  );
});

Deno.test("doc: an empty paragraph in a cell is the cell's when the file's text of the table goes on after it", async () => {
  const text = "Step\tNotes\t\nOne\tFirst line\n\nSecond line\t\nTwo\tDone\t\n\nAfter\n";
  const table = "| Step | Notes |\n| - | - |\n| One | First line Second line |\n| Two | Done |\n\nAfter";
  const start = "Step";
  assert.equal(
    markdownOf(text, { tables: [{ start, text: "StepNotesOneFirstlineSecondlineTwoDone" }] }),
    table,
  );
  // Unknown to the file, an empty line ends the table, as it does after the table's last row.
  assert.match(
    markdownOf(text, { tables: [{ start }] }),
    /^\| Step \| Notes \|\n\| - \| - \|\n\nOne First line\n/,
  );
  // Made by LibreOffice from a flat ODT: the same table, its cell's paragraphs with an empty one between.
  const bytes = docFile("blank_in_cell");
  assert.equal((await convertDoc(bytes, {})).markdown, `Before\n\n${table}\n`);
});

Deno.test("doc: a one-cell table is a frame: its paragraphs stand on their own", () => {
  assert.equal(
    markdownOf("Before\nA framed note\n☒ its ticked line\t\nAfter\n", {
      tables: [{ start: "A framed note" }],
    }),
    "Before\n\nA framed note\n\n- [x] its ticked line\n\nAfter",
  );
  // A row of empty cells inside a table is one of its rows.
  assert.equal(markdownOf("A\tB\t\n\t\t\nC\tD\t\n"), "| A | B |\n| - | - |\n|  |  |\n| C | D |");
  // One row of two cells is still a table.
  assert.equal(markdownOf("Key\tValue\t\n"), "| Key | Value |\n| - | - |");
});

Deno.test("doc: list items take the bullets and numbers Word draws from the file's lists, nested by level", async () => {
  // Made by pandoc and LibreOffice from a bullet list with a nested item and a numbered list.
  const bytes = docFile("lists");
  assert.deepEqual(
    docListItems(bytes).map((item) => [item.level, item.marker, item.text]),
    [
      [0, "-", "Tent"],
      [0, "-", "Sleeping bag"],
      [1, "-", "Liner"],
      [0, "-", "Stove"],
      // LibreOffice saved the first numbered item in a list of its own, and draws it so too.
      [0, "1.", "Pitch the tent"],
      [0, "1.", "Unroll the bag"],
      [0, "2.", "Light the stove"],
    ],
  );
  const { markdown } = await convertDoc(bytes, {});
  assert.match(
    markdown,
    /^Bring these:\n\n- Tent\n- Sleeping bag\n {4}- Liner\n- Stove\n\nThen, in order:\n\n1\. Pitch/m,
  );
});

Deno.test("doc: headings numbered by their styles' list keep their numbers, in the list level's own form without the closing stop", async () => {
  // docling's test document (MIT licence) of numbered headings, saved as .doc by LibreOffice.
  const bytes = docFile("numbered_headings");
  assert.deepEqual(
    docListItems(bytes).slice(0, 4).map((item) => [item.level, item.number, item.text]),
    [[0, "1.", "Section 1"], [1, "1.1.", "Section 1.1"], [1, "1.2.", "Section 1.2"], [
      2,
      "1.2.1.",
      "Section 1.2.3",
    ]],
  );
  const { markdown } = await convertDoc(bytes, {});
  assert.match(
    markdown,
    /^## 1 Section 1\n\nParagraph 1\.1\n\nParagraph 1\.2\n\n### 1\.1 Section 1\.1$/m,
  );
  // List items whose level shows the levels above it keep the whole number after a bullet, as LibreOffice
  // draws them: markdown would number them 1 again.
  assert.match(
    markdown,
    /^1\. Appendix A: Glossary\n {4}- 1\.1\. Section A\.1\n {8}- 1\.1\.1\. Detail A\.1\.1\n/m,
  );
  assert.equal(
    markdownOf("Scope\n", {
      headings: [{ text: "Scope", level: 2 }],
      items: [{ text: "Scope", level: 0, marker: "1.", number: "1." }],
    }),
    "## 1 Scope",
  );
});

Deno.test("doc: a heading by outline level: a style's own or its base style's, or the paragraph's own", async () => {
  // docling's numbered headings: "REFERENCES" has a style of the writer's own, "heading 2 invisible num", based
  // on Heading 2, with no outline level or name of a heading of its own.
  const numbered = await convertDoc(
    docFile("numbered_headings"),
    {},
  );
  assert.match(numbered.markdown, /^### REFERENCES$/m);
  // Made by LibreOffice from a flat ODT: a paragraph of the default style given outline level 2 of its own.
  const own = await convertDoc(docFile("outline_level"), {});
  assert.equal(own.markdown, "Opening words.\n\n## An outline level of its own\n\nClosing words.\n");
});

Deno.test("doc: every paragraph style's own properties are found, each naming its style (a numbered heading style's list)", () => {
  const { word, table } = docStreams(docFile("headings"))!;
  const { fc, lcb } = fcLcb(word, FC_STSHF);
  // The file's stylesheet holds 86 styles, 34 of them paragraph styles; each of those has its properties.
  const found = styleProperties(table, fc, lcb);
  assert.equal(found.length, 86);
  assert.equal(found.filter(Boolean).length, 34);
});

Deno.test("doc: a table cell's list items are the cell's text after their markers, the first cell's too; the lists after it are found", async () => {
  // Made by pandoc and LibreOffice: a table whose first cell holds four list items, then a list.
  const bytes = docFile("table_lists");
  assert.deepEqual(
    docListItems(bytes).map((item) => [item.text, item.inTable ?? false]),
    [
      ["Cell item one", true],
      ["Cell item two", true],
      ["Cell item three", true],
      ["Cell item four", true],
      ["Body item one", false],
      ["Body item two", false],
    ],
  );
  // The paragraph properties tell where the table starts: its first cell's first paragraphs are the cell's.
  assert.deepEqual(docTables(bytes).map((table) => table.start), ["Cell item one"]);
  const { markdown } = await convertDoc(bytes, {});
  assert.match(
    markdown,
    /^\| - Cell item one - Cell item two - Cell item three - Cell item four \| Other cell \|$/m,
  );
  assert.match(markdown, /^After the table:\n\n- Body item one\n- Body item two$/m);
});

Deno.test("doc: a one-cell table's list items are a list, as its other paragraphs stand on their own", () => {
  const items = [
    { text: "Hello world1", level: 0, marker: "-", number: "", inTable: true },
    { text: "Hello2", level: 0, marker: "-", number: "", inTable: true },
    { text: "After", level: 0, marker: "1.", number: "1", inTable: false },
  ];
  assert.equal(
    markdownOf("Hello world1\nHello2\t\n\nSome text\nAfter\n", {
      items,
      tables: [{ start: "Hello world1" }],
    }),
    "- Hello world1\n- Hello2\n\nSome text\n\n1. After",
  );
  // In a table of several cells the same items are the cell's text, each after its marker.
  assert.equal(
    markdownOf("Hello world1\nHello2\tOther\t\n\nAfter\n", { items, tables: [{ start: "Hello world1" }] }),
    "| - Hello world1 - Hello2 | Other |\n| - | - |\n\n1. After",
  );
});

Deno.test("doc: a list that starts at a deeper level starts at the margin, and goes one level deeper at most", () => {
  const items = [
    { text: "First", level: 1, marker: "-", number: "" },
    { text: "Second", level: 3, marker: "-", number: "" },
  ];
  assert.equal(markdownOf("Intro\nFirst\nSecond\n", { items }), "Intro\n\n- First\n    - Second");
});

Deno.test("doc: a file that is not a Word 97–2003 document fails with a reason", async () => {
  await assert.rejects(
    convertDoc(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]), {}),
    ExtractionError,
  );
  await assert.rejects(convertDoc(new TextEncoder().encode("plain text"), {}), ExtractionError);
});

Deno.test("doc: a Word 97 file (made by LibreOffice from our own text) reads as paragraphs and a table", async () => {
  const bytes = docFile("sample");
  const result = await convertDoc(bytes, {});
  assert.match(
    result.markdown,
    /^# Quarterly notes\n\nThe first paragraph of a legacy Word file\.\n\nA second paragraph/,
  );
  assert.match(result.markdown, /\| Cell A \| Cell B \|\n\| - \| - \|/);
  // Its document properties say one page, as LibreOffice counted when it saved it.
  assert.deepEqual([result.pages, result.pagesEstimated], [1, false]);
});

/** The sample file with the page count in its document properties (the DOP in the table stream) set. */
function withStoredPages(pages: number): Uint8Array {
  const file = CFB.read(docFile("sample"), {
    type: "buffer",
  });
  const word = Uint8Array.from(CFB.find(file, "WordDocument")!.content as ArrayLike<number>);
  const fib = new DataView(word.buffer);
  const dopAt = fib.getUint32(154 + 31 * 8, true);
  const entry = CFB.find(file, "1Table")!;
  const table = Uint8Array.from(entry.content as ArrayLike<number>);
  new DataView(table.buffer).setInt16(dopAt + 46, pages, true);
  entry.content = table as never;
  return new Uint8Array(CFB.write(file, { type: "array" }) as ArrayBuffer);
}

Deno.test("doc: the page count comes from the document's own statistics; without them it is estimated", async () => {
  assert.equal(storedPageCount(withStoredPages(7)), 7);
  // An upload is priced from the same count.
  assert.deepEqual(await inspectDocument(withStoredPages(7), "notes.doc"), {
    kind: "doc",
    pages: 7,
    pagesEstimated: false,
  });
  const result = await convertDoc(withStoredPages(7), {});
  assert.deepEqual([result.pages, result.pagesEstimated], [7, false]);
  assert.match(result.markdown, /^# Quarterly notes/);
  // A count of zero is no count: the text's length gives an estimate, marked as such.
  const estimated = await convertDoc(withStoredPages(0), {});
  assert.deepEqual([estimated.pages, estimated.pagesEstimated], [1, true]);
  assert.equal(storedPageCount(new TextEncoder().encode("not a compound file")), undefined);
});

// Made from markdown with pandoc and saved as Word 97 by LibreOffice 7.4: a Title, Heading 1–3, a table, and a
// closing body line that repeats the first heading's words.
const headingsDoc = () => docFile("headings");

Deno.test("doc: headings come from the paragraph styles, a Title above Heading 1", async () => {
  const { markdown } = await convertDoc(headingsDoc(), {});
  assert.equal(
    markdown,
    [
      "# Annual Field Report",
      "## Introduction",
      "The first paragraph under the introduction explains the scope of the report.",
      "### Methods used",
      "Samples were taken every week from the three sites.",
      "#### Instruments",
      "A calibrated meter measured every sample.",
      "| Site | Samples |\n| - | - |\n| North | 12 |\n| South | 9 |",
      "## Results",
      "Results are summarised in the table above.",
      "Introduction",
    ].join("\n\n") + "\n",
  );
});

Deno.test("doc: with no Title in use, Heading 1 is the top heading; a heading between two tables parts them", async () => {
  // Markdown written to Word by pandoc, whose stylesheet defines a Title no paragraph has, saved as .doc by
  // LibreOffice. The two tables are as wide as each other.
  const bytes = docFile("pandoc_tables");
  const { markdown } = await convertDoc(bytes, {});
  assert.equal(
    markdown,
    [
      "# Sales Summary",
      "Sales grew in every region.",
      "## By Region",
      "| Region | Sales |\n| - | - |\n| North | 1,240 |\n| South | 980 |",
      "## By Product",
      "| Product | Units |\n| - | - |\n| Chairs | 124 |\n| Desks | 31 |",
      "## Outlook",
      "Growth should continue.",
    ].join("\n\n") + "\n",
  );
});

Deno.test("doc: headings are matched to paragraphs in order; a file whose styles cannot be read has none", () => {
  const headings = [{ text: "Scope", level: 2 }, { text: "Results", level: 2 }];
  assert.equal(
    markdownOf("Scope\nResults of the scope\nResults\nScope\n", { headings }),
    "## Scope\n\nResults of the scope\n\n## Results\n\nScope",
  );
  // word-extractor can lose a heading's spaces and straightens its quotes: the file's own text is written.
  // A heading it does not give at all holds up none after it.
  const fromFile = [
    { text: "Chính sách", level: 2 },
    { text: "Not in the text", level: 2 },
    { text: "Let’s eat", level: 3 },
  ];
  assert.equal(
    markdownOf("Chínhsách\nLet's eat\n", { headings: fromFile }),
    "## Chính sách\n\n### Let’s eat",
  );
  assert.deepEqual(docHeadings(new TextEncoder().encode("not a compound file")), []);
  // The stylesheet cut short: the paragraphs convert, without headings.
  const file = CFB.read(headingsDoc(), { type: "buffer" });
  const table = CFB.find(file, "1Table") ?? CFB.find(file, "0Table");
  table!.content = (table!.content as Uint8Array).slice(0, 40) as never;
  assert.deepEqual(docHeadings(new Uint8Array(CFB.write(file, { type: "array" }) as ArrayBuffer)), []);
});

Deno.test("doc: merged cells are repeated in each place they cover, from the rows' definitions in the file", async () => {
  // Made by LibreOffice from a Word table: the second row's last cell spans two of three columns, and the
  // third row's middle cell runs down into the fourth.
  const bytes = docFile("merged_cells");
  const rows = docTableRows(bytes);
  assert.deepEqual(rows.map((row) => row.edges.length), [4, 3, 4, 4]);
  assert.deepEqual(rows[3].mergedAbove, [false, true, false]);
  const { markdown } = await convertDoc(bytes, {});
  assert.match(
    markdown,
    /\| North \| closed all year \| closed all year \|\n\| South \| 12 \| 9 \|\n\| East \| 12 \| 7 \|/,
  );
});

Deno.test("doc: rows whose edges do not fit their cells keep their cells as they are", () => {
  const rows = [["a", "b", "c"], ["wide", "c"], ["x", "y"]];
  const row = (edges: number[], mergedAbove = edges.slice(1).map(() => false)) => ({ edges, mergedAbove });
  assert.deepEqual(
    spreadMergedCells(rows, [row([0, 2000, 4000, 6000]), row([0, 4000, 6000]), row([0, 2000, 4000, 6000])]),
    [
      ["a", "b", "c"],
      ["wide", "wide", "c"],
      ["x", "y"],
    ],
  );
  assert.deepEqual(spreadMergedCells(rows, []), rows);
  // A cell merged into the one above takes its text.
  assert.deepEqual(
    spreadMergedCells([["a", "tall"], ["b", ""]], [
      row([0, 1000, 2000]),
      row([0, 1000, 2000], [false, true]),
    ]),
    [["a", "tall"], ["b", "tall"]],
  );
});

Deno.test("doc: a table nested in a cell is a table when its cell is a frame, and its cell's text in a table's row", async () => {
  // Made by LibreOffice from HTML: a one-cell table holding a 2×2 table, then a row of "Outer left" and a
  // cell holding a one-row table.
  const bytes = docFile("nested_tables");
  assert.deepEqual(docNestedTables(bytes).map((table) => table.rows), [
    [["Name", "Size"], ["Oak", "Tall"]],
    [["X", "Y"]],
  ]);
  const { markdown } = await convertDoc(bytes, {});
  // word-extractor wrote the nested cells as paragraphs, one a line.
  assert.match(
    markdown,
    /^Before the frame\n\n\| Name \| Size \|\n\| - \| - \|\n\| Oak \| Tall \|\n\nBetween\n\n/,
  );
  assert.match(markdown, /^\| Outer left X Y \| {2}\|$/m);
  assert.match(markdown, /\n\nAfter\n$/);
  assert.doesNotMatch(markdown, /^(Oak|X)$/m);
});
