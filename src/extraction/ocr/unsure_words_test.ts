import assert from "node:assert/strict";
import { readTestImage } from "./testdata/read.ts";
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
