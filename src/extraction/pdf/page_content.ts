import { type PDFPageProxy, Util } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { RawPixels } from "../image/raster.ts";
import type { PageContent, TextItem } from "../types.ts";
import { restoreLamAlef } from "./arabic.ts";
import { fontStyle } from "./font_style.ts";
import { pageGraphics } from "./graphics.ts";

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

export interface PdfPage {
  content: PageContent;
  /** The largest embedded image's pixels, for reading a scanned page with OCR. */
  largestImage(): RawPixels | undefined;
}

type Rect = [number, number, number, number];

// deno-lint-ignore no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

async function linkAreas(page: PDFPageProxy, toViewport: (r: number[]) => number[]) {
  const annotations = await page.getAnnotations().catch(() => []);
  const links: { rect: Rect; url: string }[] = [];
  for (const a of annotations) {
    if (a.subtype !== "Link" || typeof a.url !== "string" || !Array.isArray(a.rect)) continue;
    const [x1, y1, x2, y2] = toViewport(a.rect);
    links.push({
      rect: [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)],
      url: a.url,
    });
  }
  return links;
}

/** Reads one page into positioned text, rules and image regions (top-left origin, PDF points). */
export async function readPdfPage(page: PDFPageProxy): Promise<PdfPage> {
  const viewport = page.getViewport({ scale: 1 });
  const [text, operators, links] = await Promise.all([
    page.getTextContent(),
    page.getOperatorList(),
    linkAreas(page, (r) => viewport.convertToViewportRectangle(r)),
  ]);
  const graphics = pageGraphics(operators, viewport.transform as never);
  const styles = text.styles as Record<string, { fontFamily: string; ascent: number }>;
  const fonts = new Map<string, ReturnType<typeof fontStyle>>();
  const styleOf = (fontName: string) => {
    let style = fonts.get(fontName);
    if (!style) {
      const font = page.commonObjs.has(fontName)
        ? page.commonObjs.get(fontName) as { name?: string }
        : undefined;
      style = fontStyle(font?.name, styles[fontName]?.fontFamily);
      fonts.set(fontName, style);
    }
    return style;
  };
  const items: TextItem[] = [];
  for (const raw of text.items as PdfTextItem[]) {
    // Fonts with broken encodings yield control characters: glyphs that cannot be read as text.
    const str = restoreLamAlef(raw.str?.replace(CONTROL, "") ?? "");
    if (!str || !str.trim()) continue;
    const tx = Util.transform(viewport.transform, raw.transform);
    const fontSize = Math.hypot(tx[2], tx[3]);
    // Rotated and vertical runs (margin stamps, axis labels) do not take part in the reading order.
    if (!(tx[0] > 0) || Math.abs(tx[1]) > tx[0] * 0.1 || fontSize <= 0) continue;
    const ascent = Math.min(1, Math.max(0.6, styles[raw.fontName]?.ascent || 0.8));
    const style = styleOf(raw.fontName);
    const item: TextItem = {
      text: str,
      x: tx[4],
      y: tx[5] - fontSize * ascent,
      width: raw.width,
      height: fontSize,
      fontSize,
      bold: style.bold,
      italic: style.italic,
      fontName: style.monospace ? "monospace" : undefined,
    };
    const cx = item.x + item.width / 2, cy = item.y + item.height / 2;
    const link = links.find(({ rect }) =>
      cx >= rect[0] && cx <= rect[2] && cy >= rect[1] && cy <= rect[3] &&
      item.width <= (rect[2] - rect[0]) * 1.5
    );
    if (link) item.link = link.url;
    items.push(item);
  }
  const content: PageContent = {
    number: page.pageNumber,
    width: viewport.width,
    height: viewport.height,
    items,
    rules: graphics.rules,
    images: graphics.images.map(({ x, y, width, height }) => ({ x, y, width, height })),
  };
  const largestImage = () => {
    const sorted = graphics.images.filter((i) => i.objectId).sort((a, b) =>
      b.width * b.height - a.width * a.height
    );
    for (const image of sorted) {
      const id = image.objectId!;
      const objs = id.startsWith("g_") ? page.commonObjs : page.objs;
      if (!objs.has(id)) continue;
      const data = objs.get(id) as { width?: number; height?: number; data?: Uint8Array } | null;
      if (data?.data && data.width && data.height) {
        return { width: data.width, height: data.height, data: data.data };
      }
    }
    return undefined;
  };
  return { content, largestImage };
}
