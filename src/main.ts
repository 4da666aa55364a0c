import { createApp } from "./app.ts";
import { ConfigError, parseConfig, resolveSecretKey } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createDeps } from "./deps.ts";
import { ensureFirstSuperuser } from "./features/users/service.ts";
import { scheduleCron } from "./jobs/cron.ts";
import { startWorkers } from "./jobs/worker.ts";
import { createLogger } from "./log.ts";

async function main() {
  let parsed;
  try {
    parsed = parseConfig(Deno.env.toObject());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      Deno.exit(2);
    }
    throw error;
  }
  const log = createLogger(parsed.logLevel);
  const config = { ...parsed, secretKey: await resolveSecretKey(parsed) };
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  await migrateToLatest(database.db);
  const deps = createDeps(config, database.db, log);
  await ensureFirstSuperuser(deps);

  const workers = startWorkers(deps, {
    concurrency: config.workerConcurrency,
    leaseSeconds: config.jobLeaseSeconds,
  });
  deps.wakeWorkers = workers.wake;
  scheduleCron(deps, { drain: config.workerConcurrency === 0 });

  const app = createApp(deps);
  const server = Deno.serve({
    port: config.port,
    onListen: ({ port }) =>
      log.info("Quarry is listening", {
        url: `http://localhost:${port}`,
        database: database.kind === "pglite" ? `embedded (${config.dataDir}/pglite)` : "postgres",
      }),
  }, app.fetch);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    // Stop taking requests and jobs, let running work finish (or give it back), then close the database.
    await Promise.all([server.shutdown(), workers.stop(4000)]);
    await database.close();
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", () => shutdown("SIGINT"));
  Deno.addSignalListener("SIGTERM", () => shutdown("SIGTERM"));
}

if (import.meta.main) await main();
