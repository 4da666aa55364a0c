import type { AppDeps } from "../../context.ts";
import type { Executor } from "../../db/database.ts";
import type { NewUser, UserUpdate } from "../../db/schema.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import type { AuthContext } from "../auth/authenticate.ts";
import { deleteUserSessions } from "../auth/repository.ts";
import { hashPassword, verifyPassword } from "../auth/secrets.ts";
import { bearer, createSession } from "../auth/sessions.ts";
import { sendActivationMail } from "../auth/user_tokens.ts";
import { applyLedgerEntry } from "../credits/repository.ts";
import {
  countUsers,
  deleteUser as deleteUserRow,
  findAccountByUserId,
  findUserByEmail,
  findUserWithAccount,
  insertAccount,
  insertUser,
  isUniqueViolation,
  listUsersWithAccounts,
  updateUser as updateUserRow,
  type UserWithAccount,
} from "./repository.ts";

export const emailTaken = "The user with this email already exists in the system";
const emailTakenOnUpdate = "User with this email already exists";
const selfDeletion = "Super users are not allowed to delete themselves";

/** A user always comes with an account, and the signup credits are the account's first ledger row. */
export async function createUserWithAccount(
  trx: Executor,
  signupCredits: number,
  user: NewUser,
): Promise<UserWithAccount> {
  const created = await insertUser(trx, user);
  const account = await insertAccount(trx, created.id);
  if (signupCredits > 0) {
    await applyLedgerEntry(trx, {
      accountId: account.id,
      delta: signupCredits,
      reason: "signup_credits",
      idempotencyKey: `signup:${created.id}`,
    });
  }
  return { ...created, account: { ...account, balance: signupCredits } };
}

/** Runs a write that may hit the unique e-mail index; a lost race reads like the ordinary check. */
async function guardEmail<T>(error: AppError, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    if (isUniqueViolation(cause)) throw error;
    throw cause;
  }
}

export async function signup(deps: AppDeps, input: { email: string; full_name: string; password: string }) {
  const hashed = await hashPassword(input.password);
  const verify = deps.config.emailVerification === "required";
  return await guardEmail(badRequest(emailTaken), () =>
    deps.db.transaction().execute(async (trx) => {
      if (await findUserByEmail(trx, input.email)) throw badRequest(emailTaken);
      const user = await createUserWithAccount(trx, deps.config.signupCredits, {
        email: input.email,
        full_name: input.full_name,
        hashed_password: hashed,
        email_verified_at: verify ? null : new Date(),
      });
      if (verify) {
        await sendActivationMail(trx, deps.config, user);
        return { token: null, user };
      }
      return { token: bearer(await createSession(trx, deps.config, user.id)), user };
    }));
}

/** The signed-in user with its account; the user row came with the credentials, so only the account is read. */
export async function getMe(deps: AppDeps, auth: AuthContext): Promise<UserWithAccount> {
  const account = await findAccountByUserId(deps.db, auth.user.id);
  if (!account) throw notFound("User not found");
  return { ...auth.user, account };
}

export async function getUserWithAccount(deps: AppDeps, userId: string): Promise<UserWithAccount> {
  const user = await findUserWithAccount(deps.db, userId);
  if (!user) throw notFound("User not found");
  return user;
}

export async function updateMe(
  deps: AppDeps,
  auth: AuthContext,
  input: { full_name?: string | null; email?: string },
): Promise<UserWithAccount> {
  return await guardEmail(conflict(emailTakenOnUpdate), () =>
    deps.db.transaction().execute(async (trx) => {
      if (input.email) {
        const owner = await findUserByEmail(trx, input.email);
        if (owner && owner.id !== auth.user.id) throw conflict(emailTakenOnUpdate);
      }
      const patch: UserUpdate = {};
      if (input.full_name !== undefined) patch.full_name = input.full_name;
      if (input.email !== undefined) patch.email = input.email;
      if (Object.keys(patch).length > 0) await updateUserRow(trx, auth.user.id, patch);
      const updated = await findUserWithAccount(trx, auth.user.id);
      if (!updated) throw notFound("User not found");
      return updated;
    }));
}

export async function deleteMe(deps: AppDeps, auth: AuthContext): Promise<void> {
  if (auth.user.is_superuser) throw forbidden(selfDeletion);
  await deleteUserRow(deps.db, auth.user.id);
}

