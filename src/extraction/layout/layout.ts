import type { PageContent } from "../types.ts";
import type { Block } from "./blocks.ts";
import { renderDocument, type RenderOptions } from "./document.ts";
import { pageBlocks } from "./page_blocks.ts";

export type { OutlineEntry } from "./headings.ts";
export { pageMarker } from "./document.ts";

/**
 * The shared layout step for PDF text layers and OCR words alike. Pages are added one at a time and reduced
 * to compact blocks at once, so the positioned text of a long document is never all held together; the
 * document-wide decisions (headings, running headers, continued tables) wait for `finish`.
 */
export class DocumentLayout {
  readonly #pages: Block[][] = [];

  constructor(readonly options: RenderOptions) {}

  addPage(page: PageContent) {
    this.#pages.push(pageBlocks(page, this.options));
  }

  /** A page already reduced to blocks by its own step (a PDF page with its OCR). */
  addPageBlocks(blocks: Block[]) {
    this.#pages.push(blocks);
  }

  finish(): string {
    return renderDocument(this.#pages, this.options);
  }
}

/** Markdown for a set of pages of positioned text (a PDF's text layer, OCR words). */
export function layoutToMarkdown(pages: PageContent[], options: RenderOptions): string {
  const layout = new DocumentLayout(options);
  for (const page of pages) layout.addPage(page);
  return layout.finish();
}
