import assert from "node:assert/strict";
import postgres from "postgres";
import { migrations as allMigrations } from "../migrations/mod.ts";
import { scratchDatabase, startServerProcess } from "./testing/server_process.ts";

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
      let server = await startServerProcess(env);
      assert.equal(await login(server.url, "root@example.com", "first-pass-1"), 200);
      assert.equal((await server.stop()).code, 0);

      // A changed FIRST_SUPERUSER_PASSWORD takes effect at the next start; the data is still there.
      server = await startServerProcess({ ...env, FIRST_SUPERUSER_PASSWORD: "second-pass-2" });
      assert.equal(await login(server.url, "root@example.com", "first-pass-1"), 400);
      assert.equal(await login(server.url, "root@example.com", "second-pass-2"), 200);
      server.child.kill("SIGINT");
      assert.equal((await server.child.status).code, 0);
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
    const database = await scratchDatabase(testDatabaseUrl!, "quarry_start");
    const dataDir = await Deno.makeTempDir();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SECRET_KEY: "s".repeat(40),
      FIRST_SUPERUSER: "root@example.com",
      FIRST_SUPERUSER_PASSWORD: "first-pass-1",
    };
    const servers = await Promise.all([1, 2, 3].map(() => startServerProcess(env)));
    try {
      for (const s of servers) assert.equal(await login(s.url, "root@example.com", "first-pass-1"), 200);
      const db = postgres(database.url, { max: 1, onnotice: () => {} });
      const migrations = await db`select name from kysely_migration`;
      const users = await db`select count(*)::int as n from users`;
      await db.end();
      assert.equal(migrations.length, Object.keys(allMigrations).length);
      assert.equal(users[0].n, 1);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await database.drop();
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
