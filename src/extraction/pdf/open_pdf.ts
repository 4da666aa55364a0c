import { fileURLToPath } from "node:url";
import { directPorts } from "./direct_port.ts";
import { PackageFiles } from "./package_files.ts";
import { getDocument, packageRoot, type PDFDocumentProxy, PDFWorker, WorkerMessageHandler } from "./pdfjs.ts";
import type { OutlineEntry } from "../layout/layout.ts";
import { ExtractionError } from "../types.ts";

// CJK text in fonts without embedded encodings needs Adobe's CMaps, which ship inside the pdfjs-dist package,
// so nothing is fetched. The standard fonts' programs it ships are left alone: they are for drawing, and a
// font the PDF does not embed is read from its encoding and widths (pdf.js's own metrics for the standard 14)
// all the same. Parsing one took 20-35 ms of the first page that used it; none of 129 PDFs converts otherwise.
const cMapUrl = fileURLToPath(new URL("cmaps/", packageRoot));

export interface OpenPdf {
  document: PDFDocumentProxy;
  close(): Promise<void>;
}

function readError(error: unknown): ExtractionError {
  const name = (error as Error)?.name;
  const message = (error as Error)?.message ?? String(error);
  if (name === "PasswordException") {
    return new ExtractionError("password_protected", "The PDF is password protected");
  }
  if (name === "InvalidPDFException") {
    return new ExtractionError("corrupt", `The file is not a readable PDF (${message})`);
  }
  return new ExtractionError("corrupt", `The PDF could not be read: ${message}`);
}

/**
 * pdf.js hands every font it parses to a loader that installs it in the page's document, for drawing. There is
 * no document here and nothing is drawn, so the loader is told to do nothing; the fonts' names and metrics,
 * which the layout reads, are kept all the same.
 */
function keepNoFonts(document: PDFDocumentProxy) {
  document._transport.fontLoader.bind = () => Promise.resolve();
}

/**
 * Opens `bytes` with `open`; a file that asks for a password is opened once more as `owner_access.ts`
 * rewrites it, when it can be opened without one. pdf.js takes ownership of (detaches) the buffer it is
 * given, so `open` is handed a copy.
 */
export async function openingAsOwner<T>(
  bytes: Uint8Array,
  open: (data: Uint8Array) => Promise<T>,
): Promise<T> {
  try {
    return await open(bytes.slice());
  } catch (error) {
    if ((error as Error)?.name !== "PasswordException") throw error;
    // Loaded only here: it brings in node:crypto, which a conversion otherwise never loads.
    const { ownerAccess } = await import("./owner_access.ts");
    // A dictionary too damaged (or too deeply nested) to read leaves the file as closed as pdf.js found it.
    let opened: Uint8Array | undefined;
    try {
      opened = ownerAccess(bytes);
    } catch {
      opened = undefined;
    }
    if (!opened) throw error;
    return await open(opened);
  }
}

async function openData(data: Uint8Array): Promise<OpenPdf> {
  const ports = directPorts();
  WorkerMessageHandler.initializeFromPort(ports.parser);
  // Quiet like the document: the parser's warnings (a damaged font, a broken table) are not the user's concern.
  const worker = PDFWorker.create({ port: ports.api as unknown as Worker, verbosity: 0 });
  const task = getDocument({
    worker,
    data,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    useSystemFonts: false,
    // With font faces on, pdf.js's parser leaves glyph outlines alone; with them off it builds and sends an
    // outline for every glyph, about 15% of a long text PDF's time. Nothing is drawn here (see keepNoFonts).
    disableFontFace: false,
    cMapUrl,
    cMapPacked: true,
    BinaryDataFactory: PackageFiles,
    verbosity: 0,
    stopAtErrors: false,
    // The fonts' names (weight, slant, monospace and Symbol come from them) and ascents.
    fontExtraProperties: true,
  });
  const close = () => task.destroy().catch(() => {}).finally(() => worker.destroy());
  try {
    const document = await task.promise;
    keepNoFonts(document);
    return { document, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Opens a PDF with pdf.js, mapping its failures to the engine's errors (encrypted, corrupt). */
export async function openPdf(bytes: Uint8Array): Promise<OpenPdf> {
  try {
    return await openingAsOwner(bytes, openData);
  } catch (error) {
    throw readError(error);
  }
}

/** The document outline (bookmarks) flattened with depth: the author's own heading hierarchy. */
export async function readOutline(document: PDFDocumentProxy): Promise<OutlineEntry[]> {
  const outline = await document.getOutline().catch(() => null);
  const entries: OutlineEntry[] = [];
  const walk = (items: typeof outline, level: number) => {
    for (const item of items ?? []) {
      if (entries.length > 5000) return;
      if (item.title?.trim()) entries.push({ title: item.title.trim(), level });
      walk(item.items, level + 1);
    }
  };
  walk(outline, 1);
  return entries;
}
