import { ExtractionError } from "../types.ts";
import type { GreyImage } from "./raster.ts";

interface Header {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  interlaced: boolean;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The PNG's chunks of interest: its header, palette, transparency and compressed image data. */
function readChunks(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: Header | undefined;
  let palette: Uint8Array | undefined;
  let alphas: Uint8Array | undefined;
  const data: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (body.length < length) throw new ExtractionError("corrupt", "The PNG image is truncated");
    at += 12 + length;
    if (type === "IHDR") {
      header = {
        width: view.getUint32(at - 12 - length + 8),
        height: view.getUint32(at - 12 - length + 12),
        depth: body[8],
        colorType: body[9],
        interlaced: body[12] === 1,
      };
    } else if (type === "PLTE") palette = body;
    else if (type === "tRNS") alphas = body;
    else if (type === "IDAT") data.push(body);
    else if (type === "IEND") break;
  }
  if (!header) throw new ExtractionError("corrupt", "The PNG image has no header");
  return { header, palette, alphas, data };
}

/**
 * Decodes a PNG straight to grey, row by row as the compressed data inflates: a 600-dpi page scan (35
 * megapixels) then needs its grey raster and two rows, not the several full-size buffers a whole-image
 * decoder holds. Inflating is the runtime's own (DecompressionStream), several times faster than inflating
 * in JavaScript. Returns undefined for the rarer variants (interlaced, 16-bit), which the general decoder
 * handles.
 */
export async function decodePngGrey(bytes: Uint8Array): Promise<GreyImage | undefined> {
  const { header: h, palette, alphas, data } = readChunks(bytes);
  if (h.interlaced || h.depth === 16 || !CHANNELS[h.colorType]) return undefined;
  const out = new Uint8Array(h.width * h.height);
  const channels = CHANNELS[h.colorType];
  const rowBytes = Math.ceil((h.width * channels * h.depth) / 8);
  const bpp = Math.max(1, (channels * h.depth) >> 3);
  // Two row buffers swapped after each row: no allocation per row. Each holds the filter byte and then the
  // samples, which start at a multiple of four bytes so that `addUp` can read them four at a time.
  let current = new RowBuffer(rowBytes);
  let other = new RowBuffer(rowBytes);
  let filled = 0;
  let row = 0;
  const compressed = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const chunk of data) controller.enqueue(chunk.slice());
      controller.close();
    },
  });
  try {
    for await (const chunk of compressed.pipeThrough(new DecompressionStream("deflate"))) {
      for (let i = 0; i < chunk.length && row < h.height;) {
        const take = Math.min(chunk.length - i, current.filtered.length - filled);
        current.filtered.set(chunk.subarray(i, i + take), filled);
        filled += take;
        i += take;
        if (filled < current.filtered.length) continue;
        unfilter(current, other, bpp);
        toGreyRow(current.line, out, row * h.width, h, palette, alphas);
        [current, other] = [other, current];
        filled = 0;
        row++;
      }
    }
  } catch {
    // A damaged or cut stream is reported by the rows it leaves missing.
  }
  if (row < h.height) throw new ExtractionError("corrupt", "The PNG image data is damaged or truncated");
  return { width: h.width, height: h.height, data: out };
}

/** A row as stored: its filter byte, then its samples (`line`), which `words` views four bytes at a time. */
class RowBuffer {
  readonly filtered: Uint8Array;
  readonly line: Uint8Array;
  readonly words: Uint32Array;

  constructor(rowBytes: number) {
    const buffer = new ArrayBuffer(rowBytes + 4);
    this.filtered = new Uint8Array(buffer, 3, rowBytes + 1);
    this.line = new Uint8Array(buffer, 4, rowBytes);
    this.words = new Uint32Array(buffer, 4, rowBytes >> 2);
  }
}

/**
 * Filter 2 adds the row above, byte by byte: here four bytes in one 32-bit sum, their top bits added apart so
 * that no carry crosses into the next byte. Most rows of a page scan use it; in half the time of a byte loop.
 */
function addUp(row: RowBuffer, previous: RowBuffer) {
  const { words, line } = row, above = previous.words;
  for (let i = 0; i < words.length; i++) {
    const a = words[i], b = above[i];
    words[i] = ((a & 0x7f7f7f7f) + (b & 0x7f7f7f7f)) ^ ((a ^ b) & 0x80808080);
  }
  for (let i = words.length * 4; i < line.length; i++) line[i] = (line[i] + previous.line[i]) & 255;
}

/** Undoes a row's PNG filter in place, given the previous row (zeros above the first). */
function unfilter(row: RowBuffer, previousRow: RowBuffer, bpp: number) {
  const filter = row.filtered[0], line = row.line, previous = previousRow.line;
  const n = line.length;
  if (filter === 1) {
    for (let i = bpp; i < n; i++) line[i] = (line[i] + line[i - bpp]) & 255;
  } else if (filter === 2) {
    addUp(row, previousRow);
  } else if (filter === 3) {
    for (let i = 0; i < bpp; i++) line[i] = (line[i] + (previous[i] >> 1)) & 255;
    for (let i = bpp; i < n; i++) line[i] = (line[i] + ((line[i - bpp] + previous[i]) >> 1)) & 255;
  } else if (filter === 4) {
    for (let i = 0; i < bpp; i++) line[i] = (line[i] + previous[i]) & 255;
    for (let i = bpp; i < n; i++) {
      line[i] = (line[i] + paeth(line[i - bpp], previous[i], previous[i - bpp])) & 255;
    }
  }
}

function toGreyRow(
  line: Uint8Array,
  out: Uint8Array,
  offset: number,
  header: Header,
  palette: Uint8Array | undefined,
  alphas: Uint8Array | undefined,
) {
  const { width, depth, colorType } = header;
  if (colorType === 0 && depth === 8) {
    out.set(line.subarray(0, width), offset);
    return;
  }
  if (colorType === 2 && depth === 8) {
    // The usual colour scan, in a loop of its own: the general one below took three times as long on it.
    for (let x = 0, p = 0; x < width; x++, p += 3) {
      out[offset + x] = (line[p] * 77 + line[p + 1] * 150 + line[p + 2] * 29) >> 8;
    }
    return;
  }
  const sample = (index: number) => {
    if (depth === 8) return line[index];
    const bit = index * depth;
    return (line[bit >> 3] >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
  };
  const onWhite = (luma: number, alpha: number) => 255 - (((255 - luma) * alpha) / 255 | 0);
  for (let x = 0; x < width; x++) {
    let value: number;
    if (colorType === 0) value = (sample(x) * 255) / ((1 << depth) - 1);
    else if (colorType === 2) {
      value = (line[x * 3] * 77 + line[x * 3 + 1] * 150 + line[x * 3 + 2] * 29) >> 8;
    } else if (colorType === 3) {
      const index = sample(x);
      const p = index * 3;
      const luma = palette ? (palette[p] * 77 + palette[p + 1] * 150 + palette[p + 2] * 29) >> 8 : 0;
      value = onWhite(luma, alphas?.[index] ?? 255);
    } else if (colorType === 4) value = onWhite(line[x * 2], line[x * 2 + 1]);
    else {
      const p = x * 4;
      value = onWhite((line[p] * 77 + line[p + 1] * 150 + line[p + 2] * 29) >> 8, line[p + 3]);
    }
    out[offset + x] = value;
  }
}
