import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { CMapFiles, StandardFontFiles } from "./package_files.ts";
import { packageRoot } from "./pdfjs.ts";

const fonts = new StandardFontFiles({ baseUrl: fileURLToPath(new URL("standard_fonts/", packageRoot)) });
const cmaps = new CMapFiles({ baseUrl: fileURLToPath(new URL("cmaps/", packageRoot)) });

Deno.test("package files: a standard font's data and a packed CMap are read from pdf.js's package", async () => {
  const font = await fonts.fetch({ filename: "LiberationSans-Regular.ttf" });
  assert.deepEqual([...font.subarray(0, 4)], [0, 1, 0, 0], "a TrueType font's version tag");
  const { cMapData, isCompressed } = await cmaps.fetch({ name: "UniJIS-UCS2-H" });
  assert.ok(cMapData.length > 1000);
  assert.equal(isCompressed, true);
});

Deno.test("package files: names from a PDF cannot leave the package's folders", async () => {
  for (const filename of ["../../package.json", "..", "a/b.ttf", "a\\b.ttf", ""]) {
    await assert.rejects(fonts.fetch({ filename }), /No package file/, filename);
  }
  await assert.rejects(cmaps.fetch({ name: "../cmaps/UniJIS-UCS2-H" }), /No package file/);
  await assert.rejects(fonts.fetch({ filename: "NoSuchFont.ttf" }), /Unable to load NoSuchFont\.ttf/);
});
