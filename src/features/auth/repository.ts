import { sql } from "kysely";
import type { Executor } from "../../db/database.ts";
import type { UserTokenPurpose } from "../../db/schema.ts";

export function insertSession(db: Executor, session: { userId: string; tokenHash: string; expiresAt: Date }) {
  return db.insertInto("sessions")
    .values({ user_id: session.userId, token_hash: session.tokenHash, expires_at: session.expiresAt })
    .returning("id").executeTakeFirstOrThrow();
}

/** The user behind a live session, in one round trip: this runs on every signed-in request. */
export function findSessionUser(db: Executor, tokenHash: string) {
  return db.selectFrom("sessions").innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users").select("sessions.id as session_id")
    .where("sessions.token_hash", "=", tokenHash).where("sessions.expires_at", ">", sql<Date>`now()`)
    .executeTakeFirst();
}

/** Ends a user's sessions, all of them or all but one (the one changing the password keeps working). */
export async function deleteUserSessions(
  db: Executor,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (exceptSessionId) query = query.where("id", "!=", exceptSessionId);
  await query.execute();
}

export function insertUserToken(
  db: Executor,
  token: { userId: string; purpose: UserTokenPurpose; tokenHash: string; expiresAt: Date },
) {
  return db.insertInto("user_tokens").values({
    user_id: token.userId,
    purpose: token.purpose,
    token_hash: token.tokenHash,
    expires_at: token.expiresAt,
  }).execute();
}

/** Marks a one-time token used and returns its user, in one statement so two requests cannot both use it. */
export async function consumeUserToken(
  db: Executor,
  tokenHash: string,
  purpose: UserTokenPurpose,
): Promise<string | undefined> {
  const row = await db.updateTable("user_tokens").set({ used_at: sql`now()` })
    .where("token_hash", "=", tokenHash).where("purpose", "=", purpose)
    .where("used_at", "is", null).where("expires_at", ">", sql<Date>`now()`)
    .returning("user_id").executeTakeFirst();
  return row?.user_id;
}

export async function countRecentLoginFailures(
  db: Executor,
  by: { email: string } | { clientAddress: string },
  windowMinutes: number,
): Promise<number> {
  let query = db.selectFrom("login_failures").select((eb) => eb.fn.countAll<string>().as("count"))
    .where("created_at", ">", sql<Date>`now() - make_interval(mins => ${windowMinutes})`);
  query = "email" in by
    ? query.where("email", "=", by.email)
    : query.where("client_address", "=", by.clientAddress);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function recordLoginFailure(db: Executor, email: string, clientAddress: string): Promise<void> {
  await db.insertInto("login_failures").values({ email, client_address: clientAddress }).execute();
}

export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.deleteFrom("login_failures").where("email", "=", email).execute();
}

export async function purgeOldAuthRows(db: Executor, olderThanDays: number): Promise<void> {
  const cutoff = sql<Date>`now() - make_interval(days => ${olderThanDays})`;
  await db.deleteFrom("login_failures").where("created_at", "<", cutoff).execute();
  await db.deleteFrom("sessions").where("expires_at", "<", sql<Date>`now()`).execute();
  await db.deleteFrom("user_tokens").where("expires_at", "<", cutoff).execute();
}
