import assert from "node:assert/strict";
import { readTestImage, readTestPdf } from "./testdata/read.ts";
import { inkMarks } from "./ink_runs.ts";
import { ocrTest } from "../testing/ocr_tests.ts";
import { readsSurely } from "./unsure_words.ts";

ocrTest("ocr: words read unsurely with their line are read again alone", async () => {
  // Read with their lines, "12.4 g" lost its point ("124g" at 60) and "bowl" ended in "!" (at 76).
  const md = await readTestImage("recipe_page.png");
  assert.match(md, /^\| 1,180 kJ \| 12\.4 g \| 13\.1 g \| 38\.6 g \| 9\.2 g \|$/m, md);
  assert.match(md, /on each bowl make it look finished/, md);
});

ocrTest("ocr: a table's lone figure read as a letter with its line is read again as a figure", async () => {
  // A crooked, grainy scan's table (bench/scanned_pdf.ts): read with its line, the quantity "1" came out
  // "a" at 66; read alone, "1" at 96. A figure is gained for a letter, as many marks read.
  const md = await readTestImage("crooked_table.png");
  assert.match(md, /^\| Logo redesign \| 1 \| 850\.00 \| 850\.00 \|$/m, md);
});

Deno.test("ocr: a reading alone keeps the figures read first, unless they were letters or guessed", () => {
  const bbox = { x0: 0, y0: 0, x1: 10, y1: 10 };
  const word = (text: string, confidence: number) =>
    ({ text, confidence, bbox }) as Parameters<typeof readsSurely>[0];
  const again = (text: string) => [word(text, 96)];
  // A letter read for a figure with its line, as many marks read alone.
  assert.equal(readsSurely(word("L", 0), again("1")), true);
  assert.equal(readsSurely(word("D.1", 25), again("5.1")), true);
  // A mark read for a figure is not a letter: "61.73" read "61-75" with its line and "61273" alone.
  assert.equal(readsSurely(word("61-75", 48), again("61273")), false);
  // A reading alone that adds a figure knows no more of it than its line did ("1" read "11")...
  assert.equal(readsSurely(word("1", 60), again("11")), false);
  assert.equal(readsSurely(word("15525", 40), again("1,575")), false);
  // ...unless the line's reading was a guess.
  assert.equal(readsSurely(word("15525", 11), again("1,575")), true);
});

Deno.test("ocr: a reading alone may drop a figure read twice, as many figures as the word has marks of ink", () => {
  const bbox = { x0: 0, y0: 0, x1: 10, y1: 10 };
  const word = (text: string, confidence: number) =>
    ({ text, confidence, bbox }) as Parameters<typeof readsSurely>[0];
  // "12" read "172" at 62 with its line, two marks of ink under three figures; "12" at 96 alone.
  assert.equal(readsSurely(word("172", 62), [word("12", 96)], 2), true);
  // Without the marks counted (no two figures' boxes overlapped) a figure is never lost...
  assert.equal(readsSurely(word("172", 62), [word("12", 96)]), false);
  // ...nor where the reading alone does not come to as many figures as there are marks.
  assert.equal(readsSurely(word("172", 62), [word("1", 96)], 2), false);
});

Deno.test("ocr: marks of ink side by side are counted apart by paper, grain left out", () => {
  // Two figures 8 rows tall, a column of paper between them, and a speck of grain after them.
  const width = 20, height = 10;
  const image = { width, height, data: new Uint8Array(width * height).fill(255) };
  for (let y = 1; y < 9; y++) {
    image.data.fill(0, y * width + 2, y * width + 6), image.data.fill(0, y * width + 7, y * width + 11);
  }
  image.data[5 * width + 15] = 0;
  const box = { x0: 0, y0: 0, x1: width, y1: height };
  assert.equal(inkMarks(image, 128, box, 3), 2);
  // Touching figures are one mark.
  image.data.fill(0, 4 * width + 6, 4 * width + 7);
  assert.equal(inkMarks(image, 128, box, 3), 1);
});

ocrTest("ocr: a figure read twice is read again alone", async () => {
  // A crooked scan's "12" over "Oct": read "172" at 62 with its line, the "7" boxed over the "1" and the paper
  // after it, the row split in three; read alone, "12" at 96.
  const md = await readTestPdf("crooked_statement.pdf");
  assert.match(md, /^\| 12 Oct \| Cash withdrawal, Canal Street \| 100\.00 \| {2}\| 1,628\.25 \|$/m, md);
});
