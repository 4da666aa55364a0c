import assert from "node:assert/strict";
import type { Page } from "tesseract.js";
import { decodeImagePages } from "../image/decode.ts";
import { type GreyImage, rotate, toGrey } from "../image/raster.ts";
import { ocrPage, type OcrPageResult } from "./ocr_page.ts";
import { readTestImage } from "./testdata/read.ts";
import { hintedReading, languageBand, type LanguageSeen, OTHER_LANGUAGES, readLanguage } from "./language.ts";
import { ocrThreads } from "./threads.ts";
import { ocrTest } from "../testing/ocr_tests.ts";

ocrTest(
  "ocr: a page English cannot read is read in Arabic, Persian or Korean, with the English words among them",
  async () => {
    const arabic = await readTestImage("arabic_lines.png");
    // Read in English, these lines came out as Latin garble ("ANbad J gla shea) (gf telat").
    for (const word of ["تعتبر", "البرمجة", "الإنتاجية", "للمشكلات", "المحللين", "تحليلية"]) {
      assert.ok(arabic.includes(word), `${word} in ${arabic}`);
    }
    assert.match(arabic, /\bR\b/);
    // Without the direction marks tesseract sets around "R" and "Python" in the Arabic line; its commas read
    // as commas, not closing guillemets.
    assert.doesNotMatch(arabic, /[\u200e\u200f»]/);
    assert.ok(arabic.includes("تحليلية، فإن"), arabic);
    // One paragraph read right to left, not a table of its words (a word box running over the one before it).
    assert.doesNotMatch(arabic, /\|/);
    assert.ok(!/[A-Za-z]{3,} [A-Za-z]{3,} [A-Za-z]{3,}/.test(arabic), arabic);

    // Persian is read in Persian, not in Arabic, whose model has no گ and writes Persian's ی as Arabic's ى.
    const persian = await readTestImage("persian_lines.png");
    for (const word of ["گری", "فولادهای", "را", "نموده", "است؟"]) {
      assert.ok(persian.split(/\s+/).includes(word), `${word} in ${persian}`);
    }
    assert.doesNotMatch(persian, /كرى|فولادهاى/);

    const korean = await readTestImage("korean_lines.png");
    // Syllables tesseract boxes one by one are one word again; the English in brackets is read as English.
    for (
      const word of [
        "코로나바이러스감염",
        "사망자는",
        "나타났다",
        "세계보건기구",
        "(Pandemic)",
        "(COVID-19,",
      ]
    ) {
      assert.ok(korean.replace(/\s+/g, " ").includes(word), `${word} in ${korean}`);
    }
  },
);

ocrTest(
  "ocr: Russian, Chinese and Japanese pages are read in their own models, Chinese and Japanese unspaced",
  async () => {
    const russian = await readTestImage("russian_lines.png");
    // Read in English, Cyrillic came out as look-alike Latin ("B TpeTbem KBapTaJie"). The last line, with
    // hardly an ascender, is of the one paragraph.
    assert.equal(
      russian.trim(),
      "В третьем квартале отдел завершил перевод архива на новую систему хранения. Все документы за " +
        "последние пять лет теперь доступны в электронном виде, а поиск по ним занимает несколько секунд " +
        "вместо нескольких дней.",
    );
    const chinese = await readTestImage("chinese_lines.png");
    // Two paragraphs, their lines run on with no space, the full-width commas kept.
    const [first, second] = chinese.trim().split("\n\n");
    assert.ok(
      first.startsWith("本年度图书馆共接待读者四十二万人次，比上一年增加百分之八。新开放的儿童阅览室每天"),
      first,
    );
    assert.ok(second.endsWith("说明读者的阅读习惯正在发生变化。"), second);
    const japanese = await readTestImage("japanese_lines.png");
    // Kana and kanji: read by the Japanese model, not the Chinese one.
    assert.ok(japanese.includes("市内の三つの地区で合同の防災訓練を実施しました。"), japanese);
    assert.ok(japanese.includes("スマートフォンを使った安否確認の練習を行いました。"), japanese);
  },
);

