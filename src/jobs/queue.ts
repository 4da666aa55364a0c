import { sql } from "kysely";
import type { Executor } from "../db/database.ts";
import type { Job } from "../db/schema.ts";
import { defaultMaxAttempts, type JobDefinition } from "./registry.ts";

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one queued or running job per key; a second enqueue is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Call inside the transaction that makes the change the job follows from, so neither exists without the other. */
export async function enqueueJob<P>(
  db: Executor,
  definition: JobDefinition<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string | undefined> {
  const checked = definition.payload.parse(payload);
  const row = await db.insertInto("jobs")
    .values({
      kind: definition.kind,
      payload: checked as Record<string, unknown>,
      run_at: options.runAt ?? new Date(),
      max_attempts: options.maxAttempts ?? definition.maxAttempts ?? defaultMaxAttempts,
      dedupe_key: options.dedupeKey ?? null,
    })
    // The predicate is spelled as in the partial index (literals, not parameters) so Postgres can match them.
    .onConflict((oc) =>
      oc.column("dedupe_key").where(sql<boolean>`dedupe_key is not null and status in ('queued', 'running')`)
        .doNothing()
    )
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/**
 * Takes the next due job: a queued one, or a running one whose lease ran out (its worker died). SKIP LOCKED lets
 * many workers claim at once without waiting on each other or taking the same row.
 */
export async function claimJob(
  db: Executor,
  workerId: string,
  kinds: string[],
  leaseSeconds: number,
): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const result = await sql<Job>`
    update jobs set status = 'running', locked_by = ${workerId}, locked_at = now(), attempts = attempts + 1
    where id = (
      select id from jobs
      where kind in (${sql.join(kinds)})
        and attempts < max_attempts
        and ((status = 'queued' and run_at <= now())
          or (status = 'running' and locked_at < now() - make_interval(secs => ${leaseSeconds})))
      order by run_at, created_at
      for update skip locked
      limit 1
    )
    returning *`.execute(db);
  return result.rows[0];
}

/** Extends the lease of a job still being worked on; false when another worker has taken it over. */
export async function heartbeatJob(db: Executor, jobId: string, workerId: string): Promise<boolean> {
  const result = await db.updateTable("jobs").set({ locked_at: sql`now()` })
    .where("id", "=", jobId).where("locked_by", "=", workerId).where("status", "=", "running")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function completeJob(db: Executor, jobId: string, workerId: string): Promise<boolean> {
  const result = await db.updateTable("jobs")
    .set({ status: "completed", finished_at: sql`now()`, locked_by: null, locked_at: null })
    .where("id", "=", jobId).where("locked_by", "=", workerId).where("status", "=", "running")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Exponential backoff: 2 s, 4 s, 8 s … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 2 ** Math.max(1, attempts));
}

/** Records a failure; returns whether the job is now failed for good (no attempts left). */
export async function failJob(db: Executor, job: Job, workerId: string, error: string): Promise<boolean> {
  const exhausted = job.attempts >= job.max_attempts;
  await db.updateTable("jobs")
    .set(
      exhausted
        ? { status: "failed", last_error: error, finished_at: sql`now()`, locked_by: null, locked_at: null }
        : {
          status: "queued",
          last_error: error,
          locked_by: null,
          locked_at: null,
          run_at: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`,
        },
    )
    .where("id", "=", job.id).where("locked_by", "=", workerId)
    .execute();
  return exhausted;
}

/** Gives a held job back untouched (shutdown): the attempt it used is returned too. */
export async function releaseJob(db: Executor, jobId: string, workerId: string): Promise<void> {
  await db.updateTable("jobs")
    .set({ status: "queued", locked_by: null, locked_at: null, attempts: sql`greatest(attempts - 1, 0)` })
    .where("id", "=", jobId).where("locked_by", "=", workerId).where("status", "=", "running")
    .execute();
}

/** Jobs whose worker died on their last attempt: nobody will claim them again, so they are failed here. */
export async function failAbandonedJobs(db: Executor, leaseSeconds: number): Promise<Job[]> {
  const result = await sql<Job>`
    update jobs set status = 'failed', finished_at = now(), locked_by = null, locked_at = null,
      last_error = coalesce(last_error, 'The worker stopped responding')
    where status = 'running' and attempts >= max_attempts
      and locked_at < now() - make_interval(secs => ${leaseSeconds})
    returning *`.execute(db);
  return result.rows;
}

export async function purgeFinishedJobs(db: Executor, olderThanDays: number): Promise<number> {
  const result = await db.deleteFrom("jobs")
    .where("status", "in", ["completed", "failed"])
    .where("finished_at", "<", sql<Date>`now() - make_interval(days => ${olderThanDays})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
