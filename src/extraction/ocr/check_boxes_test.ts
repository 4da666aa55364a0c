import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { checkBoxBefore } from "./check_boxes.ts";
import { readTestImage } from "./testdata/read.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

/** A page of `ground` grey, 200 by 60 pixels, with each [x0, y0, x1, y1, value] rectangle painted on it. */
function pageWith(ground: number, ...rectangles: [number, number, number, number, number][]): GreyImage {
  const width = 200, height = 60, data = new Uint8Array(width * height).fill(ground);
  for (const [x0, y0, x1, y1, value] of rectangles) {
    for (let y = y0; y < y1; y++) data.fill(value, y * width + x0, y * width + x1);
  }
  return { width, height, data };
}

// The line's first word starts at column 120, its ink from row 22 to 38, its row 20 pixels high.
const word = { x0: 120, y0: 22, x1: 170, y1: 38 };
const boxBefore = (image: GreyImage) => checkBoxBefore(image, word, 22, 38, 20);

/** An outline of `value` around [x0, y0, x1, y1), two pixels thick. */
const outline = (x0: number, y0: number, x1: number, y1: number, value: number) =>
  [
    [x0, y0, x1, y0 + 2, value],
    [x0, y1 - 2, x1, y1, value],
    [x0, y0, x0 + 2, y1, value],
    [x1 - 2, y0, x1, y1, value],
  ] as [number, number, number, number, number][];

Deno.test("OCR check boxes: a white square on grey, an outline, a ticked one or a filled one before a line is its box", () => {
  assert.deepEqual(boxBefore(pageWith(212, [90, 21, 108, 39, 255])), { x0: 90, x1: 108, y0: 21, y1: 39 });
  assert.deepEqual(boxBefore(pageWith(255, ...outline(90, 21, 108, 39, 0))), {
    x0: 90,
    x1: 108,
    y0: 21,
    y1: 39,
  });
  const tick: [number, number, number, number, number] = [96, 26, 100, 34, 0];
  assert.ok(boxBefore(pageWith(255, ...outline(90, 21, 108, 39, 0), tick)));
  assert.ok(boxBefore(pageWith(255, [90, 21, 108, 39, 0])));
  // A white square on a light grey ground, as a scan gives it: parts of it just short of white.
  assert.deepEqual(
    boxBefore(pageWith(214, [90, 21, 108, 39, 255], [94, 21, 95, 39, 251], [90, 24, 108, 25, 253])),
    {
      x0: 90,
      x1: 108,
      y0: 21,
      y1: 39,
    },
  );
});

Deno.test("OCR check boxes: no box where marks are no square standing apart on its own ground", () => {
  // Nothing there.
  assert.equal(boxBefore(pageWith(255)), undefined);
  // A section number's badge: a dark square round a figure in the ground's colour.
  assert.equal(boxBefore(pageWith(255, [90, 21, 108, 39, 0], [97, 25, 101, 33, 255])), undefined);
  // A round bullet's edges are not marked along their length.
  const disc = pageWith(255);
  for (let y = 21; y < 39; y++) {
    for (let x = 90; x < 108; x++) if ((x - 98.5) ** 2 + (y - 29.5) ** 2 <= 81) disc.data[y * 200 + x] = 0;
  }
  assert.equal(boxBefore(disc), undefined);
  // A picture running out of the region above the line, a box set against the word, a square too large for
  // the line, a bar, a speck.
  assert.equal(boxBefore(pageWith(255, [90, 10, 108, 30, 0])), undefined);
  assert.equal(boxBefore(pageWith(255, [102, 21, 118, 39, 0])), undefined);
  assert.equal(boxBefore(pageWith(255, [80, 17, 106, 43, 0])), undefined);
  assert.equal(boxBefore(pageWith(255, [86, 23, 108, 37, 0])), undefined);
  assert.equal(boxBefore(pageWith(255, [100, 27, 106, 33, 0])), undefined);
  // Faint marks are the ground's grain, not a box.
  assert.equal(boxBefore(pageWith(212, [90, 21, 108, 39, 240])), undefined);
});

ocrTest(
  "ocr: a form's white check boxes on grey, which tesseract reads nothing in, make its options a list",
  async () => {
    const markdown = await readTestImage("check_boxes.png");
    const items = markdown.split("\n").filter((line) => line.startsWith("- They "));
    assert.equal(items.length, 4, markdown);
    assert.match(items[2], /^- They supervise, coach or mentor private practitioners/);
  },
);
