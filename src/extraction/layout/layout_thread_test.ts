import assert from "node:assert/strict";
import { makePdf, paragraphLines } from "../testing/make_pdf.ts";
import { openPdf } from "../pdf/open_pdf.ts";
import { readPdfPage } from "../pdf/page_content.ts";
import type { PageContent } from "../types.ts";
import { layoutThreadFor, layoutThreadsFromParent } from "./layout_ports.ts";
import { LayoutThread } from "./layout_thread.ts";
import { pageBlocks } from "./page_blocks.ts";

const options = { skipImages: false };

/** A page with a heading, a paragraph and a ruled table, as pdf.js reads it. */
async function samplePage(): Promise<PageContent> {
  const { document, close } = await openPdf(makePdf([{
    texts: [
      { x: 72, y: 60, text: "Quarterly figures", size: 18, font: "bold" },
      ...paragraphLines(Array.from({ length: 60 }, (_, i) => `word${i}`), 72, 100),
      { x: 80, y: 300, text: "Region" },
      { x: 280, y: 300, text: "Sales" },
      { x: 80, y: 320, text: "North" },
      { x: 280, y: 320, text: "1200" },
    ],
    // The table's ruling: three rows of lines across, three columns of lines down.
    lines: [
      ...[288, 308, 328].map((y): [number, number, number, number] => [72, y, 400, y]),
      ...[72, 270, 400].map((x): [number, number, number, number] => [x, 288, x, 328]),
    ],
  }]));
  try {
    return (await readPdfPage(await document.getPage(1))).content;
  } finally {
    await close();
  }
}

Deno.test("layout thread: a page laid out on its own thread has the blocks it has laid out here", async () => {
  const page = await samplePage();
  const here = pageBlocks(structuredClone(page), options);
  assert.ok(here.some((block) => block.kind === "table"), JSON.stringify(here));
  const thread = (await LayoutThread.take())!;
  try {
    assert.deepEqual(await thread.pageBlocks(page, options), here);
  } finally {
    thread.close();
  }
  // Gone, it lays pages out here, and nothing is lost.
  assert.deepEqual(await thread.pageBlocks(page, options), here);
});

Deno.test("layout thread: a conversion worker's thread, started by its parent, answers through a port", async () => {
  const page = await samplePage();
  const started: { stop(): void }[] = [];
  const failures: string[] = [];
  // This thread plays both parts: the parent starting the thread, and the worker asking for it.
  layoutThreadsFromParent(() => {
    const thread = layoutThreadFor((reason) => failures.push(reason));
    started.push(thread);
    return Promise.resolve(thread.port);
  });
  try {
    const thread = (await LayoutThread.take())!;
    try {
      assert.deepEqual(await thread.pageBlocks(page, options), pageBlocks(structuredClone(page), options));
    } finally {
      thread.close();
    }
    assert.equal(started.length, 1);
    assert.deepEqual(failures, []);
  } finally {
    layoutThreadsFromParent(undefined);
    for (const thread of started) thread.stop();
  }
});
