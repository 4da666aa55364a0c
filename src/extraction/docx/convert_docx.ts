import type { ConvertOptions, ConvertResult } from "../types.ts";
import { blocksOf } from "./body.ts";
import type { DocxContext } from "./context.ts";
import { Notes } from "./notes.ts";
import { Numbering } from "./numbering.ts";
import { openDocx } from "./package.ts";
import { renderBlocks } from "./render.ts";
import { Styles } from "./styles.ts";
import { child } from "./xml.ts";
import type { ZipLimits } from "./zip.ts";

/** Words on a typical page of body text, for files that do not record their page count. */
const WORDS_PER_PAGE = 500;

/**
 * The footnotes and endnotes the text refers to, as markdown definitions: each note's paragraphs on its one
 * line. A note may refer to another; it is numbered after the rest and written too.
 */
function renderNotes(ctx: DocxContext): string {
  const lines: string[] = [];
  for (let i = 0; i < ctx.notes.referred.length; i++) {
    const text = renderBlocks(blocksOf(ctx.notes.referred[i], ctx)).replace(/\s*\n\s*/g, " ").trim();
    lines.push(`[^${i + 1}]: ${text}`);
  }
  return lines.join("\n\n");
}

/** What reading a Word package gives: its markdown, the page count it records, the pictures numbered so far. */
interface DocxMarkdown {
  markdown: string;
  pages?: number;
  imageCount: number;
}

/**
 * A Word package as markdown. A document merged into another through an altChunk is read so too, one level
 * deeper (`nesting`), numbering its pictures on from the other's (`imageCount`).
 */
export function docxMarkdown(
  bytes: Uint8Array,
  options: { skipImages: boolean; nesting?: number; imageCount?: number },
  limits?: ZipLimits,
): DocxMarkdown {
  const docx = openDocx(bytes, limits);
  const ctx: DocxContext = {
    styles: new Styles(docx.styles),
    numbering: new Numbering(docx.numbering),
    notes: new Notes({ footnote: docx.footnotes, endnote: docx.endnotes }),
    relationships: docx.relationships,
    readPart: docx.readPart,
    readBinary: docx.readBinary,
    skipImages: options.skipImages,
    imageCount: options.imageCount ?? 0,
    nesting: options.nesting ?? 0,
  };
  const body = child(docx.document, "body") ?? docx.document;
  const markdown = [renderBlocks(blocksOf(body, ctx)), renderNotes(ctx)].filter(Boolean).join("\n\n").trim();
  return { markdown, pages: docx.pages, imageCount: ctx.imageCount };
}

/** Converts a .docx (Transitional or Strict OOXML) to markdown; headers, footers and comments are left out. */
export function convertDocx(
  bytes: Uint8Array,
  options: Pick<ConvertOptions, "skipImages" | "onPage">,
  limits?: ZipLimits,
): Promise<ConvertResult> {
  try {
    const { markdown, pages: recorded } = docxMarkdown(bytes, { skipImages: options.skipImages }, limits);
    const words = markdown.split(/\s+/).filter(Boolean).length;
    const pages = recorded ?? Math.max(1, Math.ceil(words / WORDS_PER_PAGE));
    options.onPage?.(pages, pages);
    return Promise.resolve({
      markdown: markdown ? markdown + "\n" : "",
      pages,
      pagesEstimated: recorded === undefined,
      warnings: [],
    });
  } catch (error) {
    return Promise.reject(error);
  }
}
