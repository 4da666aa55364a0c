import assert from "node:assert/strict";
import { rotate } from "../image/raster.ts";
import { letterLines as lines } from "../testing/letter_lines.ts";
import { looksUpsideDown } from "./upside_down.ts";

Deno.test("upside down: ink above the lines' cores outweighs ink below them on an upright page", () => {
  assert.equal(looksUpsideDown(lines(), 128), false);
  assert.equal(looksUpsideDown(rotate(lines(), 180), 128), true);
});

Deno.test("upside down: lines without ascenders or descenders leave the question open", () => {
  assert.equal(looksUpsideDown(lines(false), 128), undefined);
  const blank = { width: 200, height: 200, data: new Uint8Array(200 * 200).fill(255) };
  assert.equal(looksUpsideDown(blank, 128), undefined);
});
