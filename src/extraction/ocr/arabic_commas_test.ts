import assert from "node:assert/strict";
import type { TextItem } from "../types.ts";
import { arabicCommas } from "./arabic_commas.ts";

const item = (text: string): TextItem => ({
  text,
  x: 0,
  y: 0,
  width: 10,
  height: 10,
  fontSize: 10,
  bold: false,
  italic: false,
});
const texts = (items: TextItem[]) => items.map((i) => i.text);

Deno.test("ocr: a closing guillemet after an Arabic word is its comma, unless a quotation opens on the page", () => {
  assert.deepEqual(
    texts(arabicCommas([item("البيانات»"), item("مما"), item("Python»"), item("»"), item("كل»ما")])),
    ["البيانات،", "مما", "Python»", "»", "كل»ما"],
  );
  const quoted = [item("«الحكومة"), item("المصرية»")];
  assert.deepEqual(texts(arabicCommas(quoted)), ["«الحكومة", "المصرية»"]);
});
