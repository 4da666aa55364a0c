import assert from "node:assert/strict";
import { readTestImage, readTestPdf } from "./testdata/read.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

ocrTest(
  "ocr: a narrow cell's two lines, read as one tall word of the row's line between them, are read line by line",
  async () => {
    // The statement's dates stand on two lines ("3" over "Oct") either side of the row's centred cells.
    // Tesseract gives both to the row's line and reads them as one word ("sot", "ct"), or reads the "Oct" with
    // the row's line; each line read alone, in its place, keeps the date in its row.
    const md = await readTestImage("statement_rows.png");
    assert.match(md, /^\| 1 Oct \| Opening balance \| {2}\| {2}\| 2,418\.35 \|$/m, md);
    assert.match(md, /^\| 2 Oct \| Rent, Harbour Lettings Ltd \| 995\.00 \| {2}\| 1,423\.35 \|$/m, md);
    assert.match(md, /^\| 3 Oct \| Card payment, Greenleaf Market \| 64\.20 \| {2}\| 1,359\.15 \|$/m, md);
    assert.match(md, /^\| 5 Oct \| Transfer from savings \| {2}\| 500\.00 \| 1,859\.15 \|$/m, md);
  },
);

ocrTest("ocr: two cells' words stacked side by side in a header are each read line by line", async () => {
  // A crooked scan's header (bench/scanned_pdf.ts): "Money" over "out" and "Money" over "in", side by side.
  // Tesseract read each "M" in a line of its own and the rest with the row's line as one tall word ("oe",
  // "mee"); each tall word stood beside the other, not beside the row's words, and neither was read again.
  const md = await readTestPdf("crooked_statement.pdf");
  assert.match(md, /^\| Date \| Description \| Money out \| Money in \| Balance \|$/m, md);
});
