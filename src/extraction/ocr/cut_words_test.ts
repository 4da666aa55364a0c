import assert from "node:assert/strict";
import { readTestImage } from "./testdata/read.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

ocrTest(
  "ocr: a word centred in its row beside a two-line cell, cut between tesseract's lines, reads whole",
  async () => {
    // Tesseract gives "Laptop"'s upper half to the note's first line and its lower half to the second ("Lapt",
    // "aptOp"), "Company" likewise ("C", "ompany"): read again alone, each is one word, in one row.
    const md = await readTestImage("wrapped_table.png");
    assert.match(
      md,
      /^\| Laptop \| Company \| Returned when the employee leaves; repairs are arranged by the IT desk\. \|$/m,
      md,
    );
    assert.match(
      md,
      /^\| Monitor \| Company \| One screen of up to 27 inches, delivered to the employee's home address\. \|$/m,
      md,
    );
  },
);

ocrTest(
  "ocr: a cut word's reading less sure of itself is taken when it keeps the pieces read right",
  async () => {
    // The agenda's last row: "Panel: paying for resilience" centred beside two-line cells. Tesseract gives the
    // descenders of "paying" to the line below ("ees"); read again alone, the words come back with "paying" at
    // under 50, the same words as the pieces read right.
    const md = await readTestImage("agenda_page.png");
    assert.match(md, /^\| 13:30–15:00 \| Panel: paying for resilience \| Main/m, md);
    assert.doesNotMatch(md, /\bees\b/, md);
  },
);
