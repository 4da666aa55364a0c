import { AnnotationMode, type PDFPageProxy, Util } from "./pdfjs.ts";
import { type GreyImage, shrinkToGrey, toGrey } from "../image/raster.ts";
import type { ImageRegion, PageContent, SidewaysText, TextItem } from "../types.ts";
import { straightQuotes } from "../straight_quotes.ts";
import { ligatureGlyphs, restoreLigatures } from "./arabic.ts";
import { unifiedIdeographs } from "./cjk_radicals.ts";
import { drawnBullets } from "./drawn_bullets.ts";
import { drawnCheckBoxes } from "./drawn_check_boxes.ts";
import { fontStyle } from "./font_style.ts";
import { mostCharactersSize } from "../layout/lines.ts";
import { type FieldAnnotation, type FieldText, filledFields, typedText } from "./form_fields.ts";
import { pageGraphics } from "./graphics.ts";
import { type LinkArea, linkedRuns } from "./link_runs.ts";
import { cutOverflowedCells, type RunMeasures } from "./overflowed_cells.ts";
import { readSymbolGlyphs } from "./symbol_font.ts";
import { type PdfTextItem, type RunFont, type TextRuns, textRuns } from "./text_runs.ts";

export interface PdfPage {
  content: PageContent;
  /**
   * A filled-in form's values, placed like the page's text but kept apart from it: whether the page is a
   * scan is judged by its own text, and a scanned form's fields must not keep it from OCR.
   */
  fields: TextItem[];
  /**
   * Text typed beside much larger text (a reviewer's "title" by a paper's title): read after the page's text
   * as paragraphs of its own, not into the line it stands beside.
   */
  notes: TextItem[];
  /**
   * The largest embedded image in grey, for reading a scanned page with OCR, shrunk by the factor `scaleFor`
   * gives for its pixel size (a 600-dpi scan is read at a third of that). pdf.js's own copy (three or four
   * bytes a pixel, over 100 MB for a 600-dpi page) is released at once, before the slow OCR starts.
   */
  largestImage(scaleFor?: (width: number, height: number) => number): GreyImage | undefined;
}

type Rect = [number, number, number, number];

// deno-lint-ignore no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const C1_CONTROL = /^[\u0080-\u009F]$/;

/**
 * A run's text without the control characters of broken encodings. A lone C1 control is a symbol font's
 * glyph with no text of its own (a Wingdings box or bullet drawn before a list item): it becomes the code's
 * place in the private use area, where symbol fonts' glyphs live, so the layout sees a list marker.
 */
function cleanText(text: string): string {
  const trimmed = text.trim();
  if (C1_CONTROL.test(trimmed)) return String.fromCharCode(0xf000 + trimmed.charCodeAt(0));
  return text.replace(CONTROL, "");
}

type Annotation = FieldAnnotation & { url?: unknown };

