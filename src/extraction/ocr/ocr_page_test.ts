import assert from "node:assert/strict";
import { decodeImagePages } from "../image/decode.ts";
import { type GreyImage, rotate, toGrey } from "../image/raster.ts";
import {
  isGarble,
  isInkless,
  isSpeck,
  lineExtent,
  ocrPage,
  type OcrPageResult,
  paragraphSizes,
  rightEdge,
  rowHeight,
} from "./ocr_page.ts";
import { ocrTest } from "../testing/ocr_tests.ts";
import { readTestImage, readTestPdf } from "./testdata/read.ts";

/** Turns an image by a small angle about its centre (nearest neighbour, white outside), like a skewed scan. */
function skew(image: GreyImage, degrees: number): GreyImage {
  const { width, height, data } = image;
  const out = new Uint8Array(width * height).fill(255);
  const [sin, cos] = [Math.sin((degrees * Math.PI) / 180), Math.cos((degrees * Math.PI) / 180)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - width / 2, dy = y - height / 2;
      const sx = Math.round(dx * cos + dy * sin + width / 2),
        sy = Math.round(-dx * sin + dy * cos + height / 2);
      if (sx >= 0 && sy >= 0 && sx < width && sy < height) out[y * width + x] = data[sy * width + sx];
    }
  }
  return { width, height, data: out };
}

const sample = new URL("../../../../shared/corpus/docling/img/webp-test.webp", import.meta.url);

/** A corpus file's bytes, or undefined (said on the console) where the corpus is not beside the project. */
function corpusFile(url: URL): Uint8Array | undefined {
  try {
    return Deno.readFileSync(url);
  } catch {
    console.log("corpus not found, skipping", url.pathname);
    return undefined;
  }
}

/** The words read, in tesseract's order, lower-cased. */
const textOf = (result: OcrPageResult) =>
  result.content.items.map((item) => item.text).join(" ").toLowerCase();

// One small image turned every way round: OCR is slow on two cores, so this is the only OCR test here.
ocrTest(
  "ocr: a page is read upright whichever way it was turned or skewed, with word boxes and font sizes",
  async () => {
    const bytes = corpusFile(sample);
    if (!bytes) return;
    const [upright] = await decodeImagePages(bytes);
    for (const turn of [0, 90, 180, 270] as const) {
      const result = await ocrPage(rotate(upright, turn), 1);
      const words = textOf(result);
      assert.match(words, /docling bundles pdf document conversion/, `turned ${turn}°: ${words}`);
      assert.equal(result.rotation, (360 - turn) % 360);
      const first = result.content.items[0];
      assert.ok(first.fontSize > 5 && first.width > 0 && first.x >= 0 && first.x < result.content.width);
    }
    const skewed = await ocrPage(skew(upright, 3), 1);
    assert.match(textOf(skewed), /docling bundles pdf document conversion/, textOf(skewed));
  },
);

const paperPage = new URL("../../../../shared/corpus/docling/img/2305.03393v1-pg9-img.png", import.meta.url);

ocrTest(
  "ocr: lines of light letters on a dark band are read, and their weight not taken from the dark ground",
  async () => {
    const bytes = corpusFile(paperPage);
    if (!bytes) return;
    // A paragraph of the paper's page turned light on dark, as a sidebar or a banner prints it.
    const page = toGrey((await decodeImagePages(bytes))[0]);
    for (let i = 378 * page.width; i < 522 * page.width; i++) page.data[i] = 255 - page.data[i];
    const result = await ocrPage(page, 1);
    assert.match(textOf(result), /evident that .*with otsl, our model achieves the same ted score/);
    const light = result.content.items.filter((item) => item.y > 378 && item.y < 522);
    assert.ok(light.length >= 10, JSON.stringify(light.map((item) => item.text)));
    // Measured as ink, the dark ground between the letters made every word of the band bold.
    assert.ok(light.every((item) => !item.bold && !item.italic), JSON.stringify(light));
  },
);

Deno.test("OCR words: a box that runs over the next words is cut back to a word space before them", () => {
  const box = (x0: number, x1: number) => ({ x0, x1, y0: 0, y1: 20 });
  // "detection" read at 72 dpi with a box reaching across "and segmentation."
  assert.equal(rightEdge(box(112, 327), box(190, 213), 5), 185);
  // Boxes that do not overlap, the last word of a line, and a next word that starts further left are kept.
  assert.equal(rightEdge(box(112, 180), box(190, 213), 5), 180);
  assert.equal(rightEdge(box(112, 327), undefined, 5), 327);
  assert.equal(rightEdge(box(112, 327), box(100, 120), 5), 327);
  // A next word nearly on top of this one leaves it a sliver, never a negative width.
  assert.equal(rightEdge(box(112, 327), box(114, 200), 5), 113);
});

