import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createWorker, type Page, type Worker } from "tesseract.js";
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
/**
 * A tesseract.js worker's WebAssembly memory only grows (and leaks a little per image), so a worker is
 * replaced after reading this many pixels: a few pages' worth, which keeps its memory bounded at the cost of
 * reloading the model (a fraction of a second).
 */
const PIXELS_PER_WORKER = 12_000_000;
const LSTM_ONLY = 1;

interface Slot {
  worker: Promise<Worker>;
  busy: boolean;
  pixels: number;
}

const slots: Slot[] = [];
const waiting: ((slot: Slot) => void)[] = [];
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * One tesseract worker per core, shared by every page of every document: the WebAssembly build is single
 * threaded, so this is the "one page per core" arrangement. Workers start when first needed.
 */
function workerCount(): number {
  return Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));
}

function spawn(): Promise<Worker> {
  const { workerPath, langPath } = paths();
  return createWorker("eng", LSTM_ONLY, { workerPath, langPath, cacheMethod: "none", gzip: true });
}

function acquire(): Promise<Slot> {
  if (idleTimer !== undefined) clearTimeout(idleTimer);
  idleTimer = undefined;
  const free = slots.find((slot) => !slot.busy);
  if (free) {
    free.busy = true;
    return Promise.resolve(free);
  }
  if (slots.length < workerCount()) {
    const slot: Slot = { worker: spawn(), busy: true, pixels: 0 };
    slots.push(slot);
    return Promise.resolve(slot);
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(slot: Slot) {
  if (slot.pixels > PIXELS_PER_WORKER) {
    const old = slot.worker;
    slot.worker = old.then((worker) => worker.terminate()).catch(() => {}).then(spawn);
    slot.pixels = 0;
  }
  const next = waiting.shift();
  if (next) return next(slot);
  slot.busy = false;
  if (slots.every((s) => !s.busy)) {
    const timer = setTimeout(() => void shutdownOcr(), IDLE_MS);
    Deno.unrefTimer(timer);
    idleTimer = timer;
  }
}

/**
 * Starts a worker ahead of the first recognition (loading the model takes a moment), so a caller can overlap
 * that with decoding its first page.
 */
export function prepareOcr() {
  if (slots.length === 0) slots.push({ worker: spawn(), busy: false, pixels: 0 });
}

export interface RecognizeOptions {
  /** Tesseract page segmentation mode; 3 (automatic) for pages. */
  psm?: number;
  /** Turns the image by this angle before reading, to straighten a skewed scan (tesseract's sign). */
  rotateRadians?: number;
  /** The image's resolution; tesseract's size heuristics depend on it. */
  dpi: number;
}

/** Recognises one greyscale image and returns tesseract's block → paragraph → line → word tree. */
export async function recognize(image: GreyImage, options: RecognizeOptions): Promise<Page> {
  const slot = await acquire();
  try {
    const worker = await slot.worker;
    slot.pixels += image.width * image.height;
    const result = await worker.recognize(
      encodePgm(image) as unknown as Buffer,
      {
        rotateRadians: options.rotateRadians ?? 0,
        tessedit_pageseg_mode: String(options.psm ?? 3),
        user_defined_dpi: String(options.dpi),
        tessedit_do_invert: "0",
      } as never,
      { blocks: true, text: false },
    );
    return result.data;
  } finally {
    release(slot);
  }
}

/** Stops the OCR workers (they keep a process alive); the next recognition starts them again. */
export async function shutdownOcr(): Promise<void> {
  if (idleTimer !== undefined) clearTimeout(idleTimer);
  idleTimer = undefined;
  const stopping = slots.splice(0).map((slot) =>
    slot.worker.then((worker) => worker.terminate()).catch(() => {})
  );
  await Promise.all(stopping);
}
