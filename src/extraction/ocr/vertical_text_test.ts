import assert from "node:assert/strict";
import type { Block, Line, Page } from "tesseract.js";
import { isVertical, sidewaysLines } from "./vertical_text.ts";

function word(text: string, x: number, y: number, vertical = false) {
  const w = text.length * 8;
  return {
    text,
    bbox: vertical ? { x0: x, y0: y, x1: x + 10, y1: y + w } : { x0: x, y0: y, x1: x + w, y1: y + 10 },
  };
}

const line = (words: ReturnType<typeof word>[]) => ({ words }) as unknown as Line;
const block = (blocktype: number) => ({ blocktype }) as unknown as Block;

Deno.test("ocr vertical text: a margin stamp's tall words are sideways, a line of body text is not", () => {
  assert.equal(isVertical(line([word("arXiv:2206", 5, 0, true)]), block(1)), true);
  assert.equal(isVertical(line([word("Body", 50, 10), word("text", 100, 10)]), block(1)), false);
});

Deno.test("ocr vertical text: short fragments of a block tesseract found vertical are sideways too", () => {
  assert.equal(isVertical(line([word("Vv", 5, 300)]), block(7)), true);
});

Deno.test("ocr vertical text: a sideways line read surely is kept as a run turned on its side", () => {
  const sure = (text: string, confidence: number, x: number) => ({ ...word(text, x, 100, true), confidence });
  const page = (lines: ReturnType<typeof sure>[][]) =>
    ({
      blocks: [{
        blocktype: 7,
        paragraphs: [{
          lines: lines.map((words) => ({
            words,
            bbox: {
              x0: Math.min(...words.map((w) => w.bbox.x0)),
              y0: 100,
              x1: Math.max(...words.map((w) => w.bbox.x1)),
              y1: Math.max(...words.map((w) => w.bbox.y1)),
            },
          })),
        }],
      }],
    }) as unknown as Page;
  // Column heads read at 90 and more, and a column of ticks read as garble.
  const runs = sidewaysLines(
    page([[sure("QIBM_DB_SQLADM", 91, 400)], [sure("OK]", 61, 500), sure("KL", 48, 500)]]),
    2,
  );
  assert.equal(runs.length, 1);
  assert.equal(runs[0].item.text, "QIBM_DB_SQLADM");
  // In the caller's units (pixels over the factor), the box where it stands and, turned, a run 112 long.
  assert.deepEqual([runs[0].x, runs[0].y, runs[0].width, runs[0].height], [200, 50, 5, 56]);
  assert.equal(runs[0].item.width, 56);
});
