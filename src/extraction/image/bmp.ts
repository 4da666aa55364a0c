import { ExtractionError } from "../types.ts";
import type { RawPixels } from "./raster.ts";

/** Uncompressed Windows bitmaps (1, 4, 8 bits with a palette; 24 and 32 bits), the kinds scanners write. */
export function decodeBmp(bytes: Uint8Array): RawPixels {
  if (bytes.length < 54) throw new ExtractionError("corrupt", "The BMP file is truncated");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  const width = view.getInt32(18, true);
  const rawHeight = view.getInt32(22, true);
  const bits = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width * height > 200_000_000) {
    throw new ExtractionError("corrupt", "The BMP file has invalid dimensions");
  }
  if (compression !== 0 && compression !== 3) {
    throw new ExtractionError("unsupported", "Compressed BMP files are not supported");
  }
  if (![1, 4, 8, 24, 32].includes(bits)) {
    throw new ExtractionError("unsupported", `${bits}-bit BMP files are not supported`);
  }
  const stride = Math.ceil((width * bits) / 32) * 4;
  if (offset + stride * height > bytes.length) {
    throw new ExtractionError("corrupt", "The BMP file is truncated");
  }
  const paletteStart = 14 + headerSize;
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    // Rows are stored bottom-up unless the height is negative.
    const row = offset + (rawHeight > 0 ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      if (bits >= 24) {
        const p = row + x * (bits / 8);
        out[o] = bytes[p + 2];
        out[o + 1] = bytes[p + 1];
        out[o + 2] = bytes[p];
      } else {
        const bitOffset = x * bits;
        const index = (bytes[row + (bitOffset >> 3)] >> (8 - bits - (bitOffset & 7))) & ((1 << bits) - 1);
        const p = paletteStart + index * 4;
        out[o] = bytes[p + 2] ?? 0;
        out[o + 1] = bytes[p + 1] ?? 0;
        out[o + 2] = bytes[p] ?? 0;
      }
    }
  }
  return { width, height, data: out };
}
