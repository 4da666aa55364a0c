import assert from "node:assert/strict";
import { makePdf, paragraphLines } from "./testing/make_pdf.ts";
import { ExtractionError } from "./types.ts";
import { convertInWorker } from "./worker.ts";

const options = { accuracy: "lite" as const, pageSeparator: false, skipImages: false };
const longPdf = (pages: number) =>
  makePdf(Array.from({ length: pages }, (_, p) => ({
    texts: paragraphLines(Array.from({ length: 200 }, (_, i) => `w${p}x${i}`), 72, 80),
  })));

Deno.test("worker: converts in a worker and reports progress page by page", async () => {
  const seen: number[] = [];
  const result = await convertInWorker(longPdf(3), "three.pdf", options, {
    timeoutMs: 60_000,
    onPage: (done, total) => (assert.equal(total, 3), seen.push(done)),
  });
  assert.equal(result.pages, 3);
  assert.deepEqual(seen, [1, 2, 3]);
  assert.match(result.markdown, /w2x199/);
});

Deno.test("worker: past its time limit the conversion stops with a timeout", async () => {
  const started = performance.now();
  await assert.rejects(
    convertInWorker(longPdf(300), "long.pdf", options, { timeoutMs: 200 }),
    (error: unknown) => error instanceof ExtractionError && error.code === "timeout",
  );
  assert.ok(performance.now() - started < 5_000);
});

Deno.test("worker: past its memory bound the conversion stops", async () => {
  await assert.rejects(
    // Long enough to outlast the first memory sample by far.
    convertInWorker(longPdf(1500), "long.pdf", options, { timeoutMs: 60_000, memoryLimitBytes: 1 }),
    (error: unknown) => error instanceof ExtractionError && error.code === "out_of_memory",
  );
});

Deno.test("worker: an unknown input fails as unsupported", async () => {
  await assert.rejects(
    convertInWorker(new TextEncoder().encode("just text"), "notes.txt", options, { timeoutMs: 60_000 }),
    (error: unknown) => error instanceof ExtractionError && error.code === "unsupported",
  );
});

Deno.test("worker: an image is read with OCR in the worker, on tesseract's build handed over by this process", async () => {
  let bytes: Uint8Array;
  try {
    bytes = Deno.readFileSync(new URL("../../../shared/corpus/docling/img/webp-test.webp", import.meta.url));
  } catch {
    console.log("corpus not found, skipping");
    return;
  }
  // Two conversions: the second is handed the build the first one asked for.
  for (let run = 0; run < 2; run++) {
    const result = await convertInWorker(bytes, "scan.webp", options, { timeoutMs: 60_000 });
    assert.match(result.markdown, /Docling bundles PDF document conversion to JSON and Markdown/);
  }
});
