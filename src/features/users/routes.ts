import { createRoute } from "@hono/zod-openapi";
import type { Router } from "../../http/router.ts";
import {
  errorResponses,
  idParam,
  jsonBody,
  jsonResponse,
  messageSchema,
  pageQuery,
} from "../../http/schemas.ts";
import { requireAuth } from "../auth/authenticate.ts";
import {
  createUserSchema,
  signupResponseSchema,
  signupSchema,
  toUserPublic,
  updateMeSchema,
  updatePasswordSchema,
  updateUserSchema,
  userPublicSchema,
  usersPublicSchema,
} from "./schemas.ts";
import {
  changePassword,
  createUser,
  deleteMe,
  deleteUser,
  getMe,
  getUserWithAccount,
  listUsers,
  signup,
  updateMe,
  updateUser,
} from "./service.ts";

const tags = ["users"];
const security = [{ bearerAuth: [] }];
const signedIn = requireAuth({ apiKeys: false });
const superuser = requireAuth({ apiKeys: false, superuser: true });

export function registerUserRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/users/signup",
      tags,
      summary: "Create an account (a token unless e-mail verification is required)",
      request: { body: jsonBody(signupSchema) },
      responses: { 200: jsonResponse(signupResponseSchema, "The new account"), ...errorResponses(400, 422) },
    }),
    async (c) => {
      const result = await signup(c.var.deps, c.req.valid("json"));
      return c.json({ token: result.token, user: toUserPublic(result.user) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/users/me",
      tags,
      security,
      middleware: signedIn,
      responses: { 200: jsonResponse(userPublicSchema, "The signed-in user"), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(toUserPublic(await getMe(c.var.deps, c.var.auth)), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/users/me",
      tags,
      security,
      middleware: signedIn,
      request: { body: jsonBody(updateMeSchema) },
      responses: { 200: jsonResponse(userPublicSchema, "Updated"), ...errorResponses(401, 403, 409, 422) },
    }),
    async (c) => c.json(toUserPublic(await updateMe(c.var.deps, c.var.auth, c.req.valid("json"))), 200),
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/users/me",
      tags,
      security,
      middleware: signedIn,
      responses: { 200: jsonResponse(messageSchema, "Deleted"), ...errorResponses(401, 403) },
    }),
    async (c) => {
      await deleteMe(c.var.deps, c.var.auth);
      return c.json({ message: "User deleted successfully" }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/users/me/password",
      tags,
      security,
      middleware: signedIn,
      request: { body: jsonBody(updatePasswordSchema) },
      responses: { 200: jsonResponse(messageSchema, "Changed"), ...errorResponses(400, 401, 403, 422) },
    }),
    async (c) => {
      await changePassword(c.var.deps, c.var.auth, c.req.valid("json"));
      return c.json({ message: "Password updated successfully" }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/users/",
      tags,
      security,
      summary: "List users (superusers)",
      middleware: superuser,
      request: { query: pageQuery },
      responses: {
        200: jsonResponse(usersPublicSchema, "A page of users"),
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const { data, count } = await listUsers(c.var.deps, c.req.valid("query"));
      return c.json({ data: data.map(toUserPublic), count }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/users/",
      tags,
      security,
      summary: "Create a user (superusers)",
      middleware: superuser,
      request: { body: jsonBody(createUserSchema) },
      responses: { 200: jsonResponse(userPublicSchema, "Created"), ...errorResponses(400, 401, 403, 422) },
    }),
    async (c) => c.json(toUserPublic(await createUser(c.var.deps, c.req.valid("json"))), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/users/{id}",
      tags,
      security,
      summary: "Read a user (superusers)",
      middleware: superuser,
      request: { params: idParam },
      responses: { 200: jsonResponse(userPublicSchema, "The user"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => c.json(toUserPublic(await getUserWithAccount(c.var.deps, c.req.valid("param").id)), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/users/{id}",
      tags,
      security,
      summary: "Update a user (superusers)",
      middleware: superuser,
      request: { params: idParam, body: jsonBody(updateUserSchema) },
      responses: {
        200: jsonResponse(userPublicSchema, "Updated"),
        ...errorResponses(401, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const user = await updateUser(c.var.deps, c.var.auth, c.req.valid("param").id, c.req.valid("json"));
      return c.json(toUserPublic(user), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/users/{id}",
      tags,
      security,
      summary: "Delete a user, its sessions and keys (superusers)",
      middleware: superuser,
      request: { params: idParam },
      responses: { 200: jsonResponse(messageSchema, "Deleted"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      await deleteUser(c.var.deps, c.var.auth, c.req.valid("param").id);
      return c.json({ message: "User deleted successfully" }, 200);
    },
  );
}
