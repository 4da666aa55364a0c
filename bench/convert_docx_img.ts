// Word and image conversion against pandoc and tesseract on ../shared/corpus, scored by its score.py; prints JSON.
// Scans are read from their embedded page images (pdfimages) until the PDF pipeline hands them to OCR itself.
import { convertDocx } from "../src/extraction/docx/convert_docx.ts";
import { convertImage } from "../src/extraction/image/convert_image.ts";
import { decodeImagePages } from "../src/extraction/image/decode.ts";
import { shutdownOcr } from "../src/extraction/ocr/engine.ts";
import { ocrPages } from "../src/extraction/ocr/ocr_pages.ts";

const corpus = new URL("../../shared/corpus/", import.meta.url).pathname;
const options = { accuracy: "lite" as const, pageSeparator: false, skipImages: false };

function has(tool: string): boolean {
  return new Deno.Command("sh", { args: ["-c", `command -v ${tool}`] }).outputSync().success;
}

function run(cmd: string, args: string[], env: Record<string, string> = {}): Uint8Array {
  return new Deno.Command(cmd, { args, env, stdout: "piped", stderr: "null" }).outputSync().stdout;
}

function score(out: string, folder: string) {
  const result = JSON.parse(new TextDecoder().decode(
    run("python3", [
      `${corpus}score.py`,
      `${corpus}docling/gt`,
      out,
      "--restrict",
      `${corpus}docling/${folder}`,
      "--no-per-file",
    ]),
  ));
  return { ...result.mean, tables: result.mean_tables, headings: result.mean_headings };
}

/** Converts a corpus folder, timing it and sampling this process's memory (OCR workers are threads in it). */
async function timed(dir: string, folder: string, convert: (file: string, stem: string) => Promise<string>) {
  const files = [...Deno.readDirSync(`${corpus}docling/${folder}`)].map((e) => e.name).sort();
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, Deno.memoryUsage().rss)), 50);
  const started = performance.now();
  for (const file of files) {
    const stem = file.replace(/\.[^.]+$/, "");
    Deno.writeTextFileSync(`${dir}/${stem}.md`, await convert(`${corpus}docling/${folder}/${file}`, stem));
  }
  const seconds = +((performance.now() - started) / 1000).toFixed(2);
  clearInterval(sampler);
  // The tools run as child processes, so the peak only means something for the engine's rows.
  const memory = dir.endsWith("_engine") ? { peak_rss_mb: Math.round(peak / 1e6) } : {};
  return { seconds, ...memory, ...score(dir, folder) };
}

const tmp = Deno.makeTempDirSync();
const dir = (name: string) => (Deno.mkdirSync(`${tmp}/${name}`), `${tmp}/${name}`);
const report: Record<string, unknown> = {
  missing_tools: ["pandoc", "tesseract", "pdfimages"].filter((t) => !has(t)),
};

report["docx/engine"] = await timed(
  dir("docx_engine"),
  "docx",
  async (file) => (await convertDocx(Deno.readFileSync(file), options)).markdown,
);
if (has("pandoc")) {
  report["docx/pandoc"] = await timed(
    dir("docx_pandoc"),
    "docx",
    (file) => Promise.resolve(new TextDecoder().decode(run("pandoc", ["-t", "gfm", file]))),
  );
}
report["img/engine"] = await timed(
  dir("img_engine"),
  "img",
  async (file) => (await convertImage(Deno.readFileSync(file), options)).markdown,
);
if (has("tesseract")) {
  report["img/tesseract"] = await timed(
    dir("img_tesseract"),
    "img",
    (file) =>
      Promise.resolve(new TextDecoder().decode(run("tesseract", [file, "-"], { OMP_THREAD_LIMIT: "1" }))),
  );
}
if (has("pdfimages")) {
  const pageImages = (file: string) => {
    const prefix = `${tmp}/page_${crypto.randomUUID()}`;
    run("pdfimages", ["-png", file, prefix]);
    return [...Deno.readDirSync(tmp)].map((e) => `${tmp}/${e.name}`).filter((p) => p.startsWith(prefix))
      .sort();
  };
  report["scan/engine"] = await timed(dir("scan_engine"), "scan", async (file) => {
    const images = pageImages(file);
    const pages = await ocrPages(
      images.length,
      async (i) => (await decodeImagePages(Deno.readFileSync(images[i])))[0],
    );
    return pages.map((page) => page.markdown).join("\n\n");
  });
  if (has("tesseract")) {
    report["scan/tesseract"] = await timed(
      dir("scan_tesseract"),
      "scan",
      (file) =>
        Promise.resolve(
          pageImages(file).map((png) =>
            new TextDecoder().decode(run("tesseract", [png, "-", "--psm", "1"], { OMP_THREAD_LIMIT: "1" }))
          ).join("\n\n"),
        ),
    );
  }
}
await shutdownOcr();
Deno.removeSync(tmp, { recursive: true });
console.log(JSON.stringify(report, null, 2));
