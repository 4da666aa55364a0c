import {
  CodeChallengeMethod,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
} from "arctic";
import type { AppDeps } from "../../context.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { createUserWithAccount } from "../users/service.ts";
import { findUserByEmail, findUserByGoogleId, updateUser } from "../users/repository.ts";
import { createSession } from "./sessions.ts";

export const googleNotConfigured = "Google sign-in is not configured on this server";

function client(deps: AppDeps) {
  const google = deps.config.google;
  if (!google) throw notFound(googleNotConfigured);
  const redirect = `${deps.config.publicUrl}/api/v1/login/google/callback`;
  return { google, oauth: new OAuth2Client(google.clientId, google.clientSecret, redirect) };
}

/** The URL to send the browser to, and the state and PKCE verifier the callback must see again (cookies). */
export function beginGoogleSignIn(deps: AppDeps) {
  const { google, oauth } = client(deps);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = oauth.createAuthorizationURLWithPKCE(
    google.authorizationUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    ["openid", "email", "profile"],
  );
  return { url: url.toString(), state, codeVerifier };
}

interface GoogleClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * Exchanges the code and signs the person in: by Google id, else by a verified e-mail already registered
 * (which links the two), else as a new account. Returns the session token for /login/success.
 */
export async function finishGoogleSignIn(
  deps: AppDeps,
  input: { code: string; codeVerifier: string },
): Promise<{ token: string; newUser: boolean }> {
  const { google, oauth } = client(deps);
  let claims: GoogleClaims;
  try {
    const tokens = await oauth.validateAuthorizationCode(google.tokenUrl, input.code, input.codeVerifier);
    // The ID token came straight from Google's token endpoint over TLS, so its signature need not be checked.
    claims = decodeIdToken(tokens.idToken()) as GoogleClaims;
  } catch (error) {
    deps.log.warn("google sign-in failed", { error: error instanceof Error ? error.message : String(error) });
    throw badRequest("Google sign-in failed. Please try again.");
  }
  if (!claims.sub || !claims.email || claims.email_verified === false) {
    throw badRequest("Google did not confirm an e-mail address for this account");
  }
  const { sub, email, name } = claims;
  return await deps.db.transaction().execute(async (trx) => {
    let user = await findUserByGoogleId(trx, sub);
    let newUser = false;
    if (!user) {
      const byEmail = await findUserByEmail(trx, email);
      if (byEmail) {
        user = await updateUser(trx, byEmail.id, {
          google_account_id: sub,
          email_verified_at: byEmail.email_verified_at ?? new Date(),
        });
      } else {
        user = await createUserWithAccount(trx, deps.config.signupCredits, {
          email,
          full_name: name ?? null,
          hashed_password: null,
          google_account_id: sub,
          email_verified_at: new Date(),
        });
        newUser = true;
      }
    }
    if (!user || !user.is_active) throw badRequest("Inactive user");
    return { token: await createSession(trx, deps.config, user.id), newUser };
  });
}
