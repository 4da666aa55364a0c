import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { boldLines, boldWords, medianStroke, strokeWidth } from "./bold.ts";

/** Lines of "letters": upright strokes `stroke` pixels wide, 20 tall, every 10 pixels. */
function page(strokes: number[]): GreyImage {
  const width = 400, height = strokes.length * 40;
  const data = new Uint8Array(width * height).fill(255);
  strokes.forEach((stroke, line) => {
    for (let y = line * 40 + 10; y < line * 40 + 30; y++) {
      for (let x = 20; x < 380; x += 10) data.fill(0, y * width + x, y * width + x + stroke);
    }
  });
  return { width, height, data };
}

Deno.test("bold: a line drawn with thicker strokes than the page's usual ones is bold", () => {
  const strokes = [2, 2, 4, 2, 2, 2];
  const image = page(strokes);
  const widths = strokes.map((_, line) =>
    strokeWidth(image, 128, { x0: 0, y0: line * 40 + 5, x1: 400, y1: line * 40 + 35 })
  );
  assert.deepEqual(widths, [2, 2, 4, 2, 2, 2]);
  assert.deepEqual(boldLines(widths), [false, false, true, false, false, false]);
  // A diagram's six thin one-word labels and a paragraph's three lines of twelve words: the usual stroke is
  // the paragraph's, so its lines are not bold, nor are the labels.
  const labelled = [2, 2, 2, 2, 2, 2, 3, 3, 3];
  assert.deepEqual(boldLines(labelled, [1, 1, 1, 1, 1, 1, 12, 12, 12]), labelled.map(() => false));
  assert.deepEqual(boldLines(labelled).slice(6), [true, true, true]);
  // Too few lines to know the usual stroke, and a blank box: nothing is called bold.
  assert.deepEqual(boldLines([2, 4]), [false, false]);
  assert.equal(strokeWidth(image, 128, { x0: 0, y0: 0, x1: 400, y1: 5 }), undefined);
});

Deno.test("bold: a word's median stroke is its letters' stroke, which a bar's long run leaves alone", () => {
  // Three stems 3 pixels wide and, across them, one bar 30 long: the mean run is pulled up, the median not.
  const [width, height] = [60, 30];
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 5; y < 25; y++) for (const x of [10, 22, 34]) data.fill(0, y * width + x, y * width + x + 3);
  data.fill(0, 15 * width + 10, 15 * width + 40);
  const image = { width, height, data }, box = { x0: 0, y0: 0, x1: 60, y1: 30 };
  assert.equal(medianStroke(image, 128, box), 3);
  assert.ok(strokeWidth(image, 128, box)! > 3.4);
});

Deno.test("bold: words set bold among regular ones, from median strokes measured on 200 and 150 dpi scans", () => {
  const line = (words: [string, number][]) => words.map(([text, stroke]) => ({ text, stroke }));
  const body = line([["This", 3], ["report", 3], ["summarises", 3], ["the", 3], ["water", 3], [
    "quality",
    3,
  ]]);
  const works = line([["by", 3], ["the", 3], ["Department", 6], ["of", 6], ["Public", 6], ["Works", 6], [
    "in",
    3,
  ]]);
  const dash = line([["—", 16], ["Human", 3], ["Resources", 3], ["can", 3], ["see", 3]]);
  assert.deepEqual(boldWords([body, works, dash])[1], [false, false, true, true, true, true, false]);
  assert.deepEqual(boldWords([body, works, dash])[2], [false, false, false, false, false]);
  // At 150 dpi a regular word in capitals reads 3 against the usual 2: bold needs two pixels more.
  const thin = line([["the", 2], ["same", 2], ["TED", 3], ["score", 2], ["and", 2], ["slightly", 2]]);
  assert.deepEqual(boldWords([thin]), [[false, false, false, false, false, false]]);
  assert.deepEqual(boldWords([line([["Date:", 6], ["14", 3], ["October", 3], ["2026", 3], ["the", 3]])]), [[
    true,
    false,
    false,
    false,
    false,
  ]]);
});
