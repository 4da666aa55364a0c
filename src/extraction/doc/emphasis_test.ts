import assert from "node:assert/strict";
import { convertDoc, markdownOf } from "./convert_doc.ts";
import { emphasizedParagraphs } from "./emphasis.ts";

// Made by LibreOffice from a flat ODT: bold, italic and both set directly; a superscript and a subscript; a
// character style of its own that is bold ("styled loud", which the file marks with the style alone); a bold
// link (a HYPERLINK field: its code is no text, its address the link's); a paragraph with no emphasis; a table
// with a bold and an italic cell.
const emphasisDoc = () => Deno.readFileSync(new URL("testdata/emphasis.doc", import.meta.url));

Deno.test("doc: bold, italic, superscript, subscript and links come from the character properties, styles and fields", async () => {
  const { markdown } = await convertDoc(emphasisDoc(), {});
  assert.equal(
    markdown,
    [
      "Plain **bold**, *italic* and ***both***.",
      "Area in m<sup>2</sup> of H<sub>2</sub>O, **styled loud**.",
      // The text's own angle brackets stay text beside the emphasis.
      "See **[the site](https://example.org/)** for &lt;b>tags&lt;/b>.",
      "Nothing stands out here.",
      "| **Name** | Value |\n| - | - |\n| alpha | *one* |\n",
    ].join("\n\n"),
  );
});

Deno.test("doc: only paragraphs with emphasis are listed, a field's code left out of their text", () => {
  const found = emphasizedParagraphs(emphasisDoc());
  assert.deepEqual(found.map((p) => p.key), [
    "Plainbold,italicandboth.",
    "Areainm2ofH2O,styledloud.",
    "Seethesitefor<b>tags</b>.",
    "Name",
    "one",
  ]);
});

Deno.test("doc: an emphasized paragraph is taken once, by the first paragraph of its text", () => {
  const emphasized = [{ key: "Again", markdown: "**Again**" }];
  assert.equal(markdownOf("Again\nAgain\n", { emphasized }), "**Again**\n\nAgain");
});
