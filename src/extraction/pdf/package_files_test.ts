import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { PackageFiles } from "./package_files.ts";
import { packageRoot } from "./pdfjs.ts";

// As open_pdf.ts has pdf.js build it: a folder for the CMaps and none for the standard fonts' programs.
const files = new PackageFiles({ cMapUrl: fileURLToPath(new URL("cmaps/", packageRoot)) });

Deno.test("package files: a packed CMap is read from pdf.js's package, a standard font's program is not", async () => {
  const cMap = await files.fetch({ kind: "cMapUrl", filename: "UniJIS-UCS2-H.bcmap" });
  assert.ok(cMap.length > 1000);
  await assert.rejects(
    files.fetch({ kind: "standardFontDataUrl", filename: "LiberationSans-Regular.ttf" }),
    /No package file/,
  );
});

Deno.test("package files: names from a PDF cannot leave the package's folders", async () => {
  for (const filename of ["../../package.json", "..", "a/b.ttf", "a\\b.ttf", ""]) {
    await assert.rejects(files.fetch({ kind: "cMapUrl", filename }), /No package file/, filename);
  }
  await assert.rejects(
    files.fetch({ kind: "cMapUrl", filename: "../cmaps/UniJIS-UCS2-H.bcmap" }),
    /No package file/,
  );
  // A kind it was given no folder for (the image decoders' wasm), or none pdf.js knows.
  await assert.rejects(files.fetch({ kind: "wasmUrl", filename: "openjpeg.wasm" }), /No package file/);
  await assert.rejects(files.fetch({ kind: "toString", filename: "x" }), /No package file/);
  await assert.rejects(
    files.fetch({ kind: "cMapUrl", filename: "NoSuchCMap.bcmap" }),
    /Unable to load NoSuchCMap\.bcmap/,
  );
});
