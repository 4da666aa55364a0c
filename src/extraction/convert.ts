import { detectKind } from "./detect.ts";
import { startLayoutThread } from "./layout/layout_ports.ts";
import { loadLater } from "./load_later.ts";
import { type ConvertOptions, type ConvertResult, ExtractionError } from "./types.ts";

/** A PDF this large starts its layout thread early (see convert_pdf.ts): a text PDF of 40 pages or so. */
const EARLY_LAYOUT_BYTES = 200_000;

type Reader = (bytes: Uint8Array, options: ConvertOptions) => Promise<ConvertResult>;

const readers: Record<"pdf" | "docx" | "doc" | "image", () => Promise<Reader>> = {
  pdf: async () =>
    (await loadLater<typeof import("./pdf/convert_pdf.ts")>("./pdf/convert_pdf.ts")).convertPdf,
  docx: async () =>
    (await loadLater<typeof import("./docx/convert_docx.ts")>("./docx/convert_docx.ts")).convertDocx,
  doc: async () =>
    (await loadLater<typeof import("./doc/convert_doc.ts")>("./doc/convert_doc.ts")).convertDoc,
  image: async () =>
    (await loadLater<typeof import("./image/convert_image.ts")>("./image/convert_image.ts")).convertImage,
};

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
      // A file this large may well be long enough to lay its pages out on a thread of their own: that thread
      // starts now and loads the layout while pdf.js loads here.
      if (bytes.length >= EARLY_LAYOUT_BYTES && navigator.hardwareConcurrency > 1) startLayoutThread();
      return (await readers.pdf())(bytes, options);
    case "docx":
      return (await readers.docx())(bytes, options);
    case "doc":
      return (await readers.doc())(bytes, options);
    case "png":
    case "jpeg":
    case "tiff":
    case "bmp":
    case "webp":
      return (await readers.image())(bytes, options);
    default:
      throw new ExtractionError("unsupported", "The file is not a PDF, Word document or image");
  }
}
