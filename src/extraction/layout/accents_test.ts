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

Deno.test("accents: a lone accent over a run's first letter, and a cedilla after its letter, go on it", () => {
  // TeX's "dû au": the circumflex drawn a fraction of a point after the start of the run it stands over.
  assert.deepEqual(texts(placeAccents([run("d", 63, 6), run("u au manque", 69.2, 50), run("ˆ", 69.4, 6)])), [
    "d",
    "û au manque",
  ]);
  assert.deepEqual(texts(placeAccents([run("en franc", 100, 36), run("¸ais avec", 133, 40)])), [
    "en fran",
    "çais avec",
  ]);
  assert.deepEqual(texts(placeAccents([run("en franc¸ais", 100, 50)])), ["en français"]);
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

Deno.test("accents: one apart from the next letter stays, and code's backtick, caret and tilde; typewriter's go on", () => {
  assert.deepEqual(texts(placeAccents([run("it´", 100, 10), run("s here", 112, 24)])), ["it´", "s here"]);
  // Typewriter type's own accents are accents: TeX's "machine à écrire" in \tt.
  const mono = (text: string, x: number, width: number) => run(text, x, width, "monospace");
  const typewriter = placeAccents([
    mono("machine ˋ", 100, 45),
    mono("a ´", 140, 15),
    mono("ecrire", 150, 30),
  ]);
  assert.deepEqual(texts(typewriter), ["machine ", "à ", "écrire"]);
  assert.deepEqual(
    texts(placeAccents([run("'~", 100, 8, "monospace"), run("user'", 106, 20, "monospace")])),
    [
      "'~",
      "user'",
    ],
  );
});
