import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { rowsByXHeight } from "./x_height.ts";
import { readTestImage } from "./testdata/read.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

const WIDTH = 400;

/** Lines of letter blobs, each `xHeight` tall, every third with an ascender half as tall again when asked. */
function page(lines: { top: number; xHeight: number; ascenders: boolean }[]): GreyImage {
  const height = 200;
  const data = new Uint8Array(WIDTH * height).fill(255);
  for (const { top, xHeight, ascenders } of lines) {
    const baseline = top + Math.round(xHeight * 1.5);
    for (let letter = 0; letter < 25; letter++) {
      const left = 10 + letter * 15;
      const rise = ascenders && letter % 3 === 0 ? Math.round(xHeight / 2) : 0;
      for (let y = baseline - xHeight - rise; y < baseline; y++) {
        data.fill(0, y * WIDTH + left, y * WIDTH + left + 9);
      }
    }
  }
  return { width: WIDTH, height, data };
}

const line = (top: number, bottom: number, rowHeight: number, text: string) => ({
  bbox: { x0: 0, x1: WIDTH, y0: top, y1: bottom },
  rowAttributes: { rowHeight },
  words: text.split(" ").map((word) => ({ text: word })),
});

Deno.test("OCR sizes: a Cyrillic line of larger type with no ascenders is measured by its x-height, as tall as its peers", () => {
  // Body lines: x-height 10, rows of 20. The heading: x-height 15, no ascender, which tesseract measured 24
  // where a heading of its size with ascenders measures 30.
  const image = page([
    { top: 0, xHeight: 15, ascenders: false },
    { top: 40, xHeight: 10, ascenders: true },
    { top: 65, xHeight: 10, ascenders: true },
    { top: 90, xHeight: 10, ascenders: true },
    { top: 115, xHeight: 15, ascenders: false },
  ]);
  const heading = line(0, 40, 24, "основные итоги");
  const capitals = line(115, 155, 24, "ОСНОВНЫЕ ИТОГИ");
  const body = [40, 65, 90].map((top) => line(top, top + 25, 20, "в третьем квартале отдел"));
  const latin = line(0, 40, 24, "main results");
  const sized = rowsByXHeight(image, 128, [heading, ...body, capitals, latin], 20);
  assert.equal(sized(heading, 24), 30);
  assert.equal(sized(body[0], 20), 20, "body lines keep their rows");
  assert.equal(sized(capitals, 24), 24, "a line of capitals has no x-height to go by");
  assert.equal(sized(heading, 33), 33, "a row measured taller stays");
  assert.equal(sized(latin, 24), 24, "Latin lines have ascenders to be measured by");
});

Deno.test("OCR sizes: without body lines to learn the row over x-height from, rows stay as tesseract gave them", () => {
  const image = page([{ top: 0, xHeight: 15, ascenders: false }, { top: 40, xHeight: 10, ascenders: true }]);
  const heading = line(0, 40, 24, "основные итоги");
  const sized = rowsByXHeight(image, 128, [heading, line(40, 65, 20, "в третьем квартале")], 20);
  assert.equal(sized(heading, 24), 24);
});

Deno.test("OCR sizes: a Latin heading with no letter above or below the x-height is measured by it too", () => {
  // "Income" beside "Expenditure": a capital and x-height letters only, which tesseract measured 33 pixels
  // where its peer with ascenders measured 40. Long body lines give the row over x-height.
  const image = page([
    { top: 0, xHeight: 15, ascenders: false },
    { top: 40, xHeight: 10, ascenders: true },
    { top: 65, xHeight: 10, ascenders: true },
    { top: 90, xHeight: 10, ascenders: true },
  ]);
  const heading = line(0, 40, 24, "Income snare");
  const body = [40, 65, 90].map((top) =>
    line(top, top + 25, 20, "the sensors recorded the moisture every hour")
  );
  const sized = rowsByXHeight(image, 128, [heading, ...body], 20);
  assert.equal(sized(heading, 24), 30);
  assert.equal(sized(body[0], 20), 20, "body lines keep their rows");
});

ocrTest("ocr: headings of one size rise as high above their baselines, descenders or none", async () => {
  // "Profile" has no descender, "Experience" has one: tesseract's rows of them differ by a seventh and, under
  // a name in larger type, "Experience" came out a level above "Profile".
  const md = await readTestImage("cv_headings.png");
  assert.match(md, /^# Elena Kovacs$/m, md);
  assert.match(md, /^## Profile$/m, md);
  assert.match(md, /^## Experience$/m, md);
});
