import assert from "node:assert/strict";
import { readTestImage } from "./testdata/read.ts";
import { ocrTest } from "../testing/ocr_tests.ts";
import { pointsInFigures } from "./figure_points.ts";

ocrTest("ocr: a decimal point read as a figure is read as a point", async () => {
  // A crooked, grainy scan's table: tesseract read "7.9" as "739" (at 61, and "769" read alone), its "3" boxed
  // six pixels wide and its ink a dot on the baseline.
  const md = await readTestImage("point_figures.png");
  assert.match(md, /^\| Nitrate \| mg\/L \| 4\.2 \| 7\.9 \| 50 \|$/m, md);
});

ocrTest("ocr: a comma read as a figure is read as a comma", async () => {
  // The top of a crooked, grainy scan's page: tesseract read the table's "5,715" as "53715", the comma's ink a
  // short stroke reaching below the figures' foot (read with the whole page, it left the comma out).
  const md = await readTestImage("comma_figures.png");
  assert.match(md, /^\| Total \| 5,715 \| 6,174 \| \+8\.0% \|$/m, md);
});

Deno.test("ocr: a point or comma among figures is one only when narrow and at the foot of the figures", () => {
  // Marks on white paper, each [first column, last column, first row, last row]; figures stand on row 19.
  const read = (text: string, marks: [number, number, number, number][]) => {
    const image = { width: 80, height: 30, data: new Uint8Array(80 * 30).fill(255) };
    for (const [x0, x1, y0, y1] of marks) {
      for (let y = y0; y <= y1; y++) image.data.fill(0, y * 80 + x0, y * 80 + x1 + 1);
    }
    const right = Math.max(...marks.map((m) => m[1])) + 1;
    return pointsInFigures({ text, bbox: { x0: 0, y0: 0, x1: right, y1: 20 } }, image, 128).text;
  };
  const figure = (x: number): [number, number, number, number] => [x, x + 9, 0, 19];
  const dot: [number, number, number, number] = [14, 17, 16, 19];
  const comma: [number, number, number, number] = [14, 17, 15, 23];
  // A point read as a figure, and a comma left out.
  assert.equal(read("739", [figure(0), dot, figure(22)]), "7.9");
  assert.equal(read("5715", [figure(0), comma, figure(22), figure(36), figure(50)]), "5,715");
  // A narrow mark as tall as the figures is a "1".
  assert.equal(read("717", [figure(0), [14, 17, 0, 19], figure(22)]), "717");
  // A wide mark at the foot is no point, a speck of grain is nothing, and a stop after a number ends a sentence.
  assert.equal(read("739", [figure(0), [12, 20, 16, 19], figure(22)]), "739");
  assert.equal(read("79", [figure(0), [15, 15, 18, 18], figure(22)]), "79");
  assert.equal(read("79", [figure(0), figure(14), [28, 31, 16, 19]]), "79");
});
