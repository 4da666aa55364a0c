import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { Logger } from "./log.ts";
import type { JobRegistry } from "./jobs/registry.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { BlobStore } from "./storage/blob_store.ts";

export type AppConfig = Config & { secretKey: string };

/** What every handler, service and job can reach; built once at start and passed in, never a global. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  log: Logger;
  jobs: JobRegistry;
  mailer: Mailer;
  storage: BlobStore;
  /** Set once workers run in this process, so new work starts now rather than at the next poll. */
  wakeWorkers?: () => void;
}
