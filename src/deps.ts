import type { AppConfig, AppDeps } from "./context.ts";
import type { Db } from "./db/database.ts";
import { createJobRegistry } from "./jobs/definitions.ts";
import type { Logger } from "./log.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";

export function createDeps(config: AppConfig, db: Db, log: Logger, mailer?: Mailer): AppDeps {
  return {
    config,
    db,
    log,
    jobs: createJobRegistry(),
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.emailsFrom, log }),
  };
}
