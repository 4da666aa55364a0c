import assert from "node:assert/strict";
import { fontStyle } from "./font_style.ts";

Deno.test("font style: weight, slant and monospace from the font's name", () => {
  assert.deepEqual(fontStyle("ELQDLP+LMRoman10-Bold"), {
    bold: true,
    italic: false,
    monospace: false,
    symbol: false,
  });
  assert.equal(fontStyle("CMTI10").italic, true);
  assert.equal(fontStyle("MWEOUI+LMMono10-Regular").monospace, true);
  assert.equal(fontStyle("BookMasterGothic-Roman", "monospace").monospace, true);
});

Deno.test("font style: URW's four-letter styles, as LaTeX's Times and Palatino embed them", () => {
  assert.deepEqual(fontStyle("EMMRWT+NimbusRomNo9L-Medi"), { ...fontStyle("X-Bold"), bold: true });
  assert.deepEqual(fontStyle("NimbusRomNo9L-MediItal"), { ...fontStyle("X-BoldItalic") });
  assert.equal(fontStyle("NimbusRomNo9L-ReguItal").italic, true);
  assert.equal(fontStyle("NimbusRomNo9L-ReguItal").bold, false);
  assert.equal(fontStyle("URWPalladioL-Ital").italic, true);
  assert.equal(fontStyle("URWPalladioL-Roma").italic, false);
  assert.equal(fontStyle("DigitalSans-Regular").italic, false);
});

Deno.test("font style: pdf.js's monospace guess gives way to a proportional family's name", () => {
  // pdf.js calls a subset of glyphs of one width (a list's dash alone) monospace.
  assert.equal(fontStyle("ELQDLP+LMRoman10-Bold", "monospace").monospace, false);
  assert.equal(fontStyle("ABCDEF+TimesNewRomanPSMT", "monospace").monospace, false);
  assert.equal(fontStyle("CMSY10", "monospace").monospace, false);
  // A name that does not tell leaves it to pdf.js.
  assert.equal(fontStyle("F12", "monospace").monospace, true);
});
