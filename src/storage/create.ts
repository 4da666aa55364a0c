import type { Config } from "../config.ts";
import type { BlobStore } from "./blob_store.ts";
import { LocalBlobStore } from "./local_store.ts";
import { S3BlobStore } from "./s3_store.ts";

export function createBlobStore(config: Config): BlobStore {
  if (config.storageUrl) return S3BlobStore.fromUrl(config.storageUrl);
  return new LocalBlobStore(`${config.dataDir}/files`);
}
