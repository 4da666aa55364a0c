import assert from "node:assert/strict";
import { readTestImage } from "./testdata/read.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

ocrTest("ocr: words read unsurely with their line are read again alone", async () => {
  // Read with their lines, "12.4 g" lost its point ("124g" at 60) and "bowl" ended in "!" (at 76).
  const md = await readTestImage("recipe_page.png");
  assert.match(md, /^\| 1,180 kJ \| 12\.4 g \| 13\.1 g \| 38\.6 g \| 9\.2 g \|$/m, md);
  assert.match(md, /on each bowl make it look finished/, md);
});
