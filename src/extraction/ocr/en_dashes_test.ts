import assert from "node:assert/strict";
import type { GreyImage } from "../image/raster.ts";
import { enDashes } from "./en_dashes.ts";

/**
 * A word's box 26 pixels tall on white paper: figures as full-height bars 12 pixels wide, 4 apart, and each
 * dash a stroke two pixels thick, 16 rows down, `dashes[i]` pixels long after figure `after[i]`.
 */
function word(figures: number, dashes: { after: number; length: number }[]) {
  const width = figures * 16 + dashes.reduce((n, d) => n + d.length + 4, 0), height = 26;
  const image: GreyImage = { width, height, data: new Uint8Array(width * height).fill(255) };
  const ink = (x0: number, x1: number, y0: number, y1: number) => {
    for (let y = y0; y < y1; y++) image.data.fill(0, y * width + x0, y * width + x1);
  };
  let x = 0;
  for (let f = 0; f < figures; f++) {
    ink(x, x + 12, 0, height);
    x += 16;
    for (const dash of dashes.filter((d) => d.after === f)) {
      ink(x, x + dash.length, 15, 17);
      x += dash.length + 4;
    }
  }
  return { image, box: { x0: 0, y0: 0, x1: width, y1: height } };
}

Deno.test("ocr: a range's hyphen as long as an en dash is one; hyphens, codes and dates stay", () => {
  // Measured on the CV's scan: the en dash's ink 14 pixels long in a 26-pixel box, a hyphen's 8 or 9.
  const range = word(8, [{ after: 3, length: 14 }]);
  assert.equal(enDashes("2015-2017", range.image, 128, range.box), "2015–2017");
  const broken = word(4, [{ after: 3, length: 14 }]);
  assert.equal(enDashes("2015-", broken.image, 128, broken.box), "2015–");
  const hyphen = word(8, [{ after: 3, length: 8 }]);
  assert.equal(enDashes("2015-2017", hyphen.image, 128, hyphen.box), "2015-2017");
  // A telephone number's hyphens, as long as an en dash in a Korean font: several hyphens are no range.
  const phone = word(9, [{ after: 1, length: 14 }, { after: 4, length: 14 }]);
  assert.equal(enDashes("02-788-4582", phone.image, 128, phone.box), "02-788-4582");
  // Letters before it: a code's hyphen ("OC-1150").
  assert.equal(enDashes("OC-1150", range.image, 128, range.box), "OC-1150");
});
