/** An 8-bit greyscale raster: what OCR needs, a quarter of the memory of RGBA. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Raw pixels as decoders and pdf.js hand them over: 1, 2 (grey + alpha), 3 or 4 bytes per pixel, or 1 bit
 * per pixel packed by rows (pdf.js GRAYSCALE_1BPP, where a set bit is white).
 */
export interface RawPixels {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** Converts raw pixels to grey (grey input is used as it is); transparent pixels count as white paper. */
export function toGrey(pixels: RawPixels): GreyImage {
  const { width, height, data } = pixels;
  const count = width * height;
  if (!(count > 0)) throw new RangeError("The image has no pixels");
  const out = new Uint8Array(count);
  const rowBytes = Math.ceil(width / 8);
  if (data.length === rowBytes * height && data.length < count) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        out[y * width + x] = (data[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1 ? 255 : 0;
      }
    }
    return { width, height, data: out };
  }
  const channels = data.length / count;
  if (![1, 2, 3, 4].includes(channels)) {
    throw new RangeError(`The pixel buffer does not match ${width}×${height} pixels`);
  }
  if (channels === 1) {
    return { width, height, data: data instanceof Uint8Array ? data : Uint8Array.from(data) };
  }
  for (let i = 0, p = 0; i < count; i++, p += channels) {
    const luma = channels < 3 ? data[p] : (data[p] * 77 + data[p + 1] * 150 + data[p + 2] * 29) >> 8;
    const alpha = channels === 2 ? data[p + 1] : channels === 4 ? data[p + 3] : 255;
    out[i] = 255 - (((255 - luma) * alpha) / 255 | 0);
  }
  return { width, height, data: out };
}

/**
 * Shrinks raw pixels straight to grey by averaging each target pixel's source area. Averaging keeps thin
 * strokes that point sampling would skip, and no full-size grey copy of a large scan is ever made.
 */
export function shrinkToGrey(pixels: RawPixels, factor: number): GreyImage {
  const { width: sw, height: sh, data } = pixels;
  const channels = data.length / (sw * sh);
  if (factor >= 1 || ![1, 2, 3, 4].includes(channels)) return scale(toGrey(pixels), factor);
  const width = Math.max(1, Math.round(sw * factor));
  const height = Math.max(1, Math.round(sh * factor));
  const out = new Uint8Array(width * height);
  // Whole grey values add up in integers, in a third less time than in floats.
  const sums = channels === 1 ? new Uint32Array(width) : new Float64Array(width);
  // Each target pixel averages the source columns that fall in it over the source rows that do.
  const columnOf = new Int32Array(sw);
  const columnsIn = new Int32Array(width);
  for (let x = 0; x < sw; x++) {
    columnOf[x] = Math.min(width - 1, Math.floor(x * factor));
    columnsIn[columnOf[x]]++;
  }
  let row = 0, rowsIn = 0;
  const flush = () => {
    for (let x = 0; x < width; x++) {
      const count = rowsIn * columnsIn[x];
      out[row * width + x] = count ? sums[x] / count : 255;
    }
  };
  for (let y = 0; y < sh; y++) {
    const target = Math.min(height - 1, Math.floor(y * factor));
    if (target !== row) {
      flush();
      sums.fill(0);
      rowsIn = 0;
      row = target;
    }
    rowsIn++;
    if (channels === 1) {
      // Grey without alpha, the usual scan: the general sum below reduces to the pixel's value.
      for (let x = 0, p = y * sw; x < sw; x++, p++) sums[columnOf[x]] += data[p];
      continue;
    }
    for (let x = 0, p = y * sw * channels; x < sw; x++, p += channels) {
      const luma = channels < 3 ? data[p] : (data[p] * 77 + data[p + 1] * 150 + data[p + 2] * 29) >> 8;
      const alpha = channels === 2 ? data[p + 1] : channels === 4 ? data[p + 3] : 255;
      sums[columnOf[x]] += 255 - ((255 - luma) * alpha) / 255;
    }
  }
  flush();
  return { width, height, data: out };
}

/** Rotates clockwise by a multiple of 90 degrees. */
export function rotate(image: GreyImage, degrees: 0 | 90 | 180 | 270): GreyImage {
  if (degrees === 0) return image;
  const { width: w, height: h, data } = image;
  const out = new Uint8Array(w * h);
  if (degrees === 180) {
    // The last pixel first: the image's bytes in reverse order.
    for (let i = 0, j = w * h - 1; j >= 0; i++, j--) out[i] = data[j];
    return { width: w, height: h, data: out };
  }
  // Each source row becomes a column of the output, read along the row and written down the column, one
  // loop per direction: a test of the turn at every pixel took twice as long.
  if (degrees === 90) {
    for (let y = 0; y < h; y++) {
      for (let x = 0, from = y * w, to = h - 1 - y; x < w; x++, to += h) out[to] = data[from + x];
    }
  } else {
    for (let y = 0; y < h; y++) {
      for (let x = 0, from = y * w, to = (w - 1) * h + y; x < w; x++, to -= h) out[to] = data[from + x];
    }
  }
  return { width: h, height: w, data: out };
}

