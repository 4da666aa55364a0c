import type { AppConfig } from "../../context.ts";
import type { Executor } from "../../db/database.ts";
import { sessionTokenPrefix } from "./authenticate.ts";
import { insertSession } from "./repository.ts";
import { randomToken, sha256Hex } from "./secrets.ts";

/** Opens a session and returns its token; only the token's digest is kept. */
export async function createSession(db: Executor, config: AppConfig, userId: string): Promise<string> {
  const token = randomToken(sessionTokenPrefix);
  const expiresAt = new Date(Date.now() + config.accessTokenMinutes * 60_000);
  await insertSession(db, { userId, tokenHash: await sha256Hex(token), expiresAt });
  return token;
}

export function bearer(accessToken: string) {
  return { access_token: accessToken, token_type: "bearer" as const };
}
