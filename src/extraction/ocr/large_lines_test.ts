import assert from "node:assert/strict";
import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { shutdownOcr } from "./engine.ts";
import { readTestImage } from "./testdata/read.ts";
import { rereadLargeLines } from "./large_lines.ts";

Deno.test({
  name: "ocr: a title the page's segmentation cut in two is read again whole",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    try {
      const markdown = await readTestImage("chinese_page.png");
      // Read with the page, "年" was split off into a block of its own: "城市图书馆名 度工作报告".
      assert.match(markdown, /^# 城市图书馆年度工作报告\n/);
      assert.match(markdown, /\n## 一、总体情况\n/);
    } finally {
      await shutdownOcr();
    }
  },
});

/** A one-line page read as `words`, each word 30 pixels wide and 30 tall on row `y`, `row` its row height. */
function lineOf(words: [string, number][], y: number, row: number, x = 10) {
  const bbox = { x0: x, y0: y, x1: x + 40 * words.length, y1: y + row * 1.3 };
  return {
    bbox,
    rowAttributes: { rowHeight: row },
    words: words.map(([text, confidence], i) => ({
      text,
      confidence,
      bbox: { x0: x + 40 * i, x1: x + 40 * i + 30, y0: y, y1: y + row * 1.3 },
    })),
  };
}

const pageOf = (lines: ReturnType<typeof lineOf>[]) =>
  ({ blocks: lines.map((line) => ({ paragraphs: [{ lines: [line] }] })) }) as unknown as Page;

const textOf = (page: Page) =>
  page.blocks!.flatMap((b) =>
    b.paragraphs.flatMap((p) => p.lines.map((l) => l.words.map((w) => w.text).join("")))
  );

Deno.test("ocr: a large line read again alone is taken only when it reads better and alike, with its figures", async () => {
  const body = (y: number) => lineOf([["body", 95], ["text", 95]], y, 20);
  const heading = lineOf([["人人人、", 58], ["总体情讽", 58]], 100, 30);
  const label = lineOf([["32%", 70], ["Patents", 80]], 200, 30);
  const garble = lineOf([["Ey", 40], ["soi", 40]], 300, 30);
  const page = pageOf([body(20), body(60), heading, label, body(150), garble, body(350)]);
  // Each large line's pixels in a grey of their own, by which `read` knows the line it is shown.
  const image: GreyImage = { width: 600, height: 400, data: new Uint8Array(600 * 400).fill(255) };
  const shades = new Map([[10, heading], [20, label], [30, garble]]);
  for (const [shade, { bbox }] of shades) {
    for (let y = bbox.y0; y < bbox.y1; y++) image.data.fill(shade, y * 600 + bbox.x0, y * 600 + bbox.x1);
  }
  const alone = new Map<number, [string, number][]>([
    [10, [["一、", 88], ["总体情况", 88]]],
    // Read alone, the chart's label loses its figure.
    [20, [["Patents", 96]]],
    // Garble read as other garble, confidently.
    [30, [["=", 93]]],
  ]);
  const shown: number[] = [];
  const read = (line: GreyImage) => {
    const shade = line.data[(line.height >> 1) * line.width + (line.width >> 1)];
    shown.push(shade);
    return Promise.resolve(pageOf([lineOf(alone.get(shade)!, 19, 30, 20)]));
  };
  const reread = textOf(await rereadLargeLines(page, image, read));
  assert.deepEqual(shown.sort(), [10, 20, 30]);
  assert.deepEqual(reread, [
    "bodytext",
    "bodytext",
    "一、总体情况",
    "32%Patents",
    "bodytext",
    "Eysoi",
    "bodytext",
  ]);
});
