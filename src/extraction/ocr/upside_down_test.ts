import assert from "node:assert/strict";
import { type GreyImage, rotate } from "../image/raster.ts";
import { looksUpsideDown } from "./upside_down.ts";

/**
 * Lines of letter-sized blobs with an x-height of 10 px; every third letter has an ascender (7 px more above)
 * and every seventh a descender (5 px more below), about as often as in English.
 */
function lines(ascenders = true): GreyImage {
  const [width, height] = [420, 200];
  const data = new Uint8Array(width * height).fill(255);
  for (let line = 0; line < 5; line++) {
    const baseline = 30 + line * 34;
    for (let letter = 0; letter < 30; letter++) {
      const left = 15 + letter * 13;
      const top = baseline - 10 - (ascenders && letter % 3 === 0 ? 7 : 0);
      const bottom = baseline + (ascenders && letter % 7 === 0 ? 5 : 0);
      for (let y = top; y < bottom; y++) data.fill(0, y * width + left, y * width + left + 8);
    }
  }
  return { width, height, data };
}

Deno.test("upside down: ink above the lines' cores outweighs ink below them on an upright page", () => {
  assert.equal(looksUpsideDown(lines(), 128), false);
  assert.equal(looksUpsideDown(rotate(lines(), 180), 128), true);
});

Deno.test("upside down: lines without ascenders or descenders leave the question open", () => {
  assert.equal(looksUpsideDown(lines(false), 128), undefined);
  const blank = { width: 200, height: 200, data: new Uint8Array(200 * 200).fill(255) };
  assert.equal(looksUpsideDown(blank, 128), undefined);
});
