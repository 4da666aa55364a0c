import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { ocrTest } from "../testing/ocr_tests.ts";
import { equalsAsDash, loneDash } from "./lone_dash.ts";
import { readTestImage } from "./testdata/read.ts";

Deno.test("ocr: an em dash read with underscores beside it is an em dash; a form's blank is not", () => {
  assert.equal(loneDash("_—"), "—");
  assert.equal(loneDash("—_—"), "—");
  assert.equal(loneDash("____"), "____");
  assert.equal(loneDash("——"), "——");
  assert.equal(loneDash("a_—"), "a_—");
});

ocrTest("ocr: an empty cell's em dash read as an equals sign is an em dash", async () => {
  // The second page of a crooked, grainy scan of the datasheet: tesseract read its price table's empty cells'
  // "—" as "=", each box a single bar 3 pixels tall.
  const md = await readTestImage("dash_cells.jpg");
  assert.match(md, /^\| TH-SH-1 \| — \| — \| 39\.00 \|$/m, md);
});

Deno.test("ocr: an equals sign of one bar and an em dash's length is an em dash", () => {
  // White paper 40 pixels wide and 30 tall, rows of 30 pixels: bars across columns 4 to 34.
  const page = (...bars: number[]) => {
    const image: GreyImage = { width: 40, height: 30, data: new Uint8Array(1200).fill(255) };
    for (const y of bars) image.data.fill(0, y * 40 + 4, y * 40 + 35);
    return image;
  };
  const box = { x0: 4, y0: 14, x1: 35, y1: 16 };
  assert.equal(equalsAsDash("=", page(14, 15), 128, box, 30), "—");
  // A second bar a few rows off, which tesseract boxed apart, makes it an equals sign.
  assert.equal(equalsAsDash("=", page(14, 15, 19, 20), 128, box, 30), "=");
  // Too short for an em dash, or read otherwise: as read.
  assert.equal(equalsAsDash("=", page(14, 15), 128, { ...box, x1: 20 }, 30), "=");
  assert.equal(equalsAsDash("-", page(14, 15), 128, box, 30), "-");
});
