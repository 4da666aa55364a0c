import { DocumentLayout } from "../layout/layout.ts";
import type { ConvertOptions, ConvertResult } from "../types.ts";
import { convertPage } from "./convert_page.ts";
import { openPdf, readOutline } from "./open_pdf.ts";

/**
 * pdf.js keeps every parsed font and image of a document. A merged PDF can carry a copy of its fonts for every
 * part, so every this many pages its caches are dropped if the heap has grown by more than CACHE_GROWTH since
 * the last drop. A plain long document keeps them: parsing its fonts again costs about 40 ms each time.
 */
const CACHE_PAGES = 50;
const CACHE_GROWTH = 64 * 1024 * 1024;

/**
 * PDF to markdown, one page after another: each page is read, OCR'd when it is a scan, reduced to layout
 * blocks and released before the next, so memory stays flat however long the document.
 */
export async function convertPdf(bytes: Uint8Array, options: ConvertOptions): Promise<ConvertResult> {
  const { document, close } = await openPdf(bytes);
  try {
    const pageCount = document.numPages;
    const pageOptions = { accuracy: options.accuracy, skipImages: options.skipImages };
    const layout = new DocumentLayout({ ...options, outline: await readOutline(document) });
    const warnings: string[] = [];
    let heapAfterDrop = Deno.memoryUsage().heapUsed;
    for (let number = 1; number <= pageCount; number++) {
      const page = await convertPage(document, number, pageOptions);
      layout.addPageBlocks(page.blocks);
      warnings.push(...page.warnings);
      if (number % CACHE_PAGES === 0 && Deno.memoryUsage().heapUsed - heapAfterDrop > CACHE_GROWTH) {
        await document.cleanup().catch(() => {});
        heapAfterDrop = Deno.memoryUsage().heapUsed;
      }
      options.onPage?.(number, pageCount);
    }
    return { markdown: layout.finish(), pages: pageCount, pagesEstimated: false, warnings };
  } finally {
    await close();
  }
}
