import { DocumentLayout } from "../layout/layout.ts";
import type { ConvertOptions, ConvertResult } from "../types.ts";
import { CACHE_PAGES, convertPage, type PageResult } from "./convert_page.ts";
import { openPdf, readOutline } from "./open_pdf.ts";
import { PageQueue } from "./page_queue.ts";
import { runPageWorkers } from "./page_workers.ts";

/** Pages handed out at a time when page workers help: small enough to share the work out evenly. */
const RUN_LENGTH = 8;
/**
 * A page worker costs about this much before it converts anything (pdf.js loaded, the document parsed again);
 * workers start only when the pages left look like several times that much work, judged by the first page.
 */
const WORKER_START_MS = 400;
const WORTH_A_WORKER = 3;

/** Whether page workers pay for their start: the first page's time stands for the pages left. */
export function workersPayOff(
  firstPageMs: number,
  pagesLeft: number,
  helpers: number,
  startMs = WORKER_START_MS,
) {
  return helpers > 0 && firstPageMs * pagesLeft >= startMs * WORTH_A_WORKER * helpers;
}

/**
 * PDF to markdown, one page after another: each page is read, OCR'd when it is a scan, reduced to layout
 * blocks and released before the next, so memory stays flat however long the document. With
 * `options.threads` above one, page workers take runs of pages too, each with its own copy of the document,
 * when the first page shows the rest is worth it (a long document, or scans that need OCR).
 */
export async function convertPdf(
  bytes: Uint8Array,
  options: ConvertOptions,
  workerStartMs = WORKER_START_MS,
): Promise<ConvertResult> {
  const { document, close } = await openPdf(bytes);
  const pageCount = document.numPages;
  const pageOptions = { accuracy: options.accuracy, skipImages: options.skipImages };
  const queue = new PageQueue(pageCount, RUN_LENGTH);
  const results: PageResult[] = new Array(pageCount);
  let done = 0;
  const finished = (number: number, result: PageResult) => {
    results[number - 1] = result;
    options.onPage?.(++done, pageCount);
  };
  let workers: ReturnType<typeof runPageWorkers> | undefined;
  const startWorkers = (firstPageMs: number) => {
    const helpers = (options.threads ?? 1) - 1;
    if (workersPayOff(firstPageMs, pageCount - 1, helpers, workerStartMs)) {
      workers = runPageWorkers(helpers, bytes, pageOptions, queue, finished);
    }
  };
  try {
    const outline = await readOutline(document);
    let converted = 0;
    const drain = async () => {
      for (let run = queue.take(); run; run = queue.take()) {
        for (const number of run) {
          const started = performance.now();
          finished(number, await convertPage(document, number, pageOptions));
          if (++converted === 1) startWorkers(performance.now() - started);
          if (converted % CACHE_PAGES === 0) await document.cleanup().catch(() => {});
        }
      }
    };
    await drain();
    if (workers) {
      await workers.done;
      // Pages a failed worker gave back.
      await drain();
    }
    const layout = new DocumentLayout({ ...options, outline });
    for (const result of results) layout.addPageBlocks(result.blocks);
    return {
      markdown: layout.finish(),
      pages: pageCount,
      pagesEstimated: false,
      warnings: results.flatMap((r) => r.warnings),
    };
  } finally {
    workers?.stop();
    await close();
  }
}
