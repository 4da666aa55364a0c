import assert from "node:assert/strict";
import { makePdf } from "../testing/make_pdf.ts";
import { convertPagesInOrder } from "./convert_pages.ts";
import type { PageResult } from "./convert_page.ts";
import { openPdf } from "./open_pdf.ts";
import { LayoutThread } from "../layout/layout_thread.ts";

const options = { accuracy: "lite" as const, skipImages: false };

/** Every page's delivery, in the order they came, converted `lanes` pages at a time. */
async function deliveries(pdf: Uint8Array, lanes: number, layoutThread?: LayoutThread) {
  const { document, close } = await openPdf(pdf);
  const delivered: { number: number; result: PageResult }[] = [];
  try {
    await convertPagesInOrder(
      document,
      { ...options, layoutThread },
      (number, result) => delivered.push({ number, result }),
      lanes,
    );
  } finally {
    await close();
  }
  return delivered;
}

Deno.test("pdf pages: read several at once, a slow scanned page and quick text pages come out in page order", async () => {
  // Scans (blank pictures the size of the page, read with OCR) between text pages that take no time.
  const scan = { texts: [], images: [{ x: 0, y: 0, width: 612, height: 792 }] };
  const text = (words: string) => ({ texts: [{ x: 72, y: 100, text: words }] });
  const pdf = makePdf([
    scan,
    text("page two"),
    text("page three"),
    scan,
    text("page five"),
    text("page six"),
  ]);
  const one = await deliveries(pdf, 1);
  const three = await deliveries(pdf, 3);
  assert.deepEqual(three.map((d) => d.number), [1, 2, 3, 4, 5, 6]);
  assert.deepEqual(three, one);
  assert.equal(one[4].result.blocks.length, 1);
  assert.match(one[0].result.warnings.join(), /Page 1: no text was found/);
});

Deno.test("pdf pages: laid out on a thread of their own, pages still come out in order, as laid out here", async () => {
  // More pages than a run between cache checks, so a run ends while layouts are still on their way.
  const page = (n: number) => ({
    texts: [{ x: 72, y: 100, text: `Page ${n} opens here` }, { x: 72, y: 130, text: `and ends ${n}` }],
  });
  const pdf = makePdf(Array.from({ length: 60 }, (_, i) => page(i + 1)));
  const here = await deliveries(pdf, 2);
  const thread = (await LayoutThread.take())!;
  try {
    const there = await deliveries(pdf, 2, thread);
    assert.deepEqual(there.map((d) => d.number), Array.from({ length: 60 }, (_, i) => i + 1));
    assert.deepEqual(there, here);
  } finally {
    thread.close();
  }
});
