import type { GreyImage } from "../image/raster.ts";
import { inkThreshold } from "./orientation.ts";

/**
 * A page is a negative when most of it is darker than its ink threshold: light text on a dark ground. Ink
 * covers 5 to 20% of a printed page; of the corpus's scanned pages only a brochure page of white text on a
 * dark pattern passes half (95%).
 */
const NEGATIVE_SHARE = 0.6;

/** Every this many pixels is looked at: a share of a page needs no more, and a page has millions. */
const SAMPLE_STEP = 7;

export function isNegative(image: GreyImage): boolean {
  const threshold = inkThreshold(image);
  const { data } = image;
  let dark = 0, seen = 0;
  for (let i = 0; i < data.length; i += SAMPLE_STEP, seen++) if (data[i] <= threshold) dark++;
  return dark > seen * NEGATIVE_SHARE;
}

/**
 * The page with light and dark swapped when it is a negative, since tesseract reads dark text on light paper
 * (its own inverted-line check is turned off: it costs every page time); other pages as they are.
 */
export function asPositive(image: GreyImage): GreyImage {
  if (!isNegative(image)) return image;
  return { ...image, data: image.data.map((value) => 255 - value) };
}
