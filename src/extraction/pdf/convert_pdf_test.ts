import assert from "node:assert/strict";
import { makePdf, paragraphLines } from "../testing/make_pdf.ts";
import { ExtractionError } from "../types.ts";
import { convertPdf } from "./convert_pdf.ts";

const options = { accuracy: "lite" as const, pageSeparator: false, skipImages: false };
const words = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}${i}`);
const corpus = new URL("../../../../shared/corpus/", import.meta.url);

function corpusFile(path: string): Uint8Array | undefined {
  try {
    return Deno.readFileSync(new URL(path, corpus));
  } catch {
    console.log(`corpus file ${path} not found, skipping`);
    return undefined;
  }
}

Deno.test("pdf: fonts give headings, bold and italic; link annotations give links; pages are counted", async () => {
  const pdf = makePdf([{
    texts: [
      { x: 72, y: 60, text: "Quarterly Findings", size: 20, font: "bold" },
      ...paragraphLines(words(40, "alpha"), 72, 100),
      { x: 72, y: 170, text: "Method Notes", size: 14, font: "bold" },
      { x: 72, y: 200, text: "Plain words then" },
      { x: 160, y: 200, text: "important", font: "bold" },
      { x: 220, y: 200, text: "and" },
      { x: 245, y: 200, text: "slanted", font: "italic" },
      { x: 290, y: 200, text: "see" },
      { x: 315, y: 200, text: "quarry.example" },
    ],
    links: [{ x: 313, y: 190, width: 80, height: 14, url: "https://quarry.example/" }],
  }, { texts: paragraphLines(words(20, "beta"), 72, 100) }]);
  const result = await convertPdf(pdf, options);
  assert.equal(result.pages, 2);
  assert.match(result.markdown, /^# Quarterly Findings$/m);
  assert.match(result.markdown, /^## Method Notes$/m);
  assert.match(
    result.markdown,
    /\*\*important\*\* and \*slanted\* see \[quarry\.example\]\(https:\/\/quarry\.example\/\)/,
  );
  assert.match(result.markdown, /alpha0 alpha1 [^\n]* alpha39\n/);
});

Deno.test("pdf: ruling lines take in a table's header rows; images are placeholders unless skipped", async () => {
  const row = (y: number, cells: string[]) => cells.map((text, i) => ({ x: 72 + i * 130, y, text }));
  const pdf = makePdf([{
    texts: [
      ...paragraphLines(words(20, "intro"), 72, 60),
      { x: 200, y: 112, text: "Measured results overall", font: "bold" as const },
      ...row(130, ["Run", "Seconds", "Pages"]),
      ...row(144, ["first", "1.5", "12"]),
      ...row(158, ["second", "2.5", "40"]),
      ...paragraphLines(words(10, "outro"), 72, 420),
    ],
    lines: [[70, 100, 420, 100], [70, 134, 420, 134], [70, 162, 420, 162]],
    images: [{ x: 72, y: 200, width: 300, height: 180 }],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(
    markdown,
    /\| Run \| Seconds \| Pages \|\n\| first \| 1\.5 \| 12 \|\n\| second \| 2\.5 \| 40 \|/,
  );
  assert.match(markdown, /Measured results overall \|/);
  assert.match(markdown, /\| second[^\n]*\n\n!\[Image 1\]\(page-1-image-1\)\n\noutro0/);
  const skipped = await convertPdf(pdf, { ...options, skipImages: true });
  assert.doesNotMatch(skipped.markdown, /!\[Image/);
});

Deno.test("pdf: the page separator marks every page after the first, empty ones too", async () => {
  const pdf = makePdf([{ texts: [{ x: 72, y: 100, text: "one" }] }, { texts: [] }, {
    texts: [{ x: 72, y: 100, text: "three" }],
  }]);
  const { markdown } = await convertPdf(pdf, { ...options, pageSeparator: true });
  assert.equal(markdown, "one\n\n<!-- page 2 -->\n\n<!-- page 3 -->\n\nthree\n");
});

Deno.test("pdf: a page whose text runs sideways is read turned upright", async () => {
  // Upward-running lines: each next line sits further right, starting from the bottom of the page.
  const lines = [
    "Landscape heading line",
    "first row of the sideways text",
    "second row of the sideways text",
  ];
  const pdf = makePdf([{ texts: lines.map((text, i) => ({ x: 100 + i * 14, y: 700, text, turned: true })) }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(markdown, /Landscape heading line[\s\S]*first row of the sideways text[\s\S]*second row/);
});

Deno.test("pdf: a corrupt file fails as corrupt, with the reason", async () => {
  const junk = new TextEncoder().encode("%PDF-1.7\n" + "garbage ".repeat(200));
  await assert.rejects(convertPdf(junk, options), (error: unknown) => {
    assert.ok(error instanceof ExtractionError);
    assert.equal(error.code, "corrupt");
    assert.match(error.message, /PDF/);
    return true;
  });
});

Deno.test("pdf: a truncated file converts what is left or fails as corrupt", async () => {
  const pdf = makePdf([{ texts: paragraphLines(words(30, "kept"), 72, 100) }]);
  try {
    const result = await convertPdf(pdf.subarray(0, Math.floor(pdf.length * 0.6)), options);
    assert.match(result.markdown, /kept0/);
  } catch (error) {
    assert.ok(error instanceof ExtractionError && error.code === "corrupt", String(error));
  }
});

Deno.test("pdf: an encrypted file fails as password protected", async () => {
  const bytes = corpusFile("robust/pdf/issue3371.pdf");
  if (!bytes) return;
  await assert.rejects(convertPdf(bytes, options), (error: unknown) => {
    assert.ok(error instanceof ExtractionError);
    assert.equal(error.code, "password_protected");
    return true;
  });
});

Deno.test("pdf: a real paper keeps its section headings, its table and its reading order", async () => {
  const bytes = corpusFile("docling/pdf/2305.03393v1-pg9.pdf");
  if (!bytes) return;
  const { markdown } = await convertPdf(bytes, options);
  assert.match(markdown, /^#+ 5\.1 Hyper Parameter Optimization$/m);
  assert.match(markdown, /^#+ 5\.2 Quantitative Results$/m);
  assert.match(markdown, /^\|.*TEDs.*\|$/m);
  assert.ok(markdown.indexOf("5.1 Hyper") < markdown.indexOf("5.2 Quantitative"));
});

/** Runs the command line on a file and follows the process's peak resident memory (Linux's VmHWM). */
async function convertWatchingMemory(file: URL) {
  const cli = new URL("../cli.ts", import.meta.url).pathname;
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", cli, "--page-separator", file.pathname],
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let peakKb = 0;
  const watch = setInterval(() => {
    try {
      const status = Deno.readTextFileSync(`/proc/${child.pid}/status`);
      peakKb = Math.max(peakKb, Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0));
    } catch {
      // The process has ended (or this is not Linux): the last reading stands.
    }
  }, 50);
  const output = await child.output();
  clearInterval(watch);
  const decode = (b: Uint8Array) => new TextDecoder().decode(b);
  return {
    code: output.code,
    stdout: decode(output.stdout),
    stderr: decode(output.stderr),
    peakMb: peakKb / 1024,
  };
}

Deno.test("pdf: a multi-page 600-dpi scan turned every way reads page by page, within 500 MB", async () => {
  const file = new URL("docling/scan/nemotron_multipage.pdf", corpus);
  if (!corpusFile("docling/scan/nemotron_multipage.pdf")) return;
  const { code, stdout, stderr, peakMb } = await convertWatchingMemory(file);
  assert.equal(code, 0, stderr);
  // Its four pages hold one sentence each, turned by 0, 180, 90 and 270 degrees.
  const pages = stdout.split(/<!-- page \d -->/);
  assert.equal(pages.length, 4, stdout);
  for (const page of pages) {
    assert.equal(
      page.trim().replace(/\s+/g, " "),
      "Docling bundles PDF document conversion to JSON and Markdown in an easy self contained package",
    );
  }
  if (peakMb > 0) assert.ok(peakMb < 500, `peak memory ${Math.round(peakMb)} MB`);
});
