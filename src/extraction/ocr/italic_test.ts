import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { italicWords, slant } from "./italic.ts";

/** Ten stems 3 pixels wide and 24 tall, each row `lean` pixels further right than the row below it. */
function stems(lean: number): GreyImage {
  const [width, height] = [200, 40];
  const data = new Uint8Array(width * height).fill(255);
  for (let stem = 0; stem < 10; stem++) {
    for (let y = 8; y < 32; y++) {
      const left = 10 + stem * 16 + Math.round(lean * (31 - y));
      data.fill(0, y * width + left, y * width + left + 3);
    }
  }
  return { width, height, data };
}

Deno.test("OCR italic: a box's slant is its strokes' lean, upright ones none", () => {
  const box = { x0: 0, x1: 200, y0: 0, y1: 40 };
  assert.equal(slant(stems(0), 128, box), 0);
  assert.ok(Math.abs(slant(stems(0.2), 128, box) - 0.2) < 0.03);
  assert.ok(Math.abs(slant(stems(-0.1), 128, box) + 0.1) < 0.03);
});

Deno.test("OCR italic: long words lean on their own, short ones and slight leans only beside an italic word", () => {
  const line = (words: [string, number][]) => italicWords(words.map(([text, slant]) => ({ text, slant })));
  // Slants measured on a 200 dpi scan of "accordance with the Safe Drinking Water Act and is".
  const act: [string, number][] = [["with", -0.03], ["the", 0.01], ["Safe", 0.23], ["Drinking", 0.15]];
  act.push(["Water", 0.27], ["Act", 0.18], ["and", -0.02], ["is", -0.32]);
  assert.deepEqual(line(act), [false, false, true, true, true, true, false, false]);
  // An italic heading's word that leans a little less; an upright "are" leaning as much, alone.
  assert.deepEqual(line([["Elastic", 0.28], ["Stop", 0.13], ["Nut", 0.21]]), [true, true, true]);
  assert.deepEqual(line([["nuts", -0.11], ["are", 0.11], ["made", 0.02]]), [false, false, false]);
  // A short word between italic ones; one beside an italic word that leans too; a figure leaning alone.
  assert.deepEqual(line([["Acts", 0.2], ["of", 0.0], ["Parliament", 0.22]]), [true, true, true]);
  assert.deepEqual(line([["a", 0.27], ["2x", 0.47], ["speed", 0.21]]), [false, true, true]);
  assert.deepEqual(line([["Note", -0.09], ["7-26", 0.49], ["that", 0.07]]), [false, false, false]);
});
