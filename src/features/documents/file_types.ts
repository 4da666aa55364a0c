/** The spec's upload rules: these extensions, confirmed by the file's bytes. */
export const allowedExtensions = ["pdf", "doc", "docx", "jpg", "jpeg", "png", "tiff", "tif", "bmp"] as const;
export const maxUploadBytes = 100 * 1024 * 1024;

export type FileKind = "pdf" | "doc" | "docx" | "png" | "jpeg" | "tiff" | "bmp";

const kindOfExtension: Record<string, FileKind> = {
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  tif: "tiff",
  tiff: "tiff",
  bmp: "bmp",
};

export const mimeTypeOf: Record<FileKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  png: "image/png",
  jpeg: "image/jpeg",
  tiff: "image/tiff",
  bmp: "image/bmp",
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

const kindOfMimeType: Record<string, FileKind> = Object.fromEntries(
  Object.entries(mimeTypeOf).map(([kind, mime]) => [mime, kind as FileKind]),
);

/** The kind a file claims: by its extension, else (a name without one) by the MIME type the client sent. */
export function claimedKind(fileName: string, mimeType: string): FileKind | undefined {
  const byExtension = kindOfExtension[extensionOf(fileName)];
  if (byExtension || extensionOf(fileName) !== "") return byExtension;
  return kindOfMimeType[mimeType.split(";")[0].trim().toLowerCase()];
}

/** `report.pdf` → `report.md`: the name a download of the markdown gets. */
export function outputFileName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.md`;
}

/** Only the final path segment, without control characters: browsers and old clients send full paths. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // deno-lint-ignore no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 255);
  return cleaned || "document";
}
