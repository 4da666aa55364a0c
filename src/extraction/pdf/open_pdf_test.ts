import assert from "node:assert/strict";
import { makePdf } from "../testing/make_pdf.ts";
import { openPdf } from "./open_pdf.ts";

Deno.test("open PDF: fonts arrive with their names and no glyph outlines are built for drawing", async () => {
  const { document, close } = await openPdf(
    makePdf([{ texts: [{ x: 72, y: 72, text: "Outlines are not needed" }] }]),
  );
  try {
    const page = await document.getPage(1);
    await page.getOperatorList();
    const ids = [...page.commonObjs].map(([id]) => String(id));
    const fonts = [...page.commonObjs].map(([, data]) => data as { name?: string }).filter((d) => d?.name);
    assert.ok(fonts.length > 0, `no font among ${ids.join(", ")}`);
    assert.deepEqual(ids.filter((id) => id.includes("_path_")), []);
  } finally {
    await close();
  }
});
