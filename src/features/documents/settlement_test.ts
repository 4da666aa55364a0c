import assert from "node:assert/strict";
import { dbTest, type TestEnv } from "../../testing/test_env.ts";
import { applyLedgerEntry, listLedger } from "../credits/repository.ts";
import { findAccountByUserId } from "../users/repository.ts";
import { failConversion, settleConversion } from "./settlement.ts";

/** A document priced from an estimate, as an upload of a Word file without page statistics leaves it. */
async function estimatedDocument(env: TestEnv, estimatedPages: number) {
  const user = await env.signup();
  const account = (await findAccountByUserId(env.db, user.id))!;
  const id = crypto.randomUUID();
  const cost = estimatedPages * 2;
  await env.db.transaction().execute(async (trx) => {
    await applyLedgerEntry(trx, {
      accountId: account.id,
      delta: -cost,
      reason: "document_conversion",
      reference: id,
      idempotencyKey: `charge:${id}`,
    });
    await trx.insertInto("documents").values({
      id,
      user_id: user.id,
      file_name: "notes.docx",
      output_file_name: "notes.md",
      mime_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      file_kind: "docx",
      file_size: 1234,
      status: "PROCESSING",
      accuracy: "lite",
      page_count: estimatedPages,
      page_count_estimated: true,
      credits_charged: cost,
    }).execute();
  });
  const balance = async () => (await findAccountByUserId(env.db, user.id))!.balance;
  const document = () =>
    env.db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return { id, account, balance, document };
}

dbTest("settling a conversion's charge to its real page count", async (t, env) => {
  await t.step("fewer pages than estimated: the difference is refunded", async () => {
    const doc = await estimatedDocument(env, 5);
    assert.equal(await doc.balance(), 90);
    await settleConversion(env.deps, doc.id, { pages: 2, outputKey: "k", warnings: [] });
    assert.equal(await doc.balance(), 96);
    const row = await doc.document();
    assert.equal(row.status, "COMPLETED");
    assert.equal(row.page_count, 2);
    assert.equal(row.page_count_estimated, false);
    assert.equal(row.credits_charged, 4);
  });

  await t.step("more pages than estimated: the rest is charged", async () => {
    const doc = await estimatedDocument(env, 1);
    await settleConversion(env.deps, doc.id, { pages: 4, outputKey: "k", warnings: ["a warning"] });
    assert.equal(await doc.balance(), 92);
    const row = await doc.document();
    assert.equal(row.credits_charged, 8);
    assert.deepEqual(row.warnings, ["a warning"]);
  });

  await t.step("the rest is charged only as far as the balance goes, never below zero", async () => {
    const doc = await estimatedDocument(env, 1);
    await settleConversion(env.deps, doc.id, { pages: 200, outputKey: "k", warnings: [] });
    assert.equal(await doc.balance(), 0);
    assert.equal((await doc.document()).credits_charged, 100);
  });

  await t.step("settling twice, or failing after settling, changes nothing", async () => {
    const doc = await estimatedDocument(env, 3);
    await settleConversion(env.deps, doc.id, { pages: 1, outputKey: "k", warnings: [] });
    await settleConversion(env.deps, doc.id, { pages: 1, outputKey: "k", warnings: [] });
    await failConversion(env.deps, doc.id, "late failure");
    assert.equal(await doc.balance(), 98);
    assert.equal((await doc.document()).status, "COMPLETED");
    const rows = (await listLedger(env.db, doc.account.id)).filter((e) => e.reference === doc.id);
    assert.deepEqual(rows.map((e) => [e.reason, e.delta]), [["document_conversion", -6], [
      "document_settlement",
      4,
    ]]);
  });

  await t.step("a failure refunds everything once", async () => {
    const doc = await estimatedDocument(env, 3);
    await failConversion(env.deps, doc.id, "The PDF could not be read");
    await failConversion(env.deps, doc.id, "again");
    assert.equal(await doc.balance(), 100);
    const row = await doc.document();
    assert.equal(row.status, "FAILED");
    assert.equal(row.error, "The PDF could not be read");
    assert.equal(row.credits_charged, 0);
  });
});
