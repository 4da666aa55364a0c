import assert from "node:assert/strict";
import { decodeImagePages } from "../image/decode.ts";
import { rotate } from "../image/raster.ts";
import { shutdownOcr } from "./engine.ts";
import { ocrPage } from "./ocr_page.ts";

const sample = new URL("../../../../shared/corpus/docling/img/webp-test.webp", import.meta.url);

// One small image turned every way round: OCR is slow on two cores, so this is the only OCR test here.
Deno.test({
  name: "ocr: a page is read upright whichever way it was turned, with word boxes and font sizes",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    let bytes: Uint8Array;
    try {
      bytes = Deno.readFileSync(sample);
    } catch {
      console.log("corpus not found, skipping", sample.pathname);
      return;
    }
    const [upright] = await decodeImagePages(bytes);
    try {
      for (const turn of [0, 90, 180, 270] as const) {
        const result = await ocrPage(rotate(upright, turn), 1);
        const words = result.markdown.toLowerCase();
        assert.match(words, /docling bundles pdf document conversion/, `turned ${turn}°: ${result.markdown}`);
        assert.equal(result.rotation, (360 - turn) % 360);
        const first = result.content.items[0];
        assert.ok(first.fontSize > 5 && first.width > 0 && first.x >= 0 && first.x < result.content.width);
      }
    } finally {
      await shutdownOcr();
    }
  },
});
