import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { ocrTest } from "../testing/ocr_tests.ts";
import { microSign } from "./micro_sign.ts";
import { readTestImage } from "./testdata/read.ts";

ocrTest("ocr: a micro sign read as a p is read as a micro sign", async () => {
  // The lower half of a lab report's scanned page: tesseract read the table's "µg/L" as "pg/L" (at 37).
  const md = await readTestImage("micro_sign.png");
  assert.match(md, /^\| Lead \| µg\/L \| 1\.1 \| 3\.4 \| 10 \|$/m, md);
  assert.match(md, /^\| Nitrate \| mg\/L \| 4\.2 \| 7\.9 \| 50 \|$/m, md);
});

/**
 * A word's box 24 pixels tall on white paper: a first letter 18 pixels wide, a stem down its left side the
 * whole height (the tail below the line) and a bowl on the line beside it, closed at the top for a p and open
 * for a µ; then a letter as a block of ink, two pixels after it or touching it.
 */
function word(first: "p" | "µ", touching = false) {
  const width = 40, height = 24;
  const image: GreyImage = { width, height, data: new Uint8Array(width * height).fill(255) };
  const ink = (x0: number, x1: number, y0: number, y1: number) => {
    for (let y = y0; y < y1; y++) image.data.fill(0, y * width + x0, y * width + x1);
  };
  ink(0, 4, 0, 24);
  ink(14, 18, 0, 17);
  ink(0, 18, 14, 17);
  if (first === "p") ink(0, 18, 0, 3);
  ink(touching ? 18 : 20, 34, 0, 24);
  return { image, box: { x0: 0, y0: 0, x1: width, y1: height } };
}

Deno.test("ocr: a unit's p is a micro sign where the letter is open at the top", () => {
  const micro = word("µ"), p = word("p");
  assert.equal(microSign("pg/L", micro.image, 128, micro.box), "µg/L");
  assert.equal(microSign("ps", micro.image, 128, micro.box), "µs");
  assert.equal(microSign("pg/L", p.image, 128, p.box), "pg/L");
  // Only before a unit: a word that reads otherwise is left as read.
  assert.equal(microSign("page", micro.image, 128, micro.box), "page");
  // Two letters touching are one mark of ink, too wide for a single letter.
  const touching = word("µ", true);
  assert.equal(microSign("pg/L", touching.image, 128, touching.box), "pg/L");
});
