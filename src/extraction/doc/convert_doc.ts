import { Buffer } from "node:buffer";
import WordExtractor from "word-extractor";
import { type ConvertOptions, type ConvertResult, ExtractionError } from "../types.ts";

/** Characters on a typical page of body text: a .doc file read this way has no page count. */
const CHARS_PER_PAGE = 3000;

/** Legacy Word text as markdown paragraphs, best effort: the binary format's styles are not read. */
export function paragraphsOf(text: string): string {
  return text.replace(/\r\n?/g, "\n").split(/\n/).map((line) => line.replace(/[\t ]+/g, " ").trim())
    .filter(Boolean).join("\n\n");
}

/** Converts a legacy .doc (Word 97–2003) file: body text and text boxes, without headers and footers. */
export async function convertDoc(
  bytes: Uint8Array,
  options: Pick<ConvertOptions, "onPage">,
): Promise<ConvertResult> {
  let document;
  try {
    document = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
  } catch (error) {
    throw new ExtractionError(
      "corrupt",
      `The Word 97–2003 file could not be read: ${(error as Error)?.message ?? error}`,
    );
  }
  const body = paragraphsOf(document.getBody());
  const boxes = paragraphsOf(document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }));
  const markdown = [body, boxes].filter(Boolean).join("\n\n");
  const pages = Math.max(1, Math.ceil(markdown.length / CHARS_PER_PAGE));
  options.onPage?.(pages, pages);
  return { markdown: markdown ? markdown + "\n" : "", pages, pagesEstimated: true, warnings: [] };
}
