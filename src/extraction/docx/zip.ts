import { Inflate } from "fflate";
import { ExtractionError } from "../types.ts";

/** Limits that keep a zip bomb from exhausting memory: per entry and for everything read from one file. */
export interface ZipLimits {
  maxEntryBytes: number;
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntryBytes: 64 * 1024 * 1024,
  maxTotalBytes: 256 * 1024 * 1024,
};

interface Entry {
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const CHUNK = 64 * 1024;

/**
 * Reads entries of a zip archive lazily. The central directory is parsed by hand so that each entry is only
 * inflated on demand, through a streaming inflater that stops as soon as the output passes the limit —
 * sizes declared in the archive are not trusted.
 */
export class ZipReader {
  readonly #bytes: Uint8Array;
  readonly #view: DataView;
  readonly #entries = new Map<string, Entry>();
  readonly #limits: ZipLimits;
  #totalRead = 0;

  constructor(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS) {
    this.#bytes = bytes;
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.#limits = limits;
    this.#readDirectory();
  }

  get names(): string[] {
    return [...this.#entries.keys()];
  }

  has(name: string): boolean {
    return this.#entries.has(name);
  }

  #readDirectory() {
    const view = this.#view;
    const minEnd = Math.max(0, this.#bytes.length - 22 - 0xffff);
    let end = -1;
    for (let i = this.#bytes.length - 22; i >= minEnd; i--) {
      if (view.getUint32(i, true) === 0x06054b50) {
        end = i;
        break;
      }
    }
    if (end < 0) {
      throw new ExtractionError("corrupt", "The file is not a valid zip archive (no central directory)");
    }
    const count = view.getUint16(end + 10, true);
    let offset = view.getUint32(end + 16, true);
    if (offset === 0xffffffff || count === 0xffff) {
      throw new ExtractionError("too_large", "The archive uses ZIP64, which is not supported for Word files");
    }
    const decoder = new TextDecoder();
    for (let i = 0; i < count; i++) {
      if (offset + 46 > this.#bytes.length || view.getUint32(offset, true) !== 0x02014b50) {
        throw new ExtractionError("corrupt", "The zip archive's central directory is damaged");
      }
      const nameLength = view.getUint16(offset + 28, true);
      const extraLength = view.getUint16(offset + 30, true);
      const commentLength = view.getUint16(offset + 32, true);
      const name = decoder.decode(this.#bytes.subarray(offset + 46, offset + 46 + nameLength));
      this.#entries.set(name.replace(/^\/+/, ""), {
        method: view.getUint16(offset + 10, true),
        compressedSize: view.getUint32(offset + 20, true),
        localHeaderOffset: view.getUint32(offset + 42, true),
      });
      offset += 46 + nameLength + extraLength + commentLength;
    }
  }

  /** The entry's bytes, or undefined when the archive has no such entry. */
  read(name: string): Uint8Array | undefined {
    const entry = this.#entries.get(name);
    if (!entry) return undefined;
    const view = this.#view;
    const header = entry.localHeaderOffset;
    if (header + 30 > this.#bytes.length || view.getUint32(header, true) !== 0x04034b50) {
      throw new ExtractionError("corrupt", `The zip entry ${name} is damaged`);
    }
    const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
    const data = this.#bytes.subarray(start, start + entry.compressedSize);
    if (data.length < entry.compressedSize) {
      throw new ExtractionError("corrupt", `The zip archive is truncated (entry ${name})`);
    }
    if (entry.method === 0) {
      this.#check(name, data.length);
      this.#totalRead += data.length;
      return data;
    }
    if (entry.method !== 8) {
      throw new ExtractionError(
        "unsupported",
        `The zip entry ${name} uses an unsupported compression method`,
      );
    }
    return this.#inflate(name, data);
  }

  readText(name: string): string | undefined {
    const bytes = this.read(name);
    return bytes && new TextDecoder().decode(bytes);
  }

  #check(name: string, size: number) {
    if (size > this.#limits.maxEntryBytes) {
      throw new ExtractionError("too_large", `The zip entry ${name} expands beyond the size limit`);
    }
    if (this.#totalRead + size > this.#limits.maxTotalBytes) {
      throw new ExtractionError("too_large", "The archive expands beyond the total size limit");
    }
  }

  #inflate(name: string, data: Uint8Array): Uint8Array {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let finished = false;
    const inflater = new Inflate((chunk, final) => {
      size += chunk.length;
      this.#check(name, size);
      chunks.push(chunk);
      finished ||= final;
    });
    try {
      for (let at = 0; at < data.length; at += CHUNK) {
        inflater.push(data.subarray(at, at + CHUNK), at + CHUNK >= data.length);
      }
      if (data.length === 0) inflater.push(new Uint8Array(0), true);
    } catch (error) {
      if (error instanceof ExtractionError) throw error;
      throw new ExtractionError("corrupt", `The zip entry ${name} could not be decompressed`);
    }
    if (!finished && data.length > 0) {
      throw new ExtractionError("corrupt", `The zip entry ${name} is truncated`);
    }
    this.#totalRead += size;
    const out = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}
