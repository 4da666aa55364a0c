import { ocrPages } from "../ocr/ocr_pages.ts";
import type { ConvertOptions, ConvertResult } from "../types.ts";
import { openImage } from "./decode.ts";

/** Converts an image file (every page of a multi-page TIFF) to markdown through OCR. */
export async function convertImage(bytes: Uint8Array, options: ConvertOptions): Promise<ConvertResult> {
  const image = openImage(bytes);
  const results = await ocrPages(image.count, (index) => image.page(index), options.onPage);
  const warnings = results.flatMap((result, i) =>
    result.content.items.length ? [] : [`Page ${i + 1}: no text was found`]
  );
  const separator = (n: number) => options.pageSeparator ? `\n\n<!-- page ${n} -->\n\n` : "\n\n";
  const markdown = results.map((result, i) => (i ? separator(i + 1) : "") + result.markdown).join("").trim();
  return {
    markdown: markdown ? markdown + "\n" : "",
    pages: results.length,
    pagesEstimated: false,
    warnings,
  };
}
