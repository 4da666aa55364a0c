import assert from "node:assert/strict";
import { convertDoc } from "./convert_doc.ts";
import { shownCharacters } from "./fields.ts";
import { docTables } from "./lists.ts";
import { docFile } from "./testdata/files.ts";

/** What a reader sees of `text`, written with ^ for a field's begin, | for its separator, $ for its end. */
function shown(text: string): string {
  let out = "";
  const visit = shownCharacters((code, _position, _cp, link) => {
    out += link ? `[${String.fromCharCode(code)}]` : String.fromCharCode(code);
  });
  const marks: Record<string, number> = { "^": 0x13, "|": 0x14, "$": 0x15, "¶": 0x0d };
  [...text].forEach((char, position) => visit(marks[char] ?? char.charCodeAt(0), position, position));
  return out.replace(/\r/g, "¶");
}

Deno.test("doc fields: a field's code is left out and its result kept; a HYPERLINK's result links to its address", () => {
  assert.equal(shown('a ^ HYPERLINK "https://example.org/" |go$ b'), "a [g][o] b");
  assert.equal(shown("page ^PAGE|3$."), "page 3.");
  // A field with no separator shows nothing; one in another's result takes its link along.
  assert.equal(shown("x^FORMCHECKBOX$y"), "xy");
  assert.equal(shown('^HYPERLINK "mailto:a@b.c"|A^PAGE|1$$'), "[A][1]");
  // An address of another scheme is no link.
  assert.equal(shown('^HYPERLINK "javascript:alert(1)"|A$'), "A");
});

Deno.test("doc fields: a field's code still open at a paragraph's end is ended there, and hides no more text", () => {
  assert.equal(shown("before^unended code¶after"), "before¶after");
});

Deno.test("doc fields: a table whose first cell starts with a form field is one table, the field's text in its cell", async () => {
  // Made by LibreOffice from a flat ODT: the first cell holds a text input field ("Feature", its code FORMTEXT)
  // and an empty paragraph. Read with the field's code, its first paragraph was not known for the table's.
  const bytes = docFile("field_cell");
  assert.deepEqual(docTables(bytes).map((table) => table.start), ["Feature"]);
  const { markdown } = await convertDoc(bytes, {});
  assert.equal(markdown, "Before the table\n\n| Feature | Action |\n| - | - |\n| Order | Fix it |\n");
});
