import assert from "node:assert/strict";
import { convertImage } from "../image/convert_image.ts";
import { shutdownOcr } from "./engine.ts";

const options = { accuracy: "lite" as const, pageSeparator: false, skipImages: false };
const read = async (name: string) =>
  (await convertImage(Deno.readFileSync(new URL(`./testdata/${name}`, import.meta.url)), options)).markdown;

Deno.test({
  name: "ocr: a page English cannot read is read in Arabic or Korean, with the English words among them",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    try {
      const arabic = await read("arabic_lines.png");
      // Read in English, these lines came out as Latin garble ("ANbad J gla shea) (gf telat").
      for (const word of ["تعتبر", "البرمجة", "الإنتاجية", "للمشكلات", "المحللين", "تحليلية"]) {
        assert.ok(arabic.includes(word), `${word} in ${arabic}`);
      }
      assert.match(arabic, /\bR\b/);
      // One paragraph read right to left, not a table of its words (a word box running over the one before it).
      assert.doesNotMatch(arabic, /\|/);
      assert.ok(!/[A-Za-z]{3,} [A-Za-z]{3,} [A-Za-z]{3,}/.test(arabic), arabic);

      const korean = await read("korean_lines.png");
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
    } finally {
      await shutdownOcr();
    }
  },
});
