import type { AppDeps } from "../../context.ts";
import type { Executor } from "../../db/database.ts";
import { conversionCost } from "../credits/pricing.ts";
import { applyLedgerEntry } from "../credits/repository.ts";
import { findAccountByUserId } from "../users/repository.ts";

/** Locks a document still in progress; undefined when it was settled (or deleted) meanwhile. */
function lockInProgress(trx: Executor, documentId: string) {
  return trx.selectFrom("documents").selectAll().where("id", "=", documentId)
    .where("status", "in", ["PENDING", "PROCESSING"]).forUpdate().executeTakeFirst();
}

/**
 * Completes a conversion and settles its charge to the real page count: a Word file whose pages were estimated
 * is refunded the difference, or charged the rest as far as the balance allows. Once per document (ledger keys).
 */
export async function settleConversion(
  deps: AppDeps,
  documentId: string,
  result: { pages: number; outputKey: string; warnings: string[] },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const document = await lockInProgress(trx, documentId);
    if (!document) return;
    const account = await findAccountByUserId(trx, document.user_id);
    let charged = document.credits_charged;
    const difference = conversionCost(result.pages, document.accuracy) - charged;
    if (account && difference !== 0) {
      const delta = difference > 0 ? -Math.min(difference, account.balance) : -difference;
      if (delta !== 0) {
        await applyLedgerEntry(trx, {
          accountId: account.id,
          delta,
          reason: "document_settlement",
          reference: documentId,
          idempotencyKey: `settle:${documentId}`,
        });
        charged -= delta;
      }
    }
    await trx.updateTable("documents").set({
      status: "COMPLETED",
      page_count: result.pages,
      page_count_estimated: false,
      pages_done: result.pages,
      credits_charged: charged,
      output_key: result.outputKey,
      warnings: result.warnings,
      error: null,
      finished_at: new Date(),
    }).where("id", "=", documentId).execute();
  });
}

/** Marks a conversion failed with its reason and refunds everything it was charged. */
export async function failConversion(deps: AppDeps, documentId: string, reason: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const document = await lockInProgress(trx, documentId);
    if (!document) return;
    const account = await findAccountByUserId(trx, document.user_id);
    if (account && document.credits_charged > 0) {
      await applyLedgerEntry(trx, {
        accountId: account.id,
        delta: document.credits_charged,
        reason: "document_refund",
        reference: documentId,
        idempotencyKey: `refund:${documentId}`,
      });
    }
    await trx.updateTable("documents").set({
      status: "FAILED",
      error: reason,
      credits_charged: 0,
      finished_at: new Date(),
    }).where("id", "=", documentId).execute();
  });
}
