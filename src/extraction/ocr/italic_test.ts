import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { italicWords, shearGain, slant } from "./italic.ts";

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

Deno.test("OCR italic: a box's slant is its strokes' lean, and shearing leaning strokes back sharpens them", () => {
  const box = { x0: 0, x1: 200, y0: 0, y1: 40 };
  assert.equal(slant(stems(0), 128, box), 0);
  assert.ok(Math.abs(slant(stems(0.2), 128, box) - 0.2) < 0.03);
  assert.ok(Math.abs(slant(stems(-0.1), 128, box) + 0.1) < 0.03);
  // Sheared back by an italic's lean, leaning stems stand up in sharp columns; upright ones smear.
  assert.ok(shearGain(stems(0.2), 128, box) > 1.5);
  assert.ok(shearGain(stems(0), 128, box) < 1);
});

Deno.test("OCR italic: long words lean on their own, short ones and slight leans only beside an italic word", () => {
  const line = (words: [string, number, number][]) =>
    italicWords(words.map(([text, slant, gain]) => ({ text, slant, gain })));
  // Slant and shear gain measured on 200 dpi scans. "Water" and "Act" show their lean only beside "Drinking".
  const act: [string, number, number][] = [["with", -0.03, 0.85], ["the", 0.01, 0.84], ["Safe", 0.23, 1.28]];
  act.push(["Drinking", 0.15, 1.2], ["Water", 0.27, 0.96], ["Act", 0.18, 0.91], ["and", -0.02, 0.88]);
  assert.deepEqual(line(act), [false, false, true, true, true, true, false]);
  assert.deepEqual(line([["Elastic", 0.28, 1.31], ["Stop", 0.13, 1.3], ["Nut", 0.21, 1.38]]), [
    true,
    true,
    true,
  ]);
  // Helvetica's upright "are" leans as far as an italic, but its columns do not sharpen sheared back.
  assert.deepEqual(line([["data", 0.0, 0.91], ["are", 0.21, 0.96], ["stored", 0.01, 0.9]]), [
    false,
    false,
    false,
  ]);
  // A short word between italic ones; one beside a long italic word that leans too, not beside a short one.
  assert.deepEqual(line([["Acts", 0.2, 1.2], ["of", 0.0, 0.9], ["Parliament", 0.22, 1.25]]), [
    true,
    true,
    true,
  ]);
  assert.deepEqual(
    line([["yields", -0.05, 0.89], ["a", 0.21, 0.97], ["2x", 0.47, 1.08], ["speed", 0.21, 1.11]]),
    [
      false,
      false,
      true,
      true,
    ],
  );
});
