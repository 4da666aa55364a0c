import { DocumentLayout } from "../layout/layout.ts";
import type { ConvertOptions, ConvertResult } from "../types.ts";
import { convertPagesInOrder } from "./convert_pages.ts";
import { openPdf, readOutline } from "./open_pdf.ts";
import { LayoutThread } from "../layout/layout_thread.ts";
import { endUntakenLayoutThread } from "../layout/layout_ports.ts";

/**
 * A document this long is laid out on a thread of its own (layout_thread.ts), where a second core is there to
 * run it. A shorter one is not worth the thread's start.
 */
const LAYOUT_THREAD_PAGES = 8;

/**
 * PDF to markdown, page by page: each page is read, OCR'd when it is a scan, reduced to layout blocks and
 * released, so memory stays flat however long the document (convert_pages.ts).
 */
export async function convertPdf(bytes: Uint8Array, options: ConvertOptions): Promise<ConvertResult> {
  let layoutThread: LayoutThread | undefined;
  try {
    const { document, close } = await openPdf(bytes);
    try {
      const pageCount = document.numPages;
      const layout = new DocumentLayout({ ...options, outline: await readOutline(document) });
      if (pageCount >= LAYOUT_THREAD_PAGES && navigator.hardwareConcurrency > 1) {
        layoutThread = await LayoutThread.take();
      } else endUntakenLayoutThread();
      const warnings: string[] = [];
      const pageOptions = {
        accuracy: options.accuracy,
        skipImages: options.skipImages,
        languageSeen: {},
        layoutThread,
      };
      await convertPagesInOrder(document, pageOptions, (number, page) => {
        layout.addPageBlocks(page.blocks);
        warnings.push(...page.warnings);
        options.onPage?.(number, pageCount);
      });
      return { markdown: layout.finish(), pages: pageCount, pagesEstimated: false, warnings };
    } finally {
      await close();
    }
  } finally {
    layoutThread?.close();
    // One started early for a file this size (convert.ts) that an unreadable document did not take; a short
    // one's is ended as soon as its pages are counted.
    endUntakenLayoutThread();
  }
}
