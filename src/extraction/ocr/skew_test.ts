import assert from "node:assert/strict";
import { type GreyImage, rotateBy } from "../image/raster.ts";
import { estimateSkew } from "./skew.ts";

/** Dark bars like text lines, drawn at a slope of `degrees`. */
function lines(degrees: number): GreyImage {
  const width = 600, height = 400;
  const data = new Uint8Array(width * height).fill(255);
  const tan = Math.tan((degrees * Math.PI) / 180);
  for (let row = 40; row < height - 40; row += 30) {
    for (let x = 50; x < width - 50; x++) {
      if (x % 40 > 32) continue;
      for (let t = 0; t < 8; t++) {
        const y = Math.round(row + t + x * tan);
        if (y >= 0 && y < height) data[y * width + x] = 0;
      }
    }
  }
  return { width, height, data };
}

Deno.test("skew: the slope of text lines is measured; a straight or blank page counts as straight", () => {
  for (const degrees of [2, -3.4]) {
    const measured = (estimateSkew(lines(degrees)) * 180) / Math.PI;
    assert.ok(Math.abs(measured - degrees) <= 0.2, `${degrees}° measured as ${measured}°`);
  }
  assert.equal(estimateSkew(lines(0)), 0);
  assert.equal(estimateSkew({ width: 50, height: 50, data: new Uint8Array(2500).fill(255) }), 0);
});

Deno.test("skew: a page turned back by its measured skew comes out straight, its size kept", () => {
  for (const degrees of [2, -3.4]) {
    const skewed = lines(degrees);
    const straight = rotateBy(skewed, -estimateSkew(skewed));
    assert.deepEqual([straight.width, straight.height], [skewed.width, skewed.height]);
    assert.equal(estimateSkew(straight), 0, `${degrees}°`);
  }
});

Deno.test("skew: two straight columns whose lines sit half a line apart count as straight", () => {
  // Over the whole width, a slope carrying the left column's lines onto the right's looked sharper.
  const width = 800, height = 600;
  const data = new Uint8Array(width * height).fill(255);
  for (const [from, to, first] of [[40, 380, 40], [420, 760, 52]]) {
    for (let row = first; row < height - 40; row += 24) {
      for (let x = from; x < to; x++) {
        if (x % 40 > 32) continue;
        for (let t = 0; t < 8; t++) data[(row + t) * width + x] = 0;
      }
    }
  }
  assert.equal(estimateSkew({ width, height, data }), 0);
});
