import assert from "node:assert/strict";
import type { Page } from "tesseract.js";
import { letterLines } from "../testing/letter_lines.ts";
import { greyHistogram, readUpright } from "./orientation.ts";

// Tesseract itself is stood in for below by readings of a set confidence; the page, lines of letters with
// ascenders and wider than tall, reads as upright, so its first reading is the unturned page.

/** A reading of one wide word at the given confidence. */
const reading = (confidence: number) =>
  ({
    blocks: [{
      paragraphs: [{
        lines: [{ words: [{ text: "reading", confidence, bbox: { x0: 0, y0: 0, x1: 70, y1: 10 } }] }],
      }],
    }],
  }) as unknown as Page;

/**
 * Runs readUpright with the page read at `pageScore` (and turned, at `turnedScore`) and the bands, in the
 * order tried, at `bandScores`.
 */
async function decide(pageScore: number, bandScores: number[], turnedScore = 90) {
  let pageReadings = 0;
  const bands = [...bandScores];
  const result = await readUpright(
    letterLines(),
    () => Promise.resolve(reading(pageReadings++ === 0 ? pageScore : turnedScore)),
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

Deno.test("orientation: a turn whose band read well is kept only when the whole page reads better turned", async () => {
  // A few lines of Japanese: the page read 10 as it stands, a sideways band 52 by chance, the page sideways 0.
  assert.deepEqual(await decide(10, [6, 52, 51], 0), { rotation: 0, pageReadings: 2, bandsRead: 3 });
});

Deno.test("orientation: given the way the document's last page stood, a page is read that way first", async () => {
  // The page's lines are upright by its ink; its document's last page stood upside down.
  const page = letterLines();
  const reads: string[] = [];
  const readAt = (confidence: (asScanned: boolean) => number, bandScores: number[] = []) =>
    readUpright(
      page,
      (image) => {
        reads.push(image === page ? "as scanned" : "turned");
        return Promise.resolve(reading(confidence(image === page)));
      },
      () => Promise.resolve(reading(bandScores.shift() ?? 0)),
      { turn: 180 },
    );
  const kept = await readAt(() => 85);
  assert.equal(kept.rotation, 180);
  assert.deepEqual(reads, ["turned"]);
  // Unsure that way, the other turns are tried as for any page, the half turn from it first: as scanned.
  reads.length = 0;
  const back = await readAt((asScanned) => (asScanned ? 90 : 30), [30, 88]);
  assert.equal(back.rotation, 0);
  assert.deepEqual(reads, ["turned", "as scanned"]);
});

Deno.test("orientation: an unsure first reading is asked about before any other turn is tried", async () => {
  const instead = { page: reading(90), rotation: 0 as const, upright: letterLines() };
  let bandsRead = 0;
  const read = (unsure: () => Promise<typeof instead | undefined>) =>
    readUpright(
      letterLines(),
      () => Promise.resolve(reading(30)),
      () => (bandsRead++, Promise.resolve(reading(0))),
      { unsure },
    );
  assert.equal(await read(() => Promise.resolve(instead)), instead);
  assert.equal(bandsRead, 0);
  // Given nothing instead, the turns are tried as ever.
  assert.equal((await read(() => Promise.resolve(undefined))).rotation, 0);
  assert.equal(bandsRead, 4);
});

Deno.test("orientation: a grey histogram read four bytes at a time counts each level as a byte-by-byte count does", () => {
  // Paper with ink and noise scattered through it, viewed at every alignment of its first byte.
  const bytes = new Uint8Array(4099).fill(255);
  for (let i = 0; i < bytes.length; i += 7) bytes[i] = (i * 31) % 256;
  for (let i = 100; i < 140; i++) bytes[i] = 0;
  for (const start of [0, 1, 2, 3]) {
    for (const end of [bytes.length, bytes.length - 1, start + 3]) {
      const data = bytes.subarray(start, end);
      const expected = new Int32Array(256);
      for (const value of data) expected[value]++;
      assert.deepEqual(greyHistogram(data), expected);
    }
  }
});
