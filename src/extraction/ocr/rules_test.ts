import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { clearOfEdgeRules, findRules, withoutRuleBars } from "./rules.ts";

/** A white page with dark boxes painted on it. */
function page(
  width: number,
  height: number,
  boxes: [x: number, y: number, w: number, h: number][],
): GreyImage {
  const data = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, w, h] of boxes) {
    for (let y = y0; y < y0 + h; y++) data.fill(20, y * width + x0, y * width + x0 + w);
  }
  return { width, height, data };
}

Deno.test("rules: a table's grid is found in a page image; text, touching letters and filled boxes are not rules", () => {
  const grid: [number, number, number, number][] = [
    // Three horizontal rules two pixels thick, and three vertical ones, one with a dropout.
    [100, 100, 400, 2],
    [100, 150, 400, 2],
    [100, 200, 400, 2],
    [100, 100, 2, 102],
    [300, 100, 2, 40],
    [300, 142, 2, 60],
    [498, 100, 2, 102],
    // A rule whose right edge drops out for longer than a break: that column holds two runs, the left one.
    [550, 100, 1, 201],
    [551, 100, 1, 81],
    [551, 190, 1, 111],
  ];
  // A word whose letters touch along their baseline: a long row of ink with letter stems above it.
  const letters = Array.from(
    { length: 30 },
    (_, i): [number, number, number, number] => [100 + i * 8, 300, 3, 20],
  );
  const baseline: [number, number, number, number] = [100, 320, 240, 2];
  // A shaded box: ink all the way through, not a line.
  const shaded: [number, number, number, number] = [100, 400, 300, 40];
  const rules = findRules(page(600, 500, [...grid, ...letters, baseline, shaded]), 128, 20);
  const horizontal = rules.filter((r) => r.y1 === r.y2).map((r) => [r.y1, r.x1, r.x2]);
  const vertical = rules.filter((r) => r.x1 === r.x2).map((r) => [r.x1, r.y1, r.y2]);
  assert.deepEqual(horizontal, [[100.5, 100, 499], [150.5, 100, 499], [200.5, 100, 499]]);
  assert.deepEqual(vertical, [[100.5, 100, 201], [300.5, 100, 201], [498.5, 100, 201], [550.5, 100, 300]]);
});

Deno.test("rules: a bar tesseract reads on a vertical rule is dropped or cut off a word, a word beside it is kept", () => {
  const word = (text: string, x: number) => ({
    text,
    x,
    y: 110,
    width: 8,
    height: 16,
    fontSize: 12,
    bold: false,
    italic: false,
  });
  const rules = [{ x1: 300, y1: 100, x2: 300, y2: 200 }];
  const kept = withoutRuleBars(
    [
      word("|", 297),
      word("l", 320),
      word("|", 150),
      word("0.95", 305),
      word("|0.93", 299),
      word("0.88|", 293),
    ],
    rules,
  );
  assert.deepEqual(kept.map((w) => [w.text, w.x]), [["l", 320], ["|", 150], ["0.95", 305], ["0.93", 299], [
    "0.88",
    293,
  ]]);
  // Under a horizontal rule, a dash is the rule read again; "I" is a word of the line below.
  const underline = [{ x1: 100, y1: 120, x2: 250, y2: 120 }];
  const below = withoutRuleBars([word("—", 120), word("I", 140)], underline);
  assert.deepEqual(below.map((w) => w.text), ["I"]);
});

Deno.test("rules: a box is cleared of a light rule along its top or bottom edge, not of its letters", () => {
  // Paper of 248 with a light grey rule (184, lighter than any ink threshold) over rows 2 and 3 and a
  // figure's stem (30) down rows 8 to 30; a rule along the bottom, rows 38 and 39.
  const width = 60, height = 40;
  const data = new Uint8Array(width * height).fill(248);
  const paint = (x0: number, y0: number, w: number, h: number, grey: number) => {
    for (let y = y0; y < y0 + h; y++) data.fill(grey, y * width + x0, y * width + x0 + w);
  };
  paint(0, 2, width, 2, 184);
  paint(28, 8, 4, 23, 30);
  const image = { width, height, data };
  const box = { x0: 0, y0: 0, x1: width, y1: height };
  assert.deepEqual(clearOfEdgeRules(image, box), { ...box, y0: 4 });
  paint(0, 38, width, 2, 200);
  assert.deepEqual(clearOfEdgeRules(image, box), { ...box, y0: 4, y1: 38 });
  // A box without rules, and one whose only dark row lies in its middle (a letter's bar), are kept.
  assert.equal(clearOfEdgeRules(image, { x0: 0, y0: 5, x1: width, y1: 37 }).y0, 5);
  const bar = { width, height, data: new Uint8Array(width * height).fill(248) };
  bar.data.fill(30, 20 * width, 21 * width);
  assert.deepEqual(clearOfEdgeRules(bar, box), box);
});
