// Builds small PDFs for tests: text in the standard fonts at given places, ruling lines, link annotations and
// images, so each layout feature can be checked against a document whose truth is known.

export type FontKey = "regular" | "bold" | "italic" | "mono";

export interface PdfText {
  x: number;
  /** Distance of the baseline from the page's top, in points. */
  y: number;
  text?: string;
  size?: number;
  font?: FontKey;
  /** Runs upwards (turned a quarter counter-clockwise), as in a landscape table on a portrait page. */
  turned?: boolean;
  /**
   * Instead of `text`: glyphs in the order they are drawn (left to right), each given by the text its font's
   * ToUnicode map assigns it — several letters for a ligature. For right-to-left scripts, as real writers do.
   */
  glyphs?: string[];
}

export interface PdfPageSpec {
  texts: PdfText[];
  /** Lines from (x1, y1) to (x2, y2), y from the top. */
  lines?: [number, number, number, number][];
  /** Lines stroked in a grey level (0 black, 1 white), drawn over the boxes. */
  greyLines?: { line: [number, number, number, number]; grey: number }[];
  links?: { x: number; y: number; width: number; height: number; url: string }[];
  /** Form fields (widget annotations, without appearance streams): a text field's value, or a check box. */
  fields?: { x: number; y: number; width: number; height: number; value?: string; checked?: boolean }[];
  /** FreeText annotations (typed text, without appearance streams); `hidden` sets the Hidden flag. */
  notes?: {
    x: number;
    y: number;
    width: number;
    height: number;
    text: string;
    size?: number;
    hidden?: boolean;
  }[];
  /** Filled rectangles, painted before the lines and text: `grey` 0 is black, 1 white. */
  boxes?: { x: number; y: number; width: number; height: number; grey: number }[];
  images?: { x: number; y: number; width: number; height: number }[];
  /** Circles drawn with Bézier curves, filled (a disc) or stroked (a ring), centred on (x, y). */
  circles?: { x: number; y: number; radius: number; filled?: boolean }[];
  /** Squares stroked in outline (form check boxes), `size` wide, top left at (x, y); `crossed` adds an X. */
  squares?: { x: number; y: number; size: number; crossed?: boolean }[];
}

/** A circle as four Bézier quarters, y from the page's bottom. */
function circlePath(x: number, y: number, r: number): string {
  const k = r * 0.5523;
  return [
    `${x + r} ${y} m`,
    `${x + r} ${y + k} ${x + k} ${y + r} ${x} ${y + r} c`,
    `${x - k} ${y + r} ${x - r} ${y + k} ${x - r} ${y} c`,
    `${x - r} ${y - k} ${x - k} ${y - r} ${x} ${y - r} c`,
    `${x + k} ${y - r} ${x + r} ${y - k} ${x + r} ${y} c`,
  ].join(" ");
}

const FONTS: Record<FontKey, [string, string]> = {
  regular: ["F1", "Helvetica"],
  bold: ["F2", "Helvetica-Bold"],
  italic: ["F3", "Helvetica-Oblique"],
  mono: ["F4", "Courier"],
};
const HEIGHT = 792;

const escape = (s: string) => s.replace(/([\\()])/g, "\\$1");

/** Glyph texts of a document's `glyphs` runs, each given a one-byte code from 0x21 in the mapped font. */
const MAPPED_FONT = "F5";
type GlyphCodes = Map<string, number>;

function glyphCodes(pages: PdfPageSpec[]): GlyphCodes {
  const codes: GlyphCodes = new Map();
  for (const t of pages.flatMap((p) => p.texts)) {
    for (const g of t.glyphs ?? []) if (!codes.has(g)) codes.set(g, 0x21 + codes.size);
  }
  if (codes.size > 0x5d) throw new Error("too many distinct glyphs for a one-byte font");
  return codes;
}

const hex = (n: number, digits: number) => n.toString(16).toUpperCase().padStart(digits, "0");

/** A ToUnicode CMap giving each code its glyph's text (UTF-16, so a ligature maps to several letters). */
function toUnicodeCMap(codes: GlyphCodes): string {
  const chars = [...codes].map(([text, code]) =>
    `<${hex(code, 2)}> <${[...text].map((c) => hex(c.charCodeAt(0), 4)).join("")}>`
  );
  return [
    "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def /CMapType 2 def",
    "1 begincodespacerange <00> <FF> endcodespacerange",
    `${chars.length} beginbfchar`,
    ...chars,
    "endbfchar endcmap CMapName currentdict /CMap defineresource pop end end",
  ].join("\n");
}

