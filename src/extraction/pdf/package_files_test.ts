import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { PackageFiles } from "./package_files.ts";
import { packageRoot } from "./pdfjs.ts";

const files = new PackageFiles({
  standardFontDataUrl: fileURLToPath(new URL("standard_fonts/", packageRoot)),
  cMapUrl: fileURLToPath(new URL("cmaps/", packageRoot)),
});

Deno.test("package files: a standard font's data and a packed CMap are read from pdf.js's package", async () => {
  const font = await files.fetch({ kind: "standardFontDataUrl", filename: "LiberationSans-Regular.ttf" });
  assert.deepEqual([...font.subarray(0, 4)], [0, 1, 0, 0], "a TrueType font's version tag");
  const cMap = await files.fetch({ kind: "cMapUrl", filename: "UniJIS-UCS2-H.bcmap" });
  assert.ok(cMap.length > 1000);
});

Deno.test("package files: names from a PDF cannot leave the package's folders", async () => {
  for (const filename of ["../../package.json", "..", "a/b.ttf", "a\\b.ttf", ""]) {
    await assert.rejects(files.fetch({ kind: "standardFontDataUrl", filename }), /No package file/, filename);
  }
  await assert.rejects(
    files.fetch({ kind: "cMapUrl", filename: "../cmaps/UniJIS-UCS2-H.bcmap" }),
    /No package file/,
  );
  // A kind it was given no folder for (the image decoders' wasm), or none pdf.js knows.
  await assert.rejects(files.fetch({ kind: "wasmUrl", filename: "openjpeg.wasm" }), /No package file/);
  await assert.rejects(files.fetch({ kind: "toString", filename: "x" }), /No package file/);
  await assert.rejects(
    files.fetch({ kind: "standardFontDataUrl", filename: "NoSuchFont.ttf" }),
    /Unable to load NoSuchFont\.ttf/,
  );
});
