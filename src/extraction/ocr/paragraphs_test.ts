import assert from "node:assert/strict";
import type { Page } from "tesseract.js";
import { paragraphsMarkdown } from "./paragraphs.ts";

function word(text: string, x: number, y: number, vertical = false) {
  const w = text.length * 8;
  return {
    text,
    bbox: vertical ? { x0: x, y0: y, x1: x + 10, y1: y + w } : { x0: x, y0: y, x1: x + w, y1: y + 10 },
  };
}

function line(text: string, y: number) {
  const words = text.split(" ").map((t, i) => word(t, 50 + i * 60, y));
  return { text, words, bbox: { x0: 50, y0: y, x1: 50 + words.length * 60, y1: y + 10 } };
}

const page = (paragraphs: ReturnType<typeof line>[][]) =>
  ({ blocks: [{ paragraphs: paragraphs.map((lines) => ({ lines })) }] }) as unknown as Page;

Deno.test("ocr paragraphs: lines joined, end-of-line hyphens re-joined, running head with page number dropped", () => {
  const markdown = paragraphsMarkdown(page([
    [line("Annual Report 2023 7", 10)],
    [line("The conver-", 100), line("sion works", 120)],
    [line("Second paragraph", 160)],
    [line("last line", 200)],
  ]));
  assert.equal(markdown, "The conversion works\n\nSecond paragraph\n\nlast line");
});

Deno.test("ocr paragraphs: a short page keeps a line ending in a number; vertical margin text is dropped", () => {
  const vertical = {
    text: "arXiv stamp",
    words: [word("arXiv:2206", 5, 0, true)],
    bbox: { x0: 5, y0: 0, x1: 15, y1: 90 },
  };
  assert.equal(paragraphsMarkdown(page([[line("Total 5", 10)], [vertical]])), "Total 5");
});

Deno.test("ocr paragraphs: short fragments of a block tesseract found vertical are dropped too", () => {
  const fragment = { text: "Vv", words: [word("Vv", 5, 300)], bbox: { x0: 5, y0: 300, x1: 21, y1: 310 } };
  const result = paragraphsMarkdown({
    blocks: [
      { blocktype: 7, paragraphs: [{ lines: [fragment] }] },
      { blocktype: 1, paragraphs: [{ lines: [line("Body text here", 10)] }] },
    ],
  } as unknown as Page);
  assert.equal(result, "Body text here");
});
