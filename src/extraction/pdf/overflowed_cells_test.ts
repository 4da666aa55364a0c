import assert from "node:assert/strict";
import { makePdf, type PdfText } from "../testing/make_pdf.ts";
import { convertPdf } from "./convert_pdf.ts";
import { openPdf } from "./open_pdf.ts";
import { anyBreakAtAStart, type RunMeasures } from "./overflowed_cells.ts";
import { readPdfPage } from "./page_content.ts";
import type { TextItem } from "../types.ts";

const options = { accuracy: "lite" as const, pageSeparator: false, skipImages: false };
// Helvetica's widths at 10 points: "2015-2017 " is eight digits, a hyphen and a space.
const YEARS = (8 * 556 + 333 + 278) / 100;

/** The runs of a page of these texts as the page reader gives them to the layout: cut, or not. */
async function pageItems(texts: PdfText[]) {
  const { document, close } = await openPdf(makePdf([{ texts }]));
  try {
    return (await readPdfPage(await document.getPage(1))).content.items;
  } finally {
    await close();
  }
}

Deno.test("pdf: a cell that runs up to the next one a word space away is still a cell of its own", async () => {
  // As LaTeX sets a column too narrow for its years: each row's years and degree are one run, and the degree
  // starts exactly where the header's "Degree" does.
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "Years" },
    { x: 72 + YEARS, y: 100, text: "Degree" },
    { x: 320, y: 100, text: "School" },
    { x: 72, y: 116, text: "2015-2017 Master of Civil Engineering" },
    { x: 320, y: 116, text: "INSA Lyon" },
    { x: 72, y: 130, text: "2012-2015 Bachelor of Science" },
    { x: 320, y: 130, text: "Budapest University" },
  ];
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.match(markdown, /^\| Years +\| Degree +\| School +\|$/m, markdown);
  assert.match(markdown, /^\| 2015-2017 +\| Master of Civil Engineering +\| INSA Lyon +\|$/m, markdown);
  // The second row learns the column from the first row's cut.
  assert.match(markdown, /^\| 2012-2015 +\| Bachelor of Science +\| Budapest University +\|$/m, markdown);
});

Deno.test("pdf: a cell that runs into the next one with no space at all is cut where that cell starts", async () => {
  // "10:30-11:00" is eight digits, two colons and a hyphen wide; the "Session" column starts a point before
  // it ends, so "Coffee" is drawn hard against it and the two make one run.
  const time = (8 * 556 + 2 * 278 + 333) / 100, session = 72 + time - 1;
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "Time" },
    { x: session, y: 100, text: "Session" },
    { x: 320, y: 100, text: "Room" },
    { x: 72, y: 116, text: "10:30-11:00" },
    { x: session, y: 116, text: "Coffee" },
    { x: 320, y: 116, text: "Foyer" },
    { x: 72, y: 130, text: "11:00-12:30" },
    { x: session, y: 130, text: "Workshop" },
    { x: 320, y: 130, text: "Room 2" },
  ];
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.match(markdown, /^\| Time +\| Session +\| Room +\|$/m, markdown);
  assert.match(markdown, /^\| 10:30-11:00 +\| Coffee +\| Foyer +\|$/m, markdown);
  assert.match(markdown, /^\| 11:00-12:30 +\| Workshop +\| Room 2 +\|$/m, markdown);
});

Deno.test("pdf: a word merely near a cell's start is not cut off: columns line up exactly", async () => {
  // The degrees start half a point right of the header's "Degree": by chance, as a sentence's word might.
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "Years" },
    { x: 72 + YEARS - 0.5, y: 100, text: "Degree" },
    { x: 320, y: 100, text: "School" },
    { x: 72, y: 116, text: "2015-2017 Master of Civil Engineering" },
    { x: 320, y: 116, text: "INSA Lyon" },
  ];
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.doesNotMatch(markdown, /\| Master/, markdown);
  assert.match(markdown, /2015-2017 Master of Civil Engineering/, markdown);
});

Deno.test("pdf: a row of cells finds its columns past a first cell wrapped onto three lines", async () => {
  // LaTeX's narrow columns: "Desk and chair" takes three lines, so the nearest row showing every column stands
  // 3.6 ems above the row whose "Employee" is drawn hard against "Not" (Helvetica: "Employee" is 44.46 points).
  const notes = 150 + 44.46 - 1;
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "Item" },
    { x: 150, y: 100, text: "By" },
    { x: notes, y: 100, text: "Notes" },
    { x: 72, y: 112, text: "Desk" },
    { x: 150, y: 112, text: "Staff" },
    { x: notes, y: 112, text: "An allowance of 250 euros is paid once, on" },
    { x: 72, y: 124, text: "and" },
    { x: notes, y: 124, text: "receipt of an invoice." },
    { x: 72, y: 136, text: "chair" },
    { x: 72, y: 148, text: "Internet" },
    { x: 150, y: 148, text: "Employee" },
    { x: notes, y: 148, text: "Not reimbursed, except for staff on" },
    { x: 72, y: 160, text: "access" },
    { x: notes, y: 160, text: "call." },
  ];
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.match(markdown, /\| Employee +\| Not reimbursed, except for staff on/, markdown);
  assert.doesNotMatch(markdown, /EmployeeNot/, markdown);
});

