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

Deno.test("upside down: a picture's ink, however it is spread, does not outweigh the lines of text", () => {
  const text = lines();
  const [width, height] = [text.width, text.height + 170];
  const data = new Uint8Array(width * height).fill(255);
  data.set(text.data);
  // A funnel under the text, widest at its top: below its widest rows lies far more ink than the lines hold.
  for (let row = 0; row < 150; row++) {
    const half = Math.round(200 * (1 - row / 150));
    const y = text.height + 10 + row;
    data.fill(0, y * width + 210 - half, y * width + 210 + half);
  }
  const page = { width, height, data };
  assert.equal(looksUpsideDown(page, 128), false);
  assert.equal(looksUpsideDown(rotate(page, 180), 128), true);
});
