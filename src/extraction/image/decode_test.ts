import assert from "node:assert/strict";
import { decode as decodePng, encode as encodePng } from "fast-png";
import { deflateSync } from "node:zlib";
import jpeg from "jpeg-js";
import UTIF from "utif";
import { ExtractionError } from "../types.ts";
import { decodeImagePages, sniffImage } from "./decode.ts";
import { rotate, scale, shrinkToGrey, toGrey } from "./raster.ts";

function bmp24(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]) {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const bytes = new Uint8Array(54 + stride * height);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      bytes.set([b, g, r], 54 + (height - 1 - y) * stride + x * 3);
    }
  }
  return bytes;
}

Deno.test("image: a PNG decodes to grey pixels", async () => {
  const rgba = new Uint8Array(4 * 3 * 2).fill(255);
  rgba.set([0, 0, 0, 255], 0);
  const png = encodePng({ width: 3, height: 2, data: rgba, channels: 4, depth: 8 });
  assert.equal(sniffImage(png), "png");
  const [page] = await decodeImagePages(png);
  assert.deepEqual([page.width, page.height, page.data[0], page.data[1]], [3, 2, 0, 255]);
});

Deno.test("image: a bottom-up 24-bit BMP keeps its top row on top", async () => {
  const [page] = await decodeImagePages(bmp24(2, 2, (_x, y) => (y === 0 ? [0, 0, 0] : [255, 255, 255])));
  assert.deepEqual([...page.data], [0, 0, 255, 255]);
});

Deno.test("image: truncated or unknown files fail with a reason", async () => {
  const png = encodePng({ width: 20, height: 20, data: new Uint8Array(400), channels: 1, depth: 8 });
  await assert.rejects(decodeImagePages(png.subarray(0, 40)), ExtractionError);
  await assert.rejects(decodeImagePages(bmp24(4, 4, () => [0, 0, 0]).subarray(0, 60)), ExtractionError);
  await assert.rejects(
    decodeImagePages(new TextEncoder().encode("hello")),
    (error: ExtractionError) => error.code === "unsupported",
  );
});

Deno.test("raster: rotation by quarter turns and 1-bit packed pixels", () => {
  const image = { width: 2, height: 1, data: new Uint8Array([10, 20]) };
  assert.deepEqual(rotate(image, 90), { width: 1, height: 2, data: new Uint8Array([10, 20]) });
  assert.deepEqual([...rotate(image, 180).data], [20, 10]);
  assert.deepEqual([...rotate(rotate(image, 90), 270).data], [10, 20]);
  assert.deepEqual([...toGrey({ width: 8, height: 1, data: new Uint8Array([0b10000001]) }).data], [
    255,
    0,
    0,
    0,
    0,
    0,
    0,
    255,
  ]);
  assert.equal(scale({ width: 10, height: 10, data: new Uint8Array(100) }, 2).width, 20);
});

Deno.test("raster: a quarter turn clockwise puts the bottom-left pixel top-left, a half turn the last pixel first", () => {
  // 1 2 3
  // 4 5 6
  const image = { width: 3, height: 2, data: new Uint8Array([1, 2, 3, 4, 5, 6]) };
  assert.deepEqual(rotate(image, 90), { width: 2, height: 3, data: new Uint8Array([4, 1, 5, 2, 6, 3]) });
  assert.deepEqual(rotate(image, 180), { width: 3, height: 2, data: new Uint8Array([6, 5, 4, 3, 2, 1]) });
  assert.deepEqual(rotate(image, 270), { width: 2, height: 3, data: new Uint8Array([3, 6, 2, 5, 1, 4]) });
});

const corpus = new URL("../../../../shared/corpus/docling/img/", import.meta.url);

Deno.test("image corpus: every page of a multi-page TIFF, and WebP", async () => {
  try {
    Deno.statSync(corpus);
  } catch {
    console.log("corpus not found, skipping", corpus.pathname);
    return;
  }
  const tiff = await decodeImagePages(Deno.readFileSync(new URL("2206.01062.tif", corpus)));
  assert.equal(tiff.length, 2);
  const [webp] = await decodeImagePages(Deno.readFileSync(new URL("webp-test.webp", corpus)));
  assert.ok(webp.width > 100 && webp.data.some((v) => v < 100));
});

