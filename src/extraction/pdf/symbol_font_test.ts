import assert from "node:assert/strict";
import { fontStyle } from "./font_style.ts";
import { readSymbolGlyphs } from "./symbol_font.ts";

Deno.test("symbol font: private-use codes read as the Symbol encoding's signs", () => {
  // "α ± β → γ", the bracket extender (0xE6) drawing no text, and a code past the encoding left alone.
  assert.equal(readSymbolGlyphs("\uF061 \uF0B1 \uF062 \uF0AE \uF067\uF0E6\uF0F6"), "α ± β → γ\uF0F6");
  assert.equal(readSymbolGlyphs("x \uF02D y \uF0D7 z \uF0B9 \uF0A5"), "x − y ⋅ z ≠ ∞");
  assert.equal(readSymbolGlyphs("plain text"), "plain text");
});

Deno.test("symbol font: known by its name, subset prefix or not; OpenSymbol and Unicode symbol fonts are not", () => {
  for (const name of ["Symbol", "NKEKHF+SymbolMT", "Symbol,Bold"]) {
    assert.equal(fontStyle(name).symbol, true, name);
  }
  for (
    const name of ["CAAAAA+OpenSymbol", "SegoeUISymbol", "NotoSansSymbols-Regular", "Helvetica", undefined]
  ) {
    assert.equal(fontStyle(name).symbol, false, String(name));
  }
});
