import assert from "node:assert/strict";
import type { Page } from "tesseract.js";
import { decodeImagePages } from "../image/decode.ts";
import type { GreyImage } from "../image/raster.ts";
import { ocrTest } from "../testing/ocr_tests.ts";
import { recognize } from "./engine.ts";
import { inScriptOf } from "./language.ts";
import { rereadOwnScript } from "./own_script.ts";
import { mapLines } from "./tesseract_words.ts";

const lineTexts = (page: Page) =>
  page.blocks!.flatMap((b) =>
    b.paragraphs.flatMap((p) => p.lines.map((l) => l.words.map((w) => w.text).join("")))
  );

ocrTest(
  "ocr: Latin garble on a Korean page is read again in Korean; the page's real English stays",
  async () => {
    const [image] = await decodeImagePages(
      Deno.readFileSync(new URL("./testdata/korean_lines.png", import.meta.url)),
    );
    const language = "kor+eng";
    const first = await recognize(image, { psm: 3, dpi: 200, language });
    assert.ok(lineTexts(first).some((text) => text.includes("기준")));
    // As a scanned page read it: "기준" as English capitals, and "(Pandemic)" no surer.
    const misread = mapLines(first, (line) => ({
      ...line,
      words: line.words.map((word) =>
        word.text === "기준"
          ? { ...word, text: "JIZ", confidence: 40 }
          : word.text.includes("Pandemic")
          ? { ...word, confidence: 60 }
          : word
      ),
    }));
    assert.ok(!lineTexts(misread).some((text) => text.includes("기준")));
    const shown: number[] = [];
    const reread = await rereadOwnScript(
      misread,
      image,
      (line) => (shown.push(line.width), recognize(line, { psm: 7, dpi: 200, language: "kor" })),
      (text) => inScriptOf(language, text),
    );
    // Both runs were read again, and a speck the page read as "fo)"; the Korean run was taken, while the
    // English one (and the speck) read in Korean as figures and marks.
    assert.equal(shown.length, 3);
    const texts = lineTexts(reread);
    assert.ok(texts.some((text) => text.includes("0시기준현재")), texts.join("\n"));
    assert.ok(texts.some((text) => text.includes("(Pandemic)")), texts.join("\n"));
  },
);

Deno.test("ocr: on a Korean page, unsure Latin words are read again; a reading is taken only in Korean", async () => {
  const word = (text: string, confidence: number, x: number) => ({
    text,
    confidence,
    bbox: { x0: x, x1: x + 30, y0: 10, y1: 40 },
  });
  const words = [
    word("KCD", 90, 0),
    word("BAU", 40, 40),
    word("코드", 40, 80),
    word("SARS(U04.9)", 50, 120),
    word("12", 30, 160),
    // First read as garble: a reading alone in Korean need read only fairly, but with two letters of it.
    word("MBHPRS", 0, 200),
    word("-", 90, 240),
    word("fez", 0, 280),
  ];
  const line = { bbox: { x0: 0, y0: 10, x1: 320, y1: 40 }, rowAttributes: { rowHeight: 30 }, words };
  const page = { blocks: [{ paragraphs: [{ lines: [line] }] }] } as unknown as Page;
  // Each word's pixels in a grey of their own, by which `read` knows the run it is shown.
  const image = { width: 320, height: 50, data: new Uint8Array(320 * 50).fill(255) };
  words.forEach(({ bbox }, i) => {
    for (let y = bbox.y0; y < bbox.y1; y++) image.data.fill(10 * i, y * 320 + bbox.x0, y * 320 + bbox.x1);
  });
  // Read alone, the first two as confidently, the second mostly as figures, as "SARS" read in Korean; the
  // garble fairly.
  const readings = new Map([
    [10, [["높거나", 95]]],
    [30, [["64469(004.9)", 95], ["를", 95]]],
    [50, [["생물테러", 72], ["감염병", 60]]],
    [70, [["여", 78]]],
  ] as [number, [string, number][]][]);
  const shown: number[] = [];
  const read = (alone: GreyImage) => {
    const shade = alone.data[(alone.height >> 1) * alone.width + (alone.width >> 1)];
    shown.push(shade);
    const texts = readings.get(shade)!;
    // Placed in the run's box of the image read alone, which starts 9 pixels (0.3 of the line) before it.
    const read = texts.map(([text, confidence], i) => word(text, confidence, 9 + i * 10 / texts.length));
    return Promise.resolve(
      { blocks: [{ paragraphs: [{ lines: [{ ...line, words: read }] }] }] } as unknown as Page,
    );
  };
  const reread = await rereadOwnScript(page, image, read, (text) => inScriptOf("kor+eng", text));
  assert.deepEqual(shown, [10, 30, 50, 70]);
  assert.deepEqual(lineTexts(reread), ["KCD높거나코드SARS(U04.9)12생물테러감염병-fez"]);
});
