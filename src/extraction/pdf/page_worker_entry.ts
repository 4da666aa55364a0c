/// <reference lib="deno.worker" />
// A page worker: opens its own copy of the PDF and converts the runs of pages it is given to layout blocks.
// It is terminated when the document is done, which ends its OCR workers with it.
import type { PDFDocumentProxy } from "./pdfjs.ts";
import { CACHE_PAGES, convertPage, type PageOptions } from "./convert_page.ts";
import { tesseractCoreFromParent } from "../ocr/tesseract_core.ts";
import { openPdf } from "./open_pdf.ts";
import type { ToPageWorker } from "./page_workers.ts";

let document: PDFDocumentProxy;
let options: PageOptions;
let converted = 0;

// OCR's compiled build comes from the converting thread, which has it from the process (see worker_entry.ts).
const coreAnswer = tesseractCoreFromParent();

self.onmessage = async ({ data }: MessageEvent<ToPageWorker>) => {
  if (data.type === "core") {
    coreAnswer(data);
    return;
  }
  try {
    if (data.type === "open") {
      document = (await openPdf(data.bytes)).document;
      options = data.options;
    } else {
      for (const number of data.pages) {
        self.postMessage({ type: "page", number, result: await convertPage(document, number, options) });
        if (++converted % CACHE_PAGES === 0) await document.cleanup().catch(() => {});
      }
    }
    self.postMessage({ type: "ready" });
  } catch (error) {
    self.postMessage({ type: "failed", message: (error as Error)?.message ?? String(error) });
  }
};
