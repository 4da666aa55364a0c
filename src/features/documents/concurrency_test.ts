import assert from "node:assert/strict";
import { createDeps } from "../../deps.ts";
import { createApp } from "../../app.ts";
import { createLogger } from "../../log.ts";
import { numberedPdf } from "../../testing/fixtures.ts";
import { createTestEnv, openTestDatabase } from "../../testing/test_env.ts";
import { findAccountByUserId } from "../users/repository.ts";
import { listLedger } from "../credits/repository.ts";

Deno.test({
  name: "on Postgres, twenty uploads at once never overdraw the account or charge twice [postgres]",
  ignore: !Deno.env.get("TEST_DATABASE_URL"),
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const env = await createTestEnv("postgres");
    // Twenty connections, so the uploads really run side by side in the database.
    const pool = await openTestDatabase("postgres", { maxConnections: 20 });
    try {
      const deps = createDeps(env.deps.config, pool.db, createLogger("error"), { storage: env.deps.storage });
      const app = createApp(deps);
      const signup = await app.request("/api/v1/users/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: `race-${crypto.randomUUID()}@example.com`,
          full_name: "Racer",
          password: "race-pass-1",
        }),
      });
      const { token, user } = await signup.json();
      // 100 credits, 10 credits an upload (5 pages, lite): exactly ten of twenty can be paid for.
      const pdf = numberedPdf(5);
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => {
        const body = new FormData();
        body.set("file", new File([pdf as Uint8Array<ArrayBuffer>], `race-${i}.pdf`));
        return app.request("/api/v1/documents", {
          method: "POST",
          headers: { authorization: `Bearer ${token.access_token}` },
          body,
        });
      }));
      const statuses = responses.map((r) => r.status).sort();
      await Promise.all(responses.map((r) => r.body?.cancel()));
      assert.equal(statuses.filter((s) => s === 200).length, 10, statuses.join(","));
      assert.equal(statuses.filter((s) => s === 402).length, 10, statuses.join(","));
      const account = await findAccountByUserId(pool.db, user.id);
      assert.equal(account!.balance, 0);
      const ledger = await listLedger(pool.db, account!.id);
      const charges = ledger.filter((e) => e.reason === "document_conversion");
      assert.equal(charges.length, 10);
      assert.equal(new Set(charges.map((e) => e.reference)).size, 10, "one charge per document");
      assert.ok(ledger.every((e) => e.balance_after >= 0));
      const documents = await pool.db.selectFrom("documents").select("id").where("user_id", "=", user.id)
        .execute();
      assert.deepEqual(new Set(documents.map((d) => d.id)), new Set(charges.map((e) => e.reference)));
    } finally {
      await pool.close();
      await env.close();
    }
  },
});
