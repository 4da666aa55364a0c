// The OCR speed target of bench/convert.ts (--only ocr_speed): the engine's OCR against the `tesseract`
// command, seconds per page, on the same page images in the same run. Each scanned PDF page is rendered with
// pdftoppm at 300 dpi (asked for grey, it writes RGB PNGs) and each image page decoded to a grey PNG, so both
// read identical files. tesseract runs
// as a user would run it fast: OMP_THREAD_LIMIT=1, one process per page, as many at once as there are cores
// (at most 2). The engine reads the same pages through its own OCR pool (one worker per core), started cold
// inside the timed span. Both count the words they read: at 72 dpi the tesseract command drops about half of a
// page's lines, which the engine reads by enlarging the page first. So tesseract is also timed once on the
// pages as the engine reads them (resampled to its working resolution, `same_pixels`).
import { encode } from "fast-png";
import { openImage } from "../src/extraction/image/decode.ts";
import { shutdownOcr } from "../src/extraction/ocr/engine.ts";
import { ocrPages } from "../src/extraction/ocr/ocr_pages.ts";
import { workingResolution } from "../src/extraction/ocr/ocr_page.ts";
import { scale, shrinkToGrey, toGrey } from "../src/extraction/image/raster.ts";
import { installed, median } from "./convert_tools.ts";

const PARALLEL = Math.max(1, Math.min(2, navigator.hardwareConcurrency || 1));
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** Every page of the scan and image folders as a PNG file in `dir`. */
async function listPages(corpus: string, dir: string): Promise<string[]> {
  Deno.mkdirSync(dir, { recursive: true });
  for (const entry of Deno.readDirSync(`${corpus}/docling/scan`)) {
    const stem = entry.name.replace(/\.pdf$/, "");
    await new Deno.Command("pdftoppm", {
      args: ["-r", "300", "-gray", "-png", `${corpus}/docling/scan/${entry.name}`, `${dir}/${stem}`],
    }).output();
  }
  for (const entry of Deno.readDirSync(`${corpus}/docling/img`)) {
    const image = openImage(await Deno.readFile(`${corpus}/docling/img/${entry.name}`));
    for (let i = 0; i < image.count; i++) {
      const page = await image.page(i);
      await Deno.writeFile(`${dir}/${entry.name}-${i + 1}.png`, encode({ ...page, channels: 1 }));
    }
  }
  return [...Deno.readDirSync(dir)].map((e) => `${dir}/${e.name}`).sort();
}

/**
 * CPU seconds from /proc/self/stat: this process's own (the engine's OCR workers are its threads) and its
 * finished children's (the tesseract processes). Steadier than wall time when other work shares the cores.
 */
function cpuSeconds(): { own: number; children: number } {
  try {
    const fields = Deno.readTextFileSync("/proc/self/stat").replace(/^.*\) /, "").split(" ").map(Number);
    // Fields 14–17 of stat (utime, stime, cutime, cstime) sit at 11–14 once pid and name are cut off.
    const tick = 100;
    return { own: (fields[11] + fields[12]) / tick, children: (fields[13] + fields[14]) / tick };
  } catch {
    return { own: NaN, children: NaN };
  }
}

interface Timing {
  seconds: number;
  cpu: number;
  /** Words read over all pages. */
  words: number;
}

/** The same pages as the engine reads them: enlarged or shrunk to its working resolution, as grey PNGs. */
async function workingPages(pages: string[], dir: string): Promise<string[]> {
  Deno.mkdirSync(dir, { recursive: true });
  const out: string[] = [];
  for (const page of pages) {
    const pixels = await openImage(await Deno.readFile(page)).page(0);
    const { factor } = workingResolution(pixels.width, pixels.height);
    const working = factor < 1 ? shrinkToGrey(pixels, factor) : scale(toGrey(pixels), factor);
    const file = `${dir}/${page.split("/").pop()}`;
    await Deno.writeFile(file, encode({ ...working, channels: 1 }));
    out.push(file);
  }
  return out;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function tesseractSeconds(pages: string[]): Promise<Timing> {
  const started = performance.now();
  const cpu = cpuSeconds().children;
  let next = 0, words = 0;
  const lane = async () => {
    while (next < pages.length) {
      const page = pages[next++];
      const { stdout } = await new Deno.Command("tesseract", {
        args: [page, "-"],
        env: { OMP_THREAD_LIMIT: "1" },
        stderr: "null",
      }).output();
      words += wordCount(new TextDecoder().decode(stdout));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  return { seconds: (performance.now() - started) / 1000, cpu: cpuSeconds().children - cpu, words };
}

async function engineSeconds(pages: string[]): Promise<Timing> {
  await shutdownOcr();
  const started = performance.now();
  const cpu = cpuSeconds().own;
  const results = await ocrPages(
    pages.length,
    async (i) => await openImage(await Deno.readFile(pages[i])).page(0),
  );
  const seconds = (performance.now() - started) / 1000, cpuUsed = cpuSeconds().own - cpu;
  await shutdownOcr();
  const words = results.reduce(
    (n, r) => n + r.content.items.reduce((m, item) => m + wordCount(item.text), 0),
    0,
  );
  return { seconds, cpu: cpuUsed, words };
}

/** Runs both `rounds` times, alternating, and reports the medians: the machine may be busy with other work. */
export async function benchOcrSpeed(corpus: string, scratch: string, rounds: number) {
  if (!installed("tesseract") || !installed("pdftoppm")) return "needs tesseract and pdftoppm";
  const pages = await listPages(corpus, `${scratch}/ocr_speed`);
  const tesseract: Timing[] = [], engine: Timing[] = [];
  for (let i = 0; i < rounds; i++) {
    tesseract.push(await tesseractSeconds(pages));
    engine.push(await engineSeconds(pages));
  }
  const perPage = (timings: Timing[], key: keyof Timing) =>
    round(median(timings.map((t) => t[key])) / pages.length);
  const samePixels = await tesseractSeconds(await workingPages(pages, `${scratch}/ocr_speed_working`));
  return {
    pages: pages.length,
    rounds,
    parallel_pages: PARALLEL,
    tesseract_seconds_per_page: perPage(tesseract, "seconds"),
    engine_seconds_per_page: perPage(engine, "seconds"),
    ratio: round(median(engine.map((e, i) => e.seconds / tesseract[i].seconds))),
    target_ratio: 1.5,
    tesseract_cpu_seconds_per_page: perPage(tesseract, "cpu"),
    engine_cpu_seconds_per_page: perPage(engine, "cpu"),
    cpu_ratio: round(median(engine.map((e, i) => e.cpu / tesseract[i].cpu))),
    tesseract_words: tesseract[0].words,
    engine_words: engine[0].words,
    same_pixels: {
      tesseract_seconds_per_page: round(samePixels.seconds / pages.length),
      tesseract_words: samePixels.words,
      ratio: round(median(engine.map((e) => e.seconds)) / samePixels.seconds),
    },
  };
}
