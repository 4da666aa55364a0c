import assert from "node:assert/strict";
import type { TextItem } from "../types.ts";
import { cyrillicLookalikes } from "./cyrillic.ts";

/** One line's words as OCR items, left to right. */
const line = (text: string, y = 100): TextItem[] =>
  text.split(" ").map((word, i) => ({
    text: word,
    x: i * 60,
    y,
    width: 50,
    height: 20,
    fontSize: 16,
    bold: false,
    italic: false,
  }));
const texts = (items: TextItem[]) => items.map((item) => item.text).join(" ");

Deno.test("OCR Cyrillic: Latin lookalikes among Russian words are Cyrillic, lower-case inside a sentence", () => {
  // As tesseract's Russian model with English read a heading and a form's line.
  assert.equal(texts(cyrillicLookalikes(line("Планы Ha следующий квартал"))), "Планы на следующий квартал");
  assert.equal(texts(cyrillicLookalikes(line("адрес оператора TO: 140180"))), "адрес оператора ТО: 140180");
  assert.equal(texts(cyrillicLookalikes(line("B третьем квартале"))), "В третьем квартале");
  assert.equal(texts(cyrillicLookalikes(line("доступны B электронном виде"))), "доступны в электронном виде");
  // One Latin letter inside a Russian word.
  assert.equal(texts(cyrillicLookalikes(line("Mосква и область"))), "Москва и область");
  for (const word of cyrillicLookalikes(line("Планы Ha следующий"))) {
    assert.doesNotMatch(word.text, /[A-Za-z]/);
  }
});

Deno.test("OCR Cyrillic: English words, words with other Latin letters and words on other lines stay", () => {
  assert.equal(texts(cyrillicLookalikes(line("Windows-версия и PDF-файл"))), "Windows-версия и PDF-файл");
  assert.equal(texts(cyrillicLookalikes(line("the TCP stack OK"))), "the TCP stack OK");
  // "OK" beside Russian words but on the line below them is judged by its own line.
  assert.equal(
    texts(cyrillicLookalikes([...line("проверка выполнена"), ...line("OK TCP", 140)])),
    "проверка выполнена OK TCP",
  );
});
