import { type ConvertResult, ExtractionError } from "./types.ts";

/** What an isolated conversion (in a worker or a process of its own) may take before it is stopped. */
export interface ConversionLimits {
  /** The whole conversion's time limit; past it the conversion is stopped. */
  timeoutMs: number;
  /** Stops the conversion when the caller gives up, e.g. on shutdown. */
  signal?: AbortSignal;
  onPage?: (pagesDone: number, pageCount: number) => void;
  /**
   * How far the conversion's resident memory may grow before it is stopped. Pages are converted one after
   * another, so a conversion that passes this is a decompression bomb or a pathological page.
   */
  memoryLimitBytes?: number;
}

/** Comfortably above a normal conversion (under 500 MB on every corpus file) and below a small server's RAM. */
export const DEFAULT_MEMORY_LIMIT_BYTES = 1024 * 1024 * 1024;
const MEMORY_SAMPLE_MS = 250;

/** What the isolated side reports, in order: pages as they finish, then the result or the error. */
export type ConversionMessage =
  | { type: "page"; pagesDone: number; pageCount: number }
  | { type: "done"; result: ConvertResult }
  | { type: "error"; code?: ExtractionError["code"]; message: string };

/**
 * The isolated side reports a page at most this often, besides the first and the last: a message for every
 * page of a 500-page text PDF, which converts a page in about a millisecond, cost 35 ms of its 560.
 */
export const PROGRESS_INTERVAL_MS = 50;

/** The isolated side's onPage: passes on the first and last pages and the rest at most every `intervalMs`. */
export function throttledProgress(
  send: (message: ConversionMessage) => void,
  intervalMs = PROGRESS_INTERVAL_MS,
): (pagesDone: number, pageCount: number) => void {
  let sentAt = -Infinity;
  return (pagesDone, pageCount) => {
    const now = performance.now();
    if (pagesDone < pageCount && now - sentAt < intervalMs) return;
    sentAt = now;
    send({ type: "page", pagesDone, pageCount });
  };
}

export const errorMessage = (error: unknown): ConversionMessage => ({
  type: "error",
  code: error instanceof ExtractionError ? error.code : undefined,
  message: error instanceof Error ? error.message : String(error),
});

export interface Supervised {
  /** Ends the conversion the way only the supervisor can: the worker or process is gone afterwards. */
  stop(): void;
  /** The isolated side's resident memory now, when it can be read. */
  memoryBytes(): number | undefined;
}

export interface Supervisor {
  receive(message: ConversionMessage): void;
  /** The isolated side died or broke its protocol. */
  fail(error: Error): void;
  readonly settled: boolean;
}

/**
 * Holds an isolated conversion to its limits: a time limit, a memory bound sampled from outside (growth from
 * the lowest point seen, so memory the collector frees meanwhile is not credit) and the caller's abort. Whatever
 * ends it first stops the isolated side and settles the promise, once.
 */
export function supervise(
  limits: ConversionLimits,
  start: (supervisor: Supervisor) => Supervised,
): Promise<ConvertResult> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let supervised: Supervised | undefined;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(sampler);
      limits.signal?.removeEventListener("abort", onAbort);
      supervised?.stop();
      outcome();
    };
    const timer = setTimeout(() => {
      const seconds = Math.round(limits.timeoutMs / 1000);
      finish(() => reject(new ExtractionError("timeout", `Conversion took longer than ${seconds} s`)));
    }, limits.timeoutMs);
    const memoryLimit = limits.memoryLimitBytes ?? DEFAULT_MEMORY_LIMIT_BYTES;
    let baseline = Infinity;
    const sampler = setInterval(() => {
      const rss = supervised?.memoryBytes();
      if (rss === undefined) return;
      baseline = Math.min(baseline, rss);
      if (rss - baseline <= memoryLimit) return;
      const limitMb = Math.round(memoryLimit / 1024 / 1024);
      finish(() =>
        reject(new ExtractionError("out_of_memory", `Conversion needed more than ${limitMb} MB of memory`))
      );
    }, MEMORY_SAMPLE_MS);
    const onAbort = () => finish(() => reject(limits.signal!.reason ?? new Error("Conversion aborted")));
    limits.signal?.addEventListener("abort", onAbort);
    const supervisor: Supervisor = {
      receive(message) {
        if (settled) return;
        if (message.type === "page") limits.onPage?.(message.pagesDone, message.pageCount);
        else if (message.type === "done") finish(() => resolve(message.result));
        else {
          const error = message.code
            ? new ExtractionError(message.code, message.message)
            : new Error(message.message);
          finish(() => reject(error));
        }
      },
      fail: (error) => finish(() => reject(error)),
      get settled() {
        return settled;
      },
    };
    try {
      supervised = start(supervisor);
      if (settled) supervised.stop();
      baseline = supervised.memoryBytes() ?? Infinity;
    } catch (error) {
      finish(() => reject(error));
    }
  });
}