ocrTest(
  "ocr: a Russian document's next page is read in Russian first, the way its last page stood; an English page ends that",
  async () => {
    const open = async (name: string) =>
      toGrey((await decodeImagePages(Deno.readFileSync(new URL(`./testdata/${name}`, import.meta.url))))[0]);
    const textOf = (result: OcrPageResult) => result.content.items.map((item) => item.text).join(" ");
    const russian = await open("russian_lines.png");
    const seen: LanguageSeen = {};
    const first = await ocrPage(russian, 1, { languageSeen: seen });
    assert.match(textOf(first), /В третьем квартале/);
    assert.deepEqual(seen, { language: "rus+eng", rotation: 0 });
    // The next page is read once, in Russian, where the first was read in English, judged by bands in several
    // languages, and read again in Russian.
    const next = await ocrPage(russian, 2, { languageSeen: seen });
    assert.equal(textOf(next), textOf(first));
    assert.ok(first.readings > 3, `the first page took ${first.readings} readings`);
    assert.equal(next.readings, 1);
    // A page already being read in English when another page finds the document's language (two are read at
    // once): English reads it unsurely, and it is read in Russian before any band of it is read.
    const late: LanguageSeen = {};
    const reading = ocrPage(russian, 3, { languageSeen: late });
    Object.assign(late, seen);
    const lateResult = await reading;
    assert.equal(textOf(lateResult), textOf(first));
    assert.equal(lateResult.readings, 2);
    // A page that went through the scanner upside down reads as no text the way the last page stood, and is
    // read turned over, in Russian, as the same words.
    const turned = await ocrPage(rotate(russian, 180), 3, { languageSeen: seen });
    assert.equal(turned.rotation, 180);
    assert.equal(textOf(turned), textOf(first));
    assert.deepEqual(seen, { language: "rus+eng", rotation: 180 });
    // An English page is read in English after all, and the pages after it in English first again.
    const english = await ocrPage(await open("spaced_table.png"), 4, { languageSeen: seen });
    assert.match(textOf(english), /Units/);
    assert.deepEqual(seen, {});
  },
);

/** A page of tesseract's shape holding one line of these words, each read with this confidence. */
function pageOf(text: string, confidence: number, top = 0): Page {
  const words = text.split(" ").map((word, i) => ({
    text: word,
    confidence,
    bbox: { x0: i * 60, x1: i * 60 + 50, y0: top, y1: top + 20 },
  }));
  return {
    blocks: [{ blocktype: 1, paragraphs: [{ lines: [{ bbox: words[0].bbox, rowAttributes: {}, words }] }] }],
  } as unknown as Page;
}

const image: GreyImage = { width: 100, height: 400, data: new Uint8Array(100 * 400).fill(255) };
const garbleText = "ANbad J gla shea) (gf telat Stl 5 jad Se: sill 4 gall Gl 3h GoPython Aah Ane";
const garble = pageOf(garbleText, 25);

Deno.test("ocr language: taken when its reading is in its own script, never for English text read no better", async () => {
  const arabic = pageOf("تعتبر البرمجة بلغة R و Python من الأدوات القوية التي يمكن أن تعزز الإنتاجية", 85);
  const switched = await readLanguage(
    garble,
    image,
    (_, language) => Promise.resolve(language === "ara+eng" ? arabic : pageOf("x y z", 20)),
  );
  assert.equal(switched.language, "ara+eng");
  assert.equal(switched.page, arabic);
  // Noise that the Arabic model with English reads as confident Latin letters stays English.
  const latin = pageOf("Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod", 85);
  const kept = await readLanguage(
    garble,
    image,
    (_, language) => Promise.resolve(language === "ara+eng" ? latin : pageOf("x y z", 20)),
  );
  assert.equal(kept.language, "eng");
  assert.equal(kept.page, garble);
  // A page English reads well is not tried in other languages at all.
  const english = pageOf("Docling bundles PDF document conversion to JSON and Markdown in a package", 92);
  const calls: string[] = [];
  const plain = await readLanguage(
    english,
    image,
    (_, language) => (calls.push(language), Promise.resolve(english)),
  );
  assert.equal(plain.language, "eng");
  assert.deepEqual(calls, []);
});

