import { loadLater } from "./load_later.ts";
import type { ConversionLimits } from "./supervision.ts";
import type { ConvertOptions, ConvertResult } from "./types.ts";
import { convertInWorker } from "./worker.ts";

/**
 * Where a conversion runs: in a process of its own (the default: it can always be stopped, and it reads
 * nothing but the engine's files) or in a worker of the caller's process (where subprocesses are not allowed,
 * or where starting one would cost more than the conversion, as for one file on the command line).
 */
export type Isolation = "process" | "worker";

export const ISOLATIONS: readonly Isolation[] = ["process", "worker"];

export async function convertIsolated(
  isolation: Isolation,
  bytes: Uint8Array,
  fileName: string,
  options: Omit<ConvertOptions, "onPage">,
  limits: ConversionLimits,
): Promise<ConvertResult> {
  // Loaded when first asked for: the command line converts one file in a worker, and the module would cost its
  // start (node:url, which brings in Node's compatibility layer) about 15 ms before the worker starts.
  const convert = isolation === "process"
    ? (await loadLater<typeof import("./convert_process.ts")>("./convert_process.ts")).convertInProcess
    : convertInWorker;
  return await convert(bytes, fileName, options, limits);
}
