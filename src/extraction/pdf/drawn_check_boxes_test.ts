import assert from "node:assert/strict";
import { convertPdf } from "./convert_pdf.ts";
import { makePdf } from "../testing/make_pdf.ts";

const options = { accuracy: "lite" as const, pageSeparator: false, skipImages: false };

Deno.test("pdf: check boxes drawn as squares read as boxes, ticked where a cross is drawn in them", async () => {
  const pdf = makePdf([{
    texts: [
      { x: 72, y: 100, text: "Gender:" },
      { x: 130, y: 100, text: "Female" },
      { x: 190, y: 100, text: "Male" },
      { x: 86, y: 140, text: "In-home" },
      { x: 186, y: 140, text: "Out-of-home care placement" },
      // Ticked with a letter set in the box.
      { x: 73, y: 180, text: "X" },
      { x: 88, y: 180, text: "Yes" },
    ],
    squares: [
      { x: 116, y: 92, size: 9 },
      { x: 176, y: 92, size: 9, crossed: true },
      { x: 72, y: 132, size: 9, crossed: true },
      { x: 172, y: 132, size: 9 },
      { x: 71, y: 171, size: 10 },
    ],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(markdown, /^Gender: ☐ Female ☒ Male$/m, markdown);
  // One opening its line makes the line a task item.
  assert.match(markdown, /^- \[x\] In-home ☐ Out-of-home care placement$/m, markdown);
  assert.match(markdown, /^- \[x\] Yes$/m, markdown);
});

Deno.test("pdf: a comb field's letter boxes and a square with no word beside it are no check boxes", async () => {
  const letters = ["A", "D", "A"];
  const pdf = makePdf([{
    texts: [
      { x: 72, y: 100, text: "Initials" },
      ...letters.map((text, i) => ({ x: 122 + i * 12, y: 100, text })),
      { x: 72, y: 300, text: "A paragraph of text far from the square below." },
    ],
    // Side by side, each holding a letter; and one standing alone in the margin.
    squares: [...letters.map((_, i) => ({ x: 120 + i * 12, y: 91, size: 12 })), { x: 400, y: 500, size: 9 }],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.doesNotMatch(markdown, /[☐☒]/, markdown);
  assert.match(markdown, /Initials A ?D ?A/, markdown);
});
