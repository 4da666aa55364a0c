import assert from "node:assert/strict";
import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { readUpright } from "./orientation.ts";

/**
 * Lines of letter-sized blobs with ascenders, wider than tall, so the page reads as upright: its first
 * reading is the unturned page. Tesseract itself is stood in for below by readings of a set confidence.
 */
function page(): GreyImage {
  const [width, height] = [420, 200];
  const data = new Uint8Array(width * height).fill(255);
  for (let line = 0; line < 5; line++) {
    const baseline = 30 + line * 34;
    for (let letter = 0; letter < 30; letter++) {
      const left = 15 + letter * 13;
      const top = baseline - 10 - (letter % 3 === 0 ? 7 : 0);
      for (let y = top; y < baseline; y++) data.fill(0, y * width + left, y * width + left + 8);
    }
  }
  return { width, height, data };
}

/** A reading of one wide word at the given confidence. */
const reading = (confidence: number) =>
  ({
    blocks: [{
      paragraphs: [{
        lines: [{ words: [{ text: "reading", confidence, bbox: { x0: 0, y0: 0, x1: 70, y1: 10 } }] }],
      }],
    }],
  }) as unknown as Page;

/** Runs readUpright with the page read at `pageScore` and the bands, in the order tried, at `bandScores`. */
async function decide(pageScore: number, bandScores: number[]) {
  let pageReadings = 0;
  const bands = [...bandScores];
  const result = await readUpright(
    page(),
    () => Promise.resolve(reading(pageReadings++ === 0 ? pageScore : 90)),
    () => Promise.resolve(reading(bands.shift() ?? 0)),
  );
  return { rotation: result.rotation, pageReadings, bandsRead: bandScores.length - bands.length };
}

Deno.test("orientation: a confident first reading is kept without trying other turns", async () => {
  assert.deepEqual(await decide(80, []), { rotation: 0, pageReadings: 1, bandsRead: 0 });
});

Deno.test("orientation: an unsure page is read again turned when a turn's band reads clearly better", async () => {
  // This turn's band 30; 180° 35, 90° 88: the page is read again at 90°.
  assert.deepEqual(await decide(30, [30, 35, 88]), { rotation: 90, pageReadings: 2, bandsRead: 3 });
});

Deno.test("orientation: no turn is taken that reads no better than this one's band, or reads as no text", async () => {
  // A band of this turn reads 55 though the whole page read 20: 62 at 90° is no clear gain over it.
  assert.deepEqual(await decide(20, [55, 40, 62, 50]), { rotation: 0, pageReadings: 1, bandsRead: 4 });
  // A script the model cannot read: every turn scores low, and the page is not read a second time.
  assert.deepEqual(await decide(8, [7, 14, 25, 22]), { rotation: 0, pageReadings: 1, bandsRead: 4 });
});