Deno.test("image: the streaming PNG reader matches the general decoder (RGB, palette, grey+alpha)", async () => {
  const width = 7, height = 5;
  const rgb = Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 37) % 256);
  const ga = Uint8Array.from({ length: width * height * 2 }, (_, i) => (i % 2 ? 128 : (i * 11) % 256));
  for (const [data, channels] of [[rgb, 3], [ga, 2]] as const) {
    const png = encodePng({ width, height, data, channels, depth: 8 });
    const [page] = await decodeImagePages(png);
    const expected = toGrey({ width, height, data });
    assert.deepEqual(
      [...page.data].map((v) => Math.round(v / 4)),
      [...expected.data].map((v) => Math.round(v / 4)),
    );
  }
  const indexed = encodePng({
    width: 2,
    height: 1,
    data: new Uint8Array([0, 1]),
    channels: 1,
    depth: 8,
    palette: [[0, 0, 0], [255, 255, 255]],
  });
  assert.deepEqual([...(await decodeImagePages(indexed))[0].data], [0, 255]);
});

/** A PNG whose rows use each of the five row filters in turn, as libpng's adaptive filtering writes them. */
function filteredPng(width: number, height: number, channels: 1 | 3, sample: (i: number) => number) {
  const rowBytes = width * channels;
  const rows = Array.from(
    { length: height },
    (_, y) => Uint8Array.from({ length: rowBytes }, (_, i) => sample(y * rowBytes + i)),
  );
  const paeth = (a: number, b: number, c: number) => {
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  const raw = new Uint8Array(height * (rowBytes + 1));
  rows.forEach((row, y) => {
    const filter = y % 5;
    const up = y ? rows[y - 1] : new Uint8Array(rowBytes);
    raw[y * (rowBytes + 1)] = filter;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= channels ? row[i - channels] : 0;
      const upLeft = i >= channels ? up[i - channels] : 0;
      const predictor = [0, left, up[i], (left + up[i]) >> 1, paeth(left, up[i], upLeft)][filter];
      raw[y * (rowBytes + 1) + 1 + i] = (row[i] - predictor) & 255;
    }
  });
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    new DataView(out.buffer).setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    return out; // The reader does not check CRCs; fast-png's decoder does not either.
  };
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, channels === 1 ? 0 : 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (png.set(p, at), at + p.length), 0);
  return png;
}

Deno.test("image: the streaming PNG reader undoes every row filter (grey and RGB)", async () => {
  for (const channels of [1, 3] as const) {
    const png = filteredPng(9, 10, channels, (i) => (i * 53 + (i >> 3) * 7) % 256);
    const reference = decodePng(png);
    const expected = toGrey({ width: 9, height: 10, data: reference.data as Uint8Array });
    const [page] = await decodeImagePages(png);
    assert.deepEqual([...page.data], [...expected.data], `${channels} channel(s)`);
  }
});

Deno.test("raster: shrinking averages areas, so a one-pixel stroke survives as grey", () => {
  const rgba = new Uint8Array(4 * 4 * 4).fill(255);
  for (let y = 0; y < 4; y++) rgba.set([0, 0, 0, 255], (y * 4 + 1) * 4);
  const small = shrinkToGrey({ width: 4, height: 4, data: rgba }, 0.5);
  assert.deepEqual([small.width, small.height], [2, 2]);
  assert.deepEqual([...small.data], [127, 255, 127, 255]);
});

Deno.test("raster: a grey scan shrinks as its colour copy does, by whole-number sums", () => {
  // 6 × 5 pixels shrunk by 2/3: target columns and rows take one or two source ones, unevenly.
  const grey = Uint8Array.from({ length: 30 }, (_, i) => (i * 37) % 256);
  const rgba = new Uint8Array(30 * 4);
  grey.forEach((value, i) => rgba.set([value, value, value, 255], i * 4));
  const fromGrey = shrinkToGrey({ width: 6, height: 5, data: grey }, 2 / 3);
  const fromRgba = shrinkToGrey({ width: 6, height: 5, data: rgba }, 2 / 3);
  assert.deepEqual([fromGrey.width, fromGrey.height], [4, 3]);
  assert.deepEqual([...fromGrey.data], [...fromRgba.data]);
});

Deno.test("image: JPEG and TIFF decode to the same grey as their source pixels", async () => {
  const width = 16, height = 8;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba.set(i % width < 8 ? [0, 0, 0, 255] : [255, 255, 255, 255], i * 4);
  }
  const jpg = jpeg.encode({ width, height, data: rgba }, 95).data;
  const tif = new Uint8Array(UTIF.encodeImage(rgba, width, height));
  for (const [kind, bytes] of [["jpeg", jpg], ["tiff", tif]] as const) {
    assert.equal(sniffImage(bytes), kind);
    const [page] = await decodeImagePages(bytes);
    assert.deepEqual([page.width, page.height], [width, height]);
    assert.ok(
      page.data[0] < 40 && page.data[width - 1] > 215,
      `${kind}: ${page.data[0]} ${page.data[width - 1]}`,
    );
  }
});
