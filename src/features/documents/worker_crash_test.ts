import assert from "node:assert/strict";
import postgres from "postgres";
import { numberedPdf } from "../../testing/fixtures.ts";
import { scratchDatabase, type ServerProcess, startServerProcess } from "../../testing/server_process.ts";

const testDatabaseUrl = Deno.env.get("TEST_DATABASE_URL");

Deno.test({
  name:
    "a server killed mid-conversion: another takes the job over and the document is charged once [postgres]",
  ignore: !testDatabaseUrl,
  sanitizeResources: false,
  async fn() {
    const database = await scratchDatabase(testDatabaseUrl!, "quarry_crash");
    const dataDir = await Deno.makeTempDir();
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SECRET_KEY: "c".repeat(40),
      SIGNUP_CREDITS: "100000",
      JOB_LEASE_SECONDS: "2",
    };
    let second: ServerProcess | undefined;
    try {
      const first = await startServerProcess(env);
      const signup = await fetch(`${first.url}/api/v1/users/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: "crash@example.com",
          full_name: "Crash Test",
          password: "crash-pass-1",
        }),
      });
      const token = (await signup.json()).token.access_token;
      const headers = { authorization: `Bearer ${token}` };
      const body = new FormData();
      body.set("file", new File([numberedPdf(3000) as Uint8Array<ArrayBuffer>], "long.pdf"));
      const uploaded = await (await fetch(`${first.url}/api/v1/documents`, { method: "POST", headers, body }))
        .json();
      assert.equal(uploaded.page_count, 3000);

      // Kill the process (no shutdown, no release) once it is visibly part-way through.
      let seen = { status: "PENDING", pages_done: 0 };
      while (!(seen.status === "PROCESSING" && seen.pages_done > 0)) {
        seen = await (await fetch(`${first.url}/api/v1/documents/${uploaded.id}`, { headers })).json();
        assert.notEqual(seen.status, "COMPLETED", "the conversion finished before it could be interrupted");
        await new Promise((r) => setTimeout(r, 20));
      }
      first.child.kill("SIGKILL");
      await first.child.status;

      second = await startServerProcess(env);
      let final = seen;
      const deadline = Date.now() + 120_000;
      while (final.status !== "COMPLETED" && final.status !== "FAILED" && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        final = await (await fetch(`${second.url}/api/v1/documents/${uploaded.id}`, { headers })).json();
      }
      assert.equal(final.status, "COMPLETED");
      assert.equal((final as unknown as { pages_done: number }).pages_done, 3000);

      const db = postgres(database.url, { max: 1, onnotice: () => {} });
      const jobs = await db`select attempts, status from jobs where kind = 'convert_document'`;
      const ledger = await db`select reason, delta from credit_ledger where reference = ${uploaded.id}`;
      const [{ balance }] = await db`select balance from accounts`;
      await db.end();
      assert.deepEqual([...jobs].map((j) => [j.attempts, j.status]), [[2, "completed"]]);
      assert.deepEqual([...ledger].map((e) => [e.reason, e.delta]), [["document_conversion", -6000]]);
      assert.equal(balance, 100000 - 6000);
    } finally {
      await second?.stop();
      await database.drop();
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
