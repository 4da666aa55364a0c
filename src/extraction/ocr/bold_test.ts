import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { boldLines, strokeWidth } from "./bold.ts";

/** Lines of "letters": upright strokes `stroke` pixels wide, 20 tall, every 10 pixels. */
function page(strokes: number[]): GreyImage {
  const width = 400, height = strokes.length * 40;
  const data = new Uint8Array(width * height).fill(255);
  strokes.forEach((stroke, line) => {
    for (let y = line * 40 + 10; y < line * 40 + 30; y++) {
      for (let x = 20; x < 380; x += 10) data.fill(0, y * width + x, y * width + x + stroke);
    }
  });
  return { width, height, data };
}

Deno.test("bold: a line drawn with thicker strokes than the page's usual ones is bold", () => {
  const strokes = [2, 2, 4, 2, 2, 2];
  const image = page(strokes);
  const widths = strokes.map((_, line) =>
    strokeWidth(image, 128, { x0: 0, y0: line * 40 + 5, x1: 400, y1: line * 40 + 35 })
  );
  assert.deepEqual(widths, [2, 2, 4, 2, 2, 2]);
  assert.deepEqual(boldLines(widths), [false, false, true, false, false, false]);
  // Too few lines to know the usual stroke, and a blank box: nothing is called bold.
  assert.deepEqual(boldLines([2, 4]), [false, false]);
  assert.equal(strokeWidth(image, 128, { x0: 0, y0: 0, x1: 400, y1: 5 }), undefined);
});
