// pdf.js's modern build. The legacy build that pdf.js recommends for Node.js carries polyfills and transpiled
// classes this Deno does not need: the modern one starts in half the time (about 0.2 s less for every
// conversion) and converts with about a fifth less CPU, with the same output on the corpus.
// It warns Node.js users about that choice once, as it loads; that one warning is held back.
// The modern build ships no declarations of its own; the package's are the same API.
type PdfJs = typeof import("pdfjs-dist");
export type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";

const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (!String(args[0]).includes("`legacy` build")) warn(...args);
};
// Both modules are imported by their files' URLs: imported by the package's name, Deno took about 50 ms more
// to load them (measured on a one-page PDF, end to end).
const apiModule = import.meta.resolve("pdfjs-dist/build/pdf.mjs");
let pdfjs: PdfJs;
try {
  pdfjs = await import(apiModule) as PdfJs;
} finally {
  console.warn = warn;
}

export const { AnnotationMode, getDocument, normalizeUnicode, OPS, PDFWorker, Util } = pdfjs;

/** pdf.js's parser, run in this thread behind a port (see direct_port.ts). */
export const { WorkerMessageHandler } = await import(new URL("pdf.worker.mjs", apiModule).href) as {
  WorkerMessageHandler: { initializeFromPort(port: unknown): void };
};

/** The folder of the pdfjs-dist package, for the CMaps and standard font data it ships. */
export const packageRoot = new URL("../", apiModule);
