/** Small real documents built in code, so tests need no binary files in the repository. */

function pdfString(text: string): string {
  return text.replace(/[\\()]/g, (ch) => `\\${ch}`);
}

/** A valid PDF with one Helvetica text block per page, with a correct cross-reference table. */
export function textPdf(pages: string[][]): Uint8Array {
  const objects: string[] = [];
  const fontId = 3 + pages.length * 2;
  const kids: string[] = [];
  pages.forEach((lines, i) => {
    const pageId = 3 + i * 2;
    const contentId = pageId + 1;
    kids.push(`${pageId} 0 R`);
    const ops = lines.map((line, j) => `BT /F1 12 Tf 72 ${720 - j * 18} Td (${pdfString(line)}) Tj ET`).join(
      "\n",
    );
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentId} 0 R ` +
      `/Resources << /Font << /F1 ${fontId} 0 R >> >> >>`;
    objects[contentId] = `<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`;
  });
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages.length} >>`;
  objects[fontId] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";

  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

const topics = [
  "granite",
  "harbour",
  "lantern",
  "meadow",
  "orchard",
  "quartz",
  "saffron",
  "tundra",
  "violet",
];

/** Body text for page `n` that differs from page to page in words, not only in a number (which is how running
 * headers look, and a converter rightly drops those). */
export function pageSentence(n: number): string {
  return `Page ${n} is about ${topics[n % topics.length]} and ${topics[(n * 7 + 3) % topics.length]} ${n}.`;
}

/** A PDF of `count` pages, each with its own sentence. */
export function numberedPdf(count: number): Uint8Array {
  return textPdf(
    Array.from({ length: count }, (_, i) => [pageSentence(i + 1), `More text follows on page ${i + 1}.`]),
  );
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A white `width`×`height` greyscale PNG (uncompressed deflate blocks, so no zlib needed). */
export function blankPng(width = 16, height = 16): Uint8Array {
  const raw = new Uint8Array(height * (width + 1)).fill(255);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0; // filter byte: none
  const blocks: number[] = [0x78, 0x01];
  for (let offset = 0; offset < raw.length; offset += 65535) {
    const chunk = raw.subarray(offset, offset + 65535);
    const last = offset + 65535 >= raw.length ? 1 : 0;
    blocks.push(
      last,
      chunk.length & 0xff,
      chunk.length >> 8,
      ~chunk.length & 0xff,
      (~chunk.length >> 8) & 0xff,
    );
    blocks.push(...chunk);
  }
  let a = 1, b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  blocks.push(b >> 8, b & 0xff, a >> 8, a & 0xff);
  const chunk = (type: string, data: Uint8Array) => {
    const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
    const len = data.length;
    const crc = crc32(body);
    return [
      len >>> 24,
      (len >> 16) & 0xff,
      (len >> 8) & 0xff,
      len & 0xff,
      ...body,
      crc >>> 24,
      (crc >> 16) & 0xff,
      (crc >> 8) & 0xff,
      crc & 0xff,
    ];
  };
  const ihdr = new Uint8Array([0, 0, 0, width, 0, 0, 0, height, 8, 0, 0, 0, 0]);
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk("IHDR", ihdr),
    ...chunk("IDAT", new Uint8Array(blocks)),
    ...chunk("IEND", new Uint8Array()),
  ]);
}

/** Corpus files (../shared/corpus) when present; tests that need them say so and skip otherwise. */
export function corpusFile(path: string): Uint8Array | undefined {
  const url = new URL(`../../../shared/corpus/${path}`, import.meta.url);
  try {
    return Deno.readFileSync(url);
  } catch {
    return undefined;
  }
}
