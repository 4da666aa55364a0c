import assert from "node:assert/strict";
import { convertFile } from "./convert.ts";
import { layoutThreadsFromParent } from "./layout/layout_ports.ts";
import { makePdf } from "./testing/make_pdf.ts";

const options = { accuracy: "lite" as const, pageSeparator: false, skipImages: false };

Deno.test("convert: a large PDF of one page ends the layout thread started early for it, and reads", async () => {
  // Over 200 KB, as a PDF full of pictures is: the layout thread starts before its pages are counted. A
  // comment after the header pads it; pdf.js finds the objects again by scanning.
  const pdf = makePdf([{ texts: [{ x: 72, y: 72, text: "One page only" }] }]);
  const header = "%PDF-1.4\n";
  const padded = new Uint8Array([
    ...new TextEncoder().encode(`${header}%${" ".repeat(250_000)}\n`),
    ...pdf.subarray(header.length),
  ]);
  // The thread is asked for as a conversion worker asks its parent: through a port, whose other end hears
  // what the thread is told.
  const { port1: parentSide, port2: workerSide } = new MessageChannel();
  const told: unknown[] = [];
  parentSide.onmessage = (event) => told.push(event.data);
  let asked = 0;
  layoutThreadsFromParent(() => (asked++, Promise.resolve(workerSide)));
  try {
    const result = await convertFile(padded, "padded.pdf", options);
    assert.equal(result.pages, 1);
    assert.match(result.markdown, /One page only/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(asked, 1);
    assert.deepEqual(told, [{ close: true }]);
  } finally {
    layoutThreadsFromParent(undefined);
    parentSide.close();
  }
});
