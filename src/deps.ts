import type { AppConfig, AppDeps } from "./context.ts";
import type { Db } from "./db/database.ts";
import { createJobRegistry } from "./jobs/definitions.ts";
import type { Logger } from "./log.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import type { BlobStore } from "./storage/blob_store.ts";
import { createBlobStore } from "./storage/create.ts";

export function createDeps(
  config: AppConfig,
  db: Db,
  log: Logger,
  overrides: { mailer?: Mailer; storage?: BlobStore } = {},
): AppDeps {
  return {
    config,
    db,
    log,
    jobs: createJobRegistry(),
    mailer: overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.emailsFrom, log }),
    storage: overrides.storage ?? createBlobStore(config),
  };
}
