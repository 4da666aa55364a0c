import assert from "node:assert/strict";
import { decodeImagePages } from "../image/decode.ts";
import type { GreyImage } from "../image/raster.ts";
import { asPositive, isNegative } from "./negative.ts";
import { ocrPage } from "./ocr_page.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

/** A page of `paper` with a tenth of it in `ink`, as letters would take. */
function page(paper: number, ink: number): GreyImage {
  const data = new Uint8Array(100 * 100).fill(paper);
  for (let i = 0; i < data.length; i += 10) data[i] = ink;
  return { width: 100, height: 100, data };
}

Deno.test("OCR negatives: light text on a dark ground is turned dark on light; a printed page is left alone", () => {
  const printed = page(240, 20);
  assert.equal(isNegative(printed), false);
  assert.equal(asPositive(printed), printed);
  const negative = page(30, 230);
  assert.equal(isNegative(negative), true);
  assert.deepEqual(asPositive(negative).data, page(225, 25).data);
  // A blank page is no negative.
  assert.equal(isNegative(page(255, 255)), false);
});

ocrTest("OCR negatives: a page of white letters on black is read", async () => {
  const url = new URL("./testdata/korean_lines.png", import.meta.url);
  const [image] = await decodeImagePages(Deno.readFileSync(url));
  const result = await ocrPage({ ...image, data: image.data.map((v) => 255 - v) }, 1, { dpi: 200 });
  const text = result.content.items.map((item) => item.text).join(" ");
  for (const word of ["사망자는", "(Pandemic)", "2020."]) {
    assert.ok(text.includes(word), `${word} in ${text}`);
  }
});
