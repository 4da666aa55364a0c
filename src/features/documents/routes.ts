import { createRoute, z } from "@hono/zod-openapi";
import type { Router } from "../../http/router.ts";
import { errorResponses, jsonResponse, pageQuery } from "../../http/schemas.ts";
import { requireAuth } from "../auth/authenticate.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date format yyyy-MM-dd");

const documentsQuery = pageQuery.extend({
  extractor_id: z.uuid().optional(),
  search: z.string().max(255).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

const documentsSchema = z.object({
  data: z.array(z.object({ id: z.uuid(), file_name: z.string() })),
  count: z.number().int(),
  earliest: z.string().nullable(),
  latest: z.string().nullable(),
}).openapi("Documents");

export function registerDocumentRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/documents",
      tags: ["documents"],
      security: [{ bearerAuth: [] }],
      summary: "Your documents, newest first (session or API key)",
      middleware: requireAuth({ apiKeys: true }),
      request: { query: documentsQuery },
      responses: { 200: jsonResponse(documentsSchema, "A page of documents"), ...errorResponses(401, 422) },
    }),
    // Uploads arrive with the documents feature; until then every account's list is empty.
    (c) => c.json({ data: [], count: 0, earliest: null, latest: null }, 200),
  );
}
