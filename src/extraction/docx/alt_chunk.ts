// An altChunk: content a Word file embeds in another format for Word to convert when it opens the file, a
// whole document's at times (html-docx-js and other generators write their HTML so). HTML and MIME HTML
// (.mht) chunks are read as the HTML they hold, plain text as paragraphs; others (RTF, another Word file)
// are left out.
import type { Block, DocxContext } from "./context.ts";
import { htmlBlocks } from "./html_blocks.ts";
import { escapeMarkdown } from "./inline.ts";
import { mimeHtml } from "./mime_html.ts";
import type { XmlElement } from "./xml.ts";

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

export function altChunkBlocks(chunk: XmlElement, ctx: DocxContext): Block[] {
  const rel = ctx.relationships.get(chunk.attrs["r:id"] ?? "");
  const bytes = rel && !rel.external ? ctx.readBinary(rel.target) : undefined;
  if (!rel || !bytes) return [];
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
