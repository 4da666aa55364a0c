import assert from "node:assert/strict";
import { readTestImage } from "./testdata/read.ts";
import { ocrTest } from "../testing/ocr_tests.ts";
import { pointInFigures } from "./figure_points.ts";

ocrTest("ocr: a decimal point read as a figure is read as a point", async () => {
  // A crooked, grainy scan's table: tesseract read "7.9" as "739" (at 61, and "769" read alone), its "3" boxed
  // six pixels wide and its ink a dot on the baseline.
  const md = await readTestImage("point_figures.png");
  assert.match(md, /^\| Nitrate \| mg\/L \| 4\.2 \| 7\.9 \| 50 \|$/m, md);
});

Deno.test("ocr: a narrow figure is a point or comma only when its ink lies at the foot of its word", () => {
  // Three marks on white paper: figures 10 pixels wide and 20 rows tall either side of a mark `width` wide
  // inked from row `top` to row `bottom`.
  const read = (text: string, top: number, bottom = 20, width = 3) => {
    const image = { width: 40, height: 30, data: new Uint8Array(40 * 30).fill(255) };
    const letters: [number, number][] = [[0, 9], [15, 14 + width], [25, 34]];
    letters.forEach(([x0, x1], i) => {
      for (let y = i === 1 ? top : 0; y < (i === 1 ? bottom : 20); y++) {
        image.data.fill(0, y * 40 + x0, y * 40 + x1 + 1);
      }
    });
    const word = { text, confidence: 60, bbox: { x0: 0, y0: 0, x1: 35, y1: 20 }, letters };
    return pointInFigures(word, image, 128).text;
  };
  // Narrow, and only at the foot of the word: a point; reaching below it, a comma.
  assert.equal(read("739", 15), "7.9");
  assert.equal(read("739", 15, 25), "7,9");
  // Narrow, as tall as the figures beside it: a "1".
  assert.equal(read("717", 0), "717");
  // As wide as the figures beside it, a figure, wherever its ink; and a word with its point already keeps it.
  assert.equal(read("739", 15, 20, 10), "739");
  assert.equal(read("7.9", 15), "7.9");
});
