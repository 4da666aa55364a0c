import type { Executor } from "../../db/database.ts";

export interface LedgerEntry {
  accountId: string;
  delta: number;
  reason: string;
  reference?: string;
  /** The same key twice is one change: retries and replayed webhooks are harmless. */
  idempotencyKey: string;
}

export type LedgerResult =
  | { applied: true; balance: number }
  | { applied: false; reason: "duplicate"; balance: number }
  | { applied: false; reason: "insufficient"; balance: number; needed: number };

/**
 * Applies one credit change and records it. Run inside a transaction: the account row stays locked until it
 * commits, so concurrent changes to one account are applied one after another and never go below zero.
 */
export async function applyLedgerEntry(trx: Executor, entry: LedgerEntry): Promise<LedgerResult> {
  const account = await trx.selectFrom("accounts").select("balance")
    .where("id", "=", entry.accountId).forUpdate().executeTakeFirstOrThrow();
  const duplicate = await trx.selectFrom("credit_ledger").select("id")
    .where("idempotency_key", "=", entry.idempotencyKey).executeTakeFirst();
  if (duplicate) return { applied: false, reason: "duplicate", balance: account.balance };
  const balance = account.balance + entry.delta;
  if (balance < 0) {
    return { applied: false, reason: "insufficient", balance: account.balance, needed: -balance };
  }
  await trx.updateTable("accounts").set({ balance }).where("id", "=", entry.accountId).execute();
  await trx.insertInto("credit_ledger").values({
    account_id: entry.accountId,
    delta: entry.delta,
    balance_after: balance,
    reason: entry.reason,
    reference: entry.reference ?? null,
    idempotency_key: entry.idempotencyKey,
  }).execute();
  return { applied: true, balance };
}

export function listLedger(db: Executor, accountId: string) {
  return db.selectFrom("credit_ledger").selectAll().where("account_id", "=", accountId)
    .orderBy("created_at", "asc").execute();
}
