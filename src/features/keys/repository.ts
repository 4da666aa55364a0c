import { sql } from "kysely";
import type { Executor } from "../../db/database.ts";
import type { ApiKey } from "../../db/schema.ts";

export function insertApiKey(
  db: Executor,
  key: { userId: string; name: string; prefix: string; keyHash: string },
): Promise<ApiKey> {
  return db.insertInto("api_keys")
    .values({ user_id: key.userId, name: key.name, prefix: key.prefix, key_hash: key.keyHash })
    .returningAll().executeTakeFirstOrThrow();
}

export function listApiKeys(db: Executor, userId: string, page: { skip: number; limit: number }) {
  return db.selectFrom("api_keys").selectAll().where("user_id", "=", userId)
    .orderBy("created_at", "desc").orderBy("id", "desc").offset(page.skip).limit(page.limit).execute();
}

export async function countApiKeys(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom("api_keys").select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Scoped to its owner: another user's key id finds nothing. */
export function findApiKey(db: Executor, userId: string, id: string): Promise<ApiKey | undefined> {
  return db.selectFrom("api_keys").selectAll().where("id", "=", id).where("user_id", "=", userId)
    .executeTakeFirst();
}

export function renameApiKey(
  db: Executor,
  userId: string,
  id: string,
  name: string,
): Promise<ApiKey | undefined> {
  return db.updateTable("api_keys").set({ name }).where("id", "=", id).where("user_id", "=", userId)
    .returningAll().executeTakeFirst();
}

export async function deleteApiKey(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("api_keys").where("id", "=", id).where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The user behind an API key, in one round trip. */
export function findApiKeyUser(db: Executor, keyHash: string) {
  return db.selectFrom("api_keys").innerJoin("users", "users.id", "api_keys.user_id")
    .selectAll("users").select(["api_keys.id as api_key_id", "api_keys.last_used_at as key_last_used_at"])
    .where("api_keys.key_hash", "=", keyHash).executeTakeFirst();
}

export async function touchApiKey(db: Executor, id: string): Promise<void> {
  await db.updateTable("api_keys").set({ last_used_at: sql`now()` }).where("id", "=", id).execute();
}
