import assert from "node:assert/strict";
import { detectKind } from "./detect.ts";

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(40).fill(0)]);
const text = (s: string) => new TextEncoder().encode(s);

Deno.test("detect: each kind by its bytes, whatever the name says", () => {
  assert.equal(detectKind(text("%PDF-1.7\n..."), "report.docx"), "pdf");
  assert.equal(detectKind(text("junk before %PDF-1.4"), "x"), "pdf");
  assert.equal(detectKind(bytes(0x50, 0x4b, 0x03, 0x04), "a.pdf"), "docx");
  assert.equal(detectKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), "a"), "doc");
  assert.equal(detectKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "a.jpg"), "png");
  assert.equal(detectKind(bytes(0xff, 0xd8, 0xff, 0xe0), "a.png"), "jpeg");
  assert.equal(detectKind(bytes(0x49, 0x49, 0x2a, 0x00), ""), "tiff");
  assert.equal(detectKind(bytes(0x4d, 0x4d, 0x00, 0x2a), ""), "tiff");
  assert.equal(detectKind(bytes(0x42, 0x4d), ""), "bmp");
  assert.equal(detectKind(text("RIFF\0\0\0\0WEBPVP8 " + " ".repeat(30)), ""), "webp");
});

Deno.test("detect: a name alone is not enough, except a PDF with a damaged header but a trailer", () => {
  assert.equal(detectKind(text("hello world"), "notes.pdf"), undefined);
  assert.equal(detectKind(text("plain text"), "photo.png"), undefined);
  assert.equal(detectKind(new Uint8Array(), "empty.docx"), undefined);
  assert.equal(detectKind(text("1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF"), "scan.PDF"), "pdf");
  assert.equal(
    detectKind(text("1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF"), "scan.txt"),
    undefined,
  );
});
