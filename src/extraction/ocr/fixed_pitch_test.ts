import assert from "node:assert/strict";
import { isFixedPitch } from "./fixed_pitch.ts";

/** Words as tesseract boxed them on a 200 dpi scan: [text, left, width]. */
const line = (words: [string, number, number][]) =>
  words.map(([text, x0, width]) => ({ text, bbox: { x0, x1: x0 + width, y0: 100, y1: 126 } }));

Deno.test("OCR fixed pitch: a command line in a monospace font is on a grid of cells; a body line is not", () => {
  // "fieldkit configure --interval 15m --upload daily", printed in Courier: about 17 pixels a character.
  assert.equal(
    isFixedPitch(line([
      ["fieldkit", 183, 132],
      ["configure", 336, 149],
      ["--interval", 508, 164],
      ["15m", 694, 46],
      ["--upload", 763, 130],
      ["daily", 913, 82],
    ])),
    true,
  );
  // The body line after it, in a proportional font at the same size.
  assert.equal(
    isFixedPitch(line([
      ["The", 181, 62],
      ["command", 257, 162],
      ["fieldkit", 432, 132],
      ["status", 586, 96],
      ["prints", 697, 97],
    ])),
    false,
  );
  // Two words show no grid; nor do figures, one width in most proportional fonts.
  assert.equal(isFixedPitch(line([["fieldkit", 183, 132], ["scan", 337, 63]])), false);
  assert.equal(isFixedPitch(line([["2019", 100, 64], ["2020", 185, 64], ["2021", 270, 64]])), false);
});
