import { sql } from "kysely";
import type { Executor } from "../../db/database.ts";
import type { Account, NewUser, User, UserUpdate } from "../../db/schema.ts";

export type UserWithAccount = User & { account: Account };

export function findUserById(db: Executor, id: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** E-mail addresses are unique and matched without regard to case. */
export function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where(sql`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

export function findUserByGoogleId(db: Executor, googleId: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("google_account_id", "=", googleId).executeTakeFirst();
}

export function insertUser(db: Executor, user: NewUser): Promise<User> {
  return db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Executor, id: string, patch: UserUpdate): Promise<User | undefined> {
  return db.updateTable("users").set(patch).where("id", "=", id).returningAll().executeTakeFirst();
}

export async function deleteUser(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("users").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function insertAccount(db: Executor, userId: string): Promise<Account> {
  return db.insertInto("accounts").values({ user_id: userId }).returningAll().executeTakeFirstOrThrow();
}

export function findAccountByUserId(db: Executor, userId: string): Promise<Account | undefined> {
  return db.selectFrom("accounts").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export async function findUserWithAccount(db: Executor, id: string): Promise<UserWithAccount | undefined> {
  const user = await findUserById(db, id);
  if (!user) return undefined;
  const account = await findAccountByUserId(db, id);
  return account ? { ...user, account } : undefined;
}

export async function listUsersWithAccounts(
  db: Executor,
  page: { skip: number; limit: number },
): Promise<UserWithAccount[]> {
  const users = await db.selectFrom("users").selectAll()
    .orderBy("created_at", "asc").orderBy("id", "asc")
    .offset(page.skip).limit(page.limit).execute();
  if (users.length === 0) return [];
  const accounts = await db.selectFrom("accounts").selectAll()
    .where("user_id", "in", users.map((u) => u.id)).execute();
  const byUser = new Map(accounts.map((a) => [a.user_id, a]));
  return users.flatMap((u) => {
    const account = byUser.get(u.id);
    return account ? [{ ...u, account }] : [];
  });
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db.selectFrom("users").select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** True when the unique-e-mail index rejected a write another request raced in first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === "23505";
}
