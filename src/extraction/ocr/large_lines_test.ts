import assert from "node:assert/strict";
import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { readTestImage } from "./testdata/read.ts";
import { rereadLargeLines } from "./large_lines.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

ocrTest("ocr: a title the page's segmentation cut in two is read again whole", async () => {
  const markdown = await readTestImage("chinese_page.png");
  // Read with the page, "年" was split off into a block of its own: "城市图书馆名 度工作报告".
  assert.match(markdown, /^# 城市图书馆年度工作报告\n/);
  assert.match(markdown, /\n## 一、总体情况\n/);
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
  // A line not taken from its first reading alone is read again with no paper around it, and then raw.
  assert.deepEqual(shown.sort(), [10, 20, 20, 20, 30, 30, 30]);
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

Deno.test("ocr: a large line that reads right only raw, on white paper, is taken with the row it first measured", async () => {
  const body = (y: number) => lineOf([["正文", 95], ["内容", 95]], y, 20);
  const heading = lineOf([["人人人、", 30], ["总体情况", 90]], 100, 40);
  const page = pageOf([body(20), body(60), heading, body(200)]);
  // The page's paper a light grey, told apart from the white frame.
  const image: GreyImage = { width: 600, height: 300, data: new Uint8Array(600 * 300).fill(230) };
  const { bbox } = heading;
  for (let y = bbox.y0; y < bbox.y1; y++) image.data.fill(0, y * 600 + bbox.x0, y * 600 + bbox.x1);
  const readings: { raw: boolean; frame: boolean }[] = [];
  const read = (line: GreyImage, raw?: boolean) => {
    // The crop's corner is white only on the frame of paper put around the box.
    readings.push({ raw: !!raw, frame: line.data[0] === 255 });
    const reading = pageOf([lineOf(raw ? [["一、", 92], ["总体情况", 92]] : [["人人人、", 30]], 8, 20, 8)]);
    reading.blocks![0].paragraphs[0].lines[0].rowAttributes!.rowHeight = 20;
    return Promise.resolve(reading);
  };
  const reread = await rereadLargeLines(page, image, read);
  assert.deepEqual(textOf(reread)[2], "一、总体情况");
  // Read raw, tesseract measured a row of 20 pixels; the heading's first reading measured 40.
  assert.equal(reread.blocks![2].paragraphs[0].lines[0].rowAttributes!.rowHeight, 40);
  assert.deepEqual(readings, [
    { raw: false, frame: false },
    { raw: false, frame: false },
    { raw: true, frame: true },
  ]);
  // A first row under the body's, on ink taller than a body line's box, was measured on the letters misread:
  // the row is the body's in the proportion of the ink to the body's box (20 × 35 / 26), the line boxed to
  // its ink (rows 101 to 136 of its box's 100 to 137).
  const misread = lineOf([["人人人、", 30], ["总体情况", 90]], 100, 19);
  misread.bbox.y1 = 137;
  image.data.fill(230);
  for (let y = 101; y < 136; y++) image.data.fill(0, y * 600 + misread.bbox.x0, y * 600 + misread.bbox.x1);
  const measured = (await rereadLargeLines(pageOf([body(20), body(60), misread, body(200)]), image, read))
    .blocks![2].paragraphs[0].lines[0];
  assert.equal(textOf(pageOf([measured]))[0], "一、总体情况");
  assert.equal(Math.round(measured.rowAttributes!.rowHeight), 27);
  assert.deepEqual([measured.bbox.y0, measured.bbox.y1], [101, 136]);
});

Deno.test("ocr: a large line read as garble is taken from its box read alone: legibly, or in the page's script", async () => {
  const body = (y: number) => lineOf([["본문", 95], ["내용", 95]], y, 20);
  // A heading on a grey band beside a dark badge, read as Latin garble with the page.
  const badge = lineOf([["Ey", 34], ["soi", 34]], 100, 30);
  const banner = lineOf([["|4", 15], ["Beles)", 15]], 200, 30);
  const noise = lineOf([["Ww", 30], ["ii", 30]], 300, 30);
  const page = pageOf([body(20), body(60), badge, body(150), banner, body(250), noise, body(350)]);
  const image: GreyImage = { width: 600, height: 400, data: new Uint8Array(600 * 400).fill(255) };
  const shades = new Map([[10, badge], [20, banner], [30, noise]]);
  for (const [shade, { bbox }] of shades) {
    for (let y = bbox.y0; y < bbox.y1; y++) image.data.fill(shade, y * 600 + bbox.x0, y * 600 + bbox.x1);
  }
  // What each line reads alone: with paper around it (the band, another line), and its box alone.
  const alone = new Map<number, { padded: [string, number][]; box: [string, number][] }>([
    [10, { padded: [["Ey", 34], ["soi", 34]], box: [["들어가며", 37]] }],
    [20, { padded: [["|4", 19], ["Ber]", 19]], box: [["4", 80], ["개선과제", 80]] }],
    [30, { padded: [["Wii", 35]], box: [["Wu", 36]] }],
  ]);
  const read = (line: GreyImage) => {
    const shade = line.data[(line.height >> 1) * line.width + (line.width >> 1)];
    const { padded, box } = alone.get(shade)!;
    const tight = line.height === 39;
    return Promise.resolve(pageOf([lineOf(tight ? box : padded, tight ? 0 : 19, 30, 20)]));
  };
  const hangul = (text: string) => text.match(/[\uAC00-\uD7A3]/gu)?.length ?? 0;
  assert.deepEqual(textOf(await rereadLargeLines(page, image, read, hangul)), [
    "본문내용",
    "본문내용",
    // Read alone in Hangul, however unsure: the page's own script.
    "들어가며",
    "본문내용",
    // Read alone legibly.
    "4개선과제",
    "본문내용",
    // Latin garble again, a little surer: left as it was.
    "Wwii",
    "본문내용",
  ]);
  // On a page of Latin letters, the unsure Hangul reading is not taken.
  assert.equal(textOf(await rereadLargeLines(page, image, read))[2], "Eysoi");
  // A reading of the paper around a line that holds another line's words only is no reading of this one.
  const elsewhere = () => Promise.resolve(pageOf([lineOf([["Other", 95], ["line", 95]], 60, 30, 20)]));
  assert.deepEqual(textOf(await rereadLargeLines(page, image, elsewhere, hangul))[2], "Eysoi");
  // A word read alone is placed on the page with its letters' edges, which the crop measured from its own edge:
  // here the box alone, which starts at the line's left edge, x 10.
  const lettered = (line: GreyImage) => {
    if (line.height !== 39) return Promise.resolve(pageOf([lineOf([["Ey", 34], ["soi", 34]], 19, 30, 20)]));
    const read = pageOf([lineOf([["Heading", 90]], 0, 30, 20)]);
    const word = read.blocks![0].paragraphs[0].lines[0].words[0] as unknown as {
      letters: [number, number][];
    };
    word.letters = [[20, 28], [29, 36]];
    return Promise.resolve(read);
  };
  const placed = await rereadLargeLines(page, image, lettered, hangul);
  const heading = placed.blocks![2].paragraphs[0].lines[0].words[0] as unknown as {
    text: string;
    bbox: { x0: number };
    letters: [number, number][];
  };
  assert.deepEqual(heading, { ...heading, text: "Heading", bbox: { ...heading.bbox, x0: 30 } });
  assert.deepEqual(heading.letters, [[30, 38], [39, 46]]);
});

Deno.test("ocr: a large line the segmentation cut is read whole across a gap that holds unread ink, not across paper", async () => {
  const body = (y: number) => lineOf([["正文", 95], ["内容", 95]], y, 20);
  // The title's "年度" read as "4" and "尊", its "工" as no line at all: more than a line's height of ink
  // between "尊" and "作报告".
  const pieces = () => [
    lineOf([["城市图书馆", 96], ["4", 0]], 100, 30, 10),
    lineOf([["尊", 0]], 100, 30, 120),
    lineOf([["作报告", 92]], 100, 30, 250),
  ];
  const titlePage = (inkBetween: boolean) => {
    const lines = pieces();
    const image: GreyImage = { width: 600, height: 400, data: new Uint8Array(600 * 400).fill(255) };
    for (const { bbox } of lines) {
      for (let y = bbox.y0; y < bbox.y1; y++) image.data.fill(0, y * 600 + bbox.x0, y * 600 + bbox.x1);
    }
    if (inkBetween) {
      for (let y = 105; y < 130; y++) image.data.fill(0, y * 600 + 190, y * 600 + 230);
    }
    return { page: pageOf([body(20), body(60), ...lines, body(200), body(250)]), image };
  };
  // Read alone, the whole title reads right; "城市图书馆4尊" alone reads "城市图书馆年度-".
  const read = (line: GreyImage) =>
    Promise.resolve(pageOf([
      line.width > 250
        ? lineOf([["城市图书馆", 96], ["年度", 93], ["工作", 90], ["报告", 95]], 19, 30, 20)
        : lineOf([["城市图书馆", 96], ["年度-", 90]], 19, 30, 20),
    ]));
  const inked = titlePage(true);
  assert.deepEqual(textOf(await rereadLargeLines(inked.page, inked.image, read)), [
    "正文内容",
    "正文内容",
    "城市图书馆年度工作报告",
    "",
    "",
    "正文内容",
    "正文内容",
  ]);
  // Paper between: two headings side by side in two columns, each read as it was cut.
  const apart = titlePage(false);
  assert.deepEqual(textOf(await rereadLargeLines(apart.page, apart.image, read)), [
    "正文内容",
    "正文内容",
    "城市图书馆年度-",
    "",
    "作报告",
    "正文内容",
    "正文内容",
  ]);
});
