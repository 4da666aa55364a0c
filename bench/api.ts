/**
 * Foundation benchmark: start-up time to the first healthy request, and GET /api/v1/users/me throughput and
 * latency, on the embedded PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on Postgres.
 * Prints JSON. Load comes from this process over loopback, bounded by BENCH_SECONDS (default 10) per target.
 *
 *   deno task bench:api
 */
import postgres from "postgres";

const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const concurrency = Number(Deno.env.get("BENCH_CONCURRENCY") ?? 16);
const databaseUrl = Deno.env.get("BENCH_DATABASE_URL") ?? Deno.env.get("TEST_DATABASE_URL");

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

async function startServer(env: Record<string, string>) {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("../src/main.ts", import.meta.url).pathname],
    env: { ...env, PORT: String(port), LOG_LEVEL: "warn", WORKER_CONCURRENCY: "1" },
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  for (;;) {
    try {
      const res = await fetch(`${url}/api/v1/health`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch { /* not up yet */ }
    if (performance.now() - started > 120_000) throw new Error("server did not become healthy");
    await new Promise((r) => setTimeout(r, 20));
  }
  const startupMs = Math.round(performance.now() - started);
  return {
    url,
    startupMs,
    async stop() {
      child.kill("SIGTERM");
      await child.status;
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function loadUsersMe(url: string) {
  const email = `bench-${crypto.randomUUID()}@example.com`;
  const signup = await fetch(`${url}/api/v1/users/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, full_name: "Bench User", password: "bench-password-1" }),
  });
  const token = (await signup.json()).token.access_token;
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
  const round = (n: number) => Math.round(n * 100) / 100;
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
  const name = `quarry_bench_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dataDir = await Deno.makeTempDir({ prefix: "quarry-bench-" });
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: target.toString() };
    const cold = await startServer(env);
    await cold.stop();
    const warm = await startServer(env);
    const usersMe = await loadUsersMe(warm.url);
    await warm.stop();
    return { startup_first_run_ms: cold.startupMs, startup_ms: warm.startupMs, users_me: usersMe };
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
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
