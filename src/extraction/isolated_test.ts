import assert from "node:assert/strict";
import { convertIsolated, ISOLATIONS } from "./isolated.ts";
import { makePdf, nestedFormsPdf, paragraphLines } from "./testing/make_pdf.ts";
import { ExtractionError } from "./types.ts";
import { convertPdf } from "./pdf/convert_pdf.ts";

const options = { accuracy: "lite" as const, pageSeparator: false, skipImages: false };
const longPdf = (pages: number) =>
  makePdf(Array.from({ length: pages }, (_, p) => ({
    texts: paragraphLines(Array.from({ length: 200 }, (_, i) => `w${p}x${i}`), 72, 80),
  })));
const failsWith = (code: ExtractionError["code"]) => (error: unknown) =>
  error instanceof ExtractionError && error.code === code;

for (const isolation of ISOLATIONS) {
  Deno.test(`${isolation}: converts isolated and reports progress from the first page to the last`, async () => {
    const seen: number[] = [];
    const result = await convertIsolated(isolation, longPdf(3), "three.pdf", options, {
      timeoutMs: 60_000,
      onPage: (done, total) => (assert.equal(total, 3), seen.push(done)),
    });
    assert.equal(result.pages, 3);
    // Pages in between are reported only as often as PROGRESS_INTERVAL_MS allows (supervision_test.ts).
    assert.equal(seen[0], 1);
    assert.equal(seen.at(-1), 3);
    assert.deepEqual(seen, [...seen].sort());
    assert.match(result.markdown, /w2x199/);
  });

  Deno.test(`${isolation}: a long document, laid out on a thread of its own, reads as it does in this process`, async () => {
    const pdf = longPdf(12);
    const result = await convertIsolated(isolation, pdf, "twelve.pdf", options, { timeoutMs: 60_000 });
    assert.equal(result.markdown, (await convertPdf(pdf, options)).markdown);
    assert.match(result.markdown, /w0x0 [^]*w11x199/);
  });

  Deno.test(`${isolation}: past its time limit the conversion stops with a timeout`, async () => {
    const started = performance.now();
    await assert.rejects(
      convertIsolated(isolation, longPdf(300), "long.pdf", options, { timeoutMs: 200 }),
      failsWith("timeout"),
    );
    assert.ok(performance.now() - started < 5_000);
  });

  Deno.test(`${isolation}: past its memory bound the conversion stops`, async () => {
    await assert.rejects(
      // Long enough to outlast the first memory samples by far.
      convertIsolated(isolation, longPdf(1500), "long.pdf", options, {
        timeoutMs: 60_000,
        memoryLimitBytes: 1,
      }),
      failsWith("out_of_memory"),
    );
  });

  Deno.test(`${isolation}: an unknown input fails as unsupported, a truncated PDF as corrupt`, async () => {
    await assert.rejects(
      convertIsolated(isolation, new TextEncoder().encode("just text"), "notes.txt", options, {
        timeoutMs: 60_000,
      }),
      failsWith("unsupported"),
    );
    await assert.rejects(
      convertIsolated(isolation, longPdf(2).slice(0, 300), "cut.pdf", options, { timeoutMs: 60_000 }),
      failsWith("corrupt"),
    );
  });

  Deno.test(`${isolation}: an image is read with OCR`, async () => {
    let bytes: Uint8Array;
    try {
      bytes = Deno.readFileSync(
        new URL("../../../shared/corpus/docling/img/webp-test.webp", import.meta.url),
      );
    } catch {
      console.log("corpus not found, skipping");
      return;
    }
    // Twice: in a worker, the second conversion is handed the build the first one asked this process for.
    for (let run = 0; run < 2; run++) {
      const result = await convertIsolated(isolation, bytes, "scan.webp", options, { timeoutMs: 60_000 });
      assert.match(result.markdown, /Docling bundles PDF document conversion to JSON and Markdown/);
    }
  });
}

/** Conversion processes this process started that are still alive (Linux's /proc). */
function conversionChildren(): number[] {
  const alive: number[] = [];
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(entry.name)) continue;
    try {
      const stat = Deno.readTextFileSync(`/proc/${entry.name}/stat`);
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const command = Deno.readTextFileSync(`/proc/${entry.name}/cmdline`);
      if (parent === Deno.pid && command.includes("process_entry.ts")) alive.push(Number(entry.name));
    } catch {
      // Gone meanwhile.
    }
  }
  return alive;
}

Deno.test({
  name:
    "process: a conversion a worker could not stop (an endless promise chain) is stopped, process and all",
  ignore: Deno.build.os !== "linux",
  async fn() {
    await assert.rejects(
      convertIsolated("process", nestedFormsPdf(), "nested.pdf", options, {
        timeoutMs: 30_000,
        memoryLimitBytes: 200 * 1024 * 1024,
      }),
      failsWith("out_of_memory"),
    );
    // SIGKILL is delivered at once; reaping the process takes a moment.
    for (let tries = 0; conversionChildren().length && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.deepEqual(conversionChildren(), []);
  },
});

Deno.test({
  name: "process: a conversion ends when the process that started it dies",
  ignore: Deno.build.os !== "linux",
  async fn() {
    const marker = `orphan-${crypto.randomUUID()}.pdf`;
    const running = () =>
      [...Deno.readDirSync("/proc")].some((entry) => {
        try {
          return /^\d+$/.test(entry.name) &&
            Deno.readTextFileSync(`/proc/${entry.name}/cmdline`).includes(marker);
        } catch {
          return false;
        }
      });
    const pdf = await Deno.makeTempFile({ suffix: ".pdf" });
    await Deno.writeFile(pdf, longPdf(3000));
    const script = `
      import { convertIsolated } from ${JSON.stringify(new URL("./isolated.ts", import.meta.url).href)};
      await convertIsolated("process", Deno.readFileSync(${JSON.stringify(pdf)}), ${JSON.stringify(marker)},
        ${JSON.stringify(options)}, { timeoutMs: 600_000 });`;
    const starter = new Deno.Command(Deno.execPath(), {
      args: ["eval", script],
      stdout: "null",
      stderr: "null",
    })
      .spawn();
    try {
      for (let tries = 0; !running() && tries < 200; tries++) await new Promise((r) => setTimeout(r, 50));
      assert.ok(running(), "the conversion process never started");
      starter.kill("SIGKILL");
      await starter.status;
      for (let tries = 0; running() && tries < 50; tries++) await new Promise((r) => setTimeout(r, 100));
      assert.equal(running(), false, "the conversion outlived the process that started it");
    } finally {
      await Deno.remove(pdf);
    }
  },
});
