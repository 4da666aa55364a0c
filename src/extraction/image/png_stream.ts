import { Unzlib } from "fflate";
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

/**
 * Decodes a PNG straight to grey, row by row as the compressed data inflates: a 600-dpi page scan (35
 * megapixels) then needs its grey raster and two rows, not the several full-size buffers a whole-image
 * decoder holds. Returns undefined for the rarer variants (interlaced, 16-bit), which the general decoder
 * handles.
 */
export function decodePngGrey(bytes: Uint8Array): GreyImage | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: Header | undefined;
  let palette: Uint8Array | undefined;
  let alphas: Uint8Array | undefined;
  let out: Uint8Array | undefined;
  let inflater: Unzlib | undefined;
  let row = 0;
  let finished = false;
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (data.length < length) throw new ExtractionError("corrupt", "The PNG image is truncated");
    at += 12 + length;
    if (type === "IHDR") {
      header = {
        width: view.getUint32(at - 12 - length + 8),
        height: view.getUint32(at - 12 - length + 12),
        depth: data[8],
        colorType: data[9],
        interlaced: data[12] === 1,
      };
      if (header.interlaced || header.depth === 16 || !CHANNELS[header.colorType]) return undefined;
    } else if (type === "PLTE") {
      palette = data;
    } else if (type === "tRNS") {
      alphas = data;
    } else if (type === "IDAT" && header) {
      if (!inflater) {
        const h = header;
        out = new Uint8Array(h.width * h.height);
        const grey = out;
        const channels = CHANNELS[h.colorType];
        const rowBytes = Math.ceil((h.width * channels * h.depth) / 8);
        const bpp = Math.max(1, (channels * h.depth) >> 3);
        let previous = new Uint8Array(rowBytes);
        let current = new Uint8Array(rowBytes + 1);
        let filled = 0;
        const emit = () => {
          const filter = current[0];
          const line = current.subarray(1);
          for (let i = 0; i < rowBytes; i++) {
            const left = i >= bpp ? line[i - bpp] : 0;
            const up = previous[i];
            const upLeft = i >= bpp ? previous[i - bpp] : 0;
            const predictor = filter === 1
              ? left
              : filter === 2
              ? up
              : filter === 3
              ? (left + up) >> 1
              : filter === 4
              ? paeth(left, up, upLeft)
              : 0;
            line[i] = (line[i] + predictor) & 255;
          }
          toGreyRow(line, grey, row * h.width, h, palette, alphas);
          previous = line.slice();
          current = new Uint8Array(rowBytes + 1);
          filled = 0;
          row++;
        };
        inflater = new Unzlib((chunk, final) => {
          for (let i = 0; i < chunk.length && row < h.height;) {
            const take = Math.min(chunk.length - i, current.length - filled);
            current.set(chunk.subarray(i, i + take), filled);
            filled += take;
            i += take;
            if (filled === current.length) emit();
          }
          finished ||= final;
        });
      }
      try {
        inflater.push(data);
      } catch {
        throw new ExtractionError("corrupt", "The PNG image data is damaged");
      }
    } else if (type === "IEND") {
      break;
    }
  }
  if (!header) throw new ExtractionError("corrupt", "The PNG image has no header");
  if (inflater && !finished) {
    try {
      inflater.push(new Uint8Array(0), true);
    } catch {
      // A stream cut short is reported below by the missing rows.
    }
  }
  if (!out || row < header.height) throw new ExtractionError("corrupt", "The PNG image is truncated");
  return { width: header.width, height: header.height, data: out };
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
