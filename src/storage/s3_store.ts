import { AwsClient } from "aws4fetch";
import { assertSafeKey, type BlobStore, limitStream } from "./blob_store.ts";

// S3 needs each part's length up front, so a stream is sent in parts of this size: memory stays bounded by one part.
const partBytes = 8 * 1024 * 1024;

function xmlValue(xml: string, tag: string): string | undefined {
  return xml.match(new RegExp(`<${tag}>([^<]*)</${tag}>`))?.[1];
}

function concat(chunks: Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2 …) addressed path-style. STORAGE_URL:
 * `s3://KEY:SECRET@host/bucket?region=…` (https) or `s3+http://KEY:SECRET@host:9000/bucket` (plain http).
 */
export class S3BlobStore implements BlobStore {
  constructor(private readonly client: AwsClient, private readonly bucketUrl: string) {}

  static fromUrl(storageUrl: string): S3BlobStore {
    const url = new URL(storageUrl.replace(/^s3(\+https?)?:/, "http:"));
    const secure = !storageUrl.startsWith("s3+http:");
    const bucket = url.pathname.replace(/^\/+|\/+$/g, "");
    if (!bucket || !url.username || !url.password) {
      throw new Error("STORAGE_URL must name a bucket and carry an access key and secret");
    }
    const client = new AwsClient({
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
      region: url.searchParams.get("region") ?? "us-east-1",
      service: "s3",
    });
    return new S3BlobStore(client, `${secure ? "https" : "http"}://${url.host}/${bucket}`);
  }

  #url(key: string, query = ""): string {
    assertSafeKey(key);
    return `${this.bucketUrl}/${key.split("/").map(encodeURIComponent).join("/")}${query}`;
  }

  async #send(url: string, init: RequestInit, okStatuses = [200]): Promise<Response> {
    const res = await this.client.fetch(url, init);
    if (!okStatuses.includes(res.status)) {
      const body = await res.text();
      throw new Error(
        `S3 ${init.method ?? "GET"} failed: ${res.status} ${xmlValue(body, "Code") ?? body.slice(0, 200)}`,
      );
    }
    return res;
  }

  async putBytes(key: string, bytes: Uint8Array): Promise<void> {
    const res = await this.#send(this.#url(key), { method: "PUT", body: bytes as Uint8Array<ArrayBuffer> });
    await res.body?.cancel();
  }

  async put(key: string, body: ReadableStream<Uint8Array>, options: { maxBytes?: number } = {}) {
    let size = 0;
    const reader = body.pipeThrough(limitStream(options.maxBytes ?? Infinity, (n) => (size = n))).getReader();
    let chunks: Uint8Array[] = [];
    let buffered = 0;
    let uploadId: string | undefined;
    const parts: string[] = [];
    const flush = async () => {
      const part = concat(chunks, buffered);
      chunks = [];
      buffered = 0;
      if (!uploadId) {
        const created = await this.#send(this.#url(key, "?uploads"), { method: "POST" });
        uploadId = xmlValue(await created.text(), "UploadId");
        if (!uploadId) throw new Error("S3 did not return an UploadId");
      }
      const query = `?partNumber=${parts.length + 1}&uploadId=${encodeURIComponent(uploadId)}`;
      const res = await this.#send(this.#url(key, query), { method: "PUT", body: part });
      await res.body?.cancel();
      parts.push(res.headers.get("etag") ?? "");
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        buffered += value.byteLength;
        if (buffered >= partBytes) await flush();
      }
      if (!uploadId) {
        await this.putBytes(key, concat(chunks, buffered));
        return { size };
      }
      if (buffered > 0) await flush();
      const xml = `<CompleteMultipartUpload>${
        parts.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`).join("")
      }</CompleteMultipartUpload>`;
      const done = await this.#send(this.#url(key, `?uploadId=${encodeURIComponent(uploadId)}`), {
        method: "POST",
        body: xml,
      });
      await done.body?.cancel();
      return { size };
    } catch (error) {
      if (uploadId) {
        await this.client.fetch(this.#url(key, `?uploadId=${encodeURIComponent(uploadId)}`), {
          method: "DELETE",
        })
          .then((r) => r.body?.cancel()).catch(() => {});
      }
      throw error;
    }
  }

  async get(key: string): Promise<ReadableStream<Uint8Array> | null> {
    const res = await this.#send(this.#url(key), { method: "GET" }, [200, 404]);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    return res.body;
  }

  async readBytes(key: string): Promise<Uint8Array | null> {
    const res = await this.#send(this.#url(key), { method: "GET" }, [200, 404]);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    return new Uint8Array(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.#send(this.#url(key), { method: "DELETE" }, [200, 204, 404]);
    await res.body?.cancel();
  }
}
