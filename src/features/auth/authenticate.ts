import { createMiddleware } from "hono/factory";
import type { AppDeps } from "../../context.ts";
import type { User } from "../../db/schema.ts";
import { AppError, badRequest, forbidden, unauthorized } from "../../http/errors.ts";
import type { AppEnv } from "../../http/env.ts";
import { findApiKeyUser, touchApiKey } from "../keys/repository.ts";
import { findSessionUser } from "./repository.ts";
import { sha256Hex } from "./secrets.ts";

export const sessionTokenPrefix = "qs_";
export const apiKeyPrefix = "qk_";

export type AuthContext =
  | { user: User; via: "session"; sessionId: string }
  | { user: User; via: "api_key"; apiKeyId: string };

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** Resolves a bearer credential to its user; every failure is a 401 that does not say which check failed. */
export async function authenticate(deps: AppDeps, header: string | undefined): Promise<AuthContext> {
  const token = bearerToken(header);
  if (!token) throw new AppError(401, "Not authenticated", {});
  const hash = await sha256Hex(token);
  let auth: AuthContext | undefined;
  if (token.startsWith(apiKeyPrefix)) {
    const row = await findApiKeyUser(deps.db, hash);
    if (row) {
      const { api_key_id, key_last_used_at, ...user } = row;
      // Written at most once a minute, so a busy integration does not turn every read into a write.
      if (!key_last_used_at || Date.now() - new Date(key_last_used_at).getTime() > 60_000) {
        await touchApiKey(deps.db, api_key_id);
      }
      auth = { user, via: "api_key", apiKeyId: api_key_id };
    }
  } else {
    const row = await findSessionUser(deps.db, hash);
    if (row) {
      const { session_id, ...user } = row;
      auth = { user, via: "session", sessionId: session_id };
    }
  }
  if (!auth) throw unauthorized();
  if (!auth.user.is_active) throw badRequest("Inactive user");
  return auth;
}

/**
 * Guards a route. API keys are for integrations: they reach documents and extractors, never the account,
 * its password or its keys, so a leaked key cannot take the account over.
 */
export function requireAuth(options: { apiKeys: boolean; superuser?: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const auth = await authenticate(c.var.deps, c.req.header("authorization"));
    if (auth.via === "api_key" && !options.apiKeys) {
      throw forbidden("API keys cannot be used here; sign in to manage the account");
    }
    if (options.superuser && !auth.user.is_superuser) throw forbidden();
    c.set("auth", auth);
    await next();
  });
}
