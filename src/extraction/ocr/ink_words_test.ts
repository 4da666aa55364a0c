import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { alignedToInk } from "./ink_words.ts";

/** A white line 24 rows tall with black letters 8 columns wide at each of `letters`' starting columns. */
function line(letters: number[]): GreyImage {
  const width = 400, height = 24, data = new Uint8Array(width * height).fill(255);
  for (const x of letters) {
    for (let y = 4; y < 20; y++) data.fill(0, y * width + x, y * width + x + 8);
  }
  return { width, height, data };
}

const word = (text: string, x0: number, x1: number) => ({ text, bbox: { x0, x1, y0: 2, y1: 22 } });
// "Date: 3 November": letters 4 columns apart within a word, words 14 apart.
const DATE = [20, 32, 44, 56], THREE = [78], NOVEMBER = [100, 112, 124, 136, 148, 160, 172, 184];
const boxes = (words: { bbox: { x0: number; x1: number } }[]) => words.map((w) => [w.bbox.x0, w.bbox.x1]);

Deno.test("ink words: boxes tesseract slipped along the line are moved onto their words' ink", () => {
  const image = line([...DATE, ...THREE, ...NOVEMBER]);
  // The "3" boxed on the N after it, "November" from its "o": an em of paper opened before them.
  const read = [word("Date:", 20, 64), word("3", 102, 108), word("November", 112, 192)];
  assert.deepEqual(boxes(alignedToInk(read, image, 128, 2, 22)), [[20, 64], [78, 86], [100, 192]]);
});

Deno.test("ink words: boxes on their ink, or ink that parts into another count of words, stay", () => {
  const image = line([...DATE, ...THREE, ...NOVEMBER]);
  const right = [word("Date:", 20, 64), word("3", 78, 86), word("November", 100, 192)];
  assert.deepEqual(boxes(alignedToInk(right, image, 128, 2, 22)), boxes(right));
  // Read as two words where the ink shows three: which box goes where is not known.
  const two = [word("Date:", 20, 64), word("3November", 102, 192)];
  assert.deepEqual(boxes(alignedToInk(two, image, 128, 2, 22)), boxes(two));
});
