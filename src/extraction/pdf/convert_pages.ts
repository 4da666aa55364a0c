import { ocrThreads } from "../ocr/threads.ts";
import { convertPage, type PageOptions, type PageResult } from "./convert_page.ts";
import { Gate } from "./gate.ts";
import type { PDFDocumentProxy } from "./pdfjs.ts";

/**
 * pdf.js keeps every parsed font and image of a document. A merged PDF can carry a copy of its fonts for every
 * part, so after every this many pages its caches are dropped if the heap has grown by more than CACHE_GROWTH
 * since the last drop. A plain long document keeps them: parsing its fonts again costs about 40 ms each time.
 */
const CACHE_PAGES = 50;
const CACHE_GROWTH = 64 * 1024 * 1024;

/**
 * Converts every page of `document` and hands each to `deliver` in page order.
 *
 * Up to one page per OCR worker is in progress at once: a scan's page waits on an OCR worker for seconds, and
 * meanwhile the next page is decoded and sent to another, so a scanned PDF keeps every core busy. Text pages
 * gain nothing (their work is all on this thread) and lose nothing. Memory is bounded by the pages in progress,
 * not the page count, and their pictures are decoded one at a time (see convertPage). The caches are checked
 * between runs of CACHE_PAGES pages, when no page is in progress, as pdf.js requires.
 */
export async function convertPagesInOrder(
  document: PDFDocumentProxy,
  options: PageOptions,
  deliver: (number: number, result: PageResult) => void,
  lanes = ocrThreads(),
): Promise<void> {
  const pageCount = document.numPages;
  const converted = new Map<number, Promise<PageResult>>();
  let delivered = 0;
  // Pages are handed over in order, each once its blocks are there: a page's layout may still be under way
  // on the layout thread while the pages after it are read.
  let delivering = Promise.resolve();
  const flush = () => {
    for (let result = converted.get(delivered + 1); result; result = converted.get(delivered + 1)) {
      converted.delete(++delivered);
      const number = delivered, ready = result;
      delivering = delivering.then(async () => deliver(number, await ready));
    }
  };
  const decoding = new Gate();
  let heapAfterDrop = Deno.memoryUsage().heapUsed;
  for (let first = 1; first <= pageCount; first += CACHE_PAGES) {
    const last = Math.min(pageCount, first + CACHE_PAGES - 1);
    let next = first;
    const lane = async () => {
      for (let number = next++; number <= last; number = next++) {
        converted.set(number, (await convertPage(document, number, options, decoding)).result);
        flush();
      }
    };
    // No page is open in pdf.js once every lane is done (those still being laid out have been read and
    // closed), so its caches may be dropped then, as it requires.
    await Promise.all(Array.from({ length: Math.min(lanes, last - first + 1) }, lane));
    if (Deno.memoryUsage().heapUsed - heapAfterDrop > CACHE_GROWTH) {
      await document.cleanup().catch(() => {});
      heapAfterDrop = Deno.memoryUsage().heapUsed;
    }
  }
  await delivering;
}
