import assert from "node:assert/strict";
import { convertDoc } from "./convert_doc.ts";
import { drawings, shapeAnchors } from "./drawings.ts";
import { docStreams } from "./headings.ts";
import { docFile } from "./testdata/files.ts";

// Made by LibreOffice from a flat ODT: a picture anchored at the start of the second paragraph, floating beside
// it, and a drawn rectangle (a shape with no picture) anchored in the third.
const floatingDoc = () => docFile("floating_picture");

Deno.test("doc drawings: each shape's anchor, and the picture of the shape that has one", () => {
  const { word, table } = docStreams(floatingDoc())!;
  const anchors = shapeAnchors(word, table);
  assert.deepEqual([...anchors], [[1026, 19], [1027, 60]]);
  const { pictures } = drawings(word, table);
  assert.deepEqual(pictures.get(1026), [1]);
  assert.equal(pictures.get(1027), undefined);
});

Deno.test("doc drawings: a floating picture is a placeholder before the paragraph it is anchored at the start of; a shape is none", async () => {
  const { markdown } = await convertDoc(floatingDoc(), {});
  assert.equal(
    markdown,
    "Opening paragraph.\n\n![Image 1](Blip/1)\n\nA picture floats beside this paragraph.\n\n" +
      "Then a drawn shape, no picture.\n\nClosing paragraph.\n",
  );
  assert.doesNotMatch((await convertDoc(floatingDoc(), { skipImages: true })).markdown, /Image/);
});

Deno.test("doc drawings: grouped pictures are the group's, in order", async () => {
  // docling's grouped images (MIT licence), saved as .doc by LibreOffice: a group of two pictures, two
  // pictures each floating on its own, two in line with the text.
  const { markdown } = await convertDoc(
    docFile("grouped_images"),
    {},
  );
  assert.deepEqual(markdown.match(/!\[Image \d+\]\([^)]*\)/g), [
    "![Image 1](Blip/1)",
    "![Image 2](Blip/2)",
    "![Image 3](Blip/3)",
    "![Image 4](Blip/4)",
    "![Image 5](Data/0)",
    "![Image 6](Data/18480)",
  ]);
});

Deno.test("doc drawings: a VML picture, a floating shape in a SHAPE field beside its picture mark, is one picture", async () => {
  // docling's VML images (MIT licence), saved as .doc by LibreOffice.
  const { markdown } = await convertDoc(
    docFile("vml_images"),
    {},
  );
  assert.deepEqual(markdown.match(/!\[Image \d+\]\([^)]*\)/g), [
    "![Image 1](Data/0)",
    "![Image 2](Data/120)",
  ]);
});
