import assert from "node:assert/strict";
import { convertDoc, markdownOf } from "./convert_doc.ts";
import { textBoxes } from "./text_boxes.ts";
import { docFile } from "./testdata/files.ts";

// Made by LibreOffice from a flat ODT: a text box with a bullet list anchored in the second paragraph, whose
// text it follows, and one with a bold word anchored in an empty paragraph of its own between the third and the
// last.
const boxesDoc = () => docFile("text_boxes");

Deno.test("doc: each text box's text, with the character position of the main text its shape is anchored at", () => {
  assert.deepEqual(textBoxes(boxesDoc()), [
    {
      text: "A note in a box.\nIts second line.\nFirst point\nSecond point\n\n",
      range: { from: 85, to: 145 },
      anchor: 17,
    },
    { text: "A box on its own.\n\n", range: { from: 145, to: 164 }, anchor: 67 },
  ]);
});

Deno.test("doc: a text box stands after the paragraph it is anchored in, or the paragraph before an empty one, with its emphasis and lists", async () => {
  const { markdown } = await convertDoc(boxesDoc(), {});
  assert.equal(
    markdown,
    "First paragraph.\n\nThe note box is anchored here.\n\nA note in a box.\n\nIts second line.\n\n" +
      "- First point\n- Second point\n\n" +
      "Middle paragraph.\n\nA **box** on its own.\n\nLast paragraph.\n",
  );
});

Deno.test("doc: the paragraphs the text is found to have are told, so boxes anchored in others follow the body", () => {
  const anchor = { key: "Anchor", after: ["A box"], boxes: [0] };
  const taken = new Set<typeof anchor>();
  assert.equal(markdownOf("Other\n", { paragraphs: [anchor], taken }), "Other");
  assert.equal(taken.size, 0);
  assert.equal(markdownOf("Anchor\n", { paragraphs: [anchor], taken }), "Anchor\n\nA box");
  assert.deepEqual([...taken], [anchor]);
});

Deno.test("doc: pictures are numbered in the order they stand, a text box's among the body's", async () => {
  // Made by LibreOffice from a flat ODT: a picture in the first paragraph, one in a text box anchored in the
  // second, one in the third.
  const bytes = docFile("box_picture");
  assert.equal(
    (await convertDoc(bytes, {})).markdown,
    "Logo: ![Image 1](Data/0) here.\n\nThe box follows.\n\nBoxed ![Image 2](Data/1048) picture.\n\n" +
      "Then ![Image 3](Data/524) the last.\n",
  );
});

Deno.test("doc: text in the shapes of a group stands where the group is anchored", async () => {
  // Made by LibreOffice from a flat ODT: two rectangles with text, grouped, anchored in the second paragraph.
  const bytes = docFile("grouped_shapes");
  assert.equal(
    (await convertDoc(bytes, {})).markdown,
    "Before the drawing.\n\nThe flowchart is anchored here.\n\nStart here\n\nThen here\n\nAfter the drawing.\n",
  );
});
