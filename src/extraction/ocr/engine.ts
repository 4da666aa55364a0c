import { fileURLToPath } from "node:url";
import type { Page } from "tesseract.js";
import { encodeSpix, type GreyImage } from "../image/raster.ts";
import { tesseractCore } from "./tesseract_core.ts";
import { ocrThreads } from "./threads.ts";

/**
 * Tesseract's "fast" models, kept in the repository (`tessdata/README.md` says why and where from), so OCR
 * never reaches the network: English, which every page is read with first, and the languages a page that
 * English cannot read is tried in (language.ts).
 */
function langPath(): string {
  return fileURLToPath(new URL("./tessdata", import.meta.url));
}

/** Idle workers are released after this long so a server does not keep OCR memory it no longer uses. */
const IDLE_MS = 60_000;
/**
 * A WebAssembly memory only grows: one very large image leaves its worker big for good. A worker is replaced
 * after reading this many pixels, which bounds that at the cost of reloading the model (a fraction of a
 * second) every few dozen pages.
 */
const PIXELS_PER_WORKER = 100_000_000;
const LSTM_ONLY = 1;

interface Reply {
  jobId: string;
  status: "resolve" | "reject";
  data: unknown;
}

/** One tesseract.js worker script in a Deno Web Worker, spoken to with tesseract.js's own job packets. */
class TesseractWorker {
  readonly #worker = new Worker(new URL("./tesseract_worker.ts", import.meta.url), { type: "module" });
  readonly #pending = new Map<string, { resolve(data: unknown): void; reject(error: Error): void }>();
  #jobs = 0;
  /** tesseract's parameters as last set on this worker. */
  readonly #parameters = new Map<string, string>();
  readonly ready: Promise<void>;

  constructor(readonly language: string) {
    this.#worker.onmessage = (event: MessageEvent<Reply>) => {
      const job = this.#pending.get(event.data.jobId);
      if (!job) return;
      this.#pending.delete(event.data.jobId);
      if (event.data.status === "resolve") job.resolve(event.data.data);
      else job.reject(new Error(`OCR failed: ${event.data.data}`));
    };
    this.#worker.onerror = (event) => {
      event.preventDefault();
      this.#failAll(new Error(`The OCR worker crashed: ${event.message}`));
    };
    const options = { langPath: langPath(), cacheMethod: "none", gzip: true, lstmOnly: true };
    // The worker is sent its build and all three start-up steps at once and runs them in turn itself: a
    // step sent only when the one before has answered would wait on this thread, busy preparing the first
    // pages.
    this.ready = (async () => {
      const steps = [
        this.#job("load", { options: { lstmOnly: true } }),
        this.#job("loadLanguage", { langs: language, options }),
        this.#job("initialize", { langs: language, oem: LSTM_ONLY }),
      ];
      this.#worker.postMessage({ core: tesseractCore(), start: steps.map((step) => step.packet) });
      for (const step of steps) await step.reply;
    })();
    // A failed start is reported to the first recognition that waits for it.
    this.ready.catch(() => {});
  }

  /** A job packet, and its reply once the worker has run it. */
  #job(action: string, payload: unknown) {
    const packet = { workerId: "quarry", jobId: String(this.#jobs++), action, payload };
    const reply = new Promise<unknown>((resolve, reject) =>
      this.#pending.set(packet.jobId, { resolve, reject })
    );
    // A start-up step that fails is reported through `ready`; the ones after it are never run.
    reply.catch(() => {});
    return { packet, reply };
  }

  #call(action: string, payload: unknown, transfer: Transferable[] = []): Promise<unknown> {
    const { packet, reply } = this.#job(action, payload);
    this.#worker.postMessage(packet, transfer);
    return reply;
  }

  #failAll(error: Error) {
    for (const job of this.#pending.values()) job.reject(error);
    this.#pending.clear();
  }

  /**
   * Reads an image with tesseract's parameters set to `parameters`. They are set on the worker only where they
   * changed and kept there: tesseract.js saves and restores all of tesseract's several hundred parameters
   * around a reading given parameters of its own, about 2 ms a reading, and a page's words read again alone
   * take dozens.
   */
  async recognize(image: Uint8Array, parameters: Record<string, string>): Promise<Page> {
    await this.ready;
    const changed = Object.entries(parameters).filter(([name, value]) =>
      this.#parameters.get(name) !== value
    );
    if (changed.length) {
      // The worker runs its jobs in the order they are sent: these are set before the reading starts.
      void this.#call("setParameters", { params: Object.fromEntries(changed) }).catch(() => {});
      for (const [name, value] of changed) this.#parameters.set(name, value);
    }
    const output = { blocks: true, text: false };
    return await this.#call("recognize", { image, options: {}, output }, [image.buffer]) as Page;
  }

  terminate() {
    this.#worker.terminate();
    this.#failAll(new Error("The OCR worker was stopped"));
  }
}

