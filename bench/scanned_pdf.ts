// Scanned copies of PDFs for the `fresh` benchmark: each page rendered to a grey JPEG by pdftoppm, the way a
// scanner hands them over, and the JPEGs written as the pages of an image-only PDF, so nothing of the source's
// text layer is left for the engine to find.
import { capture } from "./convert_tools.ts";

interface JpegFrame {
  width: number;
  height: number;
  /** 1 for grey, 3 for colour (pdftoppm writes its grey JPEGs with three). */
  components: number;
}

type Jpeg = JpegFrame & { bytes: Uint8Array };

/** The pixel size and colour components from a JPEG's start-of-frame segment. */
function jpegFrame(bytes: Uint8Array): JpegFrame {
  for (let i = 2; i + 3 < bytes.length;) {
    if (bytes[i] !== 0xff) throw new Error("not a JPEG segment");
    const marker = bytes[i + 1], length = (bytes[i + 2] << 8) | bytes[i + 3];
    if (marker >= 0xc0 && marker <= 0xc3 && i + 9 < bytes.length) {
      return {
        height: (bytes[i + 5] << 8) | bytes[i + 6],
        width: (bytes[i + 7] << 8) | bytes[i + 8],
        components: bytes[i + 9],
      };
    }
    i += 2 + length;
  }
  throw new Error("no JPEG frame");
}

/** An image-only PDF, one page per JPEG, each page as large as its pixels at `dpi`. */
function imagePdf(pages: Jpeg[], dpi: number): Uint8Array {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? encoder.encode(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (number: number, body: string, stream?: Uint8Array) => {
    offsets[number] = length;
    write(`${number} 0 obj\n${body}\n`);
    if (stream) {
      write("stream\n");
      write(stream);
      write("\nendstream\n");
    }
    write("endobj\n");
  };
  write("%PDF-1.4\n");
  // Objects: 1 catalog, 2 page tree, then per page: page, content, image.
  const pageRefs = pages.map((_, i) => `${3 + i * 3} 0 R`).join(" ");
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, `<< /Type /Pages /Kids [${pageRefs}] /Count ${pages.length} >>`);
  pages.forEach((jpeg, i) => {
    const [page, content, image] = [3 + i * 3, 4 + i * 3, 5 + i * 3];
    const [width, height] = [jpeg.width * 72 / dpi, jpeg.height * 72 / dpi];
    const draw = `q ${width.toFixed(2)} 0 0 ${height.toFixed(2)} 0 0 cm /Im0 Do Q`;
    object(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width.toFixed(2)} ${height.toFixed(2)}] ` +
        `/Contents ${content} 0 R /Resources << /XObject << /Im0 ${image} 0 R >> >> >>`,
    );
    object(content, `<< /Length ${draw.length} >>`, encoder.encode(draw));
    object(
      image,
      `<< /Type /XObject /Subtype /Image /Width ${jpeg.width} /Height ${jpeg.height} /ColorSpace /${
        jpeg.components === 1 ? "DeviceGray" : "DeviceRGB"
      } ` +
        `/BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.bytes.length} >>`,
      jpeg.bytes,
    );
  });
  const xref = length;
  const count = 3 + pages.length * 3;
  write(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let n = 1; n < count; n++) write(`${String(offsets[n]).padStart(10, "0")} 00000 n \n`);
  write(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) out.set(chunk, at), at += chunk.length;
  return out;
}

/**
 * What a careless scan does to a page, by ImageMagick: turned a little (by one of these angles in turn, page
 * by page, as sheets go through a feeder crooked each its own way), grain (seeded, so every run scans alike),
 * a slight blur and heavy JPEG compression.
 */
const CROOKED_ANGLES = ["1.2", "-0.8", "2.0", "-1.5"];
function scanCrooked(jpeg: string, page: number) {
  capture("convert", [
    jpeg,
    "-seed",
    String(page + 1),
    "-background",
    "white",
    "-rotate",
    CROOKED_ANGLES[page % CROOKED_ANGLES.length],
    "-attenuate",
    "0.4",
    "+noise",
    "Gaussian",
    "-blur",
    "0x0.6",
    "-quality",
    "55",
    jpeg,
  ]);
}

/**
 * Scans every PDF of `sourceDir` at `dpi` into an image-only PDF of the same name under `outDir`; `crooked`
 * scans each page as scanCrooked does.
 */
export function scanPdfs(sourceDir: string, outDir: string, dpi = 200, crooked = false): string {
  Deno.mkdirSync(outDir, { recursive: true });
  for (const entry of [...Deno.readDirSync(sourceDir)].filter((e) => e.name.endsWith(".pdf"))) {
    const stem = entry.name.slice(0, -4);
    const prefix = `${outDir}/${stem}_page`;
    capture("pdftoppm", ["-r", String(dpi), "-gray", "-jpeg", `${sourceDir}/${entry.name}`, prefix]);
    const files = [...Deno.readDirSync(outDir)].map((e) => `${outDir}/${e.name}`)
      .filter((f) => f.startsWith(prefix) && f.endsWith(".jpg")).sort();
    const pages = files.map((file, page) => {
      if (crooked) scanCrooked(file, page);
      const bytes = Deno.readFileSync(file);
      return { bytes, ...jpegFrame(bytes) };
    });
    Deno.writeFileSync(`${outDir}/${entry.name}`, imagePdf(pages, dpi));
    for (const file of files) Deno.removeSync(file);
  }
  return outDir;
}