Deno.test("OCR lines: a row taller than the line's whole box is bounded by the box", () => {
  const line = (height: number, row?: number) => ({
    bbox: { x0: 0, x1: 500, y0: 100, y1: 100 + height },
    rowAttributes: row === undefined ? undefined : { rowHeight: row },
  });
  // Two body lines of one paragraph read at 72 dpi: tesseract's rows 25 and 18.7 pixels, boxes 18 and 19.
  assert.equal(rowHeight(line(18, 25.05)), 18 * 1.1);
  assert.equal(rowHeight(line(19, 18.7)), 18.7);
  // Without row attributes the box stands in.
  assert.equal(rowHeight(line(19)), 19);
  // At 200 dpi a line with no descenders has a short box; its row stays the page's usual one.
  assert.equal(rowHeight(line(25, 32), 32), 32);
  assert.equal(rowHeight(line(18, 25.05), 18.7), 18 * 1.1);
  // At 300 dpi a Cyrillic line with no ascender ("по ним занимает несколько секунд") was measured by its
  // x-height, 31.7 pixels beside the page's usual 46.75, though its box (52, with descenders) is as tall as
  // the usual line's (47): its row is the usual one. A line of smaller type has a smaller box and keeps its own,
  // and so does a running footer whose capitals and descenders give it a body line's box, its row a fifth short.
  assert.equal(rowHeight(line(52, 31.7), 46.75, 47), 46.75);
  assert.equal(rowHeight(line(38, 30), 46.75, 47), 30);
  assert.equal(rowHeight(line(48, 38), 46.75, 47), 38);
});

Deno.test("OCR lines: a paragraph's lines take its size unless far from it; other paragraphs keep theirs", () => {
  // The abstract of the 72 dpi TIFF as read: lines of one type at 8.5, 7.2 and 6.7; then a 13.4 title run
  // into a paragraph of 8.5 text; then a footnote paragraph at 6.5 and 6.9.
  const sizes = [8.5, 7.2, 8.5, 6.7, 8.5, 13.4, 8.5, 8.5, 6.5, 6.9, 6.5];
  const paragraphs = [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3];
  assert.deepEqual(paragraphSizes(sizes, paragraphs), [
    8.5,
    8.5,
    8.5,
    8.5,
    8.5,
    13.4,
    8.5,
    8.5,
    6.5,
    6.5,
    6.5,
  ]);
});

Deno.test("OCR lines: words share their line's extent, bounded by its box; a picture read as letters is no line", () => {
  const box = (y0: number, y1: number) => ({ x0: 0, x1: 100, y0, y1 });
  const words = (...spans: [number, number][]) => spans.map(([y0, y1]) => ({ bbox: box(y0, y1) }));
  // At 72 dpi: a line's box 661–680, its words drawn 657–685.
  const line = { bbox: box(661, 680), rowAttributes: { rowHeight: 18.7 } };
  assert.deepEqual(lineExtent(line, words([657, 685], [664, 675], [657, 685])), { top: 661, bottom: 680 });
  // One odd word (a hyphen) does not move the line.
  assert.deepEqual(lineExtent({ bbox: box(100, 160) }, words([100, 120], [140, 160], [100, 120])), {
    top: 100,
    bottom: 120,
  });
  // A chart's wedges read as "wn": 121 pixels tall on a row of 20.
  assert.equal(
    lineExtent({ bbox: box(321, 442), rowAttributes: { rowHeight: 20 } }, words([321, 442])),
    undefined,
  );
});

Deno.test("OCR words: a tiny mark beside a line's letters is a speck; a hyphen, a word or a large mark is not", () => {
  const word = (text: string, width: number, height: number) => ({
    text,
    bbox: { x0: 898, y0: 735, x1: 898 + width, y1: 735 + height },
  });
  // Row height 25.5, as on the 150 dpi page where a speck in a table header was read as "-".
  assert.equal(isSpeck(word("-", 3, 3), 25.5), true);
  assert.equal(isSpeck(word("|—", 2, 2), 25.5), true);
  assert.equal(isSpeck(word("-", 8, 3), 25.5), false);
  assert.equal(isSpeck(word("a", 8, 12), 25.5), false);
  assert.equal(isSpeck(word("x", 6, 7), 25.5), false);
  // A letter or figure boxed under a fifth of the row tall is none: a "7" one pixel tall on a grainy scan's
  // rule, an "f" six pixels tall beside rows of 31. A dash is as flat and stays.
  assert.equal(isSpeck(word("7", 8, 1), 25.5), true);
  assert.equal(isSpeck(word("f", 6, 6), 31), true);
  assert.equal(isSpeck(word("a", 3, 3), 25.5), true);
  assert.equal(isSpeck(word("—", 20, 2), 25.5), false);
  assert.equal(isSpeck(word("§", 12, 20), 25.5), false);
  // Chinese commas and full stops are small by design: a 300 dpi page's "，" beside rows of 47 pixels.
  assert.equal(isSpeck(word("，", 7, 9), 47), false);
  assert.equal(isSpeck(word("。", 8, 8), 47), false);
  // Its model boxes some characters flat, and they stay: "之" 28 pixels wide and 4 tall.
  assert.equal(isSpeck(word("之", 28, 4), 47), false);
});

