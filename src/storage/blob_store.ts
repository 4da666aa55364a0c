/** Where uploaded files and conversion outputs live: a local directory by default, or an S3-compatible bucket. */
export interface BlobStore {
  /** Streams `body` into `key`; stops and removes what was written once it passes `maxBytes`. */
  put(
    key: string,
    body: ReadableStream<Uint8Array>,
    options?: { maxBytes?: number },
  ): Promise<{ size: number }>;
  putBytes(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes as a stream, or null when there is nothing under `key`. */
  get(key: string): Promise<ReadableStream<Uint8Array> | null>;
  readBytes(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Blob exceeds ${maxBytes} bytes`);
    this.name = "BlobTooLargeError";
  }
}

/** Keys are built by the server from ids, never from user input; this refuses anything path-like anyway. */
export function assertSafeKey(key: string): void {
  if (!/^[\w-]+(\/[\w.-]+)*$/.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`Unsafe blob key: ${key}`);
  }
}

/** Counts bytes as they pass, and errors the stream once the limit is passed. */
export function limitStream(
  maxBytes: number,
  onSize: (size: number) => void,
): TransformStream<Uint8Array, Uint8Array> {
  let size = 0;
  return new TransformStream({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        controller.error(new BlobTooLargeError(maxBytes));
        return;
      }
      onSize(size);
      controller.enqueue(chunk);
    },
  });
}
