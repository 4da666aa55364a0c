/** Small real documents built in code, so tests need no binary files in the repository. */
import { makePdf } from "../extraction/testing/make_pdf.ts";

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
  return makePdf(Array.from({ length: count }, (_, i) => ({
    texts: [
      { x: 72, y: 72, text: pageSentence(i + 1) },
      { x: 72, y: 90, text: `More text follows on page ${i + 1}.` },
    ],
  })));
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
