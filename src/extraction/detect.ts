export type InputKind = "pdf" | "docx" | "doc" | "png" | "jpeg" | "tiff" | "bmp" | "webp";

const startsWith = (bytes: Uint8Array, ...signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** A zip archive by its first bytes ("PK\x03\x04"): a Word package, or one embedded in another. */
export const isZip = (bytes: Uint8Array) => startsWith(bytes, 0x50, 0x4b, 0x03, 0x04);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

const BY_EXTENSION: Record<string, InputKind> = {
  pdf: "pdf",
  docx: "docx",
  doc: "doc",
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  tif: "tiff",
  tiff: "tiff",
  bmp: "bmp",
  webp: "webp",
};

/**
 * The kind of input by its bytes; the name only settles what the bytes leave open (a zip is a Word file only
 * if it holds word/document.xml, which the Word reader checks). Undefined for anything the engine cannot read.
 */
export function detectKind(bytes: Uint8Array, fileName = ""): InputKind | undefined {
  // PDF allows up to 1 KB of junk before the header.
  if (ascii(bytes, 0, 1024).includes("%PDF-")) return "pdf";
  if (isZip(bytes)) return "docx";
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return "doc";
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return "jpeg";
  if (startsWith(bytes, 0x49, 0x49, 0x2a, 0x00) || startsWith(bytes, 0x4d, 0x4d, 0x00, 0x2a)) return "tiff";
  if (startsWith(bytes, 0x42, 0x4d) && bytes.length > 26) return "bmp";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  // A PDF whose header is damaged or missing still ends with its trailer; pdf.js can often recover it.
  const hinted = BY_EXTENSION[fileName.split(".").pop()?.toLowerCase() ?? ""];
  if (
    hinted === "pdf" &&
    /%%EOF|trailer|startxref/.test(ascii(bytes, Math.max(0, bytes.length - 2048), bytes.length))
  ) {
    return "pdf";
  }
  return undefined;
}
