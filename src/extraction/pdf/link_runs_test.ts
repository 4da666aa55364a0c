import assert from "node:assert/strict";
import type { TextItem } from "../types.ts";
import { linkedRuns } from "./link_runs.ts";

/** A run at 10 points, five points a character. */
const run = (text: string, x = 100, y = 200): TextItem => ({
  text,
  x,
  y,
  width: text.length * 5,
  height: 10,
  fontSize: 10,
  bold: false,
  italic: false,
});
const url = "https://example.org/manual";
const pieces = (items: TextItem[]) => items.map((i) => [i.text, i.link ?? null, Math.round(i.x)]);

Deno.test("link runs: a link over a whole run marks it", () => {
  assert.deepEqual(pieces(linkedRuns(run("manual"), [{ rect: [98, 198, 132, 212], url }])), [
    ["manual", url, 100],
  ]);
});

Deno.test("link runs: a link over a run's last word cuts the run at the word space and marks that piece", () => {
  // "the full list is in the online": the link's area starts over "online", 24 characters in.
  const line = run("the full list is in the online");
  assert.deepEqual(pieces(linkedRuns(line, [{ rect: [220, 198, 251, 212], url }])), [
    ["the full list is in the", null, 100],
    ["online", url, 220],
  ]);
});

Deno.test("link runs: a link over a run's first words; a stop past the link's area is not link text", () => {
  assert.deepEqual(
    pieces(linkedRuns(run("manual pages and then the first"), [{ rect: [99, 198, 164, 212], url }])),
    [
      ["manual pages", url, 100],
      ["and then the first", null, 165],
    ],
  );
  assert.deepEqual(pieces(linkedRuns(run("manual."), [{ rect: [99, 198, 131, 212], url }])), [
    ["manual", url, 100],
    [".", null, 130],
  ]);
});

Deno.test("link runs: a link inside a run with no word space near its edge, or on another line, marks nothing", () => {
  assert.deepEqual(
    pieces(linkedRuns(run("see https://example.org"), [{ rect: [150, 198, 216, 212], url }])),
    [
      ["see https://example.org", null, 100],
    ],
  );
  assert.deepEqual(pieces(linkedRuns(run("the online"), [{ rect: [120, 220, 151, 232], url }])), [
    ["the online", null, 100],
  ]);
});

Deno.test("link runs: a link area ending where a run starts is not on it", () => {
  // "HTML5" is linked; the run after it, ", which allows …", starts a hair inside its area.
  assert.deepEqual(
    pieces(linkedRuns(run(", which allows for fast", 77.4), [{ rect: [35.5, 198, 77.5, 212], url }])),
    [
      [", which allows for fast", null, 77],
    ],
  );
});

Deno.test("link runs: a link inside a run cuts it in three; two links in one run each mark their words", () => {
  // "underline and hyperlink on the same line": the link over "hyperlink", 14 characters in.
  const line = run("underline and hyperlink on the same line");
  assert.deepEqual(pieces(linkedRuns(line, [{ rect: [169, 198, 216, 212], url }])), [
    ["underline and", null, 100],
    ["hyperlink", url, 170],
    ["on the same line", null, 220],
  ]);
  const other = "https://example.org/other";
  assert.deepEqual(
    pieces(linkedRuns(run("see alpha and beta for more"), [
      { rect: [119, 198, 146, 212], url },
      { rect: [169, 198, 191, 212], url: other },
    ])),
    [["see", null, 100], ["alpha", url, 120], ["and", null, 150], ["beta", other, 170], [
      "for more",
      null,
      195,
    ]],
  );
});

Deno.test("link runs: measured word spaces place the cuts where an average character width would not", () => {
  // Narrow letters, then wide ones: the spaces stand at 4, 9 and 58 points, not 12, 28 and 61.
  const line: TextItem = { ...run("il il WWWWWW more"), width: 80 };
  const link = [{ rect: [110, 198, 157, 212] as [number, number, number, number], url }];
  assert.deepEqual(pieces(linkedRuns(line, link, [4, 9, 58])).map((p) => p.slice(0, 2)), [
    ["il il", null],
    ["WWWWWW", url],
    ["more", null],
  ]);
  assert.deepEqual(pieces(linkedRuns(line, link)).map((p) => p.slice(0, 2))[1], ["il WWWWWW", url]);
});
