import assert from "node:assert/strict";
import { readEquationNative } from "./mtef.ts";
import { mtefToLatex } from "./mtef_latex.ts";

/**
 * An "Equation Native" stream: the OLE header (28 bytes, its own length first, the equation's at byte 8),
 * then MTEF 3's five header bytes (version 3, Windows, Equation Editor 3.0) and `records`.
 */
function equationNative(records: number[], version = 3): Uint8Array {
  const body = [version, 1, 1, 3, 0, ...records];
  const bytes = new Uint8Array(28 + body.length);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 28, true);
  view.setUint32(8, body.length, true);
  bytes.set(body, 28);
  return bytes;
}

// Records: the low four bits of a tag are its type, the high four its options.
const END = 0x00, LINE = 0x01, NULL_LINE = 0x11, FULL = 0x0a, FONT = 0x08, SIZE = 0x09;
const TEXT = 1, VARIABLE = 3, LOWER_GREEK = 4, UPPER_GREEK = 5, SYMBOL = 6, EXPANDING = 22;
const char = (
  typeface: number,
  c: string,
) => [0x02, typeface + 128, c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8];
const word = (typeface: number, text: string) => [...text].flatMap((c) => char(typeface, c));
const line = (...items: number[][]) => [LINE, ...items.flat(), END];
const template = (selector: number, variation: number, ...parts: number[][]) => [
  0x03,
  selector,
  variation,
  0,
  ...parts.flat(),
  END,
];
const latexOf = (records: number[]) => {
  const nodes = readEquationNative(equationNative(records));
  assert.ok(nodes, "the stream reads");
  return mtefToLatex(nodes);
};

Deno.test("mtef: Greek in the Symbol font's places, accents and primes, nudges, fonts and sizes", () => {
  const latex = latexOf([
    FULL,
    ...line(
      [FONT, LOWER_GREEK + 128, 0, ...new TextEncoder().encode("Symbol"), 0],
      [SIZE, 101, 0x40, 0x01],
      char(LOWER_GREEK, "a"),
      char(UPPER_GREEK, "D"),
      // A v with a hat (embellishment 9), an f with a prime (5): the character's embellishment option is 2.
      [0x22, VARIABLE + 128, 0x76, 0, 0x06, 9, END],
      [0x22, VARIABLE + 128, 0x66, 0, 0x06, 5, END],
      // Nudged two pixels right and up (option 8, each offset by 128).
      [0x82, 130, 126, VARIABLE + 128, 0x78, 0],
      // Nudged further than a byte holds: two bytes of 128, then each distance in 16 bits.
      [0x82, 128, 128, 0x2c, 0x01, 0xd4, 0xfe, VARIABLE + 128, 0x77, 0],
    ),
  ]);
  assert.equal(latex, "\\alpha \\Delta \\hat{v}f'xw");
});

Deno.test("mtef: fences, fractions, scripts, roots and big operators with their limits", () => {
  const latex = latexOf([
    ...line(
      // A brace on the left only (variation 1), its character given.
      template(2, 1, line(char(VARIABLE, "y")), char(EXPANDING, "{")),
      char(TEXT, "="),
      template(14, 0, line(char(TEXT, "1")), line(char(VARIABLE, "n"))),
      char(VARIABLE, "x"),
      // Superscript: an empty subscript slot, then the superscript's.
      template(15, 0, [NULL_LINE], line(char(TEXT, "2"))),
      template(13, 1, line(char(VARIABLE, "z")), line(char(TEXT, "3"))),
      // A double integral drawn as two integral signs; a maximum over n (the operator's name in text).
      template(
        25,
        0,
        line(char(VARIABLE, "t")),
        line(char(TEXT, "0")),
        [NULL_LINE],
        char(SYMBOL, "∫"),
        char(SYMBOL, "∫"),
      ),
      template(
        43,
        1,
        line(char(VARIABLE, "x")),
        line(char(VARIABLE, "n")),
        [NULL_LINE],
        word(TEXT, "max"),
      ),
      word(TEXT, "cos"),
      char(VARIABLE, "u"),
    ),
  ]);
  assert.equal(latex, "\\left\\{y\\right.=\\frac{1}{n}x^{2}\\sqrt[3]{z}\\iint_{0}t\\max_{n}x\\cos u");
});

Deno.test("mtef: a stream that breaks the format, nests without end or is another version gives no equation", () => {
  const whole = line(template(14, 0, line(char(TEXT, "1")), line(char(TEXT, "2"))));
  assert.ok(readEquationNative(equationNative(whole)));
  // Cut inside the fraction: its slots never end.
  assert.equal(readEquationNative(equationNative(whole.slice(0, 12))), undefined);
  assert.equal(readEquationNative(equationNative(whole, 5)), undefined);
  // A record type MTEF 3 does not have (15).
  assert.equal(readEquationNative(equationNative(line([0x0f]))), undefined);
  const deep = [...Array(200).fill(LINE), ...Array(200).fill(END)];
  assert.equal(readEquationNative(equationNative(deep)), undefined);
  assert.equal(readEquationNative(new Uint8Array(10)), undefined);
});
