import assert from "node:assert/strict";
import { convertDoc, markdownOf } from "./convert_doc.ts";
import { formattedParagraphs } from "./formatting.ts";
import { docFile } from "./testdata/files.ts";

// Made by LibreOffice from a flat ODT: bold, italic, both and a strikethrough set directly; a superscript and a
// subscript; a character style of its own that is bold ("styled loud", which the file marks with the style
// alone); a bold link (a HYPERLINK field: its code is no text, its address the link's); a paragraph with no
// emphasis; a table with a bold and an italic cell.
const emphasisDoc = () => docFile("emphasis");

Deno.test("doc: bold, italic, strikethrough, superscript, subscript and links come from the character properties, styles and fields", async () => {
  const { markdown } = await convertDoc(emphasisDoc(), {});
  assert.equal(
    markdown,
    [
      "Plain **bold**, *italic* and ***both***.",
      "Area in m<sup>2</sup> of H<sub>2</sub>O, **styled loud**.",
      // The text's own angle brackets stay text beside the emphasis.
      "See **[the site](https://example.org/)** for &lt;b>tags&lt;/b>.",
      "Nothing stands out here.",
      "A ~~struck~~ word.",
      "| **Name** | Value |\n| - | - |\n| alpha | *one* |\n",
    ].join("\n\n"),
  );
});

Deno.test("doc: paragraphs are listed with their text's key, those with emphasis with their markdown", () => {
  const found = formattedParagraphs(emphasisDoc()).filter((p) => p.markdown);
  // A field's code is left out of the text.
  assert.deepEqual(found.map((p) => p.key), [
    "Plainbold,italicandboth.",
    "Areainm2ofH2O,styledloud.",
    "Seethesitefor<b>tags</b>.",
    "Astruckword.",
    "Name",
    "one",
  ]);
});

Deno.test("doc: a paragraph of the file is taken once, by the first paragraph of its text", () => {
  const paragraphs = [{ key: "Again" }, { key: "Again", markdown: "**Again**" }];
  assert.equal(markdownOf("Again\nAgain\nAgain\n", { paragraphs }), "Again\n\n**Again**\n\nAgain");
});

Deno.test("doc: inline pictures are placeholders where they stand, one in a paragraph of its own after the paragraph before it", async () => {
  // Made by LibreOffice from a flat ODT: a picture alone at the start, one inside a sentence, one alone before
  // the last paragraph. Each is a picture mark (0x01) whose character properties give its place in the Data
  // stream.
  const bytes = docFile("pictures");
  assert.equal(
    (await convertDoc(bytes, {})).markdown,
    "![Image 1](Data/0)\n\nThe logo is above.\n\nHere is a picture: ![Image 2](Data/524) in the text.\n\n" +
      "![Image 3](Data/1048)\n\nThe end.\n",
  );
  assert.equal(
    (await convertDoc(bytes, { skipImages: true })).markdown,
    "The logo is above.\n\nHere is a picture: in the text.\n\nThe end.\n",
  );
});

Deno.test("doc: a section's end ends its last paragraph, which keeps its emphasis", async () => {
  // Made by LibreOffice from a flat ODT: a paragraph with a bold word, then a new section (a landscape page):
  // the first paragraph ends with the section mark (0x0C), not a paragraph mark.
  const bytes = docFile("section_break");
  assert.equal(
    (await convertDoc(bytes, {})).markdown,
    "The first section ends with **bold** words.\n\nA second section, on a landscape page.\n",
  );
});

Deno.test("doc: a plain paragraph keeps the file's own quotes and dashes, which word-extractor straightens", async () => {
  // Made by LibreOffice from a flat ODT.
  const bytes = docFile("quotes");
  assert.equal((await convertDoc(bytes, {})).markdown, "It’s “quoted” – and dashed.\n");
});

Deno.test("doc: a picture alone in a table cell stays in its cell; one after a cell's text stays with it", async () => {
  // Made by LibreOffice from a flat ODT: a picture alone in the second cell of a row, and one in a paragraph
  // after the first cell's text in the next row.
  const bytes = docFile("cell_pictures");
  assert.equal(
    (await convertDoc(bytes, {})).markdown,
    "Products\n\n| Name | Photo |\n| - | - |\n| Red tile | ![Image 1](Data/0) |\n" +
      "| Blue tile ![Image 2](Data/524) | none |\n\nAfter\n",
  );
});
