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

ocrTest(
  "ocr: ticks in a scanned table's boxes and its column heads turned on their side are read",
  async () => {
    // A scanned Redbook page's table: each row's ticks are capital X's alone in ruled boxes, which tesseract
    // reads as columns of garble down the page, and its column heads are set sideways. Read alone, an X reads
    // "x" or "xX" at 69 to 93.
    const md = await readTestImage("tick_table.jpg");
    assert.match(
      md,
      /^\| User action \| \*JOBCTL \| QIBM_DB_SECADM \| QIBM_DB_SQLADM \| QIBM_DB_SYSMON \| No Authority \|$/m,
      md,
    );
    assert.match(md, /^\| SET CURRENT DEGREE \(SQL statement\) \| X \| {2}\| X \| {2}\| {2}\|$/m, md);
    assert.match(md, /^\| Visual Explain within Run SQL scripts \| X \| {2}\| X \| X \| X \|$/m, md);
    assert.match(md, /^\| QUSRJOBI\(\) API format 900 .* \| X \| {2}\| X \| X \| {2}\|$/m, md);
  },
);
