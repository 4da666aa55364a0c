import assert from "node:assert/strict";
import { widePunctuation } from "./wide_punctuation.ts";

Deno.test("ocr: ASCII punctuation after Chinese or Japanese text is set full width", () => {
  // A word of its own after the line's word before it, as tesseract's Chinese model read "时间；".
  assert.equal(widePunctuation(";", "延长周末开放时间"), "；");
  assert.equal(widePunctuation("?他们", "你好吗"), "？他们");
  // Within a word, after a character or kana.
  assert.equal(widePunctuation("报告:内容,结论!"), "报告：内容，结论！");
  assert.equal(widePunctuation("ください:"), "ください：");
  // After Latin letters, digits and Hangul it stays ASCII.
  assert.equal(widePunctuation("图1:"), "图1:");
  assert.equal(widePunctuation(";", "C++"), ";");
  assert.equal(widePunctuation(",", "한국어"), ",");
  assert.equal(widePunctuation("Hello, world!"), "Hello, world!");
});
