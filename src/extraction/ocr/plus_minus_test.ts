import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { plusMinus } from "./plus_minus.ts";

/**
 * A word's box 26 pixels tall on white paper, as the datasheet's scan prints "±0.2" and "+85": a sign 14
 * pixels wide (a cross two pixels thick, its bar across rows 9 and 10, raised for a plus-minus sign), with a
 * bar two rows thick on the baseline under it when `barred`, then figures as full-height bars 12 pixels wide,
 * 4 apart.
 */
function word(figures: number, sign: { barred: boolean; raised?: boolean }) {
  const width = 18 + figures * 16, height = 26;
  const image: GreyImage = { width, height, data: new Uint8Array(width * height).fill(255) };
  const ink = (x0: number, x1: number, y0: number, y1: number) => {
    for (let y = y0; y < y1; y++) image.data.fill(0, y * width + x0, y * width + x1);
  };
  const middle = sign.raised ? 9 : 13;
  ink(0, 14, middle, middle + 2);
  ink(6, 8, middle - 7, middle + 9);
  if (sign.barred) ink(0, 14, 24, 26);
  for (let f = 0; f < figures; f++) ink(18 + 16 * f, 30 + 16 * f, 0, height);
  return { image, box: { x0: 0, y0: 0, x1: width, y1: height } };
}

Deno.test("ocr: a plus sign read before a figure is a plus-minus sign where a bar stands under its cross", () => {
  const tolerance = word(2, { barred: true, raised: true });
  assert.equal(plusMinus("+0.2", tolerance.image, 128, tolerance.box), "±0.2");
  const plus = word(2, { barred: false });
  assert.equal(plusMinus("+85", plus.image, 128, plus.box), "+85");
  // Only a sign before a figure: a word that reads otherwise is left as read.
  assert.equal(plusMinus("C++", tolerance.image, 128, tolerance.box), "C++");
  // A bar no longer than a figure's stroke is part of another mark, not a plus-minus sign's.
  const short = word(2, { barred: false, raised: true });
  for (let y = 24; y < 26; y++) {
    short.image.data.fill(0, y * short.image.width + 6, y * short.image.width + 8);
  }
  assert.equal(plusMinus("+2", short.image, 128, short.box), "+2");
});
