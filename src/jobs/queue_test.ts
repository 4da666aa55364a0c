import assert from "node:assert/strict";
import { sql } from "kysely";
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { createDeps } from "../deps.ts";
import { silentLogger } from "../log.ts";
import { createTestEnv, dbTest, openTestDatabase } from "../testing/test_env.ts";
import { claimJob, enqueueJob, retryDelaySeconds } from "./queue.ts";
import type { JobDefinition } from "./registry.ts";
import { reapAbandonedJobs, runJobsUntilIdle, startWorkers } from "./worker.ts";

const jobState = (deps: AppDeps, id: string) =>
  deps.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

function recorder(kind: string, behaviour: (n: number) => Promise<void> = () => Promise.resolve()) {
  const seen: number[] = [];
  const exhausted: string[] = [];
  const definition: JobDefinition<{ n: number }> = {
    kind,
    payload: z.object({ n: z.number() }),
    maxAttempts: 3,
    async handle(payload) {
      seen.push(payload.n);
      await behaviour(payload.n);
    },
    onExhausted(_payload, _deps, error) {
      exhausted.push(error);
      return Promise.resolve();
    },
  };
  return { definition, seen, exhausted };
}

dbTest("the job queue", async (t, env) => {
  const { deps } = env;

  await t.step("a job runs once and is marked completed", async () => {
    const { definition, seen } = recorder("test_ok");
    deps.jobs.define(definition);
    const id = await enqueueJob(deps.db, definition, { n: 1 });
    assert.equal(await runJobsUntilIdle(deps), 1);
    assert.deepEqual(seen, [1]);
    const row = await jobState(deps, id!);
    assert.equal(row.status, "completed");
    assert.equal(row.attempts, 1);
  });

  await t.step("a failing job is retried later with backoff, then failed for good", async () => {
    const { definition, seen, exhausted } = recorder("test_fail", () => Promise.reject(new Error("boom")));
    deps.jobs.define(definition);
    const id = (await enqueueJob(deps.db, definition, { n: 2 }))!;
    await runJobsUntilIdle(deps);
    let row = await jobState(deps, id);
    assert.equal(row.status, "queued");
    assert.equal(row.last_error, "boom");
    assert.ok(new Date(row.run_at).getTime() > Date.now() + 1000, "backed off into the future");
    assert.equal(await runJobsUntilIdle(deps), 0, "not due yet");
    for (let attempt = 2; attempt <= 3; attempt++) {
      await deps.db.updateTable("jobs").set({ run_at: sql`now()` }).where("id", "=", id).execute();
      await runJobsUntilIdle(deps);
    }
    row = await jobState(deps, id);
    assert.equal(row.status, "failed");
    assert.equal(row.attempts, 3);
    assert.deepEqual(seen, [2, 2, 2]);
    assert.deepEqual(exhausted, ["boom"]);
    assert.deepEqual([1, 2, 3, 20].map(retryDelaySeconds), [2, 4, 8, 3600]);
  });

  await t.step("a dedupe key allows one queued job at a time", async () => {
    const { definition } = recorder("test_dedupe");
    deps.jobs.define(definition);
    const first = await enqueueJob(deps.db, definition, { n: 3 }, { dedupeKey: "same" });
    const second = await enqueueJob(deps.db, definition, { n: 4 }, { dedupeKey: "same" });
    assert.ok(first);
    assert.equal(second, undefined);
    await runJobsUntilIdle(deps);
    assert.ok(await enqueueJob(deps.db, definition, { n: 5 }, { dedupeKey: "same" }), "free again once done");
    await runJobsUntilIdle(deps);
  });

  await t.step("a payload that no longer fits its schema fails at once", async () => {
    const { definition, seen } = recorder("test_schema");
    deps.jobs.define(definition);
    const row = await deps.db.insertInto("jobs")
      .values({ kind: "test_schema", payload: { n: "not a number" } })
      .returning("id").executeTakeFirstOrThrow();
    await runJobsUntilIdle(deps);
    const job = await jobState(deps, row.id);
    assert.equal(job.status, "failed");
    assert.match(job.last_error ?? "", /Invalid payload/);
    assert.deepEqual(seen, []);
  });

  await t.step(
    "a job whose worker died is claimed again after its lease, and failed when out of attempts",
    async () => {
      const { definition, seen, exhausted } = recorder("test_lease");
      deps.jobs.define(definition);
      const id = (await enqueueJob(deps.db, definition, { n: 6 }, { maxAttempts: 2 }))!;
      const dead = await claimJob(deps.db, "dead-worker", ["test_lease"], 60);
      assert.equal(dead?.id, id);
      assert.equal(await claimJob(deps.db, "other", ["test_lease"], 60), undefined, "lease still held");
      await deps.db.updateTable("jobs").set({ locked_at: sql`now() - interval '61 seconds'` }).where(
        "id",
        "=",
        id,
      )
        .execute();
      const reclaimed = await claimJob(deps.db, "other", ["test_lease"], 60);
      assert.equal(reclaimed?.id, id);
      assert.equal(reclaimed?.attempts, 2);
      // The second worker dies too: no attempts left, so the reaper fails it and settles its subject.
      await deps.db.updateTable("jobs").set({ locked_at: sql`now() - interval '400 seconds'` }).where(
        "id",
        "=",
        id,
      )
        .execute();
      assert.equal(await reapAbandonedJobs(deps), 1);
      assert.equal((await jobState(deps, id)).status, "failed");
      assert.equal(exhausted.length, 1);
      assert.deepEqual(seen, []);
    },
  );

  await t.step("shutdown gives back a job that does not finish within the grace period", async () => {
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const { definition } = recorder("test_slow", async () => {
      started();
      await new Promise((r) => setTimeout(r, 3000));
    });
    deps.jobs.define(definition);
    const id = (await enqueueJob(deps.db, definition, { n: 7 }))!;
    const workers = startWorkers(deps, { concurrency: 1, pollMs: 20 });
    await running;
    await workers.stop(100);
    const row = await jobState(deps, id);
    assert.equal(row.status, "queued");
    assert.equal(row.locked_by, null);
    assert.equal(row.attempts, 0, "the interrupted attempt is not counted");
    await deps.db.deleteFrom("jobs").where("id", "=", id).execute();
  });

  await t.step("shutdown lets a job that finishes within the grace period complete", async () => {
    const { definition, seen } = recorder("test_quick", () => new Promise((r) => setTimeout(r, 50)));
    deps.jobs.define(definition);
    const id = (await enqueueJob(deps.db, definition, { n: 8 }))!;
    const workers = startWorkers(deps, { concurrency: 1, pollMs: 20 });
    while (seen.length === 0) await new Promise((r) => setTimeout(r, 5));
    await workers.stop(2000);
    assert.equal((await jobState(deps, id)).status, "completed");
  });

  await t.step("mail goes out through the queue over SMTP", async () => {
    const user = await env.signup();
    await env.request("POST", `/api/v1/password-recovery/${encodeURIComponent(user.email)}`);
    assert.equal(env.smtp.to(user.email).length, 0, "nothing is sent before a worker runs the job");
    await runJobsUntilIdle(deps);
    assert.equal(env.smtp.to(user.email).length, 1);
  });
});

