import assert from "node:assert/strict";
import { readTestImage } from "./testdata/read.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

ocrTest("ocr: middle dots between words, read as hyphens a few pixels across, are kept as dots", async () => {
  // Tesseract reads each "·" as "-" in a box of 4 by 5 pixels: as small as a speck of dirt.
  const md = await readTestImage("contact_line.png");
  assert.match(md, /^Structural engineer · Lyon, France · elena\.kovacs@example\.org · \+33/m, md);
});
