import type { AppDeps } from "../context.ts";
import { purgeOldAuthRows } from "../features/auth/repository.ts";
import { expireDocuments } from "../features/documents/retention.ts";
import { purgeFinishedJobs } from "./queue.ts";
import { reapAbandonedJobs, runJobsUntilIdle } from "./worker.ts";

/**
 * One minute's housekeeping. On a host without long-lived workers (Deno Deploy) this tick is also what drains
 * the queue, within a budget that ends before the next tick.
 */
export async function cronTick(deps: AppDeps, options: { drain: boolean }): Promise<void> {
  await reapAbandonedJobs(deps, deps.config.jobLeaseSeconds);
  if (options.drain) {
    await runJobsUntilIdle(deps, { budgetMs: 50_000, leaseSeconds: deps.config.jobLeaseSeconds });
  }
}

export async function dailyCleanup(deps: AppDeps): Promise<void> {
  await purgeFinishedJobs(deps.db, 7);
  await purgeOldAuthRows(deps.db, 7);
}

export function scheduleCron(deps: AppDeps, options: { drain: boolean }): void {
  const guarded = (name: string, work: () => Promise<void>) => async () => {
    try {
      await work();
    } catch (error) {
      deps.log.error("cron task failed", {
        task: name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  Deno.cron("quarry-jobs", "* * * * *", guarded("jobs", () => cronTick(deps, options)));
  Deno.cron("quarry-cleanup", "17 3 * * *", guarded("cleanup", () => dailyCleanup(deps)));
  Deno.cron(
    "quarry-retention",
    "7 * * * *",
    guarded("retention", async () => void (await expireDocuments(deps))),
  );
}