function linkAreas(annotations: Annotation[], toViewport: (r: number[]) => number[]) {
  const links: LinkArea[] = [];
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

/**
 * A run at a right angle to the page's text (or upside down), as a box on the page and as the run read along
 * its own direction: the page turned so the run goes left to right. Only runs set squarely are kept.
 */
function sidewaysRun(
  text: string,
  tx: number[],
  [ox, oy]: [number, number],
  raw: PdfTextItem,
  styles: Record<string, { ascent: number }>,
  styleOf: (fontName: string) => ReturnType<typeof fontStyle>,
): SidewaysText | undefined {
  const fontSize = Math.hypot(tx[2], tx[3]), scale = Math.hypot(tx[0], tx[1]);
  if (!(fontSize > 0) || !(scale > 0)) return undefined;
  // Along the run, and down its lines (against the glyphs' up).
  const [dx, dy] = [tx[0] / scale, tx[1] / scale];
  const [nx, ny] = [-tx[2] / fontSize, -tx[3] / fontSize];
  if (Math.abs(Math.abs(dx) - 1) > 0.01 && Math.abs(Math.abs(dy) - 1) > 0.01) return undefined;
  if (Math.abs(dx * nx + dy * ny) > 0.01) return undefined;
  const ascent = Math.min(1, Math.max(0.6, styles[raw.fontName]?.ascent || 0.8));
  const style = styleOf(raw.fontName);
  const corners = [0, raw.width].flatMap((a) =>
    [-fontSize * ascent, fontSize * (1 - ascent)].map((b) => [ox + dx * a + nx * b, oy + dy * a + ny * b])
  );
  const x = Math.min(...corners.map((c) => c[0])), y = Math.min(...corners.map((c) => c[1]));
  return {
    x,
    y,
    width: Math.max(...corners.map((c) => c[0])) - x,
    height: Math.max(...corners.map((c) => c[1])) - y,
    item: textItem(
      text,
      ox * dx + oy * dy,
      ox * nx + oy * ny - fontSize * ascent,
      raw.width,
      fontSize,
      style,
    ),
  };
}

/** A run of text at its place, in its font's size and style. */
function textItem(
  text: string,
  x: number,
  y: number,
  width: number,
  fontSize: number,
  style: ReturnType<typeof fontStyle>,
): TextItem {
  const fontName = style.monospace ? "monospace" : undefined;
  return { text, x, y, width, height: fontSize, fontSize, bold: style.bold, italic: style.italic, fontName };
}

/** Text this many times a typed note's size beside it is a heading or a title, not a form's label. */
const LARGER = 1.5;

/**
 * Whether a typed note stands beside text much larger than itself, on its row: a reviewer's "title" by a
 * paper's title is no word of the title. A form's typed values stand beside labels of their own size.
 */
function besideLarger(note: TextItem, items: TextItem[]): boolean {
  return items.some((i) =>
    i.height >= LARGER * note.height && i.y < note.y + note.height && note.y < i.y + i.height
  );
}

/** Reads one page into positioned text, rules and image regions (top-left origin, PDF points). */
export async function readPdfPage(page: PDFPageProxy): Promise<PdfPage> {
  const viewport = page.getViewport({ scale: 1 });
  const [operators, annotations] = await Promise.all([
    page.getOperatorList({ annotationMode: AnnotationMode.DISABLE }),
    page.getAnnotations().catch(() => []) as Promise<Annotation[]>,
  ]);
  // A PDF rectangle's corners on the page.
  const toViewport = (r: number[]) => [
    ...viewport.convertToViewportPoint(r[0], r[1]),
    ...viewport.convertToViewportPoint(r[2], r[3]),
  ];
  const links = linkAreas(annotations, toViewport);
  const fontOf = (name: string) =>
    page.commonObjs.has(name) ? page.commonObjs.get(name) as RunFont : undefined;
  const runs = textRuns(operators, page.view, fontOf);
  const text = runs ?? await page.getTextContent() as TextRuns;
  const graphics = pageGraphics(operators, viewport.transform as never);
  // Only pdf.js's reordering of right-to-left text turns ligatures round (see arabic.ts).
  const glyphs = runs ? undefined : ligatureGlyphs(operators);
  const ligatures = glyphs && { glyphs, next: 0 };
  const styles = text.styles;
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
  // A page whose text mostly runs sideways (a landscape table printed on a portrait page) is read turned
  // upright: every run, rule and image is turned by the same quarter turns.
  const placed = text.items.map((raw) => {
    const tx = Util.transform(viewport.transform, raw.transform);
    const quarter = ((Math.round(Math.atan2(tx[1], tx[0]) / (Math.PI / 2)) % 4) + 4) % 4;
    return { raw, tx, quarter };
  });
  const chars = [0, 0, 0, 0];
  for (const { raw, quarter } of placed) chars[quarter] += raw.str?.length ?? 0;
  const turns = chars.indexOf(Math.max(...chars));
  const angle = -turns * Math.PI / 2;
  const [cos, sin] = [Math.round(Math.cos(angle)), Math.round(Math.sin(angle))];
  const rotate = (x: number, y: number): [number, number] => [x * cos - y * sin, x * sin + y * cos];
  const corners = [
    rotate(0, 0),
    rotate(viewport.width, 0),
    rotate(0, viewport.height),
    rotate(viewport.width, viewport.height),
  ];
  const [minX, minY] = [Math.min(...corners.map((c) => c[0])), Math.min(...corners.map((c) => c[1]))];
  const turn = (x: number, y: number): [number, number] => {
    const [rx, ry] = rotate(x, y);
    return [rx - minX, ry - minY];
  };
  let items: TextItem[] = [];
  const measured = new Map<TextItem, RunMeasures>();
  const sideways: SidewaysText[] = [];
  for (const { raw, tx: original, quarter } of placed) {
    // Fonts with broken encodings yield control characters: glyphs that cannot be read as text.
    const cleaned = unifiedIdeographs(straightQuotes(restoreLigatures(cleanText(raw.str ?? ""), ligatures)));
    const str = styleOf(raw.fontName).symbol ? readSymbolGlyphs(cleaned) : cleaned;
    if (!str || !str.trim()) continue;
    const tx = Util.transform([cos, sin, -sin, cos, 0, 0], original);
    const fontSize = Math.hypot(tx[2], tx[3]);
    if (quarter !== turns) {
      const run = sidewaysRun(str, tx, turn(original[4], original[5]), raw, styles, styleOf);
      if (run) sideways.push(run);
      continue;
    }
    // Slanted runs (stamps, axis labels) do not take part in the reading order.
    if (!(tx[0] > 0) || Math.abs(tx[1]) > tx[0] * 0.1 || fontSize <= 0) continue;
    const [x, baseline] = turn(original[4], original[5]);
    const ascent = Math.min(1, Math.max(0.6, styles[raw.fontName]?.ascent || 0.8));
    const style = styleOf(raw.fontName);
    const item = { ...textItem(str, x, baseline - fontSize * ascent, raw.width, fontSize, style), baseline };
    const pieces = turns === 0 && links.length ? linkedRuns(item, links, raw.spaces) : [item];
    items.push(...pieces);
    // The walk's measures hold for the run's own text, not cut by a link.
    if (pieces[0] === item && (raw.wordStarts?.length || raw.joints?.length)) measured.set(item, raw);
  }
  items = cutOverflowedCells(items, measured);
  const box = (x1: number, y1: number, x2: number, y2: number) => {
    const [a, b] = [turn(x1, y1), turn(x2, y2)];
    return {
      x: Math.min(a[0], b[0]),
      y: Math.min(a[1], b[1]),
      right: Math.max(a[0], b[0]),
      bottom: Math.max(a[1], b[1]),
    };
  };
  const turned = <R extends ImageRegion>(r: R): R => {
    const b = box(r.x, r.y, r.x + r.width, r.y + r.height);
    return { ...r, x: b.x, y: b.y, width: b.right - b.x, height: b.bottom - b.y };
  };
  if (graphics.squares.length || graphics.rings.length) {
    const [squares, rings, ink] = [graphics.squares, graphics.rings, graphics.ink].map((r) => r.map(turned));
    const controls = drawnCheckBoxes(squares, rings, ink, items);
    if (controls.ticks.size) items = items.filter((item) => !controls.ticks.has(item));
    items.push(...controls.glyphs);
  }
  // After the controls: a radio button's dot, under its glyph, is no list bullet.
  items.push(...drawnBullets(graphics.marks.map(turned), items));
  const fields: TextItem[] = [], notes: TextItem[] = [];
  const place = (field: FieldText, typed: boolean) => {
    const [x1, y1, x2, y2] = toViewport(field.rect);
    const b = box(x1, y1, x2, y2);
    // Single-line text sits in the middle of its box, a multi-line field's from its top.
    const top = field.multiLine ? b.y + 2 : b.y + (b.bottom - b.y - field.fontSize) / 2;
    const width = field.wrapped
      ? b.right - b.x - 4
      : Math.min(b.right - b.x, field.text.length * field.fontSize * 0.5);
    const item = textItem(field.text, b.x + 2, top, width, field.fontSize, fontStyle(undefined, undefined));
    (typed && besideLarger(item, items) ? notes : fields).push(item);
  };
  for (const field of filledFields(annotations)) place(field, false);
  for (const note of typedText(annotations, () => mostCharactersSize(items))) place(note, true);
  const content: PageContent = {
    number: page.pageNumber,
    width: turns % 2 ? viewport.height : viewport.width,
    height: turns % 2 ? viewport.width : viewport.height,
    items,
    rules: graphics.rules.map((r) => {
      const [[x1, y1], [x2, y2]] = [turn(r.x1, r.y1), turn(r.x2, r.y2)];
      return { x1, y1, x2, y2 };
    }),
    images: graphics.images.map((i) => {
      const b = box(i.x, i.y, i.x + i.width, i.y + i.height);
      return { x: b.x, y: b.y, width: b.right - b.x, height: b.bottom - b.y };
    }),
    sideways,
  };
  const largestImage = (scaleFor?: (width: number, height: number) => number) => {
    const sorted = graphics.images.filter((i) => i.objectId).sort((a, b) =>
      b.width * b.height - a.width * a.height
    );
    for (const image of sorted) {
      const id = image.objectId!;
      const global = id.startsWith("g_");
      const objs = global ? page.commonObjs : page.objs;
      if (!objs.has(id)) continue;
      const data = objs.get(id) as { width?: number; height?: number; data?: Uint8ClampedArray } | null;
      if (!data?.data || !data.width || !data.height) continue;
      const pixels = { width: data.width, height: data.height, data: data.data };
      const factor = Math.min(1, scaleFor?.(data.width, data.height) ?? 1);
      const grey = factor < 1 ? shrinkToGrey(pixels, factor) : toGrey(pixels);
      // Dropping pdf.js's references leaves the pixels to the next garbage collection, by which time the
      // next page's image may be decoded beside them; detaching the buffer frees it now. A document-wide
      // image (g_) may be painted again on a later page, so it is left to pdf.js.
      if (!global && data.data.buffer instanceof ArrayBuffer && grey.data.buffer !== data.data.buffer) {
        data.data.buffer.transfer(0);
      }
      page.cleanup();
      return grey;
    }
    return undefined;
  };
  return { content, fields, notes, largestImage };
}
