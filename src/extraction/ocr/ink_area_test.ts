import assert from "node:assert/strict";
import type { Page } from "tesseract.js";
import { openImage } from "../image/decode.ts";
import { type GreyImage, toGrey } from "../image/raster.ts";
import { ocrTest } from "../testing/ocr_tests.ts";
import { recognize } from "./engine.ts";
import { inkBounds, readInkArea } from "./ink_area.ts";
import { inkThreshold } from "./orientation.ts";
import { wordsOf } from "./tesseract_words.ts";

Deno.test("the ink's bounds hold every pixel darker than the threshold, on grey paper, at any offset", () => {
  const width = 37, height = 20;
  const data = new Uint8Array(width * height + 1).fill(210);
  const image = { width, height, data: data.subarray(0, width * height) };
  assert.equal(inkBounds(image, 200), undefined);
  for (const [x, y] of [[5, 3], [30, 17], [12, 9]]) data[y * width + x] = 40;
  assert.deepEqual(inkBounds(image, 200), { x0: 5, x1: 30, y0: 3, y1: 17 });
  // The same pixels one byte further on, where they cannot be read four at a time.
  data.copyWithin(1, 0, width * height);
  assert.deepEqual(inkBounds({ width, height, data: data.subarray(1) }, 200), {
    x0: 5,
    x1: 30,
    y0: 3,
    y1: 17,
  });
  // Paper the threshold does not reach counts as ink.
  assert.deepEqual(inkBounds(image, 211), { x0: 0, x1: 36, y0: 0, y1: 19 });
});

const place = (page: Page) => wordsOf(page).map((w) => [w.text, w.bbox.x0, w.bbox.y0, w.bbox.x1, w.bbox.y1]);

ocrTest(
  "ocr: a page of a few lines is read within its ink, its words placed back where the whole page has them",
  async () => {
    // A lab report's table pasted on a white letter-size page at 200 dpi.
    const bytes = Deno.readFileSync(new URL("./testdata/micro_sign.png", import.meta.url));
    const image = toGrey(await openImage(bytes).page(0));
    const read = (area: GreyImage) => recognize(area, { psm: 3, dpi: 200, invertLines: true });
    const sizes: number[] = [];
    const withinInk = await readInkArea(image, inkThreshold(image), 200, (area) => {
      sizes.push(area.width * area.height);
      return read(area);
    });
    assert.equal(sizes.length, 1);
    assert.ok(sizes[0] < image.width * image.height / 2, `${sizes[0]} pixels read`);
    const whole = place(await read(image));
    assert.ok(whole.length > 10, `${whole.length} words`);
    assert.deepEqual(place(withinInk), whole);
  },
);
