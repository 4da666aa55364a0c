import { type TesseractCore, tesseractCore } from "../ocr/tesseract_core.ts";
import type { PageOptions, PageResult } from "./convert_page.ts";
import type { PageQueue } from "./page_queue.ts";

export type ToPageWorker =
  | { type: "open"; bytes: Uint8Array; options: PageOptions }
  | { type: "pages"; pages: number[] }
  | { type: "core"; core: TesseractCore };

type FromPageWorker =
  | { type: "ready" }
  | { type: "page"; number: number; result: PageResult }
  | { type: "failed"; message: string }
  | { type: "core" };

/**
 * Starts `count` page workers that take runs of pages from `queue` until it is empty and report each page to
 * `onPage`. The promise settles when every worker has stopped; a worker that fails gives its unfinished pages
 * back to the queue, so the caller, which drains the queue too, converts them itself.
 */
export function runPageWorkers(
  count: number,
  bytes: Uint8Array,
  options: PageOptions,
  queue: PageQueue,
  onPage: (number: number, result: PageResult) => void,
): { done: Promise<void>; stop(): void } {
  const workers: Worker[] = [];
  const stopped = Array.from({ length: count }, () => {
    const { promise, resolve } = Promise.withResolvers<void>();
    const worker = new Worker(new URL("./page_worker_entry.ts", import.meta.url), { type: "module" });
    workers.push(worker);
    let pending: number[] = [];
    const stop = () => {
      queue.giveBack(pending);
      pending = [];
      worker.terminate();
      resolve();
    };
    worker.onmessage = ({ data }: MessageEvent<FromPageWorker>) => {
      if (data.type === "page") {
        pending = pending.filter((n) => n !== data.number);
        onPage(data.number, data.result);
      } else if (data.type === "core") {
        // A page needs OCR: the worker gets the compiled tesseract build this thread has (or asks for).
        tesseractCore().then(
          (core) => worker.postMessage({ type: "core", core } satisfies ToPageWorker),
          stop,
        );
      } else if (data.type === "ready") {
        pending = queue.take() ?? [];
        if (pending.length) worker.postMessage({ type: "pages", pages: pending } satisfies ToPageWorker);
        else stop();
      } else stop();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      stop();
    };
    // Each worker parses its own copy: pdf.js takes ownership of the bytes it is given.
    const copy = bytes.slice();
    worker.postMessage({ type: "open", bytes: copy, options } satisfies ToPageWorker, [copy.buffer]);
    return promise;
  });
  return {
    done: Promise.all(stopped).then(() => {}),
    stop: () => workers.forEach((w) => w.terminate()),
  };
}
