import busboy from "busboy";
import { Readable } from "node:stream";
import type { BlobStore } from "../../storage/blob_store.ts";
import { AppError } from "../../http/errors.ts";

export interface UploadedFile {
  fileName: string;
  /** The type the client claimed; the bytes decide. */
  claimedType: string;
  size: number;
  /** The first bytes, for recognising the type. */
  head: Uint8Array;
  tooLarge: boolean;
}

export interface ParsedUpload {
  fields: Record<string, string>;
  file?: UploadedFile;
}

const headBytes = 8192;

/**
 * Streams a multipart upload: the part named `file` goes straight into the blob store under `key` (never whole
 * in memory), other parts are small text fields. A file past `maxFileBytes` is cut off and flagged.
 */
export function parseUpload(
  request: Request,
  options: { store: BlobStore; key: string; maxFileBytes: number },
): Promise<ParsedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) {
    throw new AppError(415, "Send the document as multipart/form-data with a 'file' part");
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fileSize: options.maxFileBytes, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
      });
    } catch {
      throw new AppError(400, "Malformed multipart body");
    }
    const fields: Record<string, string> = {};
    let stored: Promise<UploadedFile> | undefined;

    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || stored) {
        stream.resume();
        return;
      }
      let head = new Uint8Array(0);
      let tooLarge = false;
      stream.on("limit", () => (tooLarge = true));
      const capture = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (head.length < headBytes) {
            const next = new Uint8Array(Math.min(headBytes, head.length + chunk.length));
            next.set(head);
            next.set(chunk.subarray(0, next.length - head.length), head.length);
            head = next;
          }
          controller.enqueue(chunk);
        },
      });
      const body = (Readable.toWeb(stream) as ReadableStream<Uint8Array>).pipeThrough(capture);
      stored = options.store.put(options.key, body).then(({ size }) => ({
        fileName: info.filename ?? "document",
        claimedType: info.mimeType,
        size,
        head,
        tooLarge,
      }));
    });
    parser.on("error", () => reject(new AppError(400, "Malformed multipart body")));
    parser.on("close", () => {
      if (!stored) return resolve({ fields });
      stored.then((file) => resolve({ fields, file }), reject);
    });
    Readable.fromWeb(request.body as import("node:stream/web").ReadableStream).on("error", reject).pipe(
      parser,
    );
  });
}
