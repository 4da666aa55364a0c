import assert from "node:assert/strict";
import { fixedPitchGrid, onNeighbourGrid } from "./fixed_pitch.ts";

const isFixedPitch = (words: Parameters<typeof fixedPitchGrid>[0]) => fixedPitchGrid(words) !== undefined;

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

/** Words as tesseract boxed them: [text, left, right]. */
const boxed = (words: [string, number, number][]) =>
  words.map(([text, x0, x1]) => ({ text, bbox: { x0, x1, y0: 100, y1: 126 } }));

Deno.test("OCR fixed pitch: a line beside a code line that stands on its grid is code too, a prose line is not", () => {
  // Lines of a scanned Redbook's SQL listing, at 200 dpi.
  const code = fixedPitchGrid(boxed([
    ["WHEN", 450, 503],
    ["VERIFY_GROUP_FOR_USER", 520, 809],
    ["(", 829, 835],
    ["SESSION_USER", 853, 1018],
    [",", 1037, 1042],
    ["'HR',", 1066, 1125],
    ["'EMP'", 1149, 1207],
    [")", 1229, 1236],
    ["=", 1256, 1266],
    ["1", 1285, 1294],
  ]));
  assert.ok(code);
  // Its "." lost, this short line's gaps put their median off the grid; on the code's grid it stands.
  const misread = boxed([["THEN", 450, 503], ["EMPLOYEES", 521, 642], ["DATE_OF_BIRTH", 687, 864]]);
  assert.equal(fixedPitchGrid(misread), undefined);
  assert.equal(onNeighbourGrid(misread, code), true);
  // A quoted word's ink starts mid-cell, at its apostrophe: each word is placed by its centre.
  assert.ok(fixedPitchGrid(boxed([
    ["WHEN", 181, 228],
    ["QSYS2", 243, 303],
    [".", 321, 326],
    ["VERIFY_GROUP_FOR_USER", 344, 604],
    ["(", 621, 627],
    ["SESSION_USER", 643, 791],
    [",", 808, 813],
    ["'CUSTOMER'", 834, 949],
    [")", 968, 974],
    ["=", 993, 1002],
    ["1", 1019, 1027],
  ])));
  // A line of one word shows no pitch of its own.
  assert.equal(fixedPitchGrid(boxed([["RETURN", 382, 461]])), undefined);
  // Beside the code, indented on its grid, it is code.
  assert.equal(onNeighbourGrid(boxed([["RETURN", 382, 461]]), code), true);
  // The caption after the listing, in a proportional font.
  const caption = boxed([
    ["Example", 382, 478],
    ["3-10", 486, 535],
    ["Activating", 555, 663],
    ["RCAC", 671, 741],
    ["on", 748, 774],
  ]);
  assert.equal(onNeighbourGrid(caption, code), false);
});

Deno.test("OCR fixed pitch: a short heading of one- and two-letter words shows no grid, though it stands on one", () => {
  // A glossary's "E to P": each word a whole number of 20-pixel cells past the one before, as code would be;
  // four characters are too few to tell a font's pitch from chance.
  assert.equal(isFixedPitch(line([["E", 100, 16], ["to", 140, 36], ["P", 200, 16]])), false);
  // The same pitch over a line long enough to show it is code.
  assert.equal(
    isFixedPitch(line([["E", 100, 16], ["to", 140, 36], ["P", 200, 16], ["file", 240, 76]])),
    true,
  );
});
