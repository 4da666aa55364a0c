import assert from "node:assert/strict";
import { isPaper, paperLanes, pixelWords } from "./paper_words.ts";

Deno.test("a word of four pixels is paper exactly when each of its bytes is, at every threshold", () => {
  // Every byte value in every position, next to bytes on either side of the threshold.
  for (let threshold = 0; threshold <= 256; threshold++) {
    const lanes = paperLanes(threshold);
    for (let value = 0; value < 256; value++) {
      for (const other of [0, threshold - 1, threshold, 255]) {
        if (other < 0 || other > 255) continue;
        for (let place = 0; place < 4; place++) {
          const bytes = [other, other, other, other];
          bytes[place] = value;
          const four = new Uint32Array(new Uint8Array(bytes).buffer)[0];
          assert.equal(isPaper(four, lanes), bytes.every((b) => b >= threshold), `${threshold}: ${bytes}`);
        }
      }
    }
  }
});

Deno.test("a word of four mixed pixels is paper exactly when each of its bytes is", () => {
  // A pseudo-random sequence, so that a failure repeats.
  let seed = 1;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8;
  for (let i = 0; i < 200_000; i++) {
    const threshold = next() % 258, bytes = [next() & 255, next() & 255, next() & 255, next() & 255];
    const four = new Uint32Array(new Uint8Array(bytes).buffer)[0];
    assert.equal(
      isPaper(four, paperLanes(threshold)),
      bytes.every((b) => b >= threshold),
      `${threshold}: ${bytes}`,
    );
  }
});

Deno.test("pixels are read as words only from a start four bytes can be read at", () => {
  const data = new Uint8Array(12);
  assert.equal(pixelWords(data)?.length, 3);
  assert.equal(pixelWords(data.subarray(4, 11))?.length, 1);
  assert.equal(pixelWords(data.subarray(1)), undefined);
});
