import { Kysely, PGliteDialect, type Transaction } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import { PGlite } from "@electric-sql/pglite";
import type { Database as Tables } from "./schema.ts";

export type Db = Kysely<Tables>;
export type Trx = Transaction<Tables>;
/** Repository functions take either, so services decide the transaction. */
export type Executor = Db | Trx;

export interface DatabaseTarget {
  /** A postgres:// URL; unset means the embedded PGlite. */
  url?: string;
  /** Where PGlite keeps its files; unset means in memory. */
  dataDir?: string;
  /** Postgres only: the schema to work in (tests use one each). */
  schema?: string;
  maxConnections?: number;
}

export interface OpenedDatabase {
  db: Db;
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<OpenedDatabase> {
  if (target.url) {
    const sql = postgres(target.url, {
      max: target.maxConnections ?? 10,
      onnotice: () => {},
      connection: target.schema ? { search_path: target.schema } : {},
    });
    const db = new Kysely<Tables>({ dialect: new PostgresJSDialect({ postgres: sql }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  if (target.dataDir) await Deno.mkdir(target.dataDir, { recursive: true });
  const pglite = await PGlite.create(target.dataDir ? `${target.dataDir}` : undefined);
  const db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: "pglite", close: () => db.destroy() };
}
