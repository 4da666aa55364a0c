import type { PDFDocumentProxy } from "./pdfjs.ts";
import type { Block } from "../layout/blocks.ts";
import { pageBlocks } from "../layout/page_blocks.ts";
import type { ConvertOptions, PageContent, TextItem } from "../types.ts";
import { loadLater } from "../load_later.ts";
import { type PdfPage, readPdfPage } from "./page_content.ts";
import type { Gate } from "./gate.ts";
import { placePictureWords } from "./picture_words.ts";
import type { LanguageSeen } from "../ocr/language.ts";
import type { LayoutThread } from "../layout/layout_thread.ts";

/** OCR is loaded with the first page that needs it: most PDFs never do. */
const loadOcr = () => loadLater<typeof import("../ocr/ocr_page.ts")>("./ocr/ocr_page.ts");

/**
 * A page whose text layer is nearly empty (a few characters, or text covering almost none of the page, like a
 * stamp or a page number) over a large image is a scan.
 */
const SCAN_MAX_CHARS = 20;
const SCAN_MAX_TEXT_SHARE = 0.01;
const SCAN_MIN_IMAGE_SHARE = 0.4;
/**
 * A picture larger than this (a page scanned at 400 dpi or more) is read with no other page's picture decoded
 * beside it: decoded at full size it takes 60 to 135 MB, and a second page's beside it and a second OCR worker
 * took a four-page 600-dpi scan past 500 MB. Pages at 300 dpi (8.4 million pixels a letter page) and less are
 * read two at a time.
 */
const ALONE_PIXELS = 16_000_000;
/** In ultra mode pictures at least this share of the page are read too: charts and screenshots hold text. */
const ULTRA_MIN_IMAGE_SHARE = 0.15;

/** One page's share of the document: its layout blocks and what went wrong on it. */
export interface PageResult {
  blocks: Block[];
  warnings: string[];
}

export type PageOptions = Pick<ConvertOptions, "accuracy" | "skipImages"> & {
  /** The document's language as its scanned pages have shown it, shared by all its pages (see language.ts). */
  languageSeen?: LanguageSeen;
  /** Where the pages are laid out when not on this thread (a long document's, see layout_thread.ts). */
  layoutThread?: LayoutThread;
};

const largest = (content: PageContent) =>
  [...content.images].sort((a, b) => b.width * b.height - a.width * a.height)[0];

function looksScanned({ content }: PdfPage): boolean {
  const area = content.width * content.height;
  const picture = largest(content);
  if (!picture || picture.width * picture.height < area * SCAN_MIN_IMAGE_SHARE) return false;
  const chars = content.items.reduce((n, i) => n + i.text.trim().length, 0);
  const textArea = content.items.reduce((n, i) => n + i.width * i.height, 0);
  return chars < SCAN_MAX_CHARS || textArea < area * SCAN_MAX_TEXT_SHARE;
}

/**
 * Text inside the page's largest picture, read with OCR and placed where the picture stands, so it joins the
 * page's own text in the layout step: a scan's words (the picture is the page), or in ultra mode a chart's or
 * screenshot's.
 */
async function pictureText(
  page: PdfPage,
  scan: boolean,
  options: PageOptions,
  warnings: string[],
  decoded: () => void,
): Promise<PageContent> {
  const { content } = page;
  const minShare = scan ? SCAN_MIN_IMAGE_SHARE : ULTRA_MIN_IMAGE_SHARE;
  const picture = largest(content);
  if (!picture || picture.width * picture.height < content.width * content.height * minShare) return content;
  const { ocrPage, workingResolution } = await loadOcr();
  // The picture's resolution follows from its pixels over its size on the page (72 points an inch); the
  // pixels are shrunk to OCR's working resolution as they leave pdf.js, so no full-size copy is made.
  let dpi: number | undefined, huge = false;
  const pixels = page.largestImage((width, height) => {
    huge = width * height > ALONE_PIXELS;
    const sourceDpi = (Math.max(width, height) * 72) / Math.max(picture.width, picture.height);
    // Only shrinking happens here; a low-resolution picture is enlarged by the OCR step itself.
    const factor = Math.min(1, workingResolution(width, height, sourceDpi).factor);
    dpi = sourceDpi * factor;
    return factor;
  });
  if (!huge) decoded();
  if (!pixels) {
    warnings.push(`Page ${content.number}: the picture could not be decoded for OCR`);
    return content;
  }
  const tableCells = options.accuracy === "ultra";
  const languageSeen = options.languageSeen;
  const read = (await ocrPage(pixels, content.number, { dpi, tableCells, languageSeen })).content;
  return placePictureWords(content, picture, read, scan);
}

async function pageContent(
  read: PdfPage,
  options: PageOptions,
  warnings: string[],
  decoded: () => void,
): Promise<PageContent> {
  if (looksScanned(read)) {
    const content = await pictureText(read, true, options, warnings, decoded);
    if (content.items.length === read.content.items.length) {
      warnings.push(`Page ${read.content.number}: no text was found`);
    }
    // The scan itself is the page, not a picture on it.
    return { ...content, images: [] };
  }
  return options.accuracy === "ultra"
    ? await pictureText(read, false, options, warnings, decoded)
    : read.content;
}

/** A page read: its result, which may still be on its way back from the layout thread. */
export interface ReadPage {
  result: Promise<PageResult>;
}

const unreadable = (number: number, error: unknown, warnings: string[]): PageResult => {
  warnings.push(`Page ${number} could not be read: ${(error as Error)?.message ?? error}`);
  return { blocks: [], warnings };
};

/**
 * One page of a PDF to layout blocks: read, OCR'd when it is a scan, and reduced at once, so that only the
 * compact blocks outlive it. A page that cannot be read becomes an empty page with a warning. With `decoding`,
 * pages converted at once take turns up to the point where their pictures are decoded and shrunk for OCR (a
 * huge picture's page to its end, see ALONE_PIXELS), so only one full-size picture is in memory at a time.
 * Resolves once the page is read: with a layout thread, its blocks follow (meanwhile the next page is read).
 */
export async function convertPage(
  document: PDFDocumentProxy,
  number: number,
  options: PageOptions,
  decoding?: Gate,
): Promise<ReadPage> {
  const warnings: string[] = [];
  const decoded = decoding ? await decoding.enter() : () => {};
  let content: PageContent, notes: TextItem[];
  try {
    const page = await document.getPage(number);
    try {
      const read = await readPdfPage(page);
      const found = await pageContent(read, options, warnings, decoded);
      content = { ...found, items: [...found.items, ...read.fields] };
      notes = read.notes;
    } finally {
      page.cleanup();
    }
  } catch (error) {
    return { result: Promise.resolve(unreadable(number, error, warnings)) };
  } finally {
    decoded();
  }
  const { blocks } = options.layoutThread
    ? await options.layoutThread.layOut(content, options)
    : { blocks: Promise.resolve().then(() => pageBlocks(content, options)) };
  // Notes typed beside larger text follow the page's text, laid out here: a page has a few at most.
  const noteBlocks = () =>
    notes.length
      ? pageBlocks({ ...content, items: notes, rules: [], images: [], sideways: [] }, options)
      : [];
  return {
    result: blocks.then(
      (blocks) => ({ blocks: [...blocks, ...noteBlocks()], warnings }),
      (error) => unreadable(number, error, warnings),
    ),
  };
}
