import type { AppDeps } from "../../context.ts";
import { AppError, badRequest, notFound } from "../../http/errors.ts";
import { enqueueMail } from "../../mail/send_email_job.ts";
import { findUserByEmail, findUserById, updateUser } from "../users/repository.ts";
import {
  clearLoginFailures,
  consumeUserToken,
  countRecentLoginFailures,
  deleteUserSessions,
  recordLoginFailure,
} from "./repository.ts";
import { hashPassword, sha256Hex, verifyPassword } from "./secrets.ts";
import { bearer, createSession } from "./sessions.ts";
import { passwordResetMessage } from "./user_tokens.ts";

export const loginThrottle = { windowMinutes: 15, perEmail: 5, perAddress: 30 };
export const activationRequired =
  "A verification email has been sent to your address. Please activate your account before logging in.";

export async function login(
  deps: AppDeps,
  input: { email: string; password: string; clientAddress: string },
) {
  const email = input.email.toLowerCase();
  const { windowMinutes, perEmail, perAddress } = loginThrottle;
  const [byEmail, byAddress] = await Promise.all([
    countRecentLoginFailures(deps.db, { email }, windowMinutes),
    countRecentLoginFailures(deps.db, { clientAddress: input.clientAddress }, windowMinutes),
  ]);
  if (byEmail >= perEmail || byAddress >= perAddress) {
    throw new AppError(429, `Too many failed login attempts. Please try again in ${windowMinutes} minutes.`);
  }
  const user = await findUserByEmail(deps.db, email);
  if (!(await verifyPassword(input.password, user?.hashed_password ?? null)) || !user) {
    await recordLoginFailure(deps.db, email, input.clientAddress);
    throw badRequest("Incorrect email or password");
  }
  if (!user.is_active) throw badRequest("Inactive user");
  if (deps.config.emailVerification === "required" && !user.email_verified_at) {
    throw badRequest(activationRequired);
  }
  await clearLoginFailures(deps.db, email);
  return bearer(await createSession(deps.db, deps.config, user.id));
}

/** Answers the same whether or not the address has an account, so it cannot be used to find accounts. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.is_active) return;
  await deps.db.transaction().execute(async (trx) => {
    await enqueueMail(trx, await passwordResetMessage(trx, deps.config, user));
  });
}

export async function passwordResetHtml(deps: AppDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw notFound("The user with this email does not exist in the system.");
  const message = await passwordResetMessage(deps.db, deps.config, user);
  return { html: message.html, subject: message.subject };
}

export async function resetPassword(
  deps: AppDeps,
  input: { token: string; new_password: string },
): Promise<void> {
  const hashed = await hashPassword(input.new_password);
  await deps.db.transaction().execute(async (trx) => {
    const userId = await consumeUserToken(trx, await sha256Hex(input.token), "password_reset");
    const user = userId && await findUserById(trx, userId);
    if (!user) throw badRequest("Invalid token");
    if (!user.is_active) throw badRequest("Inactive user");
    await updateUser(trx, user.id, { hashed_password: hashed });
    await deleteUserSessions(trx, user.id);
  });
}

export async function activateAccount(deps: AppDeps, token: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const userId = await consumeUserToken(trx, await sha256Hex(token), "activation");
    if (!userId) throw badRequest("Invalid or expired activation token");
    await updateUser(trx, userId, { email_verified_at: new Date() });
  });
}
