import assert from "node:assert/strict";
import { fractionPdf, makePdf, type PdfText } from "../testing/make_pdf.ts";
import { openPdf } from "./open_pdf.ts";
import { type RunFont, textRuns } from "./text_runs.ts";

/** A page's runs as the engine reads them and as pdf.js's own text extraction gives them. */
async function bothReadings(texts: PdfText[]) {
  const { document, close } = await openPdf(makePdf([{ texts }]));
  try {
    const page = await document.getPage(1);
    const operators = await page.getOperatorList();
    const fontOf = (name: string) =>
      page.commonObjs.has(name) ? page.commonObjs.get(name) as RunFont : undefined;
    const ours = textRuns(operators, page.view, fontOf);
    const pdfjs = await page.getTextContent();
    const visible = <T extends { str: string }>(items: T[]) => items.filter((i) => i.str.trim());
    return {
      ours: ours && visible(ours.items),
      pdfjs: visible(pdfjs.items as { str: string; transform: number[]; width: number; fontName: string }[]),
      styles: ours?.styles,
      pdfjsStyles: pdfjs.styles as Record<string, { fontFamily: string; ascent: number }>,
    };
  } finally {
    await close();
  }
}

Deno.test("text runs: the operator list gives the runs pdf.js's text extraction gives, placed and sized alike", async () => {
  const { ours, pdfjs, styles, pdfjsStyles } = await bothReadings([
    { x: 72, y: 60, text: "Annual Report", size: 18, font: "bold" },
    { x: 72, y: 90, text: "Words in a line, with commas and spaces." },
    // A word a little apart is the same run with a space; a column far apart is a run of its own.
    { x: 72, y: 110, text: "left" },
    { x: 94, y: 110, text: "next" },
    { x: 300, y: 110, text: "far column" },
    { x: 72, y: 130, text: "italic words", font: "italic" },
    { x: 72, y: 150, text: "code()", font: "mono" },
    { x: 40, y: 400, text: "turned heading", turned: true },
    // Off the page: neither reading has it.
    { x: 700, y: 200, text: "outside" },
  ]);
  assert.ok(ours, "a page of plain fonts is read from the operator list");
  assert.deepEqual(ours.map((i) => i.str), pdfjs.map((i) => i.str));
  assert.ok(!ours.some((i) => i.str.includes("outside")));
  ours.forEach((item, i) => {
    const theirs = pdfjs[i];
    assert.equal(item.fontName, theirs.fontName);
    assert.ok(
      Math.abs(item.width - theirs.width) < 0.01,
      `${item.str}: width ${item.width} vs ${theirs.width}`,
    );
    item.transform.forEach((v, k) =>
      assert.ok(Math.abs(v - theirs.transform[k]) < 0.01, `${item.str}: transform`)
    );
    const { fontFamily, ascent } = pdfjsStyles[item.fontName];
    assert.deepEqual(styles![item.fontName], { fontFamily, ascent }, "each run's font family and ascent");
  });
});

Deno.test("text runs: the micro sign stays a micro sign (pdf.js's extraction makes it a Greek mu)", async () => {
  const { ours, pdfjs } = await bothReadings([{ x: 72, y: 60, glyphs: ["5", " ", "\u00b5", "g", "/", "L"] }]);
  assert.deepEqual(ours?.map((i) => i.str), ["5 \u00b5g/L"]);
  assert.deepEqual(pdfjs.map((i) => i.str), ["5 \u03bcg/L"]);
});

Deno.test("text runs: a ligature's character reads as its letters, among plain ones", async () => {
  const { ours, pdfjs } = await bothReadings([{ x: 72, y: 60, glyphs: ["o", "\ufb03", "c", "e"] }]);
  assert.deepEqual(ours?.map((i) => i.str), ["office"]);
  assert.deepEqual(pdfjs.map((i) => i.str), ["office"]);
});

Deno.test("text runs: a line running off the page keeps the glyphs on it, as pdf.js's extraction does", async () => {
  // A letter page is 612 points wide: the line starts 42 points short of its right edge.
  const { ours, pdfjs } = await bothReadings([{ x: 570, y: 60, text: "Words running past the edge" }]);
  assert.deepEqual(ours?.map((i) => i.str), pdfjs.map((i) => i.str));
  assert.ok(ours![0].str.length < "Words running past the edge".length, ours![0].str);
});

Deno.test("text runs: right-to-left text is left to pdf.js, which puts it in reading order", async () => {
  const { ours, pdfjs } = await bothReadings([{
    x: 72,
    y: 60,
    glyphs: ["\u05dd", "\u05d5", "\u05dc", "\u05e9"],
  }]);
  assert.equal(ours, undefined);
  assert.deepEqual(pdfjs.map((i) => i.str), ["\u05e9\u05dc\u05d5\u05dd"]);
});

Deno.test("text runs: each word space's place along its run is kept, drawn or left as a gap", async () => {
  // "il il WWW": narrow then wide letters; "left" | "next": two strings a space's width apart.
  const { ours } = await bothReadings([
    { x: 72, y: 60, text: "il il WWW" },
    { x: 72, y: 90, text: "left" },
    { x: 90, y: 90, text: "next" },
  ]);
  const [narrow, gap] = ours!;
  // 10-point Helvetica: "il" is 4.44 points wide and a space 2.78; a space stands where the word before it ends.
  assert.deepEqual(narrow.spaces?.map((at) => Math.round(at * 10) / 10), [4.4, 11.7]);
  // "left" ends 13.3 points in and "next" starts at 18: the space stands in that gap.
  assert.equal(gap.str, "left next");
  assert.ok(gap.spaces!.length === 1 && gap.spaces![0] >= 13 && gap.spaces![0] <= 18, `${gap.spaces}`);
});

Deno.test("text runs: a size set through the text matrix ends a run, so the words after a fraction keep theirs", async () => {
  const { document, close } = await openPdf(fractionPdf());
  try {
    const page = await document.getPage(1);
    const fontOf = (name: string) =>
      page.commonObjs.has(name) ? page.commonObjs.get(name) as RunFont : undefined;
    const runs = textRuns(await page.getOperatorList(), page.view, fontOf)!.items;
    const size = (text: string) => {
      const run = runs.find((r) => r.str.includes(text));
      return run && Math.round(Math.hypot(run.transform[2], run.transform[3]) * 10) / 10;
    };
    assert.equal(size("inch"), 10, JSON.stringify(runs));
    assert.equal(size("4"), 5.5);
    assert.equal(size("sizes"), 10);
  } finally {
    await close();
  }
});
