import type { AppConfig } from "../../context.ts";
import type { Executor } from "../../db/database.ts";
import type { User, UserTokenPurpose } from "../../db/schema.ts";
import { enqueueMail } from "../../mail/send_email_job.ts";
import { activationMail, passwordResetMail } from "../../mail/templates.ts";
import { insertUserToken } from "./repository.ts";
import { randomToken, sha256Hex } from "./secrets.ts";

export const tokenValidHours: Record<UserTokenPurpose, number> = { password_reset: 2, activation: 48 };

/** A one-time token for a mailed link; it expires and is stored only as a digest. */
export async function issueUserToken(
  db: Executor,
  userId: string,
  purpose: UserTokenPurpose,
): Promise<string> {
  const token = randomToken("");
  await insertUserToken(db, {
    userId,
    purpose,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(Date.now() + tokenValidHours[purpose] * 3_600_000),
  });
  return token;
}

export async function passwordResetMessage(db: Executor, config: AppConfig, user: User) {
  const token = await issueUserToken(db, user.id, "password_reset");
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return passwordResetMail(user.email, link, tokenValidHours.password_reset);
}

export async function sendActivationMail(db: Executor, config: AppConfig, user: User): Promise<void> {
  const token = await issueUserToken(db, user.id, "activation");
  const link = `${config.publicUrl}/activate?token=${encodeURIComponent(token)}`;
  await enqueueMail(db, activationMail(user.email, link, tokenValidHours.activation));
}
