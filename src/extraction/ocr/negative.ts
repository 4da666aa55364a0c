import type { GreyImage } from "../image/raster.ts";
import { inkThreshold } from "./orientation.ts";

/**
 * A page is a negative when most of it is darker than its ink threshold: light text on a dark ground. Ink
 * covers 5 to 20% of a printed page; of the corpus's scanned pages only a brochure page of white text on a
 * dark pattern passes half (95%).
 */
const NEGATIVE_SHARE = 0.6;

export function isNegative(image: GreyImage): boolean {
  const threshold = inkThreshold(image);
  let dark = 0;
  for (const value of image.data) if (value <= threshold) dark++;
  return dark > image.data.length * NEGATIVE_SHARE;
}

/**
 * The page with light and dark swapped when it is a negative, since tesseract reads dark text on light paper
 * (its own inverted-line check is turned off: it costs every page time); other pages as they are.
 */
export function asPositive(image: GreyImage): GreyImage {
  if (!isNegative(image)) return image;
  return { ...image, data: image.data.map((value) => 255 - value) };
}
