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
import { apiKeySchema, apiKeysSchema, keyNameSchema } from "./schemas.ts";
import { createApiKey, deleteKey, getKey, listKeys, renameKey } from "./service.ts";

const tags = ["keys"];
const security = [{ bearerAuth: [] }];
// Keys are managed from a signed-in session only: a leaked key cannot mint or revoke keys.
const signedIn = requireAuth({ apiKeys: false });

export function registerKeyRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/keys/",
      tags,
      security,
      middleware: signedIn,
      request: { query: pageQuery },
      responses: { 200: jsonResponse(apiKeysSchema, "Your keys, masked"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => c.json(await listKeys(c.var.deps, c.var.auth, c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/keys/",
      tags,
      security,
      summary: "Create a key; the whole key is in this answer only",
      middleware: signedIn,
      request: { body: jsonBody(keyNameSchema) },
      responses: { 200: jsonResponse(apiKeySchema, "The new key"), ...errorResponses(400, 401, 403, 422) },
    }),
    async (c) => c.json(await createApiKey(c.var.deps, c.var.auth, c.req.valid("json").name), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/keys/{id}",
      tags,
      security,
      middleware: signedIn,
      request: { params: idParam },
      responses: {
        200: jsonResponse(apiKeySchema, "The key, masked"),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => c.json(await getKey(c.var.deps, c.var.auth, c.req.valid("param").id), 200),
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/keys/{id}",
      tags,
      security,
      summary: "Rename a key",
      middleware: signedIn,
      request: { params: idParam, body: jsonBody(keyNameSchema) },
      responses: { 200: jsonResponse(apiKeySchema, "Renamed"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) =>
      c.json(await renameKey(c.var.deps, c.var.auth, c.req.valid("param").id, c.req.valid("json").name), 200),
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/keys/{id}",
      tags,
      security,
      summary: "Revoke a key at once",
      middleware: signedIn,
      request: { params: idParam },
      responses: { 200: jsonResponse(messageSchema, "Deleted"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      await deleteKey(c.var.deps, c.var.auth, c.req.valid("param").id);
      return c.json({ message: "API key deleted successfully" }, 200);
    },
  );
}
