import assert from "node:assert/strict";
import { renderRuns } from "./inline.ts";

const plain = (text: string) => renderRuns([{ text, bold: false, italic: false }]);

Deno.test("inline: a paragraph that starts like a heading or a list marker is escaped so it stays a paragraph", () => {
  assert.equal(plain("# of units sold"), "\\# of units sold");
  assert.equal(plain("- 3 degrees at night"), "\\- 3 degrees at night");
  // Markdown escapes punctuation, not digits: the stop is escaped.
  assert.equal(plain("2. Gross, walls included."), "2\\. Gross, walls included.");
  assert.equal(plain("2.5 metres"), "2.5 metres");
});

Deno.test("inline: a footnote reference is written as markdown's, outside the mark's styling", () => {
  const runs = [
    { text: "Rents rose", bold: true, italic: false },
    { text: "1", bold: true, italic: false, note: "1" },
    { text: " in the city.", bold: false, italic: false },
  ];
  assert.equal(renderRuns(runs), "**Rents rose**[^1] in the city.");
});
