import assert from "node:assert/strict";
import { readTestImage } from "./testdata/read.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

ocrTest(
  "ocr: marks garbled over a centred cell's words read well in the next line are dropped; rows padded apart stay one table",
  async () => {
    // Tesseract reads "Master of Civil Engineering" in the line of "2017", and a dash (at 0) and two stops over
    // "Civil" in the line of "2015–": left in, the dash made a column through the row. The years broken after
    // their dash are read with a hyphen, as long as an en dash (en_dashes.ts); the second row stands two and a
    // half of the scan's ems under the first.
    const md = await readTestImage("education_table.png");
    assert.match(md, /^\| 2015–2017 \| Master of Civil Engineering \| INSA Lyon \|$/m, md);
    assert.match(
      md,
      /^\| 2012–2015 \| Bachelor of Science in Civil Engineering \| Budapest University of Technology \|$/m,
      md,
    );
    assert.equal(md.match(/^\| - \|/gm)?.length, 1, md);
  },
);

ocrTest(
  "ocr: an i's dot read as a stop in the line above, just short of its word, is dropped",
  async () => {
    // The invoice's bold header "Unit price" stands on two lines, centred beside "Item Description Qty
    // Amount": tesseract reads the dot of "price"'s "i" as a "." (at 31) in that line, a pixel above the box
    // of "price", and the header read "Unit . price".
    const md = await readTestImage("invoice_page.png");
    assert.match(md, /^\| Item \| Description \| Qty \| Unit price \| Amount \|$/m, md);
  },
);
