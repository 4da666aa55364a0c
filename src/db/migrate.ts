import { Migrator } from "kysely/migration";
import { migrations } from "../../migrations/mod.ts";
import type { Db } from "./database.ts";

/**
 * Applies pending migrations. Kysely's Postgres adapter holds a transaction-scoped advisory lock while it
 * migrates, so several instances starting together apply each migration once.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : error}`,
    );
  }
}
