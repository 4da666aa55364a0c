import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { convertDoc } from "./doc/convert_doc.ts";
import { convertDocx } from "./docx/convert_docx.ts";
import { convertImage } from "./image/convert_image.ts";
import { sniffKind } from "./inspect.ts";
import { type ConvertOptions, type ConvertResult, ExtractionError } from "./types.ts";

interface Line {
  y: number;
  height: number;
  parts: { x: number; text: string }[];
}

/** Groups a page's text runs into lines (same baseline) and lines into paragraphs (by vertical gaps). */
function pageMarkdown(items: { str: string; transform: number[]; height: number }[]): string {
  const lines: Line[] = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const [, , , , x, y] = item.transform;
    const line = lines.find((l) => Math.abs(l.y - y) <= Math.max(2, l.height * 0.3));
    if (line) line.parts.push({ x, text: item.str });
    else lines.push({ y, height: item.height || 10, parts: [{ x, text: item.str }] });
  }
  lines.sort((a, b) => b.y - a.y);
  const paragraphs: string[][] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    const text = line.parts.sort((a, b) => a.x - b.x).map((p) => p.text).join(" ").replace(/\s+/g, " ")
      .trim();
    const gap = previous ? previous.y - line.y : 0;
    if (!previous || gap > previous.height * 1.8) paragraphs.push([]);
    paragraphs.at(-1)!.push(text);
    previous = line;
  }
  return paragraphs.map((p) => p.join(" ").replace(/(\w)- (\w)/g, "$1$2")).join("\n\n");
}

async function convertPdf(bytes: Uint8Array, options: ConvertOptions): Promise<ConvertResult> {
  const task = getDocument({ data: bytes, isEvalSupported: false, verbosity: 0, stopAtErrors: false });
  try {
    const document = await task.promise.catch((error) => {
      if (error?.name === "PasswordException") {
        throw new ExtractionError("password_protected", "The PDF is password protected");
      }
      throw new ExtractionError("corrupt", `The PDF could not be read: ${error?.message ?? error}`);
    });
    const pages: string[] = [];
    const warnings: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      try {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        pages.push(pageMarkdown(content.items.filter((i) => "str" in i)));
        page.cleanup();
      } catch (error) {
        warnings.push(`Page ${number} could not be read: ${(error as Error).message}`);
        pages.push("");
      }
      options.onPage?.(number, document.numPages);
    }
    const separator = options.pageSeparator ? (n: number) => `\n\n<!-- page ${n} -->\n\n` : () => "\n\n";
    const markdown = pages.map((text, i) => (i === 0 ? text : separator(i + 1) + text)).join("").trim() +
      "\n";
    return { markdown, pages: document.numPages, pagesEstimated: false, warnings };
  } finally {
    await task.destroy().catch(() => {});
  }
}

/** Converts one file to markdown, by what its bytes say it is. */
export function convertFile(
  bytes: Uint8Array,
  _fileName: string,
  options: ConvertOptions,
): Promise<ConvertResult> {
  switch (sniffKind(bytes)) {
    case "pdf":
      return convertPdf(bytes, options);
    case "zip":
      return convertDocx(bytes, options);
    case "doc":
      return convertDoc(bytes, options);
    case "png":
    case "jpeg":
    case "tiff":
    case "bmp":
    case "webp":
      return convertImage(bytes, options);
    default:
      throw new ExtractionError("unsupported", "The file is not a PDF, Word document or image");
  }
}
