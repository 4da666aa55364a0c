/**
 * Foundation benchmark: start-up time to the first healthy request, and GET /api/v1/users/me throughput and
 * latency, on the embedded PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on Postgres.
 * Prints JSON. Load comes from this process over loopback, bounded by BENCH_SECONDS (default 10) per target.
 *
 *   deno task bench:api
 */
import { percentile, round, scratchDatabase, signupToken, startServer } from "./lib.ts";

const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const concurrency = Number(Deno.env.get("BENCH_CONCURRENCY") ?? 16);
const databaseUrl = Deno.env.get("BENCH_DATABASE_URL") ?? Deno.env.get("TEST_DATABASE_URL");

async function loadUsersMe(url: string) {
  const token = await signupToken(url);
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 200; i++) await (await fetch(`${url}/api/v1/users/me`, { headers })).body?.cancel();

  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/v1/users/me`, { headers });
      await res.body?.cancel();
      if (res.status !== 200) errors++;
      latencies.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    concurrency,
    rps: Math.round(latencies.length / elapsed),
    p50_ms: round(percentile(latencies, 50)),
    p99_ms: round(percentile(latencies, 99)),
  };
}

async function benchPglite() {
  const dataDir = await Deno.makeTempDir({ prefix: "quarry-bench-" });
  try {
    const cold = await startServer({ DATA_DIR: dataDir });
    await cold.stop();
    const warm = await startServer({ DATA_DIR: dataDir });
    const usersMe = await loadUsersMe(warm.url);
    await warm.stop();
    return { startup_first_run_ms: cold.startupMs, startup_ms: warm.startupMs, users_me: usersMe };
  } finally {
    await Deno.remove(dataDir, { recursive: true });
  }
}

async function benchPostgres(url: string) {
  const database = await scratchDatabase(url);
  const dataDir = await Deno.makeTempDir({ prefix: "quarry-bench-" });
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
    const cold = await startServer(env);
    await cold.stop();
    const warm = await startServer(env);
    const usersMe = await loadUsersMe(warm.url);
    await warm.stop();
    return { startup_first_run_ms: cold.startupMs, startup_ms: warm.startupMs, users_me: usersMe };
  } finally {
    await database.drop();
    await Deno.remove(dataDir, { recursive: true });
  }
}

const result: Record<string, unknown> = {
  machine: { cores: navigator.hardwareConcurrency, deno: Deno.version.deno },
  seconds_per_target: seconds,
  pglite: await benchPglite(),
  postgres: databaseUrl
    ? await benchPostgres(databaseUrl)
    : "skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL",
};
console.log(JSON.stringify(result, null, 2));
