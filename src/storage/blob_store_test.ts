import assert from "node:assert/strict";
import S3rver from "s3rver";
import { AwsClient } from "aws4fetch";
import { type BlobStore, BlobTooLargeError } from "./blob_store.ts";
import { LocalBlobStore } from "./local_store.ts";
import { S3BlobStore } from "./s3_store.ts";

function bytes(n: number, seed = 7): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = (i * 31 + seed) & 0xff;
  return out;
}

/** A stream of `total` bytes in `chunk`-sized pieces, made as it is read (never whole in memory). */
function streamOf(total: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(chunk, total - sent);
      controller.enqueue(bytes(n, sent));
      sent += n;
    },
  });
}

async function contract(t: Deno.TestContext, store: BlobStore) {
  await t.step("putBytes, readBytes, get and delete", async () => {
    await store.putBytes("a/b/small.md", new TextEncoder().encode("# hi"));
    assert.equal(new TextDecoder().decode((await store.readBytes("a/b/small.md"))!), "# hi");
    const stream = await store.get("a/b/small.md");
    assert.equal(await new Response(stream).text(), "# hi");
    await store.delete("a/b/small.md");
    assert.equal(await store.readBytes("a/b/small.md"), null);
    assert.equal(await store.get("a/b/small.md"), null);
    await store.delete("a/b/small.md");
  });

  await t.step("a large stream is stored whole (in parts where the store needs them)", async () => {
    const total = 19 * 1024 * 1024 + 123;
    const { size } = await store.put("big/file", streamOf(total));
    assert.equal(size, total);
    const back = (await store.readBytes("big/file"))!;
    assert.equal(back.byteLength, total);
    assert.deepEqual(
      back.subarray(total - 1000),
      (() => {
        const expected = new Uint8Array(total);
        let offset = 0;
        while (offset < total) {
          const n = Math.min(64 * 1024, total - offset);
          expected.set(bytes(n, offset), offset);
          offset += n;
        }
        return expected.subarray(total - 1000);
      })(),
    );
    await store.delete("big/file");
  });

  await t.step("a stream over maxBytes is refused and leaves nothing behind", async () => {
    await assert.rejects(
      store.put("over/limit", streamOf(300_000), { maxBytes: 200_000 }),
      BlobTooLargeError,
    );
    assert.equal(await store.readBytes("over/limit"), null);
  });

  await t.step("path-like keys are refused", async () => {
    for (const key of ["../escape", "a/../../b", "/abs", "a//b"]) {
      await assert.rejects(store.putBytes(key, new Uint8Array(1)), /Unsafe blob key/);
    }
  });
}

Deno.test("blob store: local directory", async (t) => {
  const root = await Deno.makeTempDir();
  try {
    await contract(t, new LocalBlobStore(root));
    const leftovers = [...Deno.readDirSync(root)].flatMap((e) =>
      e.isDirectory ? [...Deno.readDirSync(`${root}/${e.name}`)] : [e]
    );
    assert.ok(leftovers.every((e) => !e.name.endsWith(".part")), "no temporary files left");
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test({
  name: "blob store: S3 protocol, against s3rver",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn(t) {
    const dir = await Deno.makeTempDir();
    const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir });
    const { port } = await server.run();
    try {
      const admin = new AwsClient({
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        region: "us-east-1",
        service: "s3",
      });
      await (await admin.fetch(`http://127.0.0.1:${port}/quarry-test`, { method: "PUT" })).body?.cancel();
      await contract(t, S3BlobStore.fromUrl(`s3+http://S3RVER:S3RVER@127.0.0.1:${port}/quarry-test`));
      await t.step("an unknown access key is refused by the server", async () => {
        const wrong = S3BlobStore.fromUrl(`s3+http://NOPE:S3RVER@127.0.0.1:${port}/quarry-test`);
        await assert.rejects(wrong.putBytes("x", new Uint8Array(1)), /S3 PUT failed: 403/);
      });
    } finally {
      await server.close();
      await Deno.remove(dir, { recursive: true });
    }
  },
});