ocrTest("OCR words: a mark read where the page holds no ink is left out", async () => {
  // The lower half of a crooked, grainy scan of the agenda: tesseract read the paper after "Coach" as "__".
  const md = await readTestImage("inkless_mark.png");
  assert.match(
    md,
    /^\| 10:00–11:30 \| Site visit to the Costessey treatment works \| Coach \| Site staff \|$/m,
    md,
  );
});

Deno.test("OCR words: a mark is inkless where no ink is in or just around its box; letters and bars are not", () => {
  // White paper 60 pixels square with a stroke down columns 30 and 31; a row height of 40 (2 pixels around).
  const image: GreyImage = { width: 60, height: 60, data: new Uint8Array(3600).fill(255) };
  for (let y = 10; y < 50; y++) image.data.fill(0, y * 60 + 30, y * 60 + 32);
  const word = (text: string, x0: number, x1: number) => ({ text, bbox: { x0, y0: 10, x1, y1: 50 } });
  assert.equal(isInkless(word("_", 5, 20), 40, image, 128), true);
  assert.equal(isInkless(word("=", 5, 20), 40, image, 128), true);
  // Ink in the box, or a pixel or two beside it.
  assert.equal(isInkless(word("_", 25, 35), 40, image, 128), false);
  assert.equal(isInkless(word("_", 15, 29), 40, image, 128), false);
  // Light paper is no ink.
  image.data.fill(200, 12 * 60 + 8, 12 * 60 + 16);
  assert.equal(isInkless(word("_", 5, 20), 40, image, 128), true);
  // Words of letters or figures, and bars (a rule's, boxed beside it), are left to other checks.
  assert.equal(isInkless(word("a", 5, 20), 40, image, 128), false);
  assert.equal(isInkless(word("|", 5, 20), 40, image, 128), false);
});

Deno.test("OCR lines: a short line tesseract can barely read is garble; a bullet's doubtful mark is not", () => {
  const words = (...confidences: number[]) => confidences.map((confidence) => ({ text: "word", confidence }));
  const read = (...words: [string, number][]) => words.map(([text, confidence]) => ({ text, confidence }));
  // A small drawn box's edges read as "LL 86>".
  assert.equal(isGarble(read(["LL", 0], ["86>", 60])), true);
  // A list item whose bullet was read as "¢", and a long line read poorly throughout.
  assert.equal(isGarble(words(45, 95, 95, 96)), false);
  assert.equal(isGarble(words(30, 35, 38, 30, 25)), false);
  assert.equal(isGarble(words(70)), false);
  // A bullet read as "¢" at 7% beside a word read fairly; marks alone are judged as they are.
  assert.equal(isGarble(read(["¢", 7], ["Children", 62])), false);
  assert.equal(isGarble(read(["¢", 7], ["|", 20])), true);
  // A line of more words is judged so where its box is mostly ink: a printed table's scrollbar.
  const scrollbar = read(["(", 34], ["aa", 26], ["Peele", 12], ["=}", 43]);
  assert.equal(isGarble(scrollbar), false);
  assert.equal(isGarble(scrollbar, true), true);
  assert.equal(isGarble(words(95, 96, 90, 94), true), false);
});

ocrTest("OCR words: a word boxed from the paper before it keeps its space from the word before", async () => {
  // Tesseract boxed each "a" from two pixels after the word before, its ink starting eleven pixels later:
  // the layout found no space between the boxes and wrote "througha", "adda".
  const md = await readTestImage("recipe_page.png");
  assert.match(md, /pass it through a sieve after blending/, md);
  assert.match(md, /add a little water when you reheat it/, md);
});

ocrTest(
  "OCR lines: a table's header measured a little smaller than its rows stays in their table",
  async () => {
    // On a crooked scan the statement's bold header lines measured 6% under its rows, smaller than the body
    // size the rows took, and the header stood as a table of its own above theirs.
    const md = await readTestPdf("crooked_statement.pdf");
    assert.match(md, /\| Balance \|\n\| - \| - \| - \| - \| - \|\n\| 1 Oct \| Opening balance \|/, md);
    // On the second page the repeated header, 9% under its rows, still stands apart from them; dropped as the
    // repeat it is, it leaves the table open for its rows, and the table is one.
    assert.equal(md.match(/^\| - \| - \| - \| - \| - \|$/gm)?.length, 1, md);
    assert.match(md, /^\| 14 Oct \| Direct debit, Telecom Nord \| 39\.99 \| {2}\| 1,588\.26 \|$/m, md);
  },
);
