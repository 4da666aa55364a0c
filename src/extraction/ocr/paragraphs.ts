import type { Page } from "tesseract.js";

/**
 * Markdown from tesseract's own page analysis: its blocks follow columns, its paragraphs are joined across
 * line breaks, and a word broken by a hyphen at a line end is re-joined.
 */
export function paragraphsMarkdown(page: Page): string {
  const paragraphs: string[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      let text = "";
      for (const line of paragraph.lines) {
        const words = line.words.map((w) => w.text.trim()).filter(Boolean).join(" ");
        if (!words) continue;
        text = !text ? words : /\p{L}-$/u.test(text) ? text.slice(0, -1) + words : `${text} ${words}`;
      }
      if (text) paragraphs.push(text);
    }
  }
  return paragraphs.join("\n\n");
}
