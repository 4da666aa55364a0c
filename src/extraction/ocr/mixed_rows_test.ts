import assert from "node:assert/strict";
import { readTestImage } from "./testdata/read.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

ocrTest(
  "ocr: a table's rows whose cells stand at different heights are read again column by column",
  async () => {
    // The agenda's sessions stand centred beside two-line times, rooms and speakers. Read with the page,
    // tesseract's lines run across the rows' lines: "13-30", the speaker's "Chaired" read into the room's
    // cell with a "_", a "_" after "Coach". Each column read alone reads right, and every row is whole.
    const md = await readTestImage("agenda_page.png");
    assert.match(md, /^\| 12:30–13:30 \| Lunch \| Foyer \| {2}\|$/m, md);
    assert.match(
      md,
      /^\| 13:30–15:00 \| Panel: paying for resilience \| Main Hall \| Chaired by Li Wei \|$/m,
      md,
    );
    assert.match(
      md,
      /^\| 10:00–11:30 \| Site visit to the Costessey treatment works \| Coach \| Site staff \|$/m,
      md,
    );
    assert.doesNotMatch(md, /\b_\b| _ /, md);
  },
);
