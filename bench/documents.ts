/**
 * Documents benchmark (issue 4), on the embedded PGlite and on Postgres (BENCH_DATABASE_URL or TEST_DATABASE_URL):
 * - upload-to-COMPLETED time of a 10-page digital PDF, p50 and p95 over 20 runs, through a real server process;
 * - pages per minute with two workers over a batch of 50 such documents;
 * - GET /api/v1/documents p95 with 10,000 documents in one account, unfiltered and filtered.
 * Prints JSON.   deno task bench:documents
 */
import { sql } from "kysely";
import { createApp } from "../src/app.ts";
import { parseConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { createDeps } from "../src/deps.ts";
import { silentLogger } from "../src/log.ts";
import { numberedPdf } from "../src/testing/fixtures.ts";
import { freePort, percentile, round, scratchDatabase, signupToken, startServer } from "./lib.ts";

const runs = Number(Deno.env.get("BENCH_RUNS") ?? 20);
const batch = Number(Deno.env.get("BENCH_BATCH") ?? 50);
const listSize = Number(Deno.env.get("BENCH_LIST_SIZE") ?? 10_000);
const databaseUrl = Deno.env.get("BENCH_DATABASE_URL") ?? Deno.env.get("TEST_DATABASE_URL");
const pdf = numberedPdf(10);

async function uploadPdf(url: string, token: string, name: string): Promise<string> {
  const body = new FormData();
  body.set("file", new File([pdf as Uint8Array<ArrayBuffer>], name));
  const res = await fetch(`${url}/api/v1/documents`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(json)}`);
  return json.id;
}

async function waitCompleted(url: string, token: string, ids: string[]): Promise<void> {
  const pending = new Set(ids);
  while (pending.size > 0) {
    for (const id of [...pending]) {
      const res = await fetch(`${url}/api/v1/documents/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { status, error } = await res.json();
      if (status === "COMPLETED") pending.delete(id);
      else if (status === "FAILED") throw new Error(`document failed: ${error}`);
    }
    if (pending.size > 0) await new Promise((r) => setTimeout(r, 10));
  }
}

async function conversionFigures(env: Record<string, string>) {
  const server = await startServer({ ...env, WORKER_CONCURRENCY: "2", SIGNUP_CREDITS: "1000000" });
  try {
    const token = await signupToken(server.url);
    const latencies: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await waitCompleted(server.url, token, [await uploadPdf(server.url, token, `run-${i}.pdf`)]);
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    const t0 = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < batch; i++) ids.push(await uploadPdf(server.url, token, `batch-${i}.pdf`));
    await waitCompleted(server.url, token, ids);
    const minutes = (performance.now() - t0) / 60_000;
    return {
      upload_to_completed_10_pages: {
        runs,
        p50_ms: round(percentile(latencies, 50)),
        p95_ms: round(percentile(latencies, 95)),
      },
      batch: {
        documents: batch,
        pages: batch * 10,
        workers: 2,
        pages_per_minute: Math.round((batch * 10) / minutes),
      },
    };
  } finally {
    await server.stop();
  }
}

/** Lists over a large history: rows inserted directly (uploading 10,000 files would only measure uploads). */
async function listFigures(target: { url?: string; dataDir?: string }) {
  const database = await openDatabase(target);
  await migrateToLatest(database.db);
  const dataDir = await Deno.makeTempDir({ prefix: "quarry-bench-" });
  const config = { ...parseConfig({ DATA_DIR: dataDir }), secretKey: "b".repeat(40) };
  const deps = createDeps(config, database.db, silentLogger);
  const port = freePort();
  const server = Deno.serve({ port, hostname: "127.0.0.1", onListen: () => {} }, createApp(deps).fetch);
  const url = `http://127.0.0.1:${port}`;
  try {
    const token = await signupToken(url);
    const me =
      await (await fetch(`${url}/api/v1/users/me`, { headers: { authorization: `Bearer ${token}` } })).json();
    for (let i = 0; i < listSize; i += 1000) {
      await database.db.insertInto("documents").values(
        Array.from({ length: Math.min(1000, listSize - i) }, (_, k) => {
          const n = i + k;
          return {
            id: crypto.randomUUID(),
            user_id: me.id,
            file_name: `${["invoice", "contract", "Report", "scan"][n % 4]}-${n}.pdf`,
            output_file_name: `doc-${n}.md`,
            mime_type: "application/pdf",
            file_kind: "pdf",
            file_size: 10_000 + n,
            status: "COMPLETED" as const,
            accuracy: "lite" as const,
            page_count: 1 + (n % 20),
            credits_charged: 2,
            created_at: sql`now() - make_interval(mins => ${n * 7})`,
          } as never;
        }),
      ).execute();
    }
    const measure = async (query: string) => {
      const latencies: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        const res = await fetch(`${url}/api/v1/documents?${query}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
      latencies.sort((a, b) => a - b);
      return { p50_ms: round(percentile(latencies, 50)), p95_ms: round(percentile(latencies, 95)) };
    };
    return {
      documents: listSize,
      unfiltered: await measure("skip=0&limit=25"),
      deep_page: await measure("skip=9000&limit=25"),
      search: await measure("search=report&limit=25"),
      date_range: await measure(
        `date_from=${new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10)}&limit=25`,
      ),
    };
  } finally {
    await server.shutdown();
    await database.close();
    await Deno.remove(dataDir, { recursive: true });
  }
}

async function pgliteFigures() {
  const dataDir = await Deno.makeTempDir({ prefix: "quarry-bench-" });
  try {
    return { conversion: await conversionFigures({ DATA_DIR: dataDir }), list: await listFigures({}) };
  } finally {
    await Deno.remove(dataDir, { recursive: true });
  }
}

async function postgresFigures(url: string) {
  const conversionDb = await scratchDatabase(url);
  const listDb = await scratchDatabase(url);
  const dataDir = await Deno.makeTempDir({ prefix: "quarry-bench-" });
  try {
    return {
      conversion: await conversionFigures({ DATA_DIR: dataDir, DATABASE_URL: conversionDb.url }),
      list: await listFigures({ url: listDb.url }),
    };
  } finally {
    await conversionDb.drop();
    await listDb.drop();
    await Deno.remove(dataDir, { recursive: true });
  }
}

console.log(JSON.stringify(
  {
    machine: { cores: navigator.hardwareConcurrency, deno: Deno.version.deno },
    pglite: await pgliteFigures(),
    postgres: databaseUrl
      ? await postgresFigures(databaseUrl)
      : "skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL",
  },
  null,
  2,
));
