import assert from "node:assert/strict";
import { unifiedIdeographs } from "./cjk_radicals.ts";

Deno.test("CJK radicals: Kangxi and supplement radicals are written as the ideographs they stand for", () => {
  // As a Chinese report printed from Chromium with Noto Serif CJK gave them.
  assert.equal(
    unifiedIdeographs("全体⼯作⼈员，为市⺠提供⼀流服务；家⻓和孩⼦"),
    "全体工作人员，为市民提供一流服务；家长和孩子",
  );
  // A supplement radical whose ideograph lies beyond the Basic Multilingual Plane.
  assert.equal(unifiedIdeographs("⺇"), "\u{20628}");
  // One with no equivalent ideograph stays; so do full-width punctuation, kana, Hangul and Latin text.
  assert.equal(unifiedIdeographs("⺀ 。、 かな 한글 Résumé ﬁ"), "⺀ 。、 かな 한글 Résumé ﬁ");
  // Every Kangxi radical comes out a unified ideograph.
  for (let code = 0x2f00; code <= 0x2fd5; code++) {
    const ideograph = unifiedIdeographs(String.fromCodePoint(code));
    assert.match(ideograph, /^\p{Unified_Ideograph}$/u, `U+${code.toString(16)}: ${ideograph}`);
  }
});