Deno.test("ocr language: a page no language reads the way it stands is tried turned over, and read that way", async () => {
  // Ink on the left of a line of text: turned over, it stands on the right.
  const page: GreyImage = { width: 100, height: 400, data: new Uint8Array(100 * 400).fill(255) };
  for (let y = 190; y < 210; y++) page.data.fill(0, y * 100, y * 100 + 40);
  const turned = (image: GreyImage) => image.data.some((value, i) => value === 0 && i % image.width >= 60);
  // English read the line of text as garble, where it stands.
  const garble = pageOf(garbleText, 25, 190);
  const korean = pageOf("코로나바이러스감염 증-19의 국내 확진자는 9,661명, 사망자는 158명으로 나타났다", 88);
  const reads: { language: string; turned: boolean; whole: boolean }[] = [];
  /** A reader that notes each reading in `reads` and answers as `answer` does. */
  const noting =
    (answer: (image: GreyImage, language: string) => Page) => (image: GreyImage, language: string) => {
      reads.push({ language, turned: turned(image), whole: image.height === page.height });
      return Promise.resolve(answer(image, language));
    };
  // Korean reads the page turned over; nothing else reads it.
  const koreanTurned = noting((image, language) =>
    language === "kor+eng" && turned(image) ? korean : pageOf("x y z", 20)
  );
  const seen: LanguageSeen = {};
  const reading = await readLanguage(garble, page, koreanTurned, seen);
  assert.deepEqual({ language: reading.language, flipped: reading.flipped }, {
    language: "kor+eng",
    flipped: true,
  });
  assert.equal(reading.page, korean);
  assert.deepEqual(reads.at(-1), { language: "kor+eng", turned: true, whole: true });
  // The bands were read as they stand in every language first, then turned over, as many at once as there
  // are OCR workers, up to the wave in which Korean read surely.
  const languages = ["eng", ...OTHER_LANGUAGES];
  const waves = Math.ceil((languages.indexOf("kor+eng") + 1) / ocrThreads());
  const bands = () => reads.filter((r) => !r.whole).map((r) => `${r.language}${r.turned ? " turned" : ""}`);
  assert.deepEqual(bands(), [
    ...languages,
    ...languages.slice(0, waves * ocrThreads()).map((language) => `${language} turned`),
  ]);
  // The document's next such page tries Korean first, and ends with the wave that reads it surely.
  assert.deepEqual(seen, { language: "kor+eng" });
  reads.length = 0;
  const next = await readLanguage(garble, page, koreanTurned, seen);
  assert.equal(next.language, "kor+eng");
  // Korean as it stands and turned over, each beside English: no other model is loaded.
  assert.deepEqual(bands(), ["eng", "kor+eng", "eng turned", "kor+eng turned"]);
  // A page the ink test turned over is tried turned back, as it was scanned, first: its first wave settles it.
  reads.length = 0;
  const scanned = await readLanguage(garble, page, koreanTurned, {}, true);
  assert.deepEqual({ language: scanned.language, flipped: scanned.flipped }, {
    language: "kor+eng",
    flipped: true,
  });
  assert.deepEqual(
    bands(),
    languages.slice(0, waves * ocrThreads()).map((language) => `${language} turned`),
  );
  // An English page that stood upside down reads as well in the other models, which read English too: English.
  const english = pageOf(
    "Row and Column Access Control Support in IBM DB2 for i and its Redpaper publication",
    84,
  );
  const upright = await readLanguage(
    garble,
    page,
    (image) => Promise.resolve(turned(image) ? english : pageOf("x y z", 20)),
  );
  assert.deepEqual({ language: upright.language, flipped: upright.flipped }, {
    language: "eng",
    flipped: true,
  });
  assert.equal(upright.page, english);
  // So it does when the ink test had turned it over and it is tried as scanned first: English's reading of
  // the band turned over is no bar to the others, which read it as well, and the first wave settles it.
  reads.length = 0;
  const asScanned = await readLanguage(
    garble,
    page,
    noting((image) => turned(image) ? english : pageOf("x y z", 20)),
    {},
    true,
  );
  assert.deepEqual({ language: asScanned.language, flipped: asScanned.flipped }, {
    language: "eng",
    flipped: true,
  });
  assert.deepEqual(bands(), languages.slice(0, ocrThreads()).map((language) => `${language} turned`));
  // And when English reads the turned band worse than the other models do (a dark sidebar's white text), the
  // page another model reads turned over, in Latin letters, is read again turned over in English.
  const wholeReads: string[] = [];
  const sidebar = await readLanguage(garble, page, (image, language) => {
    const whole = image.height === page.height;
    if (whole) wholeReads.push(language);
    if (!turned(image)) return Promise.resolve(pageOf("x y z", 20));
    if (language === "eng") return Promise.resolve(whole ? english : pageOf("x y z", 30));
    return Promise.resolve(english);
  });
  assert.deepEqual({ language: sidebar.language, flipped: sidebar.flipped }, {
    language: "eng",
    flipped: true,
  });
  assert.equal(sidebar.page, english);
  assert.deepEqual(wholeReads, ["ara+eng", "eng"]);
});

