import type { GreyImage, RawPixels } from "../image/raster.ts";
import { prepareOcr } from "./engine.ts";
import { ocrPage, type OcrPageOptions, type OcrPageResult } from "./ocr_page.ts";
import { ocrThreads } from "./threads.ts";

/**
 * Reads pages through OCR, a few at a time, loading each page's pixels only when a worker is free for it;
 * results come back in page order. The workers start loading their model while the first pages decode.
 */
export async function ocrPages(
  count: number,
  load: (index: number) => Promise<RawPixels | GreyImage>,
  onPage?: (pagesDone: number, pageCount: number) => void,
  options: Pick<OcrPageOptions, "tableCells"> = {},
): Promise<OcrPageResult[]> {
  prepareOcr(Math.min(ocrThreads(), count));
  const results: OcrPageResult[] = new Array(count);
  const languageSeen = {};
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await ocrPage(await load(index), index + 1, { ...options, languageSeen });
      onPage?.(++done, count);
    }
  };
  await Promise.all(Array.from({ length: Math.min(ocrThreads(), count) }, lane));
  return results;
}
