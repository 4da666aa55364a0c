import { createRoute, z } from "@hono/zod-openapi";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { clientAddress } from "../../http/client_address.ts";
import { AppError, notFound } from "../../http/errors.ts";
import type { Router } from "../../http/router.ts";
import {
  emailField,
  errorResponses,
  jsonBody,
  jsonResponse,
  messageSchema,
  passwordField,
} from "../../http/schemas.ts";
import { getMe } from "../users/service.ts";
import { tokenSchema, toUserPublic, userPublicSchema } from "../users/schemas.ts";
import { requireAuth } from "./authenticate.ts";
import { beginGoogleSignIn, finishGoogleSignIn, googleNotConfigured } from "./google.ts";
import { activateAccount, login, passwordResetHtml, requestPasswordReset, resetPassword } from "./service.ts";

const tags = ["login"];
const security = [{ bearerAuth: [] }];

const loginForm = z.object({
  username: z.string({ error: "Username is required" }).min(1, "Username is required")
    .regex(/^[^\s@]+@[^\s@]+$/, "Invalid email address"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  grant_type: z.string().optional(),
  scope: z.string().optional(),
}).openapi("LoginForm");

const emailParam = z.object({ email: emailField.openapi({ param: { name: "email", in: "path" } }) });
const oauthCookie = { state: "google_oauth_state", verifier: "google_oauth_verifier" };

export function registerAuthRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/login/access-token",
      tags,
      summary: "Log in with e-mail and password (OAuth2 password form)",
      request: {
        body: { required: true, content: { "application/x-www-form-urlencoded": { schema: loginForm } } },
      },
      responses: { 200: jsonResponse(tokenSchema, "A session token"), ...errorResponses(400, 422, 429) },
    }),
    async (c) => {
      const form = c.req.valid("form");
      const { deps } = c.var;
      const token = await login(deps, {
        email: form.username,
        password: form.password,
        clientAddress: clientAddress(c, deps.config.trustProxy),
      });
      return c.json(token, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/login/test-token",
      tags,
      security,
      summary: "Check a session token",
      middleware: requireAuth({ apiKeys: false }),
      responses: { 200: jsonResponse(userPublicSchema, "The signed-in user"), ...errorResponses(401) },
    }),
    async (c) => c.json(toUserPublic(await getMe(c.var.deps, c.var.auth)), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/password-recovery/{email}",
      tags,
      summary: "Mail a password reset link (answers the same for unknown addresses)",
      request: { params: emailParam },
      responses: { 200: jsonResponse(messageSchema, "Accepted"), ...errorResponses(422) },
    }),
    async (c) => {
      await requestPasswordReset(c.var.deps, c.req.valid("param").email);
      return c.json({ message: "Password recovery email sent" }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/password-recovery-html-content/{email}",
      tags,
      security,
      summary: "The password reset mail's HTML (superusers)",
      middleware: requireAuth({ apiKeys: false, superuser: true }),
      request: { params: emailParam },
      responses: {
        200: { description: "The mail's HTML", content: { "text/html": { schema: z.string() } } },
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const mail = await passwordResetHtml(c.var.deps, c.req.valid("param").email);
      c.header("x-email-subject", mail.subject);
      return c.html(mail.html, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/reset-password/",
      tags,
      summary: "Set a new password with a mailed token",
      request: { body: jsonBody(z.object({ token: z.string().min(1), new_password: passwordField })) },
      responses: { 200: jsonResponse(messageSchema, "Password changed"), ...errorResponses(400, 422) },
    }),
    async (c) => {
      await resetPassword(c.var.deps, c.req.valid("json"));
      return c.json({ message: "Password updated successfully" }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/users/activate",
      tags,
      summary: "Activate an account with the mailed token",
      request: { body: jsonBody(z.object({ token: z.string().min(1) })) },
      responses: { 200: jsonResponse(messageSchema, "Activated"), ...errorResponses(400, 422) },
    }),
    async (c) => {
      await activateAccount(c.var.deps, c.req.valid("json").token);
      return c.json({ message: "Your account has been successfully activated. You can now log in." }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/login/google",
      tags,
      summary: "Start Google sign-in (browser redirect)",
      responses: { 302: { description: "Redirect to Google" }, ...errorResponses(404) },
    }),
    (c) => {
      const { url, state, codeVerifier } = beginGoogleSignIn(c.var.deps);
      const secure = c.var.deps.config.publicUrl.startsWith("https:");
      const options = {
        httpOnly: true,
        secure,
        sameSite: "Lax" as const,
        path: "/api/v1/login/google",
        maxAge: 600,
      };
      setCookie(c, oauthCookie.state, state, options);
      setCookie(c, oauthCookie.verifier, codeVerifier, options);
      return c.redirect(url, 302);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/login/google/callback",
      tags,
      summary: "Google's redirect back; signs in and continues at /login/success",
      request: {
        query: z.object({
          code: z.string().optional(),
          state: z.string().optional(),
          error: z.string().optional(),
        }),
      },
      responses: { 302: { description: "Redirect to /login/success or /login" }, ...errorResponses(404) },
    }),
    async (c) => {
      const { deps } = c.var;
      const query = c.req.valid("query");
      const expectedState = getCookie(c, oauthCookie.state);
      const codeVerifier = getCookie(c, oauthCookie.verifier);
      deleteCookie(c, oauthCookie.state, { path: "/api/v1/login/google" });
      deleteCookie(c, oauthCookie.verifier, { path: "/api/v1/login/google" });
      const failed = (message: string) => {
        const params = new URLSearchParams({ activationStatus: "failed", activationMessage: message });
        return c.redirect(`${deps.config.publicUrl}/login?${params}`, 302);
      };
      if (!deps.config.google) throw notFound(googleNotConfigured);
      if (query.error) return failed("Google sign-in was cancelled.");
      if (!query.code || !query.state || !expectedState || query.state !== expectedState || !codeVerifier) {
        return failed("Google sign-in expired or was tampered with. Please try again.");
      }
      try {
        const result = await finishGoogleSignIn(deps, { code: query.code, codeVerifier });
        const params = new URLSearchParams({ token: result.token, new_user: String(result.newUser) });
        return c.redirect(`${deps.config.publicUrl}/login/success?${params}`, 302);
      } catch (error) {
        if (error instanceof AppError) return failed(error.detail);
        throw error;
      }
    },
  );
}