Deno.test("ocr language: the band is judged on the rows holding the most letters read, not the most ink", () => {
  // A page 1000 pixels tall: three lines of text at the top, and a large seal lower down, much more ink,
  // which English read as a few letters.
  const sealed: GreyImage = { width: 100, height: 1000, data: new Uint8Array(100 * 1000).fill(255) };
  const ink = (from: number, to: number) => sealed.data.fill(0, from * 100, to * 100);
  for (const top of [100, 130, 160]) ink(top, top + 20);
  ink(550, 800);
  const word = (text: string, y0: number, y1: number) => ({
    text,
    confidence: 20,
    bbox: { x0: 0, x1: 90, y0, y1 },
  });
  const read = {
    blocks: [{
      blocktype: 1,
      paragraphs: [{
        lines: [
          ...[100, 130, 160].map((y) => ({
            bbox: { x0: 0, x1: 90, y0: y, y1: y + 20 },
            rowAttributes: {},
            words: [word("ERAWNARRRFAAIRAA", y, y + 20)],
          })),
          { bbox: { x0: 0, x1: 90, y0: 550, y1: 800 }, rowAttributes: {}, words: [word("SRA", 550, 800)] },
        ],
      }],
    }],
  } as unknown as Page;
  const band = languageBand(read, sealed);
  // A quarter of the page from just above the first line, ending in the gap below the third: no seal in it.
  assert.equal(band.height, 250);
  const row = (y: number) => band.data[y * band.width];
  const inked = Array.from({ length: band.height }, (_, y) => y).filter((y) => row(y) === 0);
  // It starts a twentieth of its height (13 rows) above the first line and holds the three lines whole.
  assert.equal(inked[0], 13);
  assert.equal(inked.length, 60);
});

