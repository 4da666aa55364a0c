import type { GreyImage } from "../image/raster.ts";

/**
 * A page of five lines of letter-sized blobs with an x-height of 10 px, for the OCR steps that read ink
 * shapes: every third letter has an ascender (7 px more above) and every seventh a descender (5 px more
 * below), about as often as in English. Without them the lines are bare x-height blobs.
 */
export function letterLines(ascenders = true): GreyImage {
  const [width, height] = [420, 200];
  const data = new Uint8Array(width * height).fill(255);
  for (let line = 0; line < 5; line++) {
    const baseline = 30 + line * 34;
    for (let letter = 0; letter < 30; letter++) {
      const left = 15 + letter * 13;
      const top = baseline - 10 - (ascenders && letter % 3 === 0 ? 7 : 0);
      const bottom = baseline + (ascenders && letter % 7 === 0 ? 5 : 0);
      for (let y = top; y < bottom; y++) data.fill(0, y * width + left, y * width + left + 8);
    }
  }
  return { width, height, data };
}
