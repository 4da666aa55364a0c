import assert from "node:assert/strict";
import type { Block, Line } from "tesseract.js";
import { isVertical } from "./vertical_text.ts";

function word(text: string, x: number, y: number, vertical = false) {
  const w = text.length * 8;
  return {
    text,
    bbox: vertical ? { x0: x, y0: y, x1: x + 10, y1: y + w } : { x0: x, y0: y, x1: x + w, y1: y + 10 },
  };
}

const line = (words: ReturnType<typeof word>[]) => ({ words }) as unknown as Line;
const block = (blocktype: number) => ({ blocktype }) as unknown as Block;

Deno.test("ocr vertical text: a margin stamp's tall words are sideways, a line of body text is not", () => {
  assert.equal(isVertical(line([word("arXiv:2206", 5, 0, true)]), block(1)), true);
  assert.equal(isVertical(line([word("Body", 50, 10), word("text", 100, 10)]), block(1)), false);
});

Deno.test("ocr vertical text: short fragments of a block tesseract found vertical are sideways too", () => {
  assert.equal(isVertical(line([word("Vv", 5, 300)]), block(7)), true);
});
