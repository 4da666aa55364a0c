import assert from "node:assert/strict";
import type { Block } from "./blocks.ts";
import { takeFootnotes } from "./footnotes.ts";

const text = (words: string, top: number, fontSize = 10, bold = false): Block => ({
  kind: "text",
  runs: [{ text: words, bold, italic: false }],
  fontSize,
  bold,
  italic: false,
  lines: 1,
  monospace: false,
  page: 1,
  top,
});

const wordsOf = (blocks: Block[]) => blocks.map((b) => b.kind === "text" ? b.runs[0].text : b.kind);

/** A column of body text, ten paragraphs from the top down. */
const bodyColumn = () =>
  Array.from(
    { length: 10 },
    (_, i) => text(`paragraph ${i + 1} of the body, long enough to set the body size.`, i * 60),
  );

Deno.test("footnotes: small print at a column's foot right under body text, starting with its mark, is taken", () => {
  const column = [
    ...bodyColumn(),
    text("1 The source of the figure.", 620, 8),
    text("2 Another note.", 640, 8),
  ];
  const { notes } = takeFootnotes([column]);
  assert.deepEqual(wordsOf(notes), ["1 The source of the figure.", "2 Another note."]);
  assert.equal(column.length, 10);
});

Deno.test("footnotes: small print under a heading, over much of its column, or without a mark stays", () => {
  const underHeading = [
    ...bodyColumn(),
    text("References", 600, 10, true),
    text("[1] A. Author, A title.", 620, 8),
  ];
  const most = [
    ...bodyColumn().slice(0, 3),
    ...[1, 2, 3, 4, 5].map((n) => text(`${n} A long note.`, 200 + n * 60, 8)),
  ];
  const unmarked = [...bodyColumn(), text("Source: the survey of 2024.", 620, 8)];
  for (const column of [underHeading, most, unmarked]) {
    const before = wordsOf(column);
    assert.deepEqual(takeFootnotes([column]).notes, []);
    assert.deepEqual(wordsOf(column), before);
  }
});

Deno.test("footnotes: unmarked small print under body text that stops mid-sentence is taken", () => {
  // IEEE's authors' affiliations at the first column's foot: the column's text runs on in the next column.
  const column = [
    ...bodyColumn().slice(0, 9),
    text("paragraph 10 of the body, which goes on in the next column with", 540),
    text("M. Keller is with the University of Basel.", 620, 8),
  ];
  assert.deepEqual(wordsOf(takeFootnotes([column]).notes), ["M. Keller is with the University of Basel."]);
  assert.equal(column.length, 10);
});

Deno.test("footnotes: small print in a band over the page's columns, under an unfinished line, stays", () => {
  // REVTeX's title block: the author, the affiliation (no stop at its end) and the abstract in small print, a
  // band of its own over the two columns.
  const band = [
    text("Maria Keller University of Examples, Oslo, Norway", 80),
    text("We convert documents to markdown with geometry alone.", 111, 9),
  ];
  const setting = {
    edges: [{ left: 118, right: 389 }, { left: 54, right: 300 }],
    rules: [],
    pageHeight: 792,
  };
  const { notes } = takeFootnotes([band, bodyColumn()], [], setting);
  assert.deepEqual(notes, []);
  assert.equal(band.length, 2);
});

Deno.test("footnotes: a later column's small foot no higher than the first note carries the notes on", () => {
  const left = [...bodyColumn(), text("1 A note that runs", 600, 8)];
  const right = [...bodyColumn(), text("over into the next column.", 610, 8)];
  const higher = [...bodyColumn().slice(0, 5), text("set small, higher up, unmarked", 320, 8)];
  assert.deepEqual(wordsOf(takeFootnotes([left, right]).notes), [
    "1 A note that runs",
    "over into the next column.",
  ]);
  assert.deepEqual(wordsOf(takeFootnotes([[...bodyColumn(), text("1 A note", 600, 8)], higher]).notes), [
    "1 A note",
  ]);
  assert.equal(higher.length, 6);
});

Deno.test("footnotes: a bottom margin line that reads as a note is marked one; a running footer is not", () => {
  const { foot } = takeFootnotes([bodyColumn()], [
    text("1 Counted at the end of October.", 740, 8),
    text("3 Annual Report 2024", 760, 8),
    text("Prepared for the board.", 770, 8),
  ]);
  assert.deepEqual(foot.map((b) => b.kind === "text" && !!b.footnote), [true, false, false]);
});
