import assert from "node:assert/strict";
import { makePdf } from "../testing/make_pdf.ts";
import { directPorts } from "./direct_port.ts";
import { openPdf } from "./open_pdf.ts";

const received = (port: ReturnType<typeof directPorts>["api"]) => {
  const events: unknown[] = [];
  port.addEventListener("message", (event) => events.push(event.data));
  return events;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

Deno.test("direct port: a message reaches the other end only, in order, after the sender's turn", async () => {
  const { api, parser } = directPorts();
  const atApi = received(api), atParser = received(parser);
  parser.postMessage({ n: 1 });
  parser.postMessage({ n: 2 });
  assert.deepEqual(atApi, []);
  await settle();
  assert.deepEqual(atApi, [{ n: 1 }, { n: 2 }]);
  assert.deepEqual(atParser, []);
});

Deno.test("direct port: a stream chunk is copied with its arrays, so emptying them after sending loses nothing", async () => {
  const { api, parser } = directPorts();
  const atApi = received(api);
  const chunk = { fnArray: [1, 2], argsArray: [[0], [1]], items: [{ str: "a" }], lastChunk: false };
  parser.postMessage({ stream: 3, chunk });
  chunk.fnArray.length = 0;
  chunk.argsArray.length = 0;
  chunk.items = [];
  await settle();
  assert.deepEqual(atApi, [{
    stream: 3,
    chunk: { fnArray: [1, 2], argsArray: [[0], [1]], items: [{ str: "a" }], lastChunk: false },
  }]);
});

Deno.test("direct port: other messages are not copied, except those that transfer buffers", async () => {
  const { api, parser } = directPorts();
  const atApi = received(api);
  const plain = { glyphs: [{ unicode: "a" }] };
  const pixels = new Uint8Array(16);
  parser.postMessage(plain);
  parser.postMessage({ image: pixels }, [pixels.buffer]);
  await settle();
  assert.equal(atApi[0], plain);
  assert.equal(pixels.byteLength, 0, "the sender gives the pixels up, as across a real worker");
  assert.equal((atApi[1] as { image: Uint8Array }).image.byteLength, 16);
});

Deno.test("direct port: what the API transfers (the document's bytes) reaches the parser as it is", async () => {
  const { api, parser } = directPorts();
  const atParser = received(parser);
  const data = new Uint8Array(16);
  api.postMessage({ data }, [data.buffer]);
  await settle();
  assert.equal((atParser[0] as { data: Uint8Array }).data, data);
});

Deno.test("direct port: a listener whose signal aborts hears nothing more", async () => {
  const { api, parser } = directPorts();
  const heard: unknown[] = [];
  const stop = new AbortController();
  api.addEventListener("message", (event) => heard.push(event.data), { signal: stop.signal });
  parser.postMessage(1);
  await settle();
  stop.abort();
  parser.postMessage(2);
  await settle();
  assert.deepEqual(heard, [1]);
});

Deno.test("direct port: pdf.js reads a document's pages and text through it, and closes", async () => {
  const { document, close } = await openPdf(makePdf([
    { texts: [{ x: 72, y: 72, text: "First page" }] },
    { texts: [{ x: 72, y: 72, text: "Second page" }] },
  ]));
  try {
    const texts = [];
    for (const number of [1, 2]) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      texts.push(content.items.map((item) => "str" in item ? item.str : "").join(""));
    }
    assert.deepEqual(texts, ["First page", "Second page"]);
  } finally {
    await close();
  }
});
