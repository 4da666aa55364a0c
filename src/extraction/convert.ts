import { detectKind } from "./detect.ts";
import { convertDoc } from "./doc/convert_doc.ts";
import { convertDocx } from "./docx/convert_docx.ts";
import { convertImage } from "./image/convert_image.ts";
import { convertPdf } from "./pdf/convert_pdf.ts";
import { type ConvertOptions, type ConvertResult, ExtractionError } from "./types.ts";

/** Converts one file to markdown, by what its bytes say it is (the name only breaks ties). */
export function convertFile(
  bytes: Uint8Array,
  fileName: string,
  options: ConvertOptions,
): Promise<ConvertResult> {
  switch (detectKind(bytes, fileName)) {
    case "pdf":
      return convertPdf(bytes, options);
    case "docx":
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
      return Promise.reject(
        new ExtractionError("unsupported", "The file is not a PDF, Word document or image"),
      );
  }
}
