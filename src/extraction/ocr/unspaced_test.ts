import assert from "node:assert/strict";
import { readTestImage } from "./testdata/read.ts";
import type { OcrWord } from "./tesseract_words.ts";
import { joinUnspaced, partedAtSpaces, spacedByInk } from "./unspaced.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

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

Deno.test("OCR words: the space after a number is measured from its last digit's ink, which the Chinese model boxes over the character after it", () => {
  // As the scanned Chinese sample's "24 场" was read: "4" boxed from 20 to 81 over the left half of "场",
  // whose box starts at 67; the ink is "2" 0–16, "4" 20–39 and "场" 51–81.
  const number = { ...word("24", 0, 81), letters: [[0, 16], [20, 81]] as [number, number][] };
  const spaced = lineImage(200, [[0, 16], [20, 39], [51, 81]]);
  assert.deepEqual(textsOf(spacedByInk([number, word("场", 67, 110, true)], spaced, 128, 0, 40)), [
    "24",
    "场",
  ]);
  // Set solid, three columns apart, they stay one word.
  const solidly = lineImage(200, [[0, 16], [20, 39], [42, 72]]);
  assert.deepEqual(textsOf(spacedByInk([number, word("场", 67, 110, true)], solidly, 128, 0, 40)), ["24场"]);
  // The other way round, the paper before the number's first digit.
  const after = { ...word("27", 20, 110, true), letters: [[20, 60], [64, 80]] as [number, number][] };
  const before = lineImage(200, [[0, 30], [44, 60], [64, 80]]);
  assert.deepEqual(textsOf(spacedByInk([word("场", 0, 25), after], before, 128, 0, 40)), ["场", "27"]);
});

/** A word whose letters stand at the given [x0, x1) column spans, inked in `image` as well. */
const lettered = (text: string, spans: [number, number][], confidence = 90): OcrWord => ({
  text,
  confidence,
  bbox: { x0: spans[0][0], x1: spans.at(-1)![1], y0: 0, y1: 40 },
  letters: spans,
});

/** Letters of 14 columns set 2 apart, from column `x`, one per character of `text`. */
const solid = (text: string, x: number): [number, number][] =>
  [...text].map((_, i) => [x + 16 * i, x + 16 * i + 14]);

/** Letters of 10 columns set 6 apart, as a monospace font's narrow letters stand. */
const spread = (text: string, x: number): [number, number][] =>
  [...text].map((_, i) => [x + 16 * i, x + 16 * i + 10]);

Deno.test("OCR words: a space's paper inside a word parts it between letters, before thousands and before a unit", () => {
  const row = 40;
  const partsOf = (word: OcrWord, spans: [number, number][]) =>
    partedAtSpaces([word], lineImage(600, spans), 128, row).map((w) => w.text);
  // "Units" and "sold" 16 columns (0.4 of the row) apart: two words, each boxed to its own ink.
  const units = [...solid("Units", 10), ...solid("sold", 104)];
  const [first, second] = partedAtSpaces([lettered("Unitssold", units)], lineImage(600, units), 128, row);
  assert.deepEqual([first.text, second.text], ["Units", "sold"]);
  assert.deepEqual([first.bbox.x0, first.bbox.x1, second.bbox.x0, second.bbox.x1], [10, 88, 104, 166]);
  assert.equal(first.letters, undefined);
  // 14 columns (0.35 of the row) between letters standing 6 apart is a monospace font's room, not a space.
  const close = [...spread("Units", 10), ...spread("sold", 98)];
  assert.deepEqual(partsOf(lettered("Unitssold", close), close), ["Unitssold"]);
  // Between letters standing 2 apart, 13 columns (0.33 of the row) are a space: "Money in" read "Moneyin".
  const bold = [...solid("Money", 10), ...solid("in", 101)];
  assert.deepEqual(partsOf(lettered("Moneyin", bold), bold), ["Money", "in"]);
  // Not where tesseract boxed the letters out of order: they were measured too roughly to compare.
  const rough = bold.map(([x0, x1], i): [number, number] => i === 1 ? [x0 - 20, x1] : [x0, x1]);
  assert.deepEqual(partsOf(lettered("Moneyin", rough), bold), ["Moneyin"]);
  // A letter parts from a number: "A 17 mm" read "A17".
  const size = [...solid("A", 10), ...solid("17", 40)];
  assert.deepEqual(partsOf(lettered("A17", size), size), ["A", "17"]);
  // A row's width or more inside one word is a picture's marks read as letters.
  const far = [[10, 24], [64, 78]] as [number, number][];
  assert.deepEqual(partsOf(lettered("af", far), far), ["af"]);
  // Digits part from digits only before groups of three: "1 200", "12 000 000", but not "27 18".
  const thousand = [...solid("1", 10), ...solid("200", 40)];
  assert.deepEqual(partsOf(lettered("1200", thousand), thousand), ["1", "200"]);
  const millions = [...solid("12", 10), ...solid("000", 58), ...solid("000", 122)];
  assert.deepEqual(partsOf(lettered("12000000", millions), millions), ["12", "000", "000"]);
  const year = [...solid("27", 10), ...solid("18", 58)];
  assert.deepEqual(partsOf(lettered("2718", year), year), ["2718"]);
  // A number parts from its unit's letters ("20 m", 18 columns apart; "13.1 g"); a postcode's "4DJ", set solid,
  // stays.
  const mixed = [...solid("20", 10), ...solid("m", 58)];
  assert.deepEqual(partsOf(lettered("20m", mixed), mixed), ["20", "m"]);
  const decimal = [...solid("13.1", 10), ...solid("g", 90)];
  assert.deepEqual(partsOf(lettered("13.1g", decimal), decimal), ["13.1", "g"]);
  const postcode = solid("4DJ", 10);
  assert.deepEqual(partsOf(lettered("4DJ", postcode), postcode), ["4DJ"]);
  // A word read with little confidence is left as read, and so is one whose letters tesseract did not box.
  assert.deepEqual(partsOf(lettered("Unitssold", units, 40), units), ["Unitssold"]);
  assert.deepEqual(partsOf({ ...lettered("Unitssold", units), letters: undefined }, units), ["Unitssold"]);
});

Deno.test("OCR words: only the first part of a parted word stays joined to the word before it", () => {
  const spans = [...solid("Units", 10), ...solid("sold", 104)];
  const parts = partedAtSpaces(
    [{ ...lettered("Unitssold", spans), joined: true }],
    lineImage(600, spans),
    128,
    40,
  );
  assert.deepEqual(parts.map((w) => w.joined), [true, undefined]);
});

ocrTest(
  "ocr: spaces tesseract reads into one word come back from the page's paper, in English and in Russian",
  async () => {
    // The bold header read "Unitssold" by tesseract; the figures after it keep their thousands commas.
    const english = await readTestImage("spaced_table.png");
    assert.match(english, /^\| Product line \| Units sold \| Revenue \| Margin \|$/m);
    assert.match(english, /^\| Office chairs \| 12,400 \| 2,108 \| 31% \|$/m);
    // Russian sets thousands apart with a space, which the Russian model reads into the number ("1200").
    const russian = await readTestImage("thousands_table.png");
    assert.match(russian, /^\| Оборудование \| 1 200 \| 1 150 \|$/m);
    assert.match(russian, /^\| Аренда помещений \| 2 400 \| 2 400 \|$/m);
    assert.doesNotMatch(russian, /\d{4}/);
  },
);
