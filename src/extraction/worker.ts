import { tesseractCore } from "./ocr/tesseract_core.ts";
import { type ConvertOptions, type ConvertResult, ExtractionError } from "./types.ts";

export interface WorkerLimits {
  /** The whole conversion's time limit; past it the worker is terminated. */
  timeoutMs: number;
  /** Aborts the conversion (the worker is terminated) when the caller gives up, e.g. on shutdown. */
  signal?: AbortSignal;
  onPage?: (pagesDone: number, pageCount: number) => void;
  /**
   * How far the process's resident memory may grow during the conversion before it is stopped. Deno workers
   * have no heap limit of their own, so the process is sampled instead, against its size when the conversion
   * began (memory a finished worker leaves with the allocator does not count). Pages are converted one after
   * another, so a conversion that passes this is a decompression bomb or a pathological page.
   */
  memoryLimitBytes?: number;
}

/** Comfortably above a normal conversion (under 500 MB on every corpus file) and below a small server's RAM. */
export const DEFAULT_MEMORY_LIMIT_BYTES = 1024 * 1024 * 1024;
const MEMORY_SAMPLE_MS = 250;

type WorkerMessage =
  | { type: "page"; pagesDone: number; pageCount: number }
  | { type: "core" }
  | { type: "done"; result: ConvertResult }
  | { type: "error"; code?: ExtractionError["code"]; message: string };

/**
 * Converts in a Web Worker, so a hostile file can neither stall the server (time limit, then terminate) nor take
 * its memory: the worker dies with everything it allocated.
 */
export function convertInWorker(
  bytes: Uint8Array,
  fileName: string,
  options: Omit<ConvertOptions, "onPage">,
  limits: WorkerLimits,
): Promise<ConvertResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./worker_entry.ts", import.meta.url), { type: "module" });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(sampler);
      limits.signal?.removeEventListener("abort", onAbort);
      worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new ExtractionError(
              "timeout",
              `Conversion took longer than ${Math.round(limits.timeoutMs / 1000)} s`,
            ),
          )
        ),
      limits.timeoutMs,
    );
    const memoryLimit = limits.memoryLimitBytes ?? DEFAULT_MEMORY_LIMIT_BYTES;
    // Growth is measured from the lowest point seen, so memory the collector frees meanwhile is not credit.
    let baseline = Deno.memoryUsage().rss;
    const sampler = setInterval(() => {
      const rss = Deno.memoryUsage().rss;
      baseline = Math.min(baseline, rss);
      if (rss - baseline <= memoryLimit) return;
      const limitMb = Math.round(memoryLimit / 1024 / 1024);
      finish(() =>
        reject(new ExtractionError("out_of_memory", `Conversion needed more than ${limitMb} MB of memory`))
      );
    }, MEMORY_SAMPLE_MS);
    const onAbort = () => finish(() => reject(limits.signal!.reason ?? new Error("Conversion aborted")));
    limits.signal?.addEventListener("abort", onAbort);
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === "page") limits.onPage?.(message.pagesDone, message.pageCount);
      // OCR's compiled build is shared with every conversion this process starts (see worker_entry.ts).
      else if (message.type === "core") {
        tesseractCore().then(
          (core) => !settled && worker.postMessage({ core }),
          (error) => finish(() => reject(error)),
        );
      } else if (message.type === "done") finish(() => resolve(message.result));
      else {
        finish(() =>
          reject(
            message.code ? new ExtractionError(message.code, message.message) : new Error(message.message),
          )
        );
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish(() => reject(new Error(`The conversion worker crashed: ${event.message}`)));
    };
    // The copy is transferred, not cloned: the worker owns it and the caller's bytes stay usable.
    const copy = bytes.slice();
    worker.postMessage({ bytes: copy, fileName, options }, [copy.buffer]);
  });
}
