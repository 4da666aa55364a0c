import { sql } from "kysely";
import { createApp } from "../app.ts";
import { parseConfig } from "../config.ts";
import type { AppDeps } from "../context.ts";
import { type Db, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createDeps } from "../deps.ts";
import { runJobsUntilIdle } from "../jobs/worker.ts";
import { createLogger, silentLogger } from "../log.ts";
import { SmtpSink } from "./smtp_sink.ts";

export type Backend = "pglite" | "postgres";

/** PGlite always; the real Postgres as well when TEST_DATABASE_URL is set (CI sets it). */
export function testBackends(): Backend[] {
  return Deno.env.get("TEST_DATABASE_URL") ? ["pglite", "postgres"] : ["pglite"];
}

// Tests read response bodies loosely and assert on them; a typed body would only add casts.
// deno-lint-ignore no-explicit-any
type Json = any;

export interface TestResponse<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  json?: unknown;
  form?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

export interface TestEnv {
  backend: Backend;
  deps: AppDeps;
  db: Db;
  smtp: SmtpSink;
  app: ReturnType<typeof createApp>;
  request<T = Json>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Signs up a new user with a unique address and returns its token. */
  signup(overrides?: Partial<{ email: string; password: string; full_name: string }>): Promise<TestUser>;
  login(email: string, password: string): Promise<string>;
  superuser: { email: string; password: string };
  runJobs(): Promise<number>;
  close(): Promise<void>;
}

export interface TestUser {
  email: string;
  password: string;
  token: string;
  id: string;
}

let counter = 0;
export function uniqueEmail(label = "user"): string {
  return `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;
}

/** A migrated database of the given backend: PGlite in memory, or a fresh schema in the test Postgres. */
export async function openTestDatabase(backend: Backend, options: { maxConnections?: number } = {}) {
  if (backend === "pglite") {
    const opened = await openDatabase({});
    await migrateToLatest(opened.db);
    return opened;
  }
  const url = Deno.env.get("TEST_DATABASE_URL")!;
  const schema = `test_${crypto.randomUUID().replaceAll("-", "")}`;
  const admin = await openDatabase({ url, maxConnections: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const opened = await openDatabase({ url, schema, maxConnections: options.maxConnections ?? 10 });
  const close = async () => {
    await opened.close();
    const cleanup = await openDatabase({ url, maxConnections: 1 });
    await cleanup.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SCHEMA_DROP_LOCK})`.execute(trx);
      await sql`drop schema ${sql.id(schema)} cascade`.execute(trx);
    });
    await cleanup.close();
  };
  try {
    await whileNoSchemaIsDropped(admin.db, () => migrateToLatest(opened.db, schema));
  } catch (error) {
    await close();
    throw error;
  } finally {
    await admin.close();
  }
  return { ...opened, close };
}

/**
 * Kysely's migrator introspects the tables of every schema in the database and looks each schema up by
 * name, so a schema that another test process drops meanwhile fails the migration ("schema test_… does
 * not exist"). Migrations hold this advisory lock shared, so they still run side by side; drops take it
 * exclusively.
 */
const SCHEMA_DROP_LOCK = 7_041_926_553;

async function whileNoSchemaIsDropped(db: Db, work: () => Promise<void>) {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock_shared(${SCHEMA_DROP_LOCK})`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock_shared(${SCHEMA_DROP_LOCK})`.execute(connection);
    }
  });
}

export async function createTestEnv(backend: Backend, env: Record<string, string> = {}): Promise<TestEnv> {
  const smtp = await SmtpSink.start();
  const dataDir = await Deno.makeTempDir({ prefix: "quarry-test-" });
  const superuser = { email: uniqueEmail("admin"), password: "admin-password-1" };
  const config = {
    ...parseConfig({
      PUBLIC_URL: "http://quarry.test",
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      FIRST_SUPERUSER: superuser.email,
      FIRST_SUPERUSER_PASSWORD: superuser.password,
      ...env,
    }),
    secretKey: "test-secret-key-test-secret-key-0123456789",
  };
  const database = await openTestDatabase(backend);
  const log = Deno.env.get("TEST_LOG") ? createLogger("debug") : silentLogger;
  const deps = createDeps(config, database.db, log);
  const { ensureFirstSuperuser } = await import("../features/users/service.ts");
  await ensureFirstSuperuser(deps);
  const app = createApp(deps);

  const request = async (method: string, path: string, options: RequestOptions = {}) => {
    const headers = new Headers(options.headers);
    let body = options.body;
    if (options.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = new URLSearchParams(options.form);
    }
    if (options.token) headers.set("authorization", `Bearer ${options.token}`);
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch { /* not JSON: keep the text */ }
    return { status: res.status, body: parsed as Json, headers: res.headers };
  };

  const login = async (email: string, password: string) => {
    const res = await request("POST", "/api/v1/login/access-token", { form: { username: email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.access_token as string;
  };

  const signup = async (overrides: Partial<{ email: string; password: string; full_name: string }> = {}) => {
    const user = { email: uniqueEmail(), password: "password-123", full_name: "Test User", ...overrides };
    const res = await request("POST", "/api/v1/users/signup", { json: user });
    if (res.status !== 200 || !res.body.token) {
      throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return {
      email: user.email,
      password: user.password,
      token: res.body.token.access_token,
      id: res.body.user.id,
    };
  };

  return {
    backend,
    deps,
    db: database.db,
    smtp,
    app,
    request,
    login,
    signup,
    superuser,
    runJobs: () => runJobsUntilIdle(deps, { budgetMs: 20_000 }),
    async close() {
      await database.close();
      await smtp.close();
      await Deno.remove(dataDir, { recursive: true });
    },
  };
}

/**
 * Registers one test per backend; `fn` gets a fresh migrated database and app. Steps (t.step) share it, so
 * they create their own users rather than rely on an empty database.
 */
export function dbTest(
  name: string,
  fn: (t: Deno.TestContext, env: TestEnv) => Promise<void>,
  options: { env?: Record<string, string> } = {},
) {
  for (const backend of testBackends()) {
    Deno.test({
      name: `${name} [${backend}]`,
      // postgres.js and PGlite keep timers and sockets between queries by design.
      sanitizeOps: false,
      sanitizeResources: false,
      async fn(t) {
        const env = await createTestEnv(backend, options.env);
        try {
          await fn(t, env);
        } finally {
          await env.close();
        }
      },
    });
  }
}
