import assert from "node:assert/strict";
import { encodeSpix } from "./raster.ts";

Deno.test("an image goes to tesseract as Leptonica holds it: rows padded to words, each word's pixels reversed", () => {
  const image = { width: 5, height: 2, data: Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) };
  const spix = encodeSpix(image);
  const view = new DataView(spix.buffer);
  assert.equal(new TextDecoder().decode(spix.subarray(0, 4)), "spix");
  // Width, height, depth, words per line, colours, raster bytes.
  assert.deepEqual([4, 8, 12, 16, 20, 24].map((at) => view.getUint32(at, true)), [5, 2, 8, 2, 0, 16]);
  assert.deepEqual([...spix.subarray(28)], [4, 3, 2, 1, 0, 0, 0, 5, 9, 8, 7, 6, 0, 0, 0, 10]);
});
