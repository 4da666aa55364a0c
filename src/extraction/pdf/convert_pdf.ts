import { DocumentLayout } from "../layout/layout.ts";
import type { ConvertOptions, ConvertResult, PageContent } from "../types.ts";
import { openPdf, readOutline } from "./open_pdf.ts";
import { type PdfPage, readPdfPage } from "./page_content.ts";

/** OCR is loaded with the first page that needs it: most PDFs never do. */
const ocr = async (...args: Parameters<typeof import("../ocr/ocr_page.ts").ocrPage>) =>
  (await import("../ocr/ocr_page.ts")).ocrPage(...args);

/** A page with fewer characters than this in its text layer, over a large image, is read as a scan. */
const SCAN_MAX_CHARS = 20;
const SCAN_MIN_IMAGE_SHARE = 0.4;
/**
 * pdf.js keeps every parsed font and image of a document; dropping its caches this often keeps memory flat on
 * long documents (a merged PDF can carry a copy of its fonts for every part) at a small cost in re-parsing.
 */
const CACHE_PAGES = 50;

function looksScanned(page: PdfPage): boolean {
  const { content } = page;
  const chars = content.items.reduce((n, i) => n + i.text.trim().length, 0);
  const area = content.width * content.height;
  const imaged = content.images.reduce((a, i) => Math.max(a, i.width * i.height), 0);
  return chars < SCAN_MAX_CHARS && imaged > area * SCAN_MIN_IMAGE_SHARE;
}

/** Reads a scanned page's image with OCR; the words become the page's text, in the image's coordinates. */
async function ocrContent(page: PdfPage, warnings: string[]): Promise<PageContent> {
  const pixels = page.largestImage();
  if (!pixels) {
    warnings.push(`Page ${page.content.number}: the scanned image could not be decoded`);
    return page.content;
  }
  const { content } = await ocr(pixels, page.content.number);
  if (!content.items.length) warnings.push(`Page ${page.content.number}: no text was found`);
  return { ...content, images: [] };
}

/** In ultra mode pictures at least this share of the page are read too: charts and screenshots hold text. */
const ULTRA_MIN_IMAGE_SHARE = 0.15;

/**
 * Ultra mode: text inside the page's largest picture, read with OCR and placed where the picture stands, so it
 * joins the page's own text in the layout step.
 */
async function pictureText(page: PdfPage): Promise<PageContent> {
  const { content } = page;
  const picture = [...content.images].sort((a, b) => b.width * b.height - a.width * a.height)[0];
  const pixels =
    picture && picture.width * picture.height >= content.width * content.height * ULTRA_MIN_IMAGE_SHARE
      ? page.largestImage()
      : undefined;
  if (!pixels) return content;
  const read = (await ocr(pixels, content.number)).content;
  const sx = picture.width / read.width, sy = picture.height / read.height;
  const items = read.items.map((item) => ({
    ...item,
    x: picture.x + item.x * sx,
    y: picture.y + item.y * sy,
    width: item.width * sx,
    height: item.height * sy,
    fontSize: item.fontSize * sy,
  }));
  return { ...content, items: [...content.items, ...items] };
}

/**
 * PDF to markdown, one page after another: each page is read, OCR'd when it is a scan, reduced to layout
 * blocks and released before the next, so memory stays flat however long the document.
 */
export async function convertPdf(bytes: Uint8Array, options: ConvertOptions): Promise<ConvertResult> {
  const { document, close } = await openPdf(bytes);
  try {
    const pageCount = document.numPages;
    const warnings: string[] = [];
    const layout = new DocumentLayout({ ...options, outline: await readOutline(document) });
    for (let number = 1; number <= pageCount; number++) {
      try {
        const page = await document.getPage(number);
        try {
          const read = await readPdfPage(page);
          const content = looksScanned(read)
            ? await ocrContent(read, warnings)
            : options.accuracy === "ultra"
            ? await pictureText(read)
            : read.content;
          layout.addPage(content);
        } finally {
          page.cleanup();
        }
      } catch (error) {
        warnings.push(`Page ${number} could not be read: ${(error as Error)?.message ?? error}`);
        layout.addPage({ number, width: 1, height: 1, items: [], rules: [], images: [] });
      }
      if (number % CACHE_PAGES === 0) await document.cleanup().catch(() => {});
      options.onPage?.(number, pageCount);
    }
    return { markdown: layout.finish(), pages: pageCount, pagesEstimated: false, warnings };
  } finally {
    await close();
  }
}