Deno.test("pdf: a caption's line under a table is not cut where a word starts at a cell's start 3.5 ems off", async () => {
  // Helvetica: "upper soil layer " is 70.58 points, so "during" starts where the "Farms" column does. Cut
  // there, the caption's second line would be a row of two cells, and take its first line into the table.
  const farms = 72 + 70.58;
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "Practice" },
    { x: farms, y: 100, text: "Farms" },
    { x: 250, y: 100, text: "Yield" },
    { x: 72, y: 112, text: "Mulch" },
    { x: farms, y: 112, text: "12" },
    { x: 250, y: 112, text: "3.1" },
    { x: 72, y: 135, text: "Yield is in tonnes per hectare and moisture is the share of water in the" },
    { x: 72, y: 147, text: "upper soil layer during flowering." },
  ];
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.match(markdown, /share of water in the upper soil layer during flowering\.$/m, markdown);
});

Deno.test("pdf: a cell run a word space into the next is cut where wrapped rows' further lines start", async () => {
  // No line shows both columns' starts apart: the times run (a separate run, or the same one) up to the
  // sessions, but the sessions wrapped onto further lines start the column there, with the time cells empty.
  const session = 72 + (8 * 556 + 2 * 278 + 333 + 278) / 100;
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "9:30-10:30" },
    { x: session, y: 100, text: "Finding leaks before" },
    { x: 320, y: 100, text: "Main" },
    { x: session, y: 112, text: "they surface" },
    { x: 320, y: 112, text: "Hall" },
    { x: 72, y: 126, text: "10:30-11:00 Coffee" },
    { x: 320, y: 126, text: "Foyer" },
    { x: 72, y: 140, text: "11:00-12:30" },
    { x: session, y: 140, text: "Workshop: pressure" },
    { x: 320, y: 140, text: "Room" },
    { x: session, y: 152, text: "management" },
    { x: 320, y: 152, text: "2" },
  ];
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.match(markdown, /^\| 10:30-11:00 +\| Coffee +\| Foyer +\|$/m, markdown);
});

Deno.test("pdf: a reference's text after its label is no cell, though its further lines start there", async () => {
  // Its further lines start a word space past "[2]" (Helvetica's widths), beside the other column's lines.
  const indent = 72 + (278 + 556 + 278 + 278) / 100;
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "[1] A. Rigo. Representation-based just-in-time specialization and the" },
    { x: indent, y: 111, text: "Psyco prototype for Python. In PEPM, 2004." },
    { x: 330, y: 111, text: "the other column" },
    { x: 72, y: 122, text: "[2] M. Salib. Starkiller: a static type inferencer and compiler for" },
    { x: indent, y: 133, text: "Python. Master's thesis, 2004." },
    { x: 330, y: 133, text: "its next line" },
  ];
  const items = await pageItems(texts);
  assert.ok(items.some((i) => i.text.startsWith("[2] M. Salib")), JSON.stringify(items));
});

Deno.test("pdf: a figure's groups of digits are no cells, though lines of cells start where its last one does", async () => {
  // Right-aligned at 300 in Helvetica: "003" of "33 003" starts where "488" and "491" do, the first cells of
  // the lines around it.
  const digits = (count: number) => (count * 556) / 100;
  const texts: PdfText[] = [
    { x: 300 - digits(3), y: 100, text: "488" },
    { x: 330, y: 100, text: "a" },
    { x: 72, y: 112, text: "Algeria" },
    { x: 300 - digits(5) - 2.78, y: 112, text: "33 003" },
    { x: 300 - digits(3), y: 124, text: "491" },
    { x: 330, y: 124, text: "b" },
  ];
  const items = await pageItems(texts);
  assert.ok(items.some((i) => i.text === "33 003"), JSON.stringify(items));
});

