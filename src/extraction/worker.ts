import { layoutThreadFor } from "./layout/layout_ports.ts";
import { loadLater } from "./load_later.ts";
import type { RecognizeRequest } from "./ocr/relay.ts";
import { type ConversionLimits, type ConversionMessage, supervise } from "./supervision.ts";
import type { ConvertOptions, ConvertResult } from "./types.ts";

/**
 * The OCR relay, loaded when a worker first asks for a page to be recognised (later asks get the loaded
 * module): with the OCR engine behind it, it cost a text PDF's conversion about 15 ms before its worker started.
 */
const relay = () => loadLater<typeof import("./ocr/relay.ts")>("./ocr/relay.ts");

/**
 * Converts in a Web Worker of this process: the way to isolate a conversion where subprocesses are not allowed
 * (convert_process.ts is the stronger one). A hostile file can neither stall the caller (time limit, then
 * terminate) nor keep what it allocated once the worker is gone. Deno workers have no heap limit of their own,
 * so the process's memory is sampled instead, against its size when the conversion began.
 *
 * One case this cannot contain: Deno's terminate does not stop a worker caught in an endless chain of promises
 * (pdf.js on forms nested to expand without end), which then allocates until the whole process dies.
 */
export function convertInWorker(
  bytes: Uint8Array,
  fileName: string,
  options: Omit<ConvertOptions, "onPage">,
  limits: ConversionLimits,
): Promise<ConvertResult> {
  return supervise(limits, (supervisor) => {
    const worker = new Worker(new URL("./worker_entry.ts", import.meta.url), { type: "module" });
    const layoutThreads: { stop(): void }[] = [];
    worker.onmessage = (event: MessageEvent<ConversionMessage | RecognizeRequest | { type: "layout" }>) => {
      const message = event.data;
      if (message.type === "layout") {
        // A long document's pages are laid out on a thread started here (see layout_ports.ts).
        if (supervisor.settled) return;
        try {
          const thread = layoutThreadFor((reason) =>
            !supervisor.settled && worker.postMessage({ layoutFailed: reason })
          );
          layoutThreads.push(thread);
          worker.postMessage({ layoutPort: thread.port }, [thread.port]);
        } catch {
          // No thread could be started here: the worker lays its pages out itself.
          worker.postMessage({ layoutPort: null });
        }
      } else if (message.type === "recognize") {
        // The worker's pages are read by this process's OCR workers (see worker_entry.ts).
        relay().then(
          (r) => r.answerRecognition(worker, message, () => !supervisor.settled),
          (error) => supervisor.fail(error),
        );
      } else supervisor.receive(message);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      supervisor.fail(new Error(`The conversion worker crashed: ${event.message}`));
    };
    // The copy is transferred, not cloned: the worker owns it and the caller's bytes stay usable.
    const copy = bytes.slice();
    worker.postMessage({ bytes: copy, fileName, options }, [copy.buffer]);
    const stop = () => {
      worker.terminate();
      for (const thread of layoutThreads.splice(0)) thread.stop();
    };
    return { stop, memoryBytes: () => Deno.memoryUsage().rss };
  });
}
