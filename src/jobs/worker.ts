import type { AppDeps } from "../context.ts";
import type { Job } from "../db/schema.ts";
import { claimJob, completeJob, failAbandonedJobs, failJob, heartbeatJob, releaseJob } from "./queue.ts";
import { defaultLeaseSeconds } from "./registry.ts";

export interface WorkerOptions {
  concurrency: number;
  pollMs?: number;
  leaseSeconds?: number;
  workerId?: string;
}

export interface Workers {
  /** Wakes idle loops now instead of at their next poll (after an enqueue in this process). */
  wake(): void;
  /** Stops claiming, waits up to `graceMs` for running jobs, then gives back the ones still held. */
  stop(graceMs?: number): Promise<void>;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs one claimed job to its end: completed, retried later, or failed for good. */
export async function runJob(
  deps: AppDeps,
  job: Job,
  workerId: string,
  leaseSeconds: number,
  signal: AbortSignal,
): Promise<void> {
  const definition = deps.jobs.get(job.kind);
  if (!definition) {
    await failJob(deps.db, { ...job, attempts: job.max_attempts }, workerId, `Unknown job kind ${job.kind}`);
    return;
  }
  const parsed = definition.payload.safeParse(job.payload);
  if (!parsed.success) {
    const error = `Invalid payload: ${parsed.error.message}`;
    await failJob(deps.db, { ...job, attempts: job.max_attempts }, workerId, error);
    deps.log.error("job payload rejected", { job: job.id, kind: job.kind });
    return;
  }
  const heartbeat = setInterval(() => {
    heartbeatJob(deps.db, job.id, workerId).catch((e) =>
      deps.log.warn("job heartbeat failed", { job: job.id, error: describe(e) })
    );
  }, (leaseSeconds * 1000) / 3);
  try {
    await definition.handle(parsed.data, deps, job, signal);
    await completeJob(deps.db, job.id, workerId);
  } catch (error) {
    if (signal.aborted) {
      // Shutting down: the job is given back whole rather than counted as a failure.
      await releaseJob(deps.db, job.id, workerId);
      return;
    }
    const message = describe(error);
    const exhausted = await failJob(deps.db, job, workerId, message);
    deps.log.warn("job failed", {
      job: job.id,
      kind: job.kind,
      attempt: job.attempts,
      exhausted,
      error: message,
    });
    if (exhausted) await definition.onExhausted?.(parsed.data, deps, message);
  } finally {
    clearInterval(heartbeat);
  }
}

/** Fails the jobs whose worker died on their last attempt and lets their definitions settle their subjects. */
export async function reapAbandonedJobs(deps: AppDeps, leaseSeconds = defaultLeaseSeconds): Promise<number> {
  const abandoned = await failAbandonedJobs(deps.db, leaseSeconds);
  for (const job of abandoned) {
    const definition = deps.jobs.get(job.kind);
    const parsed = definition?.payload.safeParse(job.payload);
    if (definition?.onExhausted && parsed?.success) {
      await definition.onExhausted(parsed.data, deps, job.last_error ?? "The worker stopped responding");
    }
  }
  return abandoned.length;
}

/** Claims and runs due jobs one after another until none is left or the time budget is spent. */
export async function runJobsUntilIdle(
  deps: AppDeps,
  options: { workerId?: string; leaseSeconds?: number; budgetMs?: number } = {},
): Promise<number> {
  const workerId = options.workerId ?? `drain-${crypto.randomUUID()}`;
  const leaseSeconds = options.leaseSeconds ?? defaultLeaseSeconds;
  const deadline = Date.now() + (options.budgetMs ?? 50_000);
  let done = 0;
  while (Date.now() < deadline) {
    const job = await claimJob(deps.db, workerId, deps.jobs.kinds(), leaseSeconds);
    if (!job) break;
    await runJob(deps, job, workerId, leaseSeconds, new AbortController().signal);
    done++;
  }
  return done;
}

export function startWorkers(deps: AppDeps, options: WorkerOptions): Workers {
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? defaultLeaseSeconds;
  const workerId = options.workerId ?? `worker-${crypto.randomUUID()}`;
  const abort = new AbortController();
  const held = new Map<string, Promise<void>>();
  const sleepers = new Set<() => void>();
  let stopping = false;

  const idle = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, pollMs);
      sleepers.add(wake);
    });
  const wakeAll = () => [...sleepers].forEach((wake) => wake());

  const loop = async () => {
    while (!stopping) {
      let job: Job | undefined;
      try {
        job = await claimJob(deps.db, workerId, deps.jobs.kinds(), leaseSeconds);
      } catch (error) {
        deps.log.error("job claim failed", { error: describe(error) });
      }
      if (!job) {
        await idle();
        continue;
      }
      const running = runJob(deps, job, workerId, leaseSeconds, abort.signal)
        .catch((error) => deps.log.error("job runner failed", { job: job.id, error: describe(error) }));
      held.set(job.id, running);
      await running;
      held.delete(job.id);
    }
  };
  const loops = Array.from({ length: options.concurrency }, loop);

  const within = (ms: number, work: Promise<unknown>) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([work, new Promise((r) => (timer = setTimeout(r, ms)))]).finally(() =>
      clearTimeout(timer)
    );
  };

  return {
    wake: wakeAll,
    async stop(graceMs = 5000) {
      stopping = true;
      wakeAll();
      await within(graceMs, Promise.all(held.values()));
      if (held.size === 0) return void (await Promise.all(loops));
      // Out of time: tell handlers to stop; each gives its job back, and any that does not is released here.
      const stillHeld = [...held.keys()];
      abort.abort();
      await within(500, Promise.all(held.values()));
      for (const jobId of stillHeld) await releaseJob(deps.db, jobId, workerId);
    },
  };
}
