import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createScheduler, createWorker, type Page, type Scheduler } from "tesseract.js";
import { encodePgm, type GreyImage } from "../image/raster.ts";

/** Tesseract's language model ships in an npm package, so OCR never reaches the network. */
function paths() {
  const tesseract = dirname(fileURLToPath(import.meta.resolve("tesseract.js")));
  const eng = dirname(fileURLToPath(import.meta.resolve("@tesseract.js-data/eng")));
  return {
    workerPath: join(tesseract, "worker-script", "node", "index.js"),
    langPath: join(eng, "4.0.0_best_int"),
  };
}

/** Idle workers are released after this long so a server does not keep OCR memory it no longer uses. */
const IDLE_MS = 60_000;
const LSTM_ONLY = 1;

let scheduler: Scheduler | undefined;
let starting: Promise<Scheduler> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let running = 0;

/**
 * One tesseract worker per core, shared by every page of every document: the WebAssembly build is single
 * threaded, so this is the "one page per core" arrangement, and the model is loaded once per worker.
 */
function workerCount(): number {
  return Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));
}

async function start(): Promise<Scheduler> {
  const { workerPath, langPath } = paths();
  const created = createScheduler();
  const workers = await Promise.all(
    Array.from(
      { length: workerCount() },
      () => createWorker("eng", LSTM_ONLY, { workerPath, langPath, cacheMethod: "none", gzip: true }),
    ),
  );
  for (const worker of workers) created.addWorker(worker);
  return created;
}

async function acquire(): Promise<Scheduler> {
  if (idleTimer !== undefined) clearTimeout(idleTimer);
  idleTimer = undefined;
  if (scheduler) return scheduler;
  starting ??= start().then((s) => (scheduler = s)).finally(() => (starting = undefined));
  return await starting;
}

function release() {
  if (running > 0 || !scheduler) return;
  const timer = setTimeout(() => void shutdownOcr(), IDLE_MS);
  Deno.unrefTimer(timer);
  idleTimer = timer;
}

export interface RecognizeOptions {
  /** Tesseract page segmentation mode; 3 (automatic) for pages. */
  psm?: number;
  /** Let tesseract measure and correct small skew angles before reading. */
  deskew?: boolean;
  /** The image's resolution; tesseract's size heuristics depend on it. */
  dpi: number;
}

/** Recognises one greyscale image and returns tesseract's block → paragraph → line → word tree. */
export async function recognize(image: GreyImage, options: RecognizeOptions): Promise<Page> {
  running++;
  try {
    const active = await acquire();
    const result = await active.addJob(
      "recognize",
      encodePgm(image) as unknown as Buffer,
      {
        rotateAuto: options.deskew ?? false,
        tessedit_pageseg_mode: String(options.psm ?? 3),
        user_defined_dpi: String(options.dpi),
      } as never,
      { blocks: true, text: false },
    );
    return result.data;
  } finally {
    running--;
    release();
  }
}

/** Stops the OCR workers (they keep a process alive); the next recognition starts them again. */
export async function shutdownOcr(): Promise<void> {
  if (idleTimer !== undefined) clearTimeout(idleTimer);
  idleTimer = undefined;
  const current = scheduler ?? await starting?.catch(() => undefined);
  scheduler = undefined;
  await current?.terminate();
}
