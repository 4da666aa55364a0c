import assert from "node:assert/strict";
import { readTestImage } from "./testdata/read.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

ocrTest("ocr: letters tesseract's page segmentation left out are read as lines of their own", async () => {
  // The invoice's last two item codes, each over two lines ("MA-" over "0330") in a column of their own, are
  // in none of tesseract's text regions, and the quantity "1" is read "ray" in a vertical block.
  const md = await readTestImage("invoice_page.png");
  assert.match(md, /^\| MA-0330 \| Monitor arm, double \| 4 \| 72\.50 \| 290\.00 \|$/m, md);
  assert.match(md, /^\| DL-0098 \| Delivery and assembly \| 1 \| 120\.00 \| 120\.00 \|$/m, md);
  assert.match(md, /^\| {2}\| {2}\| {2}\| Total \| 3,160\.80 \|$/m, md);
});
