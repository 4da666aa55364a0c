import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { blobs } from "./blobs.ts";
import { findRules } from "./rules.ts";

/**
 * A page of `paper` grey with specks, strokes and rules of ink at pseudo-random places (a seeded sequence, so
 * a failure repeats), 413 pixels wide, one more than a multiple of four, so that its rows start at every
 * offset within a 32-bit word.
 */
function speckled(paper: number, seed: number): GreyImage {
  const width = 413, height = 160;
  const data = new Uint8Array(width * height).fill(paper);
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8;
  for (let i = 0; i < 300; i++) {
    const x = next() % width, y = next() % height, length = 1 + (next() % 9);
    const across = next() % 2 === 0;
    for (let k = 0; k < length; k++) {
      const [px, py] = across ? [x + k, y] : [x, y + k];
      if (px < width && py < height) data[py * width + px] = next() % 120;
    }
  }
  // Two long rules, one along a row and one down a column.
  data.fill(10, 40 * width + 20, 40 * width + 380);
  for (let y = 10; y < 150; y++) data[y * width + 200] = 10;
  return { width, height, data };
}

/** The same pixels at a start a 32-bit word cannot be read at: each pixel is tested on its own there. */
function unaligned(image: GreyImage): GreyImage {
  const copy = new Uint8Array(image.data.length + 1);
  copy.set(image.data, 1);
  return { ...image, data: copy.subarray(1) };
}

Deno.test("blobs and rules come out the same whether paper is passed four pixels at a time or one by one", () => {
  for (const [paper, threshold] of [[255, 128], [201, 150], [230, 200], [140, 129], [100, 60]]) {
    for (const seed of [1, 2, 3]) {
      const image = speckled(paper, seed);
      const found = blobs(image, threshold);
      assert.ok(found.length > 100, `paper ${paper}: ${found.length} blobs`);
      assert.deepEqual(found, blobs(unaligned(image), threshold), `paper ${paper}, seed ${seed}`);
      const rules = findRules(image, threshold, 8);
      assert.ok(rules.length >= 1, `paper ${paper}: ${rules.length} rules`);
      assert.deepEqual(rules, findRules(unaligned(image), threshold, 8), `paper ${paper}, seed ${seed}`);
    }
  }
});