export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  input: { current_password: string; new_password: string },
): Promise<void> {
  if (auth.via !== "session") throw forbidden();
  if (!auth.user.hashed_password) {
    throw badRequest("This account signs in with Google and has no password to change");
  }
  if (!(await verifyPassword(input.current_password, auth.user.hashed_password))) {
    throw badRequest("Incorrect password");
  }
  if (input.current_password === input.new_password) {
    throw badRequest("New password cannot be the same as the current one");
  }
  const hashed = await hashPassword(input.new_password);
  await deps.db.transaction().execute(async (trx) => {
    await updateUserRow(trx, auth.user.id, { hashed_password: hashed });
    // Whoever else held a session (a stolen token, say) is signed out; this browser stays signed in.
    await deleteUserSessions(trx, auth.user.id, auth.sessionId);
  });
}

export async function listUsers(deps: AppDeps, page: { skip: number; limit: number }) {
  const [data, count] = await Promise.all([listUsersWithAccounts(deps.db, page), countUsers(deps.db)]);
  return { data, count };
}

export async function createUser(
  deps: AppDeps,
  input: {
    email: string;
    full_name?: string | null;
    password: string;
    is_superuser: boolean;
    is_active: boolean;
  },
): Promise<UserWithAccount> {
  const hashed = await hashPassword(input.password);
  return await guardEmail(badRequest(emailTaken), () =>
    deps.db.transaction().execute(async (trx) => {
      if (await findUserByEmail(trx, input.email)) throw badRequest(emailTaken);
      // An administrator vouches for the address, so no activation mail.
      return await createUserWithAccount(trx, deps.config.signupCredits, {
        email: input.email,
        full_name: input.full_name ?? null,
        hashed_password: hashed,
        is_superuser: input.is_superuser,
        is_active: input.is_active,
        email_verified_at: new Date(),
      });
    }));
}

export async function updateUser(
  deps: AppDeps,
  auth: AuthContext,
  userId: string,
  input: {
    email?: string;
    full_name?: string | null;
    password?: string;
    is_superuser?: boolean;
    is_active?: boolean;
  },
): Promise<UserWithAccount> {
  if (userId === auth.user.id && (input.is_superuser === false || input.is_active === false)) {
    throw forbidden("Super users cannot remove their own privileges or deactivate themselves");
  }
  const hashed = input.password ? await hashPassword(input.password) : undefined;
  return await guardEmail(conflict(emailTakenOnUpdate), () =>
    deps.db.transaction().execute(async (trx) => {
      const current = await findUserWithAccount(trx, userId);
      if (!current) throw notFound("User not found");
      if (input.email) {
        const owner = await findUserByEmail(trx, input.email);
        if (owner && owner.id !== userId) throw conflict(emailTakenOnUpdate);
      }
      const patch: UserUpdate = {};
      if (input.email !== undefined) patch.email = input.email;
      if (input.full_name !== undefined) patch.full_name = input.full_name;
      if (input.is_superuser !== undefined) patch.is_superuser = input.is_superuser;
      if (input.is_active !== undefined) patch.is_active = input.is_active;
      if (hashed) patch.hashed_password = hashed;
      if (Object.keys(patch).length > 0) await updateUserRow(trx, userId, patch);
      if (hashed || input.is_active === false) await deleteUserSessions(trx, userId);
      const updated = await findUserWithAccount(trx, userId);
      return updated ?? current;
    }));
}

export async function deleteUser(deps: AppDeps, auth: AuthContext, userId: string): Promise<void> {
  if (userId === auth.user.id) throw forbidden(selfDeletion);
  // Sessions, keys and the account go with the user (foreign keys cascade).
  if (!(await deleteUserRow(deps.db, userId))) throw notFound("User not found");
}

/** FIRST_SUPERUSER exists after every start, with the configured password (updated when it changed). */
export async function ensureFirstSuperuser(deps: AppDeps): Promise<void> {
  const wanted = deps.config.firstSuperuser;
  if (!wanted) return;
  const existing = await findUserByEmail(deps.db, wanted.email);
  if (!existing) {
    const hashed = await hashPassword(wanted.password);
    await guardEmail(
      badRequest(emailTaken),
      () =>
        deps.db.transaction().execute((trx) =>
          createUserWithAccount(trx, deps.config.signupCredits, {
            email: wanted.email,
            full_name: "Administrator",
            hashed_password: hashed,
            is_superuser: true,
            email_verified_at: new Date(),
          })
        ),
    ).catch((error) => {
      // Another instance created it while this one was starting.
      if (!(error instanceof AppError)) throw error;
    });
    deps.log.info("first superuser created", { email: wanted.email });
    return;
  }
  const passwordChanged = !(await verifyPassword(wanted.password, existing.hashed_password));
  if (passwordChanged || !existing.is_superuser || !existing.is_active) {
    await updateUserRow(deps.db, existing.id, {
      is_superuser: true,
      is_active: true,
      ...(passwordChanged ? { hashed_password: await hashPassword(wanted.password) } : {}),
    });
    if (passwordChanged) deps.log.info("first superuser password updated", { email: wanted.email });
  }
}
