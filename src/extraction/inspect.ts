import { unzipSync } from "fflate";
import { getDocument } from "./pdf/pdfjs.ts";
import { openingAsOwner } from "./pdf/open_pdf.ts";
import { detectKind, type InputKind } from "./detect.ts";
import { storedPageCount } from "./doc/page_count.ts";
import { ExtractionError } from "./types.ts";

export type { InputKind };

export interface Inspection {
  kind: InputKind;
  pages: number;
  /** True when the count is a guess (a Word file without page statistics); conversion settles it. */
  pagesEstimated: boolean;
}

// The spec's client gives up counting after 10 s; so does the server, rather than hang on a hostile file.
const countTimeoutMs = 10_000;

async function pdfPages(bytes: Uint8Array): Promise<number> {
  const tasks: ReturnType<typeof getDocument>[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ExtractionError("timeout", "Counting pages took too long")),
        countTimeoutMs,
      );
    });
    const count = openingAsOwner(bytes, async (data) => {
      const task = getDocument({ data, verbosity: 0, stopAtErrors: false });
      tasks.push(task);
      return (await task.promise).numPages;
    });
    return await Promise.race([count, timeout]);
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    const name = (error as Error)?.name;
    if (name === "PasswordException") {
      throw new ExtractionError("password_protected", "The PDF is password protected");
    }
    throw new ExtractionError("corrupt", `The PDF could not be read: ${(error as Error)?.message ?? error}`);
  } finally {
    clearTimeout(timer);
    await Promise.all(tasks.map((task) => task.destroy().catch(() => {})));
  }
}

// Entries read from a Word file for inspection are tiny; anything claiming more is not a real document.
const maxInspectedEntryBytes = 1024 * 1024;

function docxPages(bytes: Uint8Array): { pages: number; estimated: boolean } {
  let entries: Record<string, Uint8Array>;
  let documentSize = 0;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (file.name === "word/document.xml") documentSize = file.originalSize;
        return file.name === "docProps/app.xml" && file.originalSize <= maxInspectedEntryBytes;
      },
    });
  } catch (error) {
    throw new ExtractionError("corrupt", `The Word file could not be read: ${(error as Error).message}`);
  }
  if (documentSize === 0) throw new ExtractionError("unsupported", "The zip file is not a Word document");
  const app = entries["docProps/app.xml"];
  const declared = app && Number(new TextDecoder().decode(app).match(/<(?:\w+:)?Pages>(\d+)</)?.[1]);
  if (declared && declared > 0) return { pages: declared, estimated: false };
  // About 3,500 characters of text a page, and document.xml carries roughly 10 bytes of markup per character.
  return { pages: Math.max(1, Math.round(documentSize / 35_000)), estimated: true };
}

/** Counts the pages of a TIFF by walking its chain of image directories. */
function tiffPages(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[0] === 0x49;
  let offset = view.getUint32(4, little);
  const seen = new Set<number>();
  let pages = 0;
  while (offset !== 0) {
    if (offset + 2 > bytes.length || seen.has(offset)) {
      throw new ExtractionError("corrupt", "The TIFF file's directory chain is broken");
    }
    seen.add(offset);
    pages++;
    const count = view.getUint16(offset, little);
    const next = offset + 2 + count * 12;
    if (next + 4 > bytes.length) throw new ExtractionError("corrupt", "The TIFF file is truncated");
    offset = view.getUint32(next, little);
  }
  if (pages === 0) throw new ExtractionError("corrupt", "The TIFF file has no images");
  return pages;
}

/** What a file is and how many pages it has, without converting it: used to price an upload. */
export async function inspectDocument(bytes: Uint8Array, fileName: string): Promise<Inspection> {
  const sniffed = detectKind(bytes, fileName);
  switch (sniffed) {
    case undefined:
      throw new ExtractionError("unsupported", "The file is not a PDF, Word document or image");
    case "pdf":
      return { kind: "pdf", pages: await pdfPages(bytes), pagesEstimated: false };
    case "docx": {
      const { pages, estimated } = docxPages(bytes);
      return { kind: "docx", pages, pagesEstimated: estimated };
    }
    case "doc": {
      // Legacy Word keeps the page count of its last save in its document properties; without one, the file's
      // size gives a guess that the conversion settles.
      const stored = storedPageCount(bytes);
      if (stored) return { kind: "doc", pages: stored, pagesEstimated: false };
      return { kind: "doc", pages: Math.max(1, Math.round(bytes.length / 25_000)), pagesEstimated: true };
    }
    case "tiff":
      return { kind: "tiff", pages: tiffPages(bytes), pagesEstimated: false };
    default:
      return { kind: sniffed, pages: 1, pagesEstimated: false };
  }
}
