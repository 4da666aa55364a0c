import { ocrPage } from "../ocr/ocr_page.ts";
import type { ConvertOptions, ConvertResult } from "../types.ts";
import { decodeImagePages } from "./decode.ts";
import type { GreyImage } from "./raster.ts";

/** Pages read at the same time: one per OCR worker, so every core is busy and memory stays bounded. */
const PARALLEL_PAGES = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));

/** Converts an image file (every page of a multi-page TIFF) to markdown through OCR. */
export async function convertImage(bytes: Uint8Array, options: ConvertOptions): Promise<ConvertResult> {
  const pages: (GreyImage | undefined)[] = await decodeImagePages(bytes);
  const texts: string[] = new Array(pages.length);
  const warnings: string[] = [];
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < pages.length) {
      const index = next++;
      const result = await ocrPage(pages[index]!, index + 1);
      pages[index] = undefined;
      texts[index] = result.markdown;
      if (result.content.items.length === 0) warnings.push(`Page ${index + 1}: no text was found`);
      options.onPage?.(++done, pages.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, pages.length) }, lane));
  const separator = (n: number) => options.pageSeparator ? `\n\n<!-- page ${n} -->\n\n` : "\n\n";
  const markdown = texts.map((text, i) => (i ? separator(i + 1) : "") + text).join(
    "",
  )
    .trim();
  return {
    markdown: markdown ? markdown + "\n" : "",
    pages: texts.length,
    pagesEstimated: false,
    warnings,
  };
}