if (Deno.env.get("TEST_DATABASE_URL")) {
  Deno.test({
    name: "on Postgres, concurrent workers never claim the same job [postgres]",
    sanitizeOps: false,
    sanitizeResources: false,
    async fn() {
      const env = await createTestEnv("postgres");
      const pool = await openTestDatabase("postgres", { maxConnections: 8 });
      try {
        const deps = createDeps(env.deps.config, pool.db, silentLogger, { mailer: env.deps.mailer });
        const handled: number[] = [];
        const { definition } = recorder("test_concurrent", async (n) => {
          handled.push(n);
          await new Promise((r) => setTimeout(r, 2));
        });
        deps.jobs.define(definition);
        const total = 300;
        for (let i = 0; i < total; i += 50) {
          await pool.db.insertInto("jobs").values(
            Array.from(
              { length: 50 },
              (_, k) => ({ kind: "test_concurrent", payload: { n: i + k } }),
            ),
          ).execute();
        }
        // Four processes' worth of workers: separate ids, separate connections, claiming at once.
        const fleets = Array.from(
          { length: 4 },
          (_, w) => startWorkers(deps, { concurrency: 2, pollMs: 10, workerId: `w${w}` }),
        );
        const deadline = Date.now() + 30_000;
        while (handled.length < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        await Promise.all(fleets.map((f) => f.stop(2000)));
        assert.equal(handled.length, total, "every job ran");
        assert.equal(new Set(handled).size, total, "no job ran twice");
        const left = await pool.db.selectFrom("jobs").select("id").where("kind", "=", "test_concurrent")
          .where("status", "!=", "completed").execute();
        assert.equal(left.length, 0);
      } finally {
        await pool.close();
        await env.close();
      }
    },
  });
}
