import assert from "node:assert/strict";
import { joinUnspaced } from "./unspaced.ts";

const word = (text: string, x0: number, x1: number, joined?: true) => ({
  text,
  confidence: text.length * 10,
  bbox: { x0, x1, y0: 10, y1: 40 },
  ...(joined ? { joined } : {}),
});

Deno.test("OCR words: words the line's text runs together are one word, boxed around both; spaced ones stay", () => {
  const words = joinUnspaced([
    word("발행처", 173, 233),
    word("국", 245, 266),
    word("회", 268, 288, true),
    word("입법", 292, 334, true),
    word("2020", 244, 325),
    word("년", 306, 326, true),
  ]);
  assert.deepEqual(words.map((w) => w.text), ["발행처", "국회입법", "2020년"]);
  assert.deepEqual(words[1].bbox, { x0: 245, x1: 334, y0: 10, y1: 40 });
  assert.equal(words[1].confidence, 10);
  // Right to left, the word joined on lies to the left of the one before it.
  const [arabic] = joinUnspaced([word("ال", 500, 540), word("برمجة", 420, 498, true)]);
  assert.deepEqual(arabic.bbox, { x0: 420, x1: 540, y0: 10, y1: 40 });
});
