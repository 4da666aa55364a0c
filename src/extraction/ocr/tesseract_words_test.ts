import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { decodeImagePages } from "../image/decode.ts";
import { recognize } from "./engine.ts";
import { ocrTest } from "../testing/ocr_tests.ts";
import type { OcrWord } from "./tesseract_words.ts";

const ruledPage = new URL("../../../../shared/corpus/docling/img/2305.03393v1-pg9-img.png", import.meta.url);

ocrTest(
  "tesseract words: a page's text blocks, lines and words, without the blanks read on its table's rules",
  async () => {
    const [image] = await decodeImagePages(Deno.readFileSync(ruledPage));
    const page = await recognize(image, { dpi: 150 });
    const lines = page.blocks!.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
    const words = lines.flatMap((line) => line.words);
    assert.equal(
      lines[0].words.map((w) => w.text).join(" "),
      "Optimized Table Tokenization for Table Structure Recognition 9",
    );
    assert.ok(words.length > 300, `${words.length} words`);
    // The table's rules are blocks of their own, which tesseract fills with blank "words".
    assert.deepEqual(words.filter((w) => !w.text.trim()), []);
    for (const word of words) {
      assert.ok(Number.isInteger(word.confidence) && word.confidence >= 0 && word.confidence <= 100);
      const { x0, y0, x1, y1 } = word.bbox;
      assert.ok(0 <= x0 && x0 < x1 && x1 <= image.width && 0 <= y0 && y0 < y1 && y1 <= image.height);
    }
    for (const line of lines) assert.ok(line.rowAttributes.rowHeight > 0 && line.bbox.y1 > line.bbox.y0);
    // Each letter of a word of letters and digits is boxed, a figure's decimal point too ("4.32"), so a space
    // tesseract left out between a figure and its unit can be found; a word with other marks is not.
    const lettered = words as OcrWord[];
    const figures = lettered.filter((w) => /^\d+\.\d+$/.test(w.text));
    assert.ok(figures.length >= 5, `${figures.length} figures`);
    for (const figure of figures) assert.equal(figure.letters?.length, figure.text.length, figure.text);
    for (const other of lettered.filter((w) => /[^\p{L}\d.,]/u.test(w.text))) {
      assert.equal(other.letters, undefined);
    }
    // Headings are blocks apart from the paragraphs they head.
    assert.ok(page.blocks!.length >= 5, `${page.blocks!.length} blocks`);
  },
  { ignore: !existsSync(ruledPage) },
);
