import assert from "node:assert/strict";
import { convertDoc } from "./convert_doc.ts";
import { docNotes } from "./notes.ts";
import { docFile } from "./testdata/files.ts";

// Made by LibreOffice from a flat ODT: two footnotes (the first with a bold word) and an endnote, each
// referred to in the middle of a sentence.
const notesDoc = () => docFile("notes");

Deno.test("doc notes: each footnote's and endnote's reference in the text and its text's characters", () => {
  assert.deepEqual(docNotes(notesDoc()), [
    { reference: 26, range: { from: 95, to: 136 } },
    { reference: 63, range: { from: 136, to: 157 } },
    { reference: 92, range: { from: 158, to: 178 } },
  ]);
});

Deno.test("doc notes: markdown footnotes, labelled in the order the text refers to them, after the body", async () => {
  assert.equal(
    (await convertDoc(notesDoc(), {})).markdown,
    "Water boils at 100 degrees[^1] in most kitchens.\n\n" +
      "Ice melts at zero[^2], and the sources are listed[^3].\n\n" +
      "[^1]: At sea level, under **standard** pressure.\n\n[^2]: Also at sea level.\n\n[^3]: See the handbook.\n",
  );
});

Deno.test("doc notes: a heading's note reference follows its text, and leaves no space before the comma after it", async () => {
  // Made by LibreOffice from a flat ODT: a Heading 1 with a footnote referred to just before a comma.
  const bytes = docFile("heading_note");
  assert.match(
    (await convertDoc(bytes, {})).markdown,
    /^# Results, in brief\[\^1\]\n[\s\S]*\n\[\^1\]: Measured in May\.\n$/,
  );
});
