import assert from "node:assert/strict";
import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { blobs } from "./blobs.ts";
import { findLeaders, readLeaderTails, withoutLeaders } from "./leaders.ts";

const WIDTH = 600, HEIGHT = 200;

/** A blank page on which boxes of ink are drawn: [left, top, width, height]. */
function drawn(boxes: [number, number, number, number][]): GreyImage {
  const data = new Uint8Array(WIDTH * HEIGHT).fill(255);
  for (const [x, y, w, h] of boxes) {
    for (let row = y; row < y + h; row++) data.fill(0, row * WIDTH + x, row * WIDTH + x + w);
  }
  return { width: WIDTH, height: HEIGHT, data };
}

/** Letters of x-height 12 (every third with an ascender) from x, sitting on `baseline`. */
const word = (
  x: number,
  baseline: number,
  letters: number,
  ascenders = true,
): [number, number, number, number][] =>
  Array.from({ length: letters }, (_, i) => {
    const tall = ascenders && i % 3 === 0 ? 6 : 0;
    return [x + i * 11, baseline - 12 - tall, 8, 12 + tall];
  });

/** Dots 3 pixels square, `spacing` apart from x, their foot on `baseline`. */
const dots = (x: number, baseline: number, count: number, spacing = 9): [number, number, number, number][] =>
  Array.from({ length: count }, (_, i) => [x + i * spacing, baseline - 3, 3, 3]);

Deno.test("OCR leaders: a row of evenly spaced dots on the baseline between an entry and its page is a leader", () => {
  const image = drawn([...word(20, 40, 9), ...dots(130, 40, 40), ...word(500, 40, 2)]);
  const leaders = findLeaders(blobs(image, 128));
  assert.equal(leaders.length, 1);
  assert.deepEqual({ ...leaders[0] }, { x0: 130, x1: 130 + 39 * 9 + 2, y0: 37, y1: 39, dots: 40 });
  // Wiped, only the letters are left.
  const wiped = withoutLeaders(image, leaders);
  assert.deepEqual(wiped.data, drawn([...word(20, 40, 9), ...word(500, 40, 2)]).data);
});

Deno.test("OCR leaders: an ellipsis, a word's i-dots and dots unevenly spaced are no leader", () => {
  const ellipsis = [...word(20, 40, 9), ...dots(130, 40, 3)];
  // Dots over letters, 3 pixels above their x-height, as over "iiiiii".
  const overLetters = [...word(20, 100, 12, false), ...dots(22, 85, 6, 11)];
  const uneven = [4, 9, 30, 34, 60, 62, 100].map((
    at,
  ): [number, number, number, number] => [200 + at, 157, 3, 3]);
  assert.deepEqual(
    findLeaders(blobs(drawn([...ellipsis, ...overLetters, ...word(20, 160, 9), ...uneven]), 128)),
    [],
  );
});

/** A page read as tesseract returns it: one block, one paragraph, a line per entry. */
function pageOf(lines: { text: string; x0: number; x1: number; y0: number; y1: number }[]): Page {
  const line = (l: (typeof lines)[number]) => ({
    bbox: { x0: l.x0, x1: l.x1, y0: l.y0, y1: l.y1 },
    words: [{ text: l.text, confidence: 90, bbox: { x0: l.x0, x1: l.x1, y0: l.y0, y1: l.y1 } }],
  });
  return { blocks: [{ paragraphs: [{ lines: lines.map(line) }] }] } as unknown as Page;
}

Deno.test("OCR leaders: the page number a leader leads to is read again on its own and put back on its line", async () => {
  // Two entries; tesseract read the first's page number but not the second's.
  const image = drawn([
    ...word(20, 40, 9),
    ...dots(130, 40, 40),
    ...word(500, 40, 2),
    ...word(20, 90, 5),
    ...dots(90, 90, 45),
    ...word(500, 90, 1),
  ]);
  const leaders = findLeaders(blobs(image, 128));
  assert.equal(leaders.length, 2);
  const first = pageOf([
    { text: "Trademarks", x0: 20, x1: 118, y0: 22, y1: 40 },
    { text: "viii", x0: 500, x1: 519, y0: 22, y1: 40 },
    { text: "Notes", x0: 20, x1: 72, y0: 72, y1: 90 },
  ]);
  const seen: GreyImage[] = [];
  // Stands in for tesseract: reports a word wherever the image it is given has ink right of x 450.
  const read = (stacked: GreyImage) => {
    seen.push(stacked);
    const inked: number[] = [];
    for (let y = 0; y < stacked.height; y++) {
      if (stacked.data.subarray(y * stacked.width + 450, (y + 1) * stacked.width).some((v) => v < 128)) {
        inked.push(y);
      }
    }
    return Promise.resolve(pageOf([{ text: "7", x0: 500, x1: 508, y0: inked[0], y1: inked.at(-1)! }]));
  };
  const page = await readLeaderTails(first, image, leaders, read);
  // Only the bare leader's line was read again: the stacked image holds one line, not the page.
  assert.equal(seen.length, 1);
  assert.ok(seen[0].height < HEIGHT);
  const words = page.blocks!.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
  const seven = words.find((w) => w.text === "7")!;
  assert.deepEqual([seven.bbox.y0, seven.bbox.y1], [72, 89]);
  assert.equal(words.length, 4);
});
