import type { Page } from "tesseract.js";
import { type GreyImage, type RawPixels, rotate, scale, toGrey } from "../image/raster.ts";
import type { PageContent, TextItem } from "../types.ts";
import { recognize } from "./engine.ts";
import { paragraphsMarkdown } from "./paragraphs.ts";
import { detectRotation, type Rotation } from "./orientation.ts";

/**
 * Tesseract reads best with text around 300 dpi: a letter page's long side at that resolution. Larger scans
 * are reduced (faster, no loss), small ones enlarged (72-dpi faxes and screenshots read far better).
 */
const TARGET_LONG_SIDE = 2000;
const MAX_UPSCALE = 2;

export interface OcrPageResult {
  content: PageContent;
  /** The page as paragraphs in tesseract's reading order, for callers without a layout step of their own. */
  markdown: string;
  rotation: Rotation;
  confidence: number;
}

function itemsOf(page: Page, factor: number): TextItem[] {
  const items: TextItem[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        // Word boxes vary with ascenders and descenders; the line's height is a steadier font size.
        const lineHeight = (line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0) / factor;
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text) continue;
          items.push({
            text,
            x: word.bbox.x0 / factor,
            y: word.bbox.y0 / factor,
            width: (word.bbox.x1 - word.bbox.x0) / factor,
            height: (word.bbox.y1 - word.bbox.y0) / factor,
            fontSize: Math.max(1, lineHeight * 0.8),
            bold: false,
            italic: false,
          });
        }
      }
    }
  }
  return items;
}

function meanConfidence(page: Page): number {
  const words = (page.blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words))
  );
  return words.length ? words.reduce((sum, w) => sum + w.confidence, 0) / words.length : 0;
}

/**
 * Reads one page image. Accepts decoded pixels of any layout (grey, RGB, RGBA, 1-bit packed, as pdf.js gives
 * them). The page is turned upright first; item boxes are in pixels of the upright page at the input's
 * resolution, so a caller scales them by its page size over `content.width`.
 */
export async function ocrPage(pixels: RawPixels | GreyImage, pageNumber: number): Promise<OcrPageResult> {
  const grey = toGrey(pixels);
  const factor = Math.min(MAX_UPSCALE, TARGET_LONG_SIDE / Math.max(grey.width, grey.height));
  const working = scale(grey, factor);
  const rotation = await detectRotation(working, (band) => recognize(band, { psm: 6 }));
  const upright = rotate(working, rotation);
  const page = await recognize(upright, { psm: 3, deskew: true });
  return {
    content: {
      number: pageNumber,
      width: upright.width / factor,
      height: upright.height / factor,
      items: itemsOf(page, factor),
      rules: [],
      images: [],
    },
    markdown: paragraphsMarkdown(page),
    rotation,
    confidence: meanConfidence(page),
  };
}