interface Slot {
  worker: TesseractWorker;
  busy: boolean;
  pixels: number;
}

const slots: Slot[] = [];
const waiting: { language: string; take(slot: Slot): void }[] = [];
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/** The slot's worker replaced by a fresh one reading `language`. */
function renew(slot: Slot, language: string) {
  slot.worker.terminate();
  slot.worker = new TesseractWorker(language);
  slot.pixels = 0;
}

/**
 * One tesseract worker per OCR thread (threads.ts), shared by every page of every document, started when
 * needed. A worker reads one language; a free worker of another is turned to this one (reloading a model takes
 * a fraction of a second) only when no free worker reads it and no more may start.
 */
function acquire(language: string): Promise<Slot> {
  if (idleTimer !== undefined) clearTimeout(idleTimer);
  idleTimer = undefined;
  const free = slots.find((slot) => !slot.busy && slot.worker.language === language) ??
    (slots.length < ocrThreads() ? undefined : slots.find((slot) => !slot.busy));
  if (free) {
    if (free.worker.language !== language) renew(free, language);
    free.busy = true;
    return Promise.resolve(free);
  }
  if (slots.length < ocrThreads()) {
    const slot: Slot = { worker: new TesseractWorker(language), busy: true, pixels: 0 };
    slots.push(slot);
    return Promise.resolve(slot);
  }
  return new Promise((take) => waiting.push({ language, take }));
}

function release(slot: Slot) {
  const next = waiting.shift();
  const language = next?.language ?? slot.worker.language;
  if (slot.pixels > PIXELS_PER_WORKER || slot.worker.language !== language) renew(slot, language);
  if (next) return next.take(slot);
  slot.busy = false;
  if (slots.every((s) => !s.busy)) {
    const timer = setTimeout(() => void shutdownOcr(), IDLE_MS);
    Deno.unrefTimer(timer);
    idleTimer = timer;
  }
}

type Recognizer = (image: GreyImage, options: RecognizeOptions) => Promise<Page>;
let elsewhere: Recognizer | undefined;

/**
 * Hands every recognition to `recognizer` instead of this thread's own workers: a conversion worker sends its
 * pages to the process that started it, whose OCR workers start in a fifth of the time workers started inside
 * a worker take (Deno starts a worker's own workers slowly), and stay warm from one conversion to the next.
 */
export function recognizeElsewhere(recognizer: Recognizer) {
  elsewhere = recognizer;
}

/**
 * Starts workers ahead of the first recognition (loading the model and compiling tesseract take about a
 * second), one for each page that will be read at once, so a caller overlaps that with decoding its first
 * pages.
 */
export function prepareOcr(pages = 1) {
  if (elsewhere) return;
  while (slots.length < Math.min(pages, ocrThreads())) {
    slots.push({ worker: new TesseractWorker(ENGLISH), busy: false, pixels: 0 });
  }
}

/** The model every page is read with first. */
export const ENGLISH = "eng";

export interface RecognizeOptions {
  /** Tesseract page segmentation mode; 3 (automatic) for pages. */
  psm?: number;
  /** The model to read with, a file of tessdata/ ("eng" when not given). */
  language?: string;
  /** The image's resolution; tesseract's size heuristics depend on it. */
  dpi: number;
  /**
   * Lines read badly are read again inverted (tesseract's own check, light letters on a dark band): for the
   * readings a page's words come from. Off for the bands read to judge a page, where on a page no model reads
   * it re-read every line (a third of a Cyrillic scan's time).
   */
  invertLines?: boolean;
}

/** Recognises one greyscale image and returns tesseract's block → paragraph → line → word tree. */
export async function recognize(image: GreyImage, options: RecognizeOptions): Promise<Page> {
  if (elsewhere) return await elsewhere(image, options);
  const slot = await acquire(options.language ?? ENGLISH);
  try {
    slot.pixels += image.width * image.height;
    return await slot.worker.recognize(encodeSpix(image), {
      tessedit_pageseg_mode: String(options.psm ?? 3),
      user_defined_dpi: String(options.dpi),
      tessedit_do_invert: options.invertLines ? "1" : "0",
      // Tesseract reports on stderr as it reads ("Detected 23 diacritics"): noise in a server's log.
      debug_file: "/dev/null",
    });
  } catch (error) {
    // A worker that failed may be broken: the next recognition gets a fresh one.
    slot.pixels = Infinity;
    throw error;
  } finally {
    release(slot);
  }
}

/** Stops the OCR workers (they keep a process alive); the next recognition starts them again. */
export function shutdownOcr(): Promise<void> {
  if (idleTimer !== undefined) clearTimeout(idleTimer);
  idleTimer = undefined;
  for (const slot of slots.splice(0)) slot.worker.terminate();
  return Promise.resolve();
}
