import assert from "node:assert/strict";
import type { OcrWord } from "./tesseract_words.ts";
import { joinUnspaced, spacedByInk } from "./unspaced.ts";

const word = (text: string, x0: number, x1: number, joined?: true) => ({
  text,
  confidence: text.length * 10,
  bbox: { x0, x1, y0: 10, y1: 40 },
  ...(joined ? { joined } : {}),
});

Deno.test("OCR words: words the line's text runs together are one word, boxed around both; spaced ones stay", () => {
  const words = joinUnspaced([
    word("발행처", 173, 233),
    word("국", 245, 266),
    word("회", 268, 288, true),
    word("입법", 292, 334, true),
    word("2020", 244, 325),
    word("년", 306, 326, true),
  ]);
  assert.deepEqual(words.map((w) => w.text), ["발행처", "국회입법", "2020년"]);
  assert.deepEqual(words[1].bbox, { x0: 245, x1: 334, y0: 10, y1: 40 });
  assert.equal(words[1].confidence, 10);
  // Right to left, the word joined on lies to the left of the one before it.
  const [arabic] = joinUnspaced([word("ال", 500, 540), word("برمجة", 420, 498, true)]);
  assert.deepEqual(arabic.bbox, { x0: 420, x1: 540, y0: 10, y1: 40 });
});

/** A white line 40 pixels tall with ink from each [x0, x1) column span, top to bottom. */
function lineImage(width: number, inked: [number, number][]) {
  const data = new Uint8Array(width * 40).fill(255);
  for (const [x0, x1] of inked) {
    for (let y = 0; y < 40; y++) data.fill(0, y * width + x0, y * width + x1);
  }
  return { width, height: 40, data };
}

const textsOf = (words: OcrWord[]) => joinUnspaced(words).map((w) => w.text);

Deno.test("OCR words: paper between words tesseract ran together parts them at a column gap or a space beside a number", () => {
  // "北地区" and "中央" a column apart, "中央" and "450" set solid, "450" and "人" a space apart, "人" and "年"
  // set solid.
  const image = lineImage(500, [[10, 100], [150, 210], [214, 274], [290, 320], [324, 354]]);
  const read = [
    word("北地区", 10, 100),
    word("中央", 150, 210, true),
    word("450", 214, 274, true),
    word("人", 290, 320, true),
    word("年", 324, 354, true),
  ];
  const spaced = spacedByInk(read, image, 128, 0, 40);
  assert.deepEqual(textsOf(spaced), ["北地区", "中央450", "人年"]);
  // A space's width between two Chinese characters is no column gap: the models box a character's left part.
  const chinese = lineImage(200, [[10, 40], [56, 86]]);
  assert.deepEqual(
    textsOf(spacedByInk([word("纸", 10, 40), word("质", 56, 86, true)], chinese, 128, 0, 40)),
    [
      "纸质",
    ],
  );
  // Ink past the boxes closes the paper between them: the characters are set solid.
  const boxedShort = lineImage(200, [[10, 60], [62, 100]]);
  assert.deepEqual(
    textsOf(spacedByInk([word("24", 10, 30), word("场", 70, 100, true)], boxedShort, 128, 0, 40)),
    ["24场"],
  );
});
