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
  // A line of choices is a line of its own; one box opening its line makes a task item.
  assert.match(markdown, /^☒ In-home ☐ Out-of-home care placement$/m, markdown);
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

Deno.test("pdf: a line of a question's choices is a line of its own, no task item", async () => {
  const question = (y: number, yes: boolean, text: string) => ({
    texts: [{ x: 86, y, text: "Yes" }, { x: 126, y, text: "No" }, { x: 150, y, text }],
    squares: [{ x: 72, y: y - 8, size: 9, crossed: yes }, { x: 112, y: y - 8, size: 9, crossed: !yes }],
  });
  const first = question(100, true, "Criminal investigation pending or completed?");
  const second = question(112, false, "Criminal charges filed?");
  const pdf = makePdf([{
    texts: [...first.texts, ...second.texts],
    squares: [...first.squares, ...second.squares],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(
    markdown,
    /^☒ Yes ☐ No Criminal investigation pending or completed\?\n\n☐ Yes ☒ No Criminal charges filed\?$/m,
    markdown,
  );
  // Nor is it a heading where it is set larger than the form's small print around it.
  const small = Array.from({ length: 8 }, (_, i) => ({
    x: 72,
    y: 200 + i * 10,
    size: 8,
    text: `Instructions line ${i} for completing this report: do not identify individuals by name.`,
  }));
  const larger = makePdf([{
    texts: [
      { x: 86, y: 100, text: "Yes", size: 12 },
      { x: 126, y: 100, text: "No", size: 12 },
      { x: 150, y: 100, text: "Charges filed?", size: 12 },
      ...small,
    ],
    squares: [{ x: 72, y: 91, size: 10, crossed: true }, { x: 112, y: 91, size: 10 }],
  }]);
  const form = (await convertPdf(larger, options)).markdown;
  assert.match(form, /^☒ Yes ☐ No Charges filed\?$/m, form);
});

Deno.test("pdf: radio buttons drawn as circles read as ○ and ◉, chosen by the dot in them; ring bullets stay bullets", async () => {
  const pdf = makePdf([{
    texts: [
      { x: 72, y: 100, text: "Delivery:" },
      { x: 136, y: 100, text: "Post" },
      { x: 186, y: 100, text: "Courier" },
      { x: 86, y: 130, text: "Collect in person" },
      { x: 86, y: 142, text: "Leave with a neighbour" },
      // A list whose items are marked with small rings.
      { x: 86, y: 200, text: "first point of the list" },
      { x: 86, y: 214, text: "second point of the list" },
    ],
    circles: [
      { x: 129, y: 96.5, radius: 4.5 },
      { x: 179, y: 96.5, radius: 4.5 },
      { x: 179, y: 96.5, radius: 2, filled: true },
      { x: 77, y: 126.5, radius: 4.5 },
      { x: 77, y: 126.5, radius: 2, filled: true },
      { x: 77, y: 138.5, radius: 4.5 },
      { x: 78, y: 196.5, radius: 2 },
      { x: 78, y: 210.5, radius: 2 },
    ],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(markdown, /^Delivery: ○ Post ◉ Courier$/m, markdown);
  assert.match(markdown, /^◉ Collect in person\n\n○ Leave with a neighbour$/m, markdown);
  assert.match(markdown, /^- first point of the list\n- second point of the list$/m, markdown);
});