function content(page: PdfPageSpec, codes: GlyphCodes): string {
  const ops: string[] = [];
  for (const b of page.boxes ?? []) {
    ops.push(`q ${b.grey} g ${b.x} ${HEIGHT - b.y - b.height} ${b.width} ${b.height} re f Q`);
  }
  for (const t of page.texts) {
    const name = t.glyphs ? MAPPED_FONT : FONTS[t.font ?? "regular"][0];
    const place = t.turned ? `0 1 -1 0 ${t.x} ${HEIGHT - t.y} Tm` : `${t.x} ${HEIGHT - t.y} Td`;
    const shown = t.glyphs
      ? `<${t.glyphs.map((g) => hex(codes.get(g)!, 2)).join("")}>`
      : `(${escape(t.text ?? "")})`;
    ops.push(`BT /${name} ${t.size ?? 10} Tf ${place} ${shown} Tj ET`);
  }
  for (const c of page.circles ?? []) {
    ops.push(`${circlePath(c.x, HEIGHT - c.y, c.radius)} ${c.filled ? "f" : "S"}`);
  }
  for (const [x1, y1, x2, y2] of page.lines ?? []) {
    ops.push(`0.5 w ${x1} ${HEIGHT - y1} m ${x2} ${HEIGHT - y2} l S`);
  }
  for (const { x, y, size, crossed } of page.squares ?? []) {
    const bottom = HEIGHT - y - size;
    ops.push(`0.5 w ${x} ${bottom} ${size} ${size} re S`);
    // As Word draws one: each stroke of the cross a path of its own.
    if (crossed) {
      ops.push(
        `${x} ${bottom} m ${x + size} ${bottom + size} l S`,
        `${x} ${bottom + size} m ${x + size} ${bottom} l S`,
      );
    }
  }
  for (const { line: [x1, y1, x2, y2], grey } of page.greyLines ?? []) {
    ops.push(`q ${grey} G 1 w ${x1} ${HEIGHT - y1} m ${x2} ${HEIGHT - y2} l S Q`);
  }
  (page.images ?? []).forEach((im, i) => {
    ops.push(`q ${im.width} 0 0 ${im.height} ${im.x} ${HEIGHT - im.y - im.height} cm /Im${i} Do Q`);
  });
  return ops.join("\n");
}

/** A PDF whose cross-reference offsets are exact (all text is ASCII). */
export function makePdf(pages: PdfPageSpec[]): Uint8Array {
  const objects: string[] = ["<< /Type /Catalog /Pages 2 0 R >>", ""];
  const add = (body: string) => objects.push(body);
  const fontRefs = Object.values(FONTS).map(([name, base]) => {
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`);
    return `/${name} ${objects.length} 0 R`;
  });
  const codes = glyphCodes(pages);
  if (codes.size) {
    const cmap = toUnicodeCMap(codes);
    add(`<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`);
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode ${objects.length} 0 R >>`);
    fontRefs.push(`/${MAPPED_FONT} ${objects.length} 0 R`);
  }
  const kids: number[] = [];
  for (const page of pages) {
    const stream = content(page, codes);
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    const contentRef = objects.length;
    const images = (page.images ?? []).map((_, i) => {
      // A 2×2 grey image: enough for pdf.js to paint and report where.
      add(
        "<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8 " +
          "/Length 4 >>\nstream\n\x00\x80\x80\x00\nendstream",
      );
      return `/Im${i} ${objects.length} 0 R`;
    });
    const annots = (page.links ?? []).map((l) => {
      add(
        `<< /Type /Annot /Subtype /Link /Rect [${l.x} ${HEIGHT - l.y - l.height} ${l.x + l.width} ${
          HEIGHT - l.y
        }] /Border [0 0 0] /A << /S /URI /URI (${escape(l.url)}) >> >>`,
      );
      return `${objects.length} 0 R`;
    });
    const fields = (page.fields ?? []).map((f, i) => {
      const rect = `/Rect [${f.x} ${HEIGHT - f.y - f.height} ${f.x + f.width} ${HEIGHT - f.y}]`;
      const kind = f.checked === undefined
        ? `/FT /Tx /DA (/F1 0 Tf 0 g) /V (${escape(f.value ?? "")})`
        : `/FT /Btn /V /${f.checked ? "Yes" : "Off"} /AS /${f.checked ? "Yes" : "Off"}`;
      add(`<< /Type /Annot /Subtype /Widget /T (field${kids.length}_${i}) ${rect} ${kind} /F 4 >>`);
      return `${objects.length} 0 R`;
    });
    annots.push(...fields);
    for (const note of page.notes ?? []) {
      const rect = `/Rect [${note.x} ${HEIGHT - note.y - note.height} ${note.x + note.width} ${
        HEIGHT - note.y
      }]`;
      add(
        `<< /Type /Annot /Subtype /FreeText ${rect} /Contents (${escape(note.text)}) ` +
          `/DA (/Helv ${note.size ?? 12} Tf 0 g) /F ${note.hidden ? 2 : 4} >>`,
      );
      annots.push(`${objects.length} 0 R`);
    }
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${HEIGHT}] /Contents ${contentRef} 0 R ` +
        `/Resources << /Font << ${fontRefs.join(" ")} >> /XObject << ${images.join(" ")} >> >> ` +
        `/Annots [${annots.join(" ")}] >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  return serialize(objects);
}

