// Real server processes for tests and benchmarks: `src/main.ts` started as a user would start it.
import postgres from "postgres";

export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

export interface ServerProcess {
  url: string;
  child: Deno.ChildProcess;
  /** From spawning the process to the first healthy answer. */
  startupMs: number;
  /** SIGTERM, then wait for the exit: the graceful path. */
  stop(): Promise<Deno.CommandStatus>;
}

/** Starts the server on a free port and waits until /api/v1/health answers. */
export async function startServerProcess(
  env: Record<string, string>,
  options: { timeoutMs?: number; stderr?: "null" | "inherit" | "piped" } = {},
): Promise<ServerProcess> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("../main.ts", import.meta.url).pathname],
    env: { LOG_LEVEL: "warn", ...env, PORT: String(port) },
    stdout: "null",
    stderr: options.stderr ?? "null",
  }).spawn();
  const deadline = started + (options.timeoutMs ?? 120_000);
  for (;;) {
    try {
      const res = await fetch(`${url}/api/v1/health`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch { /* not listening yet */ }
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${url} never became healthy`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    url,
    child,
    startupMs: Math.round(performance.now() - started),
    stop() {
      child.kill("SIGTERM");
      return child.status;
    },
  };
}

/** A database of its own on a Postgres server (`url` names any database there), dropped by `drop()`. */
export async function scratchDatabase(url: string, label = "quarry_scratch") {
  const name = `${label}_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
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
