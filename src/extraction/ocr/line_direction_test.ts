import assert from "node:assert/strict";
import { type GreyImage, rotate } from "../image/raster.ts";
import { lineDirection } from "./line_direction.ts";

/** Three short lines of letter-sized blobs, 3 px apart along a line and 14 px apart between lines. */
function threeLines(): GreyImage {
  const [width, height] = [400, 120];
  const data = new Uint8Array(width * height).fill(255);
  for (let line = 0; line < 3; line++) {
    for (let letter = 0; letter < 25; letter++) {
      const [left, top] = [20 + letter * 12, 20 + line * 28];
      for (let y = top; y < top + 14; y++) data.fill(0, y * width + left, y * width + left + 9);
    }
  }
  return { width, height, data };
}

Deno.test("line direction: letters' nearest neighbours tell lines running across from lines running down", () => {
  const page = threeLines();
  assert.equal(lineDirection(page, 128), "horizontal");
  assert.equal(lineDirection(rotate(page, 90), 128), "vertical");
  assert.equal(lineDirection(rotate(page, 270), 128), "vertical");
});

Deno.test("line direction: a page without enough letters leaves the question open", () => {
  const blank = { width: 200, height: 200, data: new Uint8Array(200 * 200).fill(255) };
  assert.equal(lineDirection(blank, 128), undefined);
});
