import { detectKind } from "./detect.ts";
import { type ConvertOptions, type ConvertResult, ExtractionError } from "./types.ts";

/**
 * Converts one file to markdown, by what its bytes say it is (the name only breaks ties). Each kind's reader is
 * loaded when first needed: a PDF conversion does not pay for loading the Word and image decoders.
 */
export async function convertFile(
  bytes: Uint8Array,
  fileName: string,
  options: ConvertOptions,
): Promise<ConvertResult> {
  switch (detectKind(bytes, fileName)) {
    case "pdf":
      return (await import("./pdf/convert_pdf.ts")).convertPdf(bytes, options);
    case "docx":
      return (await import("./docx/convert_docx.ts")).convertDocx(bytes, options);
    case "doc":
      return (await import("./doc/convert_doc.ts")).convertDoc(bytes, options);
    case "png":
    case "jpeg":
    case "tiff":
    case "bmp":
    case "webp":
      return (await import("./image/convert_image.ts")).convertImage(bytes, options);
    default:
      throw new ExtractionError("unsupported", "The file is not a PDF, Word document or image");
  }
}
