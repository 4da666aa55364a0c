import decodeWebp from "@jsquash/webp/decode.js";
import { convertIndexedToRgb, decode as decodePng } from "fast-png";
import jpeg from "jpeg-js";
import UTIF from "utif";
import { ExtractionError } from "../types.ts";
import { decodeBmp } from "./bmp.ts";
import { decodePngGrey } from "./png_stream.ts";
import { type GreyImage, type RawPixels, toGrey } from "./raster.ts";

export type ImageKind = "png" | "jpeg" | "tiff" | "bmp" | "webp";

/** Pixels above this count are refused: a 100-megapixel page is already far beyond any scan's resolution. */
const MAX_PIXELS = 100_000_000;

export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes[0] === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 4) === "II*\0" || ascii(0, 4) === "MM\0*") return "tiff";
  if (ascii(0, 2) === "BM") return "bmp";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return undefined;
}

function checkSize(width: number, height: number) {
  if (!(width > 0 && height > 0)) throw new ExtractionError("corrupt", "The image has no pixels");
  if (width * height > MAX_PIXELS) throw new ExtractionError("too_large", "The image has too many pixels");
}

/** Low bit depths arrive packed; spreads them to one byte per sample on the 0–255 scale. */
function unpackSamples(
  data: Uint8Array | Uint8ClampedArray | Uint16Array,
  width: number,
  height: number,
  channels: number,
  depth: number,
) {
  const samples = width * height * channels;
  if (depth === 16) return Uint8Array.from(data as Uint16Array, (v) => v >> 8);
  if (depth === 8 || data.length >= samples) return data as Uint8Array | Uint8ClampedArray;
  const out = new Uint8Array(samples);
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const max = (1 << depth) - 1;
  for (let y = 0; y < height; y++) {
    for (let i = 0; i < width * channels; i++) {
      const bit = i * depth;
      const value = (data[y * rowBytes + (bit >> 3)] >> (8 - depth - (bit & 7))) & max;
      out[y * width * channels + i] = (value * 255) / max;
    }
  }
  return out;
}

function png(bytes: Uint8Array): RawPixels {
  const image = decodePng(bytes);
  checkSize(image.width, image.height);
  const data = image.palette
    ? convertIndexedToRgb(image)
    : unpackSamples(image.data, image.width, image.height, image.channels, image.depth);
  return { width: image.width, height: image.height, data };
}

/** TIFF pages are decoded one at a time: a long fax or scan batch must not sit in memory all at once. */
function tiff(bytes: Uint8Array): PageLoader[] {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  // deno-lint-ignore no-explicit-any
  const ifds: any[] = UTIF.decode(buffer);
  // Bit 0 of NewSubfileType marks a reduced-resolution copy (a thumbnail), not a page.
  const pages = ifds.filter((ifd) => ((ifd.t254?.[0] ?? 0) & 1) === 0 && ifd.t256?.[0] && ifd.t257?.[0]);
  if (pages.length === 0) throw new ExtractionError("corrupt", "The TIFF file has no readable page");
  return pages.map((ifd) => () => {
    const width = ifd.t256[0];
    const height = ifd.t257[0];
    checkSize(width, height);
    UTIF.decodeImage(buffer, ifd);
    const data = UTIF.toRGBA8(ifd);
    ifd.data = undefined;
    return Promise.resolve({ width, height, data });
  });
}

type PageLoader = () => Promise<RawPixels | GreyImage>;

function loaders(kind: ImageKind, bytes: Uint8Array): PageLoader[] {
  switch (kind) {
    case "png":
      return [async () => (await decodePngGrey(bytes)) ?? png(bytes)];
    case "jpeg":
      return [() => {
        const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false, maxResolutionInMP: 100 });
        return Promise.resolve({ width: image.width, height: image.height, data: image.data });
      }];
    case "tiff":
      return tiff(bytes);
    case "bmp":
      return [() => Promise.resolve(decodeBmp(bytes))];
    case "webp":
      return [async () => {
        const image = await decodeWebp(bytes.slice().buffer);
        checkSize(image.width, image.height);
        return { width: image.width, height: image.height, data: image.data };
      }];
  }
}

function failure(kind: ImageKind, error: unknown): ExtractionError {
  if (error instanceof ExtractionError) return error;
  const reason = (error as Error)?.message ?? String(error);
  return new ExtractionError("corrupt", `The ${kind.toUpperCase()} image could not be decoded: ${reason}`);
}

/** An image file's pages (several for a multi-page TIFF), each decoded to greyscale only when asked for. */
export interface ImagePages {
  count: number;
  page(index: number): Promise<GreyImage>;
}

export function openImage(bytes: Uint8Array): ImagePages {
  const kind = sniffImage(bytes);
  if (!kind) throw new ExtractionError("unsupported", "The file is not a PNG, JPEG, TIFF, BMP or WebP image");
  let pages: PageLoader[];
  try {
    pages = loaders(kind, bytes);
  } catch (error) {
    throw failure(kind, error);
  }
  return {
    count: pages.length,
    page: async (index) => {
      try {
        return toGrey(await pages[index]());
      } catch (error) {
        throw failure(kind, error);
      }
    },
  };
}

/** Decodes every page at once: for small files and tests; conversions go page by page through openImage. */
export async function decodeImagePages(bytes: Uint8Array): Promise<GreyImage[]> {
  const image = openImage(bytes);
  const out: GreyImage[] = [];
  for (let i = 0; i < image.count; i++) out.push(await image.page(i));
  return out;
}
