import { DocumentLayout } from "../layout/layout.ts";
import type { ConvertOptions, ConvertResult } from "../types.ts";
import { convertPagesInOrder } from "./convert_pages.ts";
import { openPdf, readOutline } from "./open_pdf.ts";

/**
 * PDF to markdown, page by page: each page is read, OCR'd when it is a scan, reduced to layout blocks and
 * released, so memory stays flat however long the document (convert_pages.ts).
 */
export async function convertPdf(bytes: Uint8Array, options: ConvertOptions): Promise<ConvertResult> {
  const { document, close } = await openPdf(bytes);
  try {
    const pageCount = document.numPages;
    const layout = new DocumentLayout({ ...options, outline: await readOutline(document) });
    const warnings: string[] = [];
    const pageOptions = { accuracy: options.accuracy, skipImages: options.skipImages, languageSeen: {} };
    await convertPagesInOrder(document, pageOptions, (number, page) => {
      layout.addPageBlocks(page.blocks);
      warnings.push(...page.warnings);
      options.onPage?.(number, pageCount);
    });
    return { markdown: layout.finish(), pages: pageCount, pagesEstimated: false, warnings };
  } finally {
    await close();
  }
}
