// Shared by the benchmarks: a real server process on a free port, and percentiles.

export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

export interface RunningServer {
  url: string;
  /** From spawning the process to the first healthy answer. */
  startupMs: number;
  stop(): Promise<void>;
}

/** Starts `src/main.ts` as its own process (as a user would) and waits until /health answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("../src/main.ts", import.meta.url).pathname],
    env: { LOG_LEVEL: "warn", ...env, PORT: String(port) },
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

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** A fresh database on the benchmark Postgres; dropped by the returned function. */
export async function scratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: postgres } = await import("postgres");
  const name = `quarry_bench_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function signupToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/users/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench-${crypto.randomUUID()}@example.com`,
      full_name: "Bench User",
      password: "bench-password-1",
    }),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`signup failed: ${JSON.stringify(body)}`);
  return body.token.access_token;
}