/**
 * Turns an image by a small angle about its centre (radians; positive turns the content clockwise), bilinear,
 * keeping its size: white paper fills the corners that come in from outside.
 */
export function rotateBy(image: GreyImage, radians: number): GreyImage {
  if (radians === 0) return image;
  const { width, height, data } = image;
  const out = new Uint8Array(width * height).fill(255);
  const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
  const [cx, cy] = [(width - 1) / 2, (height - 1) / 2];
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    for (let x = 0; x < width; x++) {
      // Where this pixel comes from: the turn undone.
      const dx = x - cx;
      const fx = cx + dx * cos + dy * sin, fy = cy - dx * sin + dy * cos;
      const x0 = Math.floor(fx), y0 = Math.floor(fy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
      const ax = fx - x0, ay = fy - y0, i = y0 * width + x0;
      const top = data[i] * (1 - ax) + data[i + 1] * ax;
      const bottom = data[i + width] * (1 - ax) + data[i + width + 1] * ax;
      out[y * width + x] = top * (1 - ay) + bottom * ay;
    }
  }
  return { width, height, data: out };
}

/** Resamples by a factor (bilinear): upscaling low-resolution scans helps OCR; downscaling makes probes cheap. */
export function scale(image: GreyImage, factor: number): GreyImage {
  if (factor === 1) return image;
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  const out = new Uint8Array(width * height);
  const { width: sw, height: sh, data } = image;
  // Every row samples the same source columns: their places and weights are worked out once.
  const left = new Int32Array(width), right = new Int32Array(width), weight = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.min(sw - 1, Math.max(0, (x + 0.5) / factor - 0.5));
    left[x] = Math.floor(fx);
    right[x] = Math.min(sw - 1, left[x] + 1);
    weight[x] = fx - left[x];
  }
  for (let y = 0; y < height; y++) {
    const fy = Math.min(sh - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(fy);
    const dy = fy - y0;
    const upper = y0 * sw, lower = Math.min(sh - 1, y0 + 1) * sw, row = y * width;
    for (let x = 0; x < width; x++) {
      const dx = weight[x];
      const top = data[upper + left[x]] * (1 - dx) + data[upper + right[x]] * dx;
      const bottom = data[lower + left[x]] * (1 - dx) + data[lower + right[x]] * dx;
      out[row + x] = top * (1 - dy) + bottom * dy;
    }
  }
  return { width, height, data: out };
}

export function crop(image: GreyImage, top: number, height: number): GreyImage {
  const start = Math.max(0, Math.min(image.height - 1, top));
  const rows = Math.max(1, Math.min(image.height - start, height));
  return {
    width: image.width,
    height: rows,
    data: image.data.slice(start * image.width, (start + rows) * image.width),
  };
}

/**
 * Leptonica's own serialized image ("spix"): a header and the raster as Leptonica holds it in memory, so
 * reading it into tesseract is one copy. A PGM, the simplest image file, was parsed pixel by pixel: 4% of the
 * OCR workers' time in a profile of the bench's scans and images. Leptonica packs pixels into 32-bit words,
 * the first in the word's high byte; WebAssembly is little-endian, so each group of four pixels is stored
 * reversed, and each row is padded to whole words.
 */
export function encodeSpix(image: GreyImage): Uint8Array {
  const { width, height, data } = image;
  const wordsPerLine = Math.ceil(width / 4), rowBytes = wordsPerLine * 4;
  const header = 28;
  const out = new Uint8Array(header + rowBytes * height);
  const view = new DataView(out.buffer);
  out.set([0x73, 0x70, 0x69, 0x78]); // "spix"
  // Width, height, bits per pixel, words per line, colours in the colormap (none), raster bytes.
  [width, height, 8, wordsPerLine, 0, rowBytes * height].forEach((value, i) =>
    view.setUint32(4 + 4 * i, value, true)
  );
  // Four pixels at a time: read as a big-endian word and written as a little-endian one, which reverses them.
  const source = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const whole = width >> 2;
  for (let y = 0; y < height; y++) {
    const from = y * width, to = header + y * rowBytes;
    for (let k = 0; k < whole; k++) view.setUint32(to + 4 * k, source.getUint32(from + 4 * k), true);
    for (let x = whole * 4; x < width; x++) out[to + (x ^ 3)] = data[from + x];
  }
  return out;
}
