import assert from "node:assert/strict";
import { makePdf } from "../testing/make_pdf.ts";
import { convertPdf } from "./convert_pdf.ts";

const options = { accuracy: "lite" as const, pageSeparator: false, skipImages: false };

/** A word's glyphs in drawing order (left to right): the reading order reversed, ligatures kept whole. */
const drawn = (...glyphs: string[]) => [...glyphs].reverse();

Deno.test("arabic: lam-alef ligatures read the right way round, real alef-lam pairs are left alone", async () => {
  const line = [
    drawn("خ", "لا", "ل"), // خلال: lam-alef drawn as one glyph
    drawn("ف", "ع", "ا", "ل", "ة"), // فعالة: alef then lam, two glyphs
    drawn("ف", "و", "لا", "د"), // فولاد: a ligature after waw
    drawn("آ", "ن", "ا", "ل", "ي", "ز"), // آناليز: a mid-word alef-lam
    drawn("ا", "لإ", "ن", "ت", "ا", "ج"), // الإنتاج: lam with hamza under alef, one glyph
  ];
  // The words are drawn right to left across the line, each glyph a little to the left of the one before.
  const texts = line.reverse().flatMap((glyphs, w, all) => {
    const x = 72 + all.slice(0, w).reduce((n, g) => n + g.length * 6 + 8, 0);
    return [{ x, y: 100, glyphs, size: 10 }];
  });
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.equal(markdown.trim(), "خلال فعالة فولاد آناليز الإنتاج");
});
