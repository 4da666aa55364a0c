// An altChunk: content a Word file embeds in another format for Word to convert when it opens the file, a
// whole document's at times (html-docx-js and other generators write their HTML so, and merging tools the
// Word files they merge). HTML and MIME HTML (.mht) chunks are read as the HTML they hold, another Word file
// as a Word file (two levels deep at most), plain text as paragraphs; RTF is left out.
import { isZip } from "../detect.ts";
import type { Block, DocxContext } from "./context.ts";
import { docxMarkdown } from "./convert_docx.ts";
import { htmlBlocks } from "./html_blocks.ts";
import { escapeMarkdown } from "./inline.ts";
import { mimeHtml } from "./mime_html.ts";
import type { XmlElement } from "./xml.ts";

/** Word files merged into Word files: deeper than this is a hostile file's (one that holds itself). */
const MAX_NESTING = 2;
/** A merged Word file is read within these, whatever the file around it was allowed. */
const NESTED_LIMITS = { maxEntryBytes: 32 * 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024 };

/** A chunk's text in the encoding its byte order mark names, or its HTML's meta charset, else UTF-8. */
function decoded(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  const head = new TextDecoder().decode(bytes.subarray(0, 1024));
  const charset = /<meta[^>]*charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    // A character set TextDecoder does not know.
    return new TextDecoder().decode(bytes);
  }
}

/** The blocks of the chunk a w:altChunk names; none for a chunk that cannot be read. */
export function altChunkBlocks(chunk: XmlElement, ctx: DocxContext): Block[] {
  const rel = ctx.relationships.get(chunk.attrs["r:id"] ?? "");
  const bytes = rel && !rel.external ? ctx.readBinary(rel.target) : undefined;
  if (!rel || !bytes) return [];
  if (isZip(bytes)) return mergedWordFile(bytes, ctx);
  const start = decoded(bytes.subarray(0, 1024)).trimStart();
  const mime = /^(MIME-Version|Content-Type)\s*:/i.test(start);
  const html = mime
    ? mimeHtml(bytes)
    : start.startsWith("<") || /\.x?html?$/i.test(rel.target)
    ? decoded(bytes)
    : undefined;
  if (html !== undefined) {
    return htmlBlocks(html, (source) => {
      if (ctx.skipImages) return undefined;
      const n = ++ctx.imageCount;
      // Only a web address is kept: a data: URI or a part of the chunk's message is no place a reader can go.
      const target = /^https?:\/\//i.test(source) ? source : `image${n}`;
      return `![Image ${n}](${target.replace(/[()\s]/g, encodeURIComponent)})`;
    });
  }
  if (!/\.txt$/i.test(rel.target)) return [];
  return decoded(bytes).split(/\r?\n\s*\r?\n/).map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean)
    .map((text) => ({ kind: "paragraph", text: escapeMarkdown(text) }));
}

/**
 * A Word file merged in (an altChunk's, or an embedded Word document object's): its markdown, as one block,
 * its pictures numbered on from this file's; none for one that cannot be read.
 */
export function mergedWordFile(bytes: Uint8Array, ctx: DocxContext): Block[] {
  if (ctx.nesting >= MAX_NESTING) return [];
  try {
    const merged = docxMarkdown(
      bytes,
      { skipImages: ctx.skipImages, nesting: ctx.nesting + 1, imageCount: ctx.imageCount },
      NESTED_LIMITS,
    );
    ctx.imageCount = merged.imageCount;
    return merged.markdown ? [{ kind: "paragraph", text: merged.markdown }] : [];
  } catch {
    // A damaged archive, or one that is no Word file: nothing is read of it.
    return [];
  }
}