/**
 * One line with a fraction set the way some writers set it: a 1-point font scaled by the text matrix, the
 * digits at 5.5 points and the words at 10, all in one text object (no font change between them).
 */
export function fractionPdf(): Uint8Array {
  const stream = "BT /F1 1 Tf 10 0 0 10 72 700 Tm (sizes up to ) Tj 5.5 0 0 5.5 127 703 Tm (1) Tj " +
    "10 0 0 10 130 700 Tm (/) Tj 5.5 0 0 5.5 133 699 Tm (4) Tj 10 0 0 10 136.5 700 Tm ( inch, the nut) Tj ET";
  return onePagePdf("<< /Font << /F1 5 0 R >> >>", stream, [
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ]);
}

/**
 * One page painting a form whose tiling pattern paints that form again, and some text: pdf.js 5 followed the
 * cycle without end; pdf.js 6 stops at it.
 */
export function cyclicPatternPdf(): Uint8Array {
  const paintForm = "q 1 0 0 1 100 100 cm /Fm1 Do Q BT /F1 12 Tf 72 700 Td (Text beside a cycle) Tj ET";
  const fillWithPattern = "q /Pattern cs /P1 scn 0 0 200 150 re f Q";
  return onePagePdf("<< /XObject << /Fm1 5 0 R >> /Font << /F1 7 0 R >> >>", paintForm, [
    `<< /Type /XObject /Subtype /Form /BBox [0 0 200 150] /Resources << /Pattern << /P1 6 0 R >> >> ` +
    `/Length ${fillWithPattern.length} >>\nstream\n${fillWithPattern}\nendstream`,
    `<< /Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 200 150] /XStep 200 /YStep 150 ` +
    `/Resources << /XObject << /Fm1 5 0 R >> >> /Length ${paintForm.length} >>\nstream\n${paintForm}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ]);
}

/**
 * One page painting a form that paints the next form twice, and so on `levels` deep: no cycle, but the page
 * expands to 2^levels drawings of the last form. pdf.js follows it in one long chain of promises,
 * allocating as it goes, which no Worker terminate stops.
 */
export function nestedFormsPdf(levels = 40): Uint8Array {
  const paint = (n: number) => `q 0.5 0 0 0.5 0 0 cm /F${n} Do Q q 0.5 0 0 0.5 100 0 cm /F${n} Do Q`;
  const last = "0 0 10 10 re f";
  const forms = Array.from({ length: levels }, (_, i) => {
    const content = i + 1 < levels ? paint(i + 1) : last;
    const resources = i + 1 < levels ? `/Resources << /XObject << /F${i + 1} ${i + 6} 0 R >> >> ` : "";
    return `<< /Type /XObject /Subtype /Form /BBox [0 0 200 200] ${resources}/Length ${content.length} >>\n` +
      `stream\n${content}\nendstream`;
  });
  const page = "/F0 Do";
  return onePagePdf("<< /XObject << /F0 5 0 R >> >>", page, forms);
}

/**
 * One line of Japanese in a font that is not embedded and has no ToUnicode map, the way many CJK writers
 * leave it: its codes are UCS-2 under Adobe's predefined `UniJIS-UCS2-H` CMap, so a reader needs that CMap
 * (code to CID) and `Adobe-Japan1-UCS2` (CID back to text) to recover the words.
 */
export function cjkPdf(text: string): Uint8Array {
  const codes = [...text].map((c) => hex(c.charCodeAt(0), 4)).join("");
  const stream = `BT /F1 18 Tf 72 700 Td <${codes}> Tj ET`;
  return onePagePdf("<< /Font << /F1 5 0 R >> >>", stream, [
    "<< /Type /Font /Subtype /Type0 /BaseFont /KozMinPro-Regular /Encoding /UniJIS-UCS2-H " +
    "/DescendantFonts [6 0 R] >>",
    "<< /Type /Font /Subtype /CIDFontType0 /BaseFont /KozMinPro-Regular " +
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 6 >> /FontDescriptor 7 0 R /DW 1000 >>",
    "<< /Type /FontDescriptor /FontName /KozMinPro-Regular /Flags 6 /FontBBox [0 -120 1000 880] " +
    "/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 740 /StemV 80 >>",
  ]);
}

/** A one-page PDF: the page's resources and content stream, then the objects they name, numbered from 5. */
function onePagePdf(resources: string, content: string, objects: string[]): Uint8Array {
  return serialize([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources ${resources} >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...objects,
  ]);
}

/** Numbers the objects from 1 and writes them with an exact cross-reference table. */
function serialize(objects: string[]): Uint8Array {
  let out = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const offset = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0));
}

/** Words of a paragraph laid out as lines of `perLine` words from `y`, 12 points apart. */
export function paragraphLines(words: string[], x: number, y: number, perLine = 10): PdfText[] {
  const lines: PdfText[] = [];
  for (let i = 0; i < words.length; i += perLine) {
    lines.push({ x, y: y + (i / perLine) * 12, text: words.slice(i, i + perLine).join(" ") });
  }
  return lines;
}
