import { assertSafeKey, type BlobStore, limitStream } from "./blob_store.ts";

/** Files under one directory. Writes go to a temporary name first, so a reader never sees half a file. */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  #path(key: string): string {
    assertSafeKey(key);
    return `${this.root}/${key}`;
  }

  async put(key: string, body: ReadableStream<Uint8Array>, options: { maxBytes?: number } = {}) {
    const path = this.#path(key);
    await Deno.mkdir(path.slice(0, path.lastIndexOf("/")), { recursive: true });
    const temp = `${path}.${crypto.randomUUID()}.part`;
    let size = 0;
    const limited = body.pipeThrough(limitStream(options.maxBytes ?? Infinity, (n) => (size = n)));
    const file = await Deno.open(temp, { write: true, createNew: true });
    try {
      await limited.pipeTo(file.writable);
    } catch (error) {
      await Deno.remove(temp).catch(() => {});
      throw error;
    }
    await Deno.rename(temp, path);
    return { size };
  }

  async putBytes(key: string, bytes: Uint8Array): Promise<void> {
    await this.put(key, ReadableStream.from([bytes]));
  }

  async get(key: string): Promise<ReadableStream<Uint8Array> | null> {
    try {
      return (await Deno.open(this.#path(key), { read: true })).readable;
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return null;
      throw error;
    }
  }

  async readBytes(key: string): Promise<Uint8Array | null> {
    try {
      return await Deno.readFile(this.#path(key));
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await Deno.remove(this.#path(key)).catch((error) => {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    });
  }
}
