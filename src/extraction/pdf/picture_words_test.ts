import assert from "node:assert/strict";
import type { PageContent, TextItem } from "../types.ts";
import { placePictureWords, readsTurned } from "./picture_words.ts";

const word = (text: string, x: number, y: number): TextItem => ({
  text,
  x,
  y,
  width: 100,
  height: 40,
  fontSize: 32,
  bold: false,
  italic: false,
});

const landscapePage = (): PageContent => ({
  number: 1,
  width: 842,
  height: 595,
  items: [],
  rules: [],
  images: [],
});

Deno.test("picture words: a portrait reading shown landscape reads turned; a square picture never does", () => {
  const portrait = { width: 1600, height: 2300, items: [] };
  assert.equal(readsTurned(portrait, { x: 0, y: 0, width: 842, height: 595 }), true);
  assert.equal(readsTurned(portrait, { x: 0, y: 0, width: 595, height: 842 }), false);
  assert.equal(
    readsTurned({ width: 1000, height: 1020, items: [] }, { x: 0, y: 0, width: 842, height: 595 }),
    false,
  );
});

Deno.test("picture words: a scan shown turned becomes an upright page, its words scaled evenly", () => {
  // A portrait scan on a page with /Rotate 90: the picture fills a landscape page.
  const reading = { width: 1600, height: 2300, items: [word("first", 200, 200), word("second", 320, 200)] };
  const page = placePictureWords(landscapePage(), { x: 0, y: 0, width: 842, height: 595 }, reading, true);
  assert.equal(page.width, 595);
  assert.equal(page.height, 842);
  const [first, second] = page.items;
  const factor = 595 / 1600;
  assert.ok(Math.abs(first.x - 200 * factor) < 0.01 && Math.abs(first.y - 200 * factor) < 0.01);
  // Even scaling keeps the gap between two words of a line as narrow as it was on the scan.
  assert.ok(Math.abs(second.x - first.x - first.width - 20 * factor) < 0.01);
  assert.ok(Math.abs(first.height - 40 * factor) < 0.01 && Math.abs(first.fontSize - 32 * factor) < 0.01);
});

Deno.test("picture words: an upright picture's words are placed where the picture shows them", () => {
  const content = { ...landscapePage(), items: [word("caption", 10, 10)] };
  const reading = { width: 800, height: 400, items: [word("inside", 400, 200)] };
  const page = placePictureWords(content, { x: 100, y: 50, width: 400, height: 200 }, reading, false);
  assert.equal(page.width, 842);
  assert.deepEqual(page.items.map((i) => i.text), ["caption", "inside"]);
  assert.equal(page.items[1].x, 300);
  assert.equal(page.items[1].y, 150);
});

Deno.test("picture words: a scan's rules are placed with its words; a picture's inside a page are not", () => {
  const reading = {
    width: 1000,
    height: 500,
    items: [word("cell", 100, 100)],
    rules: [{ x1: 50, y1: 80, x2: 950, y2: 80 }],
  };
  const scan = placePictureWords(landscapePage(), { x: 0, y: 0, width: 500, height: 250 }, reading, true);
  assert.deepEqual(scan.rules, [{ x1: 25, y1: 40, x2: 475, y2: 40 }]);
  const chart = placePictureWords(landscapePage(), { x: 0, y: 0, width: 500, height: 250 }, reading, false);
  assert.deepEqual(chart.rules, []);
});

Deno.test("picture words: a scan's sideways lines are placed with its words, their text scaled evenly", () => {
  // A column head read sideways, 20 pixels wide and 120 tall, its text a run 120 long turned upright.
  const head = { ...word("Authority", -220, 600), width: 120, height: 20, fontSize: 20 };
  const reading = {
    width: 1000,
    height: 500,
    items: [word("cell", 100, 100)],
    sideways: [{ x: 600, y: 100, width: 20, height: 120, item: head }],
  };
  const scan = placePictureWords(landscapePage(), { x: 10, y: 0, width: 500, height: 250 }, reading, true);
  assert.deepEqual(scan.sideways?.map(({ x, y, width, height }) => [x, y, width, height]), [[
    310,
    50,
    10,
    60,
  ]]);
  assert.deepEqual(scan.sideways?.map(({ item }) => [item.text, item.width, item.height, item.fontSize]), [
    ["Authority", 60, 10, 10],
  ]);
  // A picture's inside a page are no table's heads.
  const chart = placePictureWords(landscapePage(), { x: 10, y: 0, width: 500, height: 250 }, reading, false);
  assert.deepEqual(chart.sideways, []);
});
