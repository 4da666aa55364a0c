// Builds small PDFs for tests: text in the standard fonts at given places, ruling lines, link annotations and
// images, so each layout feature can be checked against a document whose truth is known.

export type FontKey = "regular" | "bold" | "italic" | "mono";

export interface PdfText {
  x: number;
  /** Distance of the baseline from the page's top, in points. */
  y: number;
  text: string;
  size?: number;
  font?: FontKey;
  /** Runs upwards (turned a quarter counter-clockwise), as in a landscape table on a portrait page. */
  turned?: boolean;
}

export interface PdfPageSpec {
  texts: PdfText[];
  /** Lines from (x1, y1) to (x2, y2), y from the top. */
  lines?: [number, number, number, number][];
  links?: { x: number; y: number; width: number; height: number; url: string }[];
  images?: { x: number; y: number; width: number; height: number }[];
}

const FONTS: Record<FontKey, [string, string]> = {
  regular: ["F1", "Helvetica"],
  bold: ["F2", "Helvetica-Bold"],
  italic: ["F3", "Helvetica-Oblique"],
  mono: ["F4", "Courier"],
};
const HEIGHT = 792;

const escape = (s: string) => s.replace(/([\\()])/g, "\\$1");

function content(page: PdfPageSpec): string {
  const ops: string[] = [];
  for (const t of page.texts) {
    const [name] = FONTS[t.font ?? "regular"];
    const place = t.turned ? `0 1 -1 0 ${t.x} ${HEIGHT - t.y} Tm` : `${t.x} ${HEIGHT - t.y} Td`;
    ops.push(`BT /${name} ${t.size ?? 10} Tf ${place} (${escape(t.text)}) Tj ET`);
  }
  for (const [x1, y1, x2, y2] of page.lines ?? []) {
    ops.push(`0.5 w ${x1} ${HEIGHT - y1} m ${x2} ${HEIGHT - y2} l S`);
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
  const kids: number[] = [];
  for (const page of pages) {
    const stream = content(page);
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
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${HEIGHT}] /Contents ${contentRef} 0 R ` +
        `/Resources << /Font << ${fontRefs.join(" ")} >> /XObject << ${images.join(" ")} >> >> ` +
        `/Annots [${annots.join(" ")}] >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
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
