// A plain multi-page text PDF (headings, paragraphs, page numbers) for the speed benchmark: a long
// born-digital document whose pages share their fonts, as real reports and books do.
import { makePdf, type PdfText } from "../src/extraction/testing/make_pdf.ts";

const WORDS = ("the engine reads each page of a long report with its fonts and rules and writes markdown " +
  "that keeps headings paragraphs lists and tables in their reading order while running headers go").split(
    " ",
  );

function pageTexts(page: number): PdfText[] {
  const texts: PdfText[] = [{
    x: 72,
    y: 40,
    text: `Section ${page}: Findings of part ${page}`,
    size: 14,
    font: "bold",
  }];
  let y = 68;
  for (let paragraph = 0; paragraph < 5; paragraph++) {
    for (let line = 0; line < 8; line++, y += 12.5) {
      const words = Array.from(
        { length: 13 },
        (_, i) => WORDS[(page * 7 + paragraph * 13 + line * 3 + i) % WORDS.length],
      );
      texts.push({ x: 72, y, text: words.join(" ") });
    }
    y += 10;
  }
  texts.push({ x: 300, y: 760, text: String(page), size: 9 });
  return texts;
}

export const textPdf = (pages: number) =>
  makePdf(Array.from({ length: pages }, (_, i) => ({ texts: pageTexts(i + 1) })));
