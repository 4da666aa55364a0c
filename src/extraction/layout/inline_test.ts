import assert from "node:assert/strict";
import { joinLine, renderRuns, type SeenNearby } from "./inline.ts";

const plain = (text: string) => renderRuns([{ text, bold: false, italic: false }]);

/** Two lines of plain text joined as a paragraph's, in markdown. */
function joined(first: string, second: string, seen?: SeenNearby) {
  const line = (text: string) => [{ text, bold: false, italic: false }];
  const runs = line(first);
  joinLine(runs, line(second), seen);
  return renderRuns(runs);
}

Deno.test("inline: a paragraph that starts like a heading or a list marker is escaped so it stays a paragraph", () => {
  assert.equal(plain("# of units sold"), "\\# of units sold");
  assert.equal(plain("- 3 degrees at night"), "\\- 3 degrees at night");
  // Markdown escapes punctuation, not digits: the stop is escaped.
  assert.equal(plain("2. Gross, walls included."), "2\\. Gross, walls included.");
  assert.equal(plain("2.5 metres"), "2.5 metres");
});

Deno.test("inline: a footnote reference is written as markdown's, outside the mark's styling", () => {
  const runs = [
    { text: "Rents rose", bold: true, italic: false },
    { text: "1", bold: true, italic: false, note: "1" },
    { text: " in the city.", bold: false, italic: false },
  ];
  assert.equal(renderRuns(runs), "**Rents rose**[^1] in the city.");
});

Deno.test("inline: a Chinese or Japanese line runs on into the next with no space, other scripts with one", () => {
  assert.equal(joined("参加者は約千", "二百人で、昨年より"), "参加者は約千二百人で、昨年より");
  assert.equal(joined("新开放的儿童阅", "览室每天"), "新开放的儿童阅览室每天");
  assert.equal(joined("を実施しました。", "参加者は"), "を実施しました。参加者は");
  // Korean spaces its words; Latin text beside Chinese keeps its space.
  assert.equal(joined("국회입법", "조사처"), "국회입법 조사처");
  assert.equal(joined("版本", "PDF 文件"), "版本 PDF 文件");
  assert.equal(joined("the report", "continues"), "the report continues");
});

Deno.test("inline: a line's hyphen goes when hyphenation put it in, and stays where it is a compound's", () => {
  assert.equal(joined("the infor-", "mation it holds"), "the information it holds");
  assert.equal(joined("a well-", "known method"), "a well-known method");
  assert.equal(joined("a state-of-the-", "art model"), "a state-of-the-art model");
  assert.equal(joined("Self-", "locking nuts"), "Self-locking nuts");
  // Both halves words, and together one: the word ("con-" over "tent").
  assert.equal(joined("its con-", "tent"), "its content");
  // Words the dictionary does not know lose their hyphen as before.
  assert.equal(joined("die Abtei-", "lung"), "die Abteilung");
  // Two short halves are no evidence of a compound.
  assert.equal(joined("ulu-", "la"), "ulula");
});

Deno.test("inline: the text near a line's end spells its cut word, before the dictionary is asked", () => {
  const near = (...phrases: string[]) => (phrase: string) => phrases.includes(phrase);
  // Both halves English words, the whole none: a compound, unless the page writes the word out.
  assert.equal(joined("16-bit Uni-", "code points"), "16-bit Uni-code points");
  assert.equal(joined("16-bit Uni-", "code points", near("unicode")), "16-bit Unicode points");
  // Halves the dictionary does not know keep a hyphen the page writes elsewhere.
  assert.equal(joined("send an e-", "mail", near("e-mail")), "send an e-mail");
  assert.equal(joined("send an e-", "mail", near("email")), "send an email");
  assert.equal(joined("a well-", "known method", near("unicode")), "a well-known method");
});
