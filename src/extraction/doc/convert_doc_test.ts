import assert from "node:assert/strict";
import { ExtractionError } from "../types.ts";
import { convertDoc, markdownOf } from "./convert_doc.ts";

Deno.test("doc: lines become paragraphs, blank lines and runs of spaces go", () => {
  assert.equal(markdownOf("Title\r\n\r\nFirst  line\tend\rSecond\n"), "Title\n\nFirst line end\n\nSecond");
});

Deno.test("doc: rows of cells (each ended by a tab) become a table, its first row the header", () => {
  assert.equal(
    markdownOf("Before\nName\tSize\t\na|b\t12\t\nlast\t\t\nAfter\n"),
    "Before\n\n| Name | Size |\n| - | - |\n| a\\|b | 12 |\n| last |  |\n\nAfter",
  );
});

Deno.test("doc: a file that is not a Word 97–2003 document fails with a reason", async () => {
  await assert.rejects(
    convertDoc(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]), {}),
    ExtractionError,
  );
  await assert.rejects(convertDoc(new TextEncoder().encode("plain text"), {}), ExtractionError);
});

Deno.test("doc: a Word 97 file (made by LibreOffice from our own text) reads as paragraphs and a table", async () => {
  const bytes = Deno.readFileSync(new URL("testdata/sample.doc", import.meta.url));
  const result = await convertDoc(bytes, {});
  assert.match(
    result.markdown,
    /^Quarterly notes\n\nThe first paragraph of a legacy Word file\.\n\nA second paragraph/,
  );
  assert.match(result.markdown, /\| Cell A \| Cell B \|\n\| - \| - \|/);
  assert.deepEqual([result.pages, result.pagesEstimated], [1, true]);
});
