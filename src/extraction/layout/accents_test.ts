import assert from "node:assert/strict";
import type { TextItem } from "../types.ts";
import { placeAccents } from "./accents.ts";

const run = (text: string, x: number, width: number, fontName?: string): TextItem => ({
  text,
  x,
  y: 100,
  width,
  height: 9,
  fontSize: 9,
  bold: false,
  italic: false,
  fontName,
});
const texts = (items: TextItem[]) => items.map((item) => item.text);

Deno.test("accents: an accent over the letter kerned back under it is that letter accented", () => {
  // As pdf.js reads TeX's "Ce travail a été publié sous": each accent ends a run, the next starts under it.
  const line = [
    run("Ce travail a ´", 158, 50),
    run("et´", 203, 12),
    run("e publi´", 211, 31),
    run("e sous", 237, 30),
  ];
  assert.deepEqual(texts(placeAccents(line)), ["Ce travail a ", "ét", "é publi", "é sous"]);
  // A circumflex alone over a dotless i, drawn where that i's run starts: "maîtrise".
  assert.deepEqual(texts(placeAccents([run("ma", 100, 10), run("ıtrise", 110, 24), run("ˆ", 110, 4)])), [
    "ma",
    "îtrise",
  ]);
});

Deno.test("accents: TeX's copyright sign, a c in a circle, is the sign whichever is drawn first", () => {
  assert.deepEqual(
    texts(placeAccents([run("Copyright c", 54, 35), run("©", 84, 8), run("2009 ACM", 94, 30)])),
    [
      "Copyright ",
      "©",
      "2009 ACM",
    ],
  );
  assert.deepEqual(texts(placeAccents([run("©", 100, 8), run("c", 102, 4)])), ["©"]);
});

Deno.test("accents: an accent that stands apart from the next letter, or in code, stays as it is", () => {
  assert.deepEqual(texts(placeAccents([run("it´", 100, 10), run("s here", 112, 24)])), ["it´", "s here"]);
  assert.deepEqual(
    texts(placeAccents([run("'~", 100, 8, "monospace"), run("user'", 106, 20, "monospace")])),
    [
      "'~",
      "user'",
    ],
  );
});