Deno.test("ocr language: a page read in Arabic whose words are Persian is read again in Persian, and the reverse", async () => {
  const persianInArabic = pageOf(
    "آيا توليدكننده محصول استاندارد مذكور را اخذ نموده است شمشه توليد شده در",
    80,
  );
  const persian = pageOf("آیا تولیدکننده محصول استاندارد مذکور را اخذ نموده است شمشه تولید شده در", 82);
  const arabic = pageOf("وعليه فإن الحكومة تضع على رأسها في ضوء التحديات من أجل أن تعمل على", 85);
  const seen: LanguageSeen = {};
  const wholeReads: string[] = [];
  /** The language of a page English read as garble, when each model reads it as `pages` has it. */
  const readIn = (pages: Record<string, Page>, hinted?: LanguageSeen) =>
    readLanguage(garble, image, (read: GreyImage, language: string) => {
      if (read.height === image.height) wholeReads.push(language);
      return Promise.resolve(pages[language] ?? pageOf("x y z", 20));
    }, hinted);
  const first = await readIn({ "ara+eng": persianInArabic, "fas+eng": persian }, seen);
  assert.deepEqual({ language: first.language, page: first.page }, { language: "fas+eng", page: persian });
  assert.deepEqual(wholeReads, ["ara+eng", "fas+eng"]);
  // The document's next page is tried in Persian first; an Arabic one, which the Persian model reads
  // legibly enough, is read again in Arabic.
  assert.deepEqual(seen, { language: "fas+eng" });
  wholeReads.length = 0;
  const arabicInPersian = pageOf("وعليه فإن الحكومة تضع علی رأسها في ضوء التحديات من أجل أن تعمل علی", 75);
  const next = await readIn({ "fas+eng": arabicInPersian, "ara+eng": arabic }, seen);
  assert.deepEqual({ language: next.language, page: next.page }, { language: "ara+eng", page: arabic });
  assert.deepEqual(wholeReads, ["fas+eng", "ara+eng"]);
  // An Arabic page read in Arabic is read once; so is a Persian page whose second reading is not legible.
  wholeReads.length = 0;
  const kept = await readIn({ "ara+eng": arabic });
  assert.equal(kept.page, arabic);
  assert.deepEqual(wholeReads, ["ara+eng"]);
  const illegible = await readIn({ "ara+eng": persianInArabic, "fas+eng": garble });
  assert.deepEqual({ language: illegible.language, page: illegible.page }, {
    language: "ara+eng",
    page: persianInArabic,
  });
});

Deno.test("ocr language: a page read first in its document's language stands when it reads surely in that script", async () => {
  const russianText = "В третьем квартале отдел завершил перевод архива на новую систему хранения документов";
  const wholeReads: string[] = [];
  const read = (_: GreyImage, language: string) => (wholeReads.push(language), Promise.resolve(garble));
  const hinted = (page: Page, seen: LanguageSeen) => hintedReading(page, image, read, seen);
  const russian = pageOf(russianText, 88);
  const seen: LanguageSeen = { language: "rus+eng", rotation: 180 };
  assert.deepEqual(await hinted(russian, seen), { page: russian, language: "rus+eng", flipped: false });
  assert.deepEqual(seen, { language: "rus+eng", rotation: 180 });
  // Read unsurely, or as English (the Russian model reads English too), the page is read from English.
  assert.equal(await hinted(pageOf(russianText, 55), seen), undefined);
  const english = pageOf("Docling bundles PDF document conversion to JSON and Markdown in a package", 92);
  assert.equal(await hinted(english, seen), undefined);
  // A page number or a stamp has too few letters to tell: it is taken as read.
  const number = pageOf("- 12 -", 30);
  assert.deepEqual(await hinted(number, seen), { page: number, language: "rus+eng", flipped: false });
  // Without a language seen, there is nothing to take.
  assert.equal(await hinted(russian, {}), undefined);
  assert.equal(wholeReads.length, 0, "no page was read again");

  // An Arabic document's Persian page is read again in Persian, and its next page tried in Persian.
  const persianInArabic = pageOf(
    "آيا توليدكننده محصول استاندارد مذكور را اخذ نموده است شمشه توليد شده در",
    80,
  );
  const persian = pageOf("آیا تولیدکننده محصول استاندارد مذکور را اخذ نموده است شمشه تولید شده در", 82);
  const arabicSeen: LanguageSeen = { language: "ara+eng" };
  const persianPage = await hintedReading(
    persianInArabic,
    image,
    (_, language) => (wholeReads.push(language), Promise.resolve(persian)),
    arabicSeen,
  );
  assert.deepEqual(persianPage, { page: persian, language: "fas+eng", flipped: false });
  assert.deepEqual(wholeReads, ["fas+eng"]);
  assert.equal(arabicSeen.language, "fas+eng");

  // A page English reads well ends the hint: the pages after it are read in English first again.
  const readEnglish = await readLanguage(english, image, read, seen);
  assert.equal(readEnglish.language, "eng");
  assert.deepEqual(seen, {});
});
