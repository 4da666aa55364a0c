import { layoutToMarkdown } from "../layout/layout.ts";
import { ocrPages } from "../ocr/ocr_pages.ts";
import type { ConvertOptions, ConvertResult } from "../types.ts";
import { openImage } from "./decode.ts";

/** Converts an image file (every page of a multi-page TIFF) to markdown through OCR. */
export async function convertImage(bytes: Uint8Array, options: ConvertOptions): Promise<ConvertResult> {
  const image = openImage(bytes);
  const results = await ocrPages(image.count, (index) => image.page(index), options.onPage, {
    tableCells: options.accuracy === "ultra",
  });
  const warnings = results.flatMap((result, i) =>
    result.content.items.length ? [] : [`Page ${i + 1}: no text was found`]
  );
  // The same layout step as a scanned PDF's pages: columns, paragraphs, and tables from their rules or from
  // the words' alignment.
  const markdown = layoutToMarkdown(results.map((result) => result.content), options);
  return {
    markdown,
    pages: results.length,
    pagesEstimated: false,
    warnings,
  };
}
