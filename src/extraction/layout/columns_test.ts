import assert from "node:assert/strict";
import type { PageContent, TextItem } from "../types.ts";
import { columnStarts } from "./column_starts.ts";
import { layoutToMarkdown } from "./layout.ts";

/** A text item in 10-point type from a PDF (its baseline known), `width` points wide. */
function item(text: string, x: number, y: number, width = text.length * 5): TextItem {
  return { text, x, y, width, height: 10, fontSize: 10, bold: false, italic: false, baseline: y + 8 };
}

const markdown = (items: TextItem[]) =>
  layoutToMarkdown([{ number: 1, width: 612, height: 792, items, rules: [], images: [] }] as PageContent[], {
    pageSeparator: false,
    skipImages: false,
  });

// As LaTeX sets two columns in 10-point type: the left column's justified lines end at 302, and the right
// column starts 8.6 points (under an em) after them, on the same baselines.
const LEFT = 57, LEFT_END = 302, RIGHT = 310.6, WIDTH = LEFT_END - LEFT;
const leftColumn = (count: number, pitch = 12) =>
  Array.from(
    { length: count },
    (_, i) => item(`left line ${i} of the first column's text`, LEFT, 100 + i * pitch, WIDTH),
  );

Deno.test("columns: a right column of four lines under an em from the left one reads after it", () => {
  const right = [
    "the end of the paper's",
    "last paragraph runs on",
    "into the right column",
    "and stops here.",
  ]
    .map((text, i) => item(text, RIGHT, 100 + i * 12, WIDTH));
  const md = markdown([...leftColumn(40), ...right]);
  assert.match(md, /left line 39 of the first column's text\s+the end of the paper's last paragraph/);
  assert.doesNotMatch(md, /left line 0 of the first column's text the end/);
});

Deno.test("columns: two lines atop the right column beside a full left column read after it", () => {
  // A page's last paragraph, the rest of it set at the top of the second column: two lines against sixty,
  // a column's gap (just over an em) after the left column's lines.
  const right = ["the end of the paper's last paragraph runs", "on into the right column and stops."]
    .map((text, i) => item(text, LEFT_END + 10.5, 100 + i * 12, WIDTH));
  const md = markdown([...leftColumn(60), ...right]);
  assert.match(md, /left line 59 of the first column's text\s+the end of the paper's last paragraph/, md);
});

Deno.test("columns: two names in the margin beside a listing of code are not a column", () => {
  // A documented macro package's page (tracklang's), as [x, width, y] in 9-point type: each macro's name out
  // in the left margin on a row of its own over its code, whose lines are set in by their nesting.
  const page = [
    [44.1, 84.7, 129.3],
    [164, 112.9, 143.2],
    [173.4, 150.6, 154.2],
    [173.4, 98.8, 165.2],
    [173.4, 263.5, 176.1],
    [182.8, 301.2, 187.1],
    [173.4, 108.2, 198],
    [173.4, 108.2, 209],
    [182.8, 150.6, 219.9],
    [182.8, 98.8, 230.9],
    [182.8, 263.5, 241.9],
    [192.2, 291.8, 252.8],
    [133.8, 171.8, 266.4],
    [308.4, 47.1, 267.2],
    [358.2, 119.2, 266.4],
    [182.8, 108.2, 281.7],
    [182.8, 108.2, 292.7],
    [133.8, 118.5, 306.2],
    [192.2, 145.9, 321.6],
    [201.6, 211.8, 332.5],
    [206.3, 207.1, 343.5],
    [192.2, 23.5, 354.4],
    [201.6, 235.3, 365.4],
    [201.6, 141.2, 376.4],
    [201.6, 108.2, 387.3],
    [211, 178.8, 398.3],
    [211, 244.7, 409.2],
    [211, 117.7, 420.2],
    [201.6, 14.1, 431.2],
    [192.2, 14.1, 442.1],
    [182.8, 14.1, 453.1],
    [173.4, 14.1, 464],
    [164, 9.4, 475],
    [20.5, 108.2, 495.9],
    [164, 145.9, 509.9],
    [173.4, 150.6, 520.8],
    [173.4, 98.8, 531.8],
    [173.4, 263.5, 542.7],
    [182.8, 301.2, 553.7],
    [173.4, 108.2, 564.7],
    [173.4, 108.2, 575.6],
    [182.8, 150.6, 586.6],
    [182.8, 98.8, 597.5],
    [182.8, 263.5, 608.5],
    [192.2, 282.4, 619.4],
    [182.8, 108.2, 630.4],
    [182.8, 108.2, 641.4],
    [192.2, 150.6, 652.3],
    [192.2, 98.8, 663.3],
  ];
  const names = new Map([[129.3, "\\TrackLangQueryEnv"], [495.9, "\\TrackLangQueryOtherEnv"]]);
  const items = page.map(([x, width, y], i) => ({
    ...item(names.get(y) ?? `code ${i}`, x, y, width),
    height: 9,
    fontSize: 9,
    baseline: y + 7,
  }));
  const md = markdown(items);
  assert.doesNotMatch(md, /TrackLangQueryEnv\s+\\\\TrackLangQueryOtherEnv/, md);
});

Deno.test("columns: a left line's last word set a column's gap from the right column's line stays left", () => {
  // LaTeX's columns stand an em apart; justification stretched the line's last space past an em, so its last
  // word stands further from the words before it than from the right column's line, which it overruns by 3
  // points (an overfull line), leaving 0.7 em.
  const right = 312;
  const items = Array.from({ length: 30 }, (_, i) => {
    const y = 100 + i * 12;
    const left = i === 10
      ? [item("left line 10 ends here.", LEFT, y, 180), item("Then", 275, y, 30)]
      : [item(`left line ${i} of the first column's text`, LEFT, y, LEFT_END - LEFT)];
    return [...left, item(`right line ${i} of the second column`, right, y, 240)];
  }).flat();
  const md = markdown(items);
  assert.match(md, /left line 10 ends here\. Then left line 11 of the first/, md);
  assert.match(md, /right line 9 of the second column right line 10 of the second column right line 11/, md);
});

Deno.test("columns: a page number centred in the gutter under both columns comes after them", () => {
  const right = 312;
  const items = Array.from({ length: 30 }, (_, i) => [
    item(`left line ${i} of the first column's text`, LEFT, 100 + i * 12, LEFT_END - LEFT),
    item(`right line ${i} of the second column`, right, 100 + i * 12, 240),
  ]).flat();
  const md = markdown([...items, item("7", 304, 520, 5)]);
  assert.match(md, /left line 29 of the first column's text\s+right line 0 of the second column/, md);
});

Deno.test("columns: a column of text beside a table of many cells reads whole, then the table", () => {
  // The table's cells outnumber the text's lines five to one, but cover no more of the page; LaTeX spreads the
  // text's lines down its column, so few stand on a row's baseline.
  const table = Array.from(
    { length: 30 },
    (_, row) =>
      ["P-" + (1000 + row), "Hinge", String(400 + row), "Leeds"].map((cell, c) =>
        item(cell, RIGHT + c * 60, 100 + row * 11, 40)
      ),
  ).flat();
  const md = markdown([...leftColumn(25, 13.2), ...table]);
  const text = md.slice(0, md.indexOf("|"));
  for (let i = 0; i < 25; i++) assert.match(text, new RegExp(`left line ${i} of the first column's text`));
  assert.match(md, /\| P-1000 \| Hinge \| 400 \| Leeds \|/);
  assert.match(md, /\| P-1029 \| Hinge \| 429 \| Leeds \|/);
});

Deno.test("columns: page numbers beside a few lines are not a column", () => {
  // A form's figures beside three of its lines: too short to be a column's lines, however few they are.
  const numbers = [3, 4, 5].map((i) => item(String(150 + i), 330, 100 + i * 12, 15));
  const md = markdown([...leftColumn(30), ...numbers]);
  assert.match(md, /left line 3 of the first column's text 153/);
});

Deno.test("columns: a column's start is where a column's line of text ends under an em before it", () => {
  const lines = (items: TextItem[][]) => items.map((i) => ({ items: i, fontSize: 10 }));
  const twoColumns = lines(
    [0, 1, 2, 3].map((i) => [item("left", LEFT, i * 12, WIDTH), item("right", RIGHT, i * 12, WIDTH)]),
  );
  assert.deepEqual(columnStarts(twoColumns), [RIGHT]);
  // Body lines run across it: a table's column inside the text.
  const crossed = [
    ...twoColumns,
    ...lines([0, 1, 2, 3, 4].map((i) => [item("body", LEFT, 100 + i * 12, 500)])),
  ];
  assert.deepEqual(columnStarts(crossed), []);
  // Numbered lines: what stands before the text is short.
  const numbered = lines(
    [0, 1, 2, 3].map((i) => [item(`${i} :`, LEFT, i * 12, 15), item("step", 80, i * 12, 200)]),
  );
  assert.deepEqual(columnStarts(numbered), []);
  // A table's row set as tight parts at every cell.
  const row = (y: number) =>
    [0, 1, 2, 3].map((c) => item(`cell ${c} of the row here`, LEFT + c * 132, y, 125));
  assert.deepEqual(columnStarts(lines([0, 1, 2, 3].map((i) => row(i * 12)))), []);
});

/** A line set flush right against 554 points, as a browser or word processor right-aligns a block. */
const flushRight = (text: string, y: number) => item(text, 554 - text.length * 5, y);

Deno.test("columns: an invoice's right-aligned block over its table's last columns is no column", () => {
  // A browser's invoice: the address left and the number and dates flush right, over a table whose quantity
  // and amount columns stand under the dates, as far right. Read as two columns, its rows came apart.
  const row = (y: number, cells: string[]) => [57, 150, 470, 510].map((x, k) => item(cells[k], x, y));
  const md = markdown([
    item("Northwind Office Supplies Ltd", 57, 57),
    flushRight("Invoice INV-2026-0412", 57),
    item("4 Canal Street", 57, 69),
    flushRight("Date: 18 November 2026", 69),
    item("Manchester M1 3HE", 57, 80),
    flushRight("Due: 18 December 2026", 80),
    item("VAT GB 123 4567 89", 57, 91),
    item("Bill to Harbour Lettings Ltd, 12 Quay Street, Bristol", 57, 112),
    ...row(150, ["Item", "Description", "Qty", "Amount"]),
    ...row(165, ["OC-1150", "Office chair", "6", "1,134.00"]),
    ...row(180, ["SD-2200", "Standing desk", "2", "1,090.00"]),
    item("Payment by bank transfer within 30 days.", 57, 210),
  ]);
  // The number and dates end exactly together and start a few points apart: set flush right, a block of
  // their own after the address.
  assert.match(
    md,
    /^Northwind Office Supplies Ltd\n\n4 Canal Street\n\nManchester M1 3HE\n\nVAT GB 123 4567 89\n\nInvoice INV-2026-0412\n\nDate: 18 November 2026\n\nDue: 18 December 2026$/m,
    md,
  );
  assert.match(
    md,
    /^\| Item \| Description \| Qty \| Amount \|\n\| - \| - \| - \| - \|\n\| OC-1150 \| Office chair \| 6 \| 1,134\.00 \|\n\| SD-2200 \| Standing desk \| 2 \| 1,090\.00 \|$/m,
    md,
  );
});

Deno.test("columns: a letterhead's address and a block set flush right beside it read block by block", () => {
  // The agenda's text runs across the page under them: no gutter parts the page.
  const body = [
    "Welcome to the meeting of the Board of Education, which is open to the public and to the press. If",
    "you would like to address the Board, please fill out a comment card available in the hallway and",
    "give it to the assistant. You will be called on to comment, and comments are limited to three minutes.",
  ].map((text, k) => item(text, 50, 253 + k * 12));
  const md = markdown([
    item("Cupertino Union School District", 77, 167),
    flushRight("April 6, 2016", 167),
    item("1309 S. Mary Avenue", 77, 180),
    flushRight("7:30 a.m.", 180),
    item("Sunnyvale, CA 94087", 77, 193),
    ...body,
  ]);
  assert.match(
    md,
    /^Cupertino Union School District\n\n1309 S\. Mary Avenue\n\nSunnyvale, CA 94087\n\nApril 6, 2016\n\n7:30 a\.m\.\n\nWelcome/m,
    md,
  );
  // A column whose lines start together, though they end together too, is a table's: its rows stay rows.
  const rows = markdown([
    item("Return", 77, 100),
    item("Name", 300, 100),
    item("void", 77, 112),
    item("beginPath( )", 300, 112),
    item("void", 77, 124),
    item("closePath( )", 300, 124),
  ]);
  assert.match(rows, /\| void \| beginPath\( \) \|\n\| void \| closePath\( \) \|/, rows);
});

Deno.test("columns: two authors' centred blocks under a paper's title read one after the other, then the columns", () => {
  const centredAt = (middle: number, texts: string[], top: number) =>
    texts.map((text, i) => item(text, middle - text.length * 2.5, top + i * 13));
  const left = (LEFT + LEFT_END) / 2, right = (RIGHT + RIGHT + WIDTH) / 2;
  const columns = Array.from({ length: 30 }, (_, i) => [
    item(`left line ${i} of the first column's text`, LEFT, 260 + i * 12, WIDTH),
    item(`right line ${i} of the second column's text`, RIGHT, 260 + i * 12, WIDTH),
  ]).flat();
  const authors = [
    ...centredAt(left, ["Maria Keller", "Department of Computer Science", "University of Basel"], 180),
    ...centredAt(right, ["Jonas Weber", "Institute for Data Science", "ETH Zurich"], 180),
  ];
  const title = item("Sparse Attention for Long Document Retrieval", 150, 150, 312);
  const md = markdown([title, ...authors, ...columns]);
  const at = (text: string) => md.indexOf(text);
  assert.ok(at("University of Basel") < at("Jonas Weber"), md);
  // A line each: a name and an address are not one paragraph.
  assert.match(md, /^Maria Keller$/m, md);
  assert.match(md, /^Department of Computer Science$/m, md);
  assert.ok(at("ETH Zurich") < at("left line 0 of the first"), md);
  assert.match(md, /left line 29 of the first column's text right line 0 of the second/, md);
  // Left-aligned lines under the title are a column's start, however far above the rest of it they stand.
  const ragged = [
    item("A short first paragraph", LEFT, 180),
    item("ends here.", LEFT, 193),
    item("The right column opens", RIGHT, 180),
    item("with one too.", RIGHT, 193),
  ];
  const plain = markdown([title, ...ragged, ...columns]);
  assert.ok(plain.indexOf("left line 29") < plain.indexOf("The right column opens"), plain);
});

Deno.test("columns: authors' names in larger type than the columns under them are text, not headings", () => {
  const sized = (text: string, middle: number, y: number, fontSize: number): TextItem => ({
    ...item(text, middle - (text.length * fontSize * 0.5) / 2, y, text.length * fontSize * 0.5),
    fontSize,
    height: fontSize,
  });
  const left = (LEFT + LEFT_END) / 2, right = (RIGHT + RIGHT + WIDTH) / 2;
  const md = markdown([
    sized("Sparse Attention for Long Document Retrieval", 306, 150, 17),
    sized("Maria Keller", left, 180, 12),
    sized("University of Basel", left, 195, 10),
    sized("Jonas Weber", right, 180, 12),
    sized("ETH Zurich", right, 195, 10),
    ...Array.from({ length: 30 }, (_, i) => [
      item(`left line ${i} of the first column's text`, LEFT, 230 + i * 12, WIDTH),
      item(`right line ${i} of the second column's text`, RIGHT, 230 + i * 12, WIDTH),
    ]).flat(),
  ]);
  assert.match(md, /^# Sparse Attention for Long Document Retrieval$/m, md);
  assert.match(md, /^Maria Keller$/m, md);
  assert.match(md, /^Jonas Weber$/m, md);
  assert.ok(md.indexOf("ETH Zurich") < md.indexOf("left line 0"), md);
});

Deno.test("columns: a centred line over the columns with a wide space in the gutter stays one line", () => {
  const md = markdown([
    item("Sparse Attention for Long Document Retrieval", 150, 150, 312),
    // REVTeX's affiliation, centred: its space of 0.7 em falls in the gutter, as a justified line's may.
    item("ETH Zurich,", 247, 180, 55),
    item("Switzerland", 309, 180, 55),
    ...Array.from({ length: 30 }, (_, i) => [
      item(`left line ${i} of the first column's text`, LEFT, 230 + i * 12, WIDTH),
      item(`right line ${i} of the second column's text`, RIGHT, 230 + i * 12, WIDTH),
    ]).flat(),
  ]);
  assert.match(md, /ETH Zurich, Switzerland/, md);
  assert.match(md, /left line 29 of the first column's text right line 0 of the second/, md);
});
