import assert from "node:assert/strict";
import postgres from "postgres";
import { migrations as allMigrations } from "../migrations/mod.ts";

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

function startServer(env: Record<string, string>) {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("./main.ts", import.meta.url).pathname],
    env: { ...env, PORT: String(port), LOG_LEVEL: "warn" },
    stdout: "null",
    stderr: "piped",
  }).spawn();
  return { child, url: `http://127.0.0.1:${port}` };
}

async function waitHealthy(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/v1/health`);
      const body = await res.json();
      if (res.status === 200 && body.status === "ok") return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became healthy`);
}

async function login(url: string, username: string, password: string): Promise<number> {
  const res = await fetch(`${url}/api/v1/login/access-token`, {
    method: "POST",
    body: new URLSearchParams({ username, password }),
  });
  await res.body?.cancel();
  return res.status;
}

Deno.test({
  name: "the server starts on the embedded database, keeps data across restarts and stops on SIGTERM",
  sanitizeResources: false,
  async fn() {
    const dataDir = await Deno.makeTempDir();
    const env = {
      DATA_DIR: dataDir,
      FIRST_SUPERUSER: "root@example.com",
      FIRST_SUPERUSER_PASSWORD: "first-pass-1",
    };
    try {
      let server = startServer(env);
      await waitHealthy(server.url);
      assert.equal(await login(server.url, "root@example.com", "first-pass-1"), 200);
      server.child.kill("SIGTERM");
      assert.equal((await server.child.status).code, 0);
      await server.child.stderr.cancel();

      // A changed FIRST_SUPERUSER_PASSWORD takes effect at the next start; the data is still there.
      server = startServer({ ...env, FIRST_SUPERUSER_PASSWORD: "second-pass-2" });
      await waitHealthy(server.url);
      assert.equal(await login(server.url, "root@example.com", "first-pass-1"), 400);
      assert.equal(await login(server.url, "root@example.com", "second-pass-2"), 200);
      server.child.kill("SIGINT");
      assert.equal((await server.child.status).code, 0);
      await server.child.stderr.cancel();
      assert.ok((await Deno.stat(`${dataDir}/secret_key`)).isFile);
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

Deno.test({
  name: "a bad setting stops startup with a message naming the variable",
  async fn() {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", new URL("./main.ts", import.meta.url).pathname],
      env: { PORT: "not-a-port" },
      stdout: "null",
      stderr: "piped",
    }).output();
    assert.equal(out.code, 2);
    assert.match(new TextDecoder().decode(out.stderr), /PORT/);
  },
});

const testDatabaseUrl = Deno.env.get("TEST_DATABASE_URL");
Deno.test({
  name: "on Postgres, instances starting together migrate once and all serve [postgres]",
  ignore: !testDatabaseUrl,
  sanitizeResources: false,
  async fn() {
    const name = `quarry_start_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const admin = postgres(testDatabaseUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    const dataDir = await Deno.makeTempDir();
    const servers = [1, 2, 3].map(() =>
      startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        SECRET_KEY: "s".repeat(40),
        FIRST_SUPERUSER: "root@example.com",
        FIRST_SUPERUSER_PASSWORD: "first-pass-1",
      })
    );
    try {
      await Promise.all(servers.map((s) => waitHealthy(s.url)));
      for (const s of servers) assert.equal(await login(s.url, "root@example.com", "first-pass-1"), 200);
      const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
      const migrations = await db`select name from kysely_migration`;
      const users = await db`select count(*)::int as n from users`;
      await db.end();
      assert.equal(migrations.length, Object.keys(allMigrations).length);
      assert.equal(users[0].n, 1);
    } finally {
      for (const s of servers) {
        s.child.kill("SIGTERM");
        await s.child.status;
        await s.child.stderr.cancel();
      }
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
