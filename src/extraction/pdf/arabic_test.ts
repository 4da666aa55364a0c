import assert from "node:assert/strict";
import { restoreLamAlef } from "./arabic.ts";

Deno.test("arabic: lam-alef ligatures turned round by pdf.js are put back, the article is left alone", () => {
  assert.equal(restoreLamAlef("اإلنتاجية"), "الإنتاجية");
  assert.equal(restoreLamAlef("المشكالت"), "المشكلات");
  assert.equal(restoreLamAlef("من خالل"), "من خلال");
  assert.equal(restoreLamAlef("والبرمجة بالعربية"), "والبرمجة بالعربية");
  assert.equal(restoreLamAlef("plain text"), "plain text");
});
