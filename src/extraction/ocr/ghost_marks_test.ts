import assert from "node:assert/strict";
import { decodeImagePages } from "../image/decode.ts";
import { ocrTest } from "../testing/ocr_tests.ts";
import { recognize } from "./engine.ts";
import { withoutGhostLead } from "./ghost_marks.ts";

const word = (text: string, x0: number) => ({
  text,
  bbox: { x0, y0: 1404, x1: 530, y1: 1432 },
  confidence: 52,
});
const boxes = (text: string, spans: [number, number][]) =>
  [...text].map((char, i) => ({ text: char, x0: spans[i][0], x1: spans[i][1] }));

Deno.test("ocr: marks boxed a pixel wide on the start of the next glyph are no glyphs of their own", () => {
  // A clean scan's ledger, as tesseract read and boxed it.
  const date = [[344, 356], [365, 378], [382, 393], [397, 410], [417, 434], [436, 447], [449, 465], [
    470,
    487,
  ], [
    492,
    508,
  ], [513, 530]] as [number, number][];
  const read = withoutGhostLead(word("=11/10/2026", 344), boxes("=11/10/2026", [[344, 345], ...date]));
  assert.equal(read.text, "11/10/2026");
  assert.equal(read.bbox.x0, 344);
  const two = withoutGhostLead(
    word("=612/10/2026", 344),
    boxes("=612/10/2026", [[344, 345], [344, 345], ...date]),
  );
  assert.equal(two.text, "12/10/2026");
  // A real mark is a glyph's width: a quoted word, a negative figure.
  const quoted = word("“Draft”", 300);
  assert.equal(
    withoutGhostLead(
      quoted,
      boxes(quoted.text, [
        [300, 311],
        [314, 330],
        [331, 340],
        [341, 352],
        [
          353,
          362,
        ],
        [363, 370],
        [372, 383],
      ]),
    ),
    quoted,
  );
  const negative = word("-854.46", 300);
  assert.equal(
    withoutGhostLead(
      negative,
      boxes(negative.text, [[300, 309], [311, 327], [329, 345], [347, 363], [365, 369], [
        371,
        387,
      ], [389, 405]]),
    ),
    negative,
  );
  // Boxes that do not match the text one for one tell nothing.
  const unmatched = word("=11", 344);
  assert.equal(withoutGhostLead(unmatched, boxes("=1", [[344, 345], [344, 356]])), unmatched);
});

ocrTest(
  "ocr: a scanned ledger's dates come without the marks tesseract read where no glyph stands",
  async () => {
    const [image] = await decodeImagePages(
      Deno.readFileSync(new URL("./testdata/ledger_page.png", import.meta.url)),
    );
    const page = await recognize(image, { dpi: 200 });
    const words = page.blocks!.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
    const dates = words.filter((w) => /\d\d\/1[01]\/2026$/.test(w.text)).map((w) => w.text);
    assert.equal(dates.length, 20, dates.join(" "));
    assert.deepEqual(dates.filter((d) => !/^\d\d\/1[01]\/2026$/.test(d)), []);
  },
);
