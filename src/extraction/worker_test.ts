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
