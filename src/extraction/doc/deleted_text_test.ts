import assert from "node:assert/strict";
import { convertDoc } from "./convert_doc.ts";
import { deletedStretches, markDeleted } from "./deleted_text.ts";
import { docStreams } from "./headings.ts";
import { docFile } from "./testdata/files.ts";

// Made by LibreOffice from a flat ODT: the spaces and the last word of the first paragraph set one twip apart
// (character spacing, sprmCDxaSpace 0x8840), and "withdrawn " in the second deleted under tracked changes.
const spacedAndDeleted = () => docFile("spaced_and_deleted");

Deno.test("doc: text set a twip apart is kept; text deleted under tracked changes is left out", async () => {
  const { markdown } = await convertDoc(spacedAndDeleted(), {});
  assert.equal(markdown, "Spaced words stay apart.\n\nThe offer is final.\n");
});

Deno.test("doc: the one stretch marked deleted is the tracked deletion's ten characters", () => {
  const { word, table } = docStreams(spacedAndDeleted())!;
  const stretches = deletedStretches(word, table);
  assert.equal(stretches.length, 1);
  const [[from, to]] = stretches;
  // LibreOffice writes this text as UTF-16, two bytes a character.
  assert.equal(
    new TextDecoder("utf-16le").decode(new Uint8Array(word.buffer, from, to - from)),
    "withdrawn ",
  );
});

Deno.test("doc: deleted stretches overwrite the characters they cover in 8-bit and UTF-16 pieces alike", () => {
  const pieces = [
    { startFilePos: 100, size: 6, bpc: 1, text: "abcdef" },
    { startFilePos: 200, size: 8, bpc: 2, text: "ghij" },
    { startFilePos: 300, size: 3, bpc: 1, text: "klm" },
  ];
  // Two overlapping stretches, one across the end of the first piece, one inside the UTF-16 piece.
  markDeleted(pieces, [[104, 110], [102, 105], [202, 206]]);
  assert.deepEqual(pieces.map((p) => p.text), ["ab\0\0\0\0", "g\0\0j", "klm"]);
});
