import assert from "node:assert/strict";
import { bulletText } from "./bullets.ts";

const word = (text: string, x0: number, x1: number) => ({ text, bbox: { x0, x1, y0: 100, y1: 126 } });

Deno.test("OCR bullets: a bullet read as a letter or symbol, narrow and apart before its text, is a bullet", () => {
  // A 200-dpi JPEG scan: rows 32 pixels, the bullets 10 to 13 pixels wide, the text 28 pixels on.
  // "co" a hollow bullet, "=" a small square, as a nested list's second and third levels read.
  for (const misread of ["¢", "©", "eo", "o", "e¢", "co", "="]) {
    assert.equal(bulletText([word(misread, 202, 213), word("Sensor", 241, 330)], 0, 32), "•", misread);
  }
});

Deno.test("OCR bullets: words, wide marks, marks close to the next word and later words stay as read", () => {
  // A word of its own.
  assert.equal(bulletText([word("a", 202, 219), word("sensor", 247, 330)], 0, 32), "a");
  // Too wide to be a bullet, or a word space from the next word.
  assert.equal(bulletText([word("eo", 202, 226), word("Sensor", 254, 330)], 0, 32), "eo");
  assert.equal(bulletText([word("©", 202, 213), word("2024", 221, 280)], 0, 32), "©");
  // Not the line's first word, or its only one.
  assert.equal(bulletText([word("Sensor", 100, 190), word("©", 220, 231), word("x", 260, 270)], 1, 32), "©");
  assert.equal(bulletText([word("©", 202, 213)], 0, 32), "©");
  // A mark far out before the line's text: small print read as "=", eight rows before the next word.
  assert.equal(bulletText([word("=", 202, 217), word("word", 481, 530)], 0, 32), "=");
});