Deno.test("pdf: a figure run into the one before it is cut where its right-aligned column's cells start", async () => {
  // As LaTeX sets a statement in a narrow column: "3,460.00" overflows into the balance a word space away, in
  // one run, and "4,905.21" starts where the balances above and below it start (figures of one width).
  const figure = (6 * 556 + 2 * 278) / 100, balance = 360 - figure;
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "Date" },
    { x: 110, y: 100, text: "Description" },
    { x: 262, y: 100, text: "Money in" },
    { x: 330, y: 100, text: "Balance" },
    { x: 72, y: 114, text: "24 Oct" },
    { x: 110, y: 114, text: "Card payment" },
    { x: balance, y: 114, text: "1,445.21" },
    { x: 72, y: 128, text: "25 Oct" },
    { x: 110, y: 128, text: "Salary" },
    { x: balance - figure - 2.78, y: 128, text: "3,460.00 4,905.21" },
    { x: 72, y: 142, text: "27 Oct" },
    { x: 110, y: 142, text: "Transfer" },
    { x: balance, y: 142, text: "3,405.21" },
  ];
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.match(markdown, /^\| 25 Oct +\| Salary +\| 3,460\.00 +\| 4,905\.21 +\|$/m, markdown);
});

Deno.test("pdf: right-aligned headers a word space apart are cut where their columns' cells end", async () => {
  // LNCS sets a table's columns 2.8 points apart: "Text" and "Tables" over right-aligned figures are one run,
  // each word ending where its column's figures end. Helvetica's widths at 10 points: "Text" is 19.45 wide,
  // each figure 19.46, the space 2.78, "Tables" 30.01.
  const column = 150, header = column + 0.01, last = header + 19.45 + 2.78 + 30.01 - 19.46;
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "System" },
    { x: header, y: 100, text: "Text Tables" },
    ...[["Baseline", "0.81", "0.00"], ["Ours", "0.94", "0.66"], ["Oracle", "1.00", "1.00"]].flatMap((
      [name, text, tables],
      i,
    ) => [
      { x: 72, y: 114 + i * 12, text: name },
      { x: column, y: 114 + i * 12, text },
      { x: last, y: 114 + i * 12, text: tables },
    ]),
  ];
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.match(markdown, /^\| System +\| Text +\| Tables +\|$/m, markdown);
  assert.match(markdown, /^\| Baseline +\| 0\.81 +\| 0\.00 +\|$/m, markdown);
});

Deno.test("pdf: a header run over two left-aligned columns is cut where its second word nearly meets its column", async () => {
  // As pandoc's LaTeX sets a header, each cell in a box of its own: "Room Teacher" is one run, and "Teacher"
  // starts a third of a point left of the teachers under it. "Room " is 29.45 points of Helvetica at 10.
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "Class" },
    { x: 160, y: 100, text: "Day" },
    { x: 250, y: 100, text: "Room Teacher" },
    { x: 400, y: 100, text: "Fee" },
    ...[["Pottery", "Wednesday", "Kiln", "Sara Okafor", "210"], [
      "First Aid",
      "Thursday",
      "Hall",
      "Mark Evans",
      "95",
    ]]
      .flatMap((cells, r) =>
        cells.map((text, c) => ({ x: [72, 160, 250, 279.81, 400][c], y: 116 + r * 14, text }))
      ),
  ];
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.match(markdown, /^\| Class +\| Day +\| Room +\| Teacher +\| Fee +\|$/m, markdown);
  assert.match(markdown, /^\| Pottery +\| Wednesday +\| Kiln +\| Sara Okafor +\| 210 +\|$/m, markdown);
});

Deno.test("pdf: runs are looked over for cells only where some line holds cells, not on running text", () => {
  const run = (text: string, x: number, y: number, width: number): TextItem => ({
    text,
    x,
    y,
    width,
    height: 10,
    fontSize: 10,
    bold: false,
    italic: false,
  });
  // A run's spaces and the words after them, from its start, as the walk measures them.
  const measures = (item: TextItem, spaces: number[]): [TextItem, RunMeasures] => [
    item,
    { str: item.text, spaces, wordStarts: spaces.map((s) => s + 2.5), joints: [] },
  ];
  // Two lines of running text, one run each, 12.5 points apart: a word of the longer one ends right where
  // the shorter one does.
  const short = run("the engine", 72, 100, 50), long = run("the engine reads", 72, 112.5, 80);
  const text = new Map([measures(short, [15]), measures(long, [15, 50])]);
  assert.equal(anyBreakAtAStart([short, long], text), false);
  // A page number on a line of its own starts right where a word of the line above does.
  const number = run("7", 89.5, 125, 5);
  assert.equal(anyBreakAtAStart([short, long, number], new Map([...text, measures(number, [])])), false);
  // A header's first cell with another beside it ends where a word of the run under it ends.
  const name = run("Name", 72, 100, 50), price = run("Price", 200, 100, 25);
  const table = new Map([measures(long, [15, 50])]);
  assert.equal(anyBreakAtAStart([name, price, long], table), true);
});
