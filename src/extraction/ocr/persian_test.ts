import assert from "node:assert/strict";
import type { Page } from "tesseract.js";
import { arabicScriptLanguage } from "./persian.ts";

/** A page of tesseract's shape holding these words. */
function pageOf(text: string): Page {
  const words = text.split(" ").map((word, i) => ({
    text: word,
    confidence: 80,
    bbox: { x0: i * 60, x1: i * 60 + 50, y0: 0, y1: 20 },
  }));
  return {
    blocks: [{ blocktype: 1, paragraphs: [{ lines: [{ bbox: words[0].bbox, rowAttributes: {}, words }] }] }],
  } as unknown as Page;
}

Deno.test("persian: Persian's commonest words in an Arabic reading call for Persian, Arabic's in a Persian one for Arabic", () => {
  // As the Arabic model spells Persian (ك for ک, ى for ی), and punctuation held to a word ("است؟").
  const persian = pageOf("آيا توليدكننده محصول، استاندارد مذكور را اخذ نموده است؟ فولادهاى سازه اى");
  assert.equal(arabicScriptLanguage(persian, "ara+eng"), "fas+eng");
  assert.equal(arabicScriptLanguage(persian, "fas+eng"), "fas+eng");
  const arabic = pageOf("فإن الحكومة المصرية تضع على رأسها في ضوء التحديات من أجل");
  assert.equal(arabicScriptLanguage(arabic, "ara+eng"), "ara+eng");
  assert.equal(arabicScriptLanguage(arabic, "fas+eng"), "ara+eng");
  // Too few telling words, or neither language's clearly the more: the model read in is kept.
  assert.equal(arabicScriptLanguage(pageOf("شمشه و شمشال توليد شده در"), "ara+eng"), "ara+eng");
  assert.equal(arabicScriptLanguage(pageOf("در را است في من على"), "ara+eng"), "ara+eng");
  assert.equal(arabicScriptLanguage(pageOf("در را است از في من"), "ara+eng"), "ara+eng");
  assert.equal(arabicScriptLanguage(pageOf("در را است از با في"), "ara+eng"), "fas+eng");
  // Other languages are left alone.
  assert.equal(arabicScriptLanguage(persian, "eng"), "eng");
});
