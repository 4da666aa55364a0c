import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { encode as encodePng } from "fast-png";
import { ExtractionError } from "../types.ts";
import { convertImage } from "./convert_image.ts";
import { decodeImagePages } from "./decode.ts";
import { rotateBy } from "./raster.ts";
import { ocrTest } from "../testing/ocr_tests.ts";
import { ocrPage } from "../ocr/ocr_page.ts";

const options = { accuracy: "lite" as const, pageSeparator: true, skipImages: false };
const sample = new URL("../../../../shared/corpus/docling/img/webp-test.webp", import.meta.url);

ocrTest("convertImage: text of a page, a warning for a blank page, a reason for a broken file", async () => {
  const blank = encodePng({
    width: 300,
    height: 200,
    data: new Uint8Array(300 * 200).fill(255),
    channels: 1,
    depth: 8,
  });
  const empty = await convertImage(blank, options);
  assert.deepEqual([empty.markdown, empty.pages, empty.pagesEstimated], ["", 1, false]);
  assert.match(empty.warnings.join(), /no text/);
  await assert.rejects(convertImage(blank.subarray(0, 60), options), ExtractionError);
  try {
    Deno.statSync(sample);
  } catch {
    console.log("corpus not found, skipping", sample.pathname);
    return;
  }
  const pagesSeen: number[] = [];
  const result = await convertImage(Deno.readFileSync(sample), {
    ...options,
    onPage: (n) => pagesSeen.push(n),
  });
  assert.match(result.markdown, /Docling bundles PDF document conversion to JSON and Markdown/);
  assert.deepEqual(pagesSeen, [1]);
});

const ruledTable = new URL("../../../../shared/corpus/docling/img/2305.03393v1-pg9-img.png", import.meta.url);

ocrTest(
  "convertImage: in ultra mode a table's ruled boxes are read again one by one, each word's surer reading kept",
  async () => {
    const bytes = Deno.readFileSync(ruledTable);
    const [pixels] = await decodeImagePages(bytes);
    const lite = await ocrPage(pixels, 1), ultra = await ocrPage(pixels, 1, { tableCells: true });
    // The table's boxes with words (31) are each read once more.
    assert.ok(ultra.readings >= lite.readings + 31, `${lite.readings} then ${ultra.readings} readings`);
    const rowsOf = (md: string) => md.split("\n").filter((line) => line.startsWith("| "));
    const { markdown } = await convertImage(bytes, { ...options, accuracy: "ultra" });
    const rows = rowsOf(markdown);
    // Read alone, the box of "0.965 0.969" put a comma after the first figure, less surely than the page had
    // read it: the page's reading stands. Read with the page, "OTSL" is unsure and read again alone in either
    // mode (`unsure_words.ts`).
    assert.match(markdown, /^\| 6 \| 6 \| OTSL HTML \| 0\.965 0\.969 \| 0\.934 0\.927 \|/m, markdown);
    assert.equal(rows.filter((row) => /\| OTSL HTML \|/.test(row)).length, 4, rows.join("\n"));
    // Only words change: the table keeps its rows and its cells.
    assert.equal(rows.length, rowsOf((await convertImage(bytes, options)).markdown).length);
  },
  { ignore: !existsSync(ruledTable) },
);

ocrTest(
  "convertImage: a ruled table in a page image becomes a table, cells from its grid, bars on its rules gone",
  async () => {
    const { markdown } = await convertImage(Deno.readFileSync(ruledTable), options);
    const rows = markdown.split("\n").filter((line) => line.startsWith("|"));
    assert.ok(rows.length >= 6, markdown);
    // Two lines in one ruled row are one row; the merged cells on their left hold their value once. (The
    // fast model reads the small capitals of "OTSL" as "oTsL": the letters' case is not what is tested.)
    assert.match(markdown, /^\| 6 \| 6 \| OTSL HTML \| 0\.965 0\.969 \| 0\.934 0\.927 \|/im);
    assert.ok(!rows.some((row) => row.includes("\\|")), rows.join("\n"));
    // A speck tesseract read as "-" beside the header's first line stays out of "Inference time (secs)".
    assert.match(markdown, /\| mAP \(0\.75\) \| Inference time \(secs\) \|$/m, rows.join("\n"));
    // The page's bold section titles, told by their thicker strokes, are headings.
    assert.match(markdown, /^#+ 5\.1 Hyper Parameter Optimization$/m, markdown);
    // A line tesseract measures a little taller than its neighbours stays in their paragraph.
    assert.match(markdown, /single core with AMD EPYC 7763 CPU @2\.45 GHz\./, markdown);
    // Scanned a degree askew, the page is turned straight before its words and rules are read.
    const [page] = await decodeImagePages(Deno.readFileSync(ruledTable));
    const askew = rotateBy(page, 0.015);
    const png = encodePng({ ...askew, channels: 1, depth: 8 });
    const skewed = await convertImage(png, options);
    assert.ok(
      skewed.markdown.split("\n").filter((line) => line.startsWith("| ")).length >= 5,
      skewed.markdown,
    );
    assert.match(skewed.markdown, /^\| 6 \| 6 \| OTSL HTML \|/m, skewed.markdown);
  },
  { ignore: !existsSync(ruledTable) },
);
