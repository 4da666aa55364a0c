import { createRoute, z } from "@hono/zod-openapi";
import type { Router } from "../../http/router.ts";
import { errorResponses, idParam, jsonBody, jsonResponse, messageSchema } from "../../http/schemas.ts";
import { requireAuth } from "../auth/authenticate.ts";
import {
  documentDetailSchema,
  documentSchema,
  documentsQuery,
  documentsSchema,
  feedbackSchema,
  toDocumentPublic,
  uploadSchema,
} from "./schemas.ts";
import { deleteDocument, getDocument, listDocuments, setFeedback, uploadDocument } from "./service.ts";

const tags = ["documents"];
const security = [{ bearerAuth: [] }];
// Documents are what API keys are for.
const sessionOrKey = requireAuth({ apiKeys: true });

export function registerDocumentRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/documents",
      tags,
      security,
      summary: "Your documents, newest first",
      middleware: sessionOrKey,
      request: { query: documentsQuery },
      responses: { 200: jsonResponse(documentsSchema, "A page of documents"), ...errorResponses(401, 422) },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const result = await listDocuments(c.var.deps, c.var.auth, {
        skip: q.skip,
        limit: q.limit,
        extractorId: q.extractor_id,
        search: q.search || undefined,
        dateFrom: q.date_from,
        dateTo: q.date_to,
      });
      return c.json({ ...result, data: result.data.map(toDocumentPublic) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/documents",
      tags,
      security,
      summary: "Upload a document for conversion (multipart; charged at upload, settled after conversion)",
      middleware: sessionOrKey,
      // Documented here, parsed by the service as a stream: a 100 MB upload is never held in memory.
      request: { body: { content: { "multipart/form-data": { schema: uploadSchema } } } },
      responses: {
        200: jsonResponse(documentSchema, "The queued document"),
        402: jsonResponse(z.object({ detail: z.string(), needed: z.number().int() }), "Insufficient credits"),
        ...errorResponses(400, 401, 404, 413, 415, 422),
      },
    }),
    async (c) => c.json(toDocumentPublic(await uploadDocument(c.var.deps, c.var.auth, c.req.raw)), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/documents/{id}",
      tags,
      security,
      summary: "One document, with expiring links to its files",
      middleware: sessionOrKey,
      request: { params: idParam },
      responses: {
        200: jsonResponse(documentDetailSchema, "The document"),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { document, file_url, output_file_url } = await getDocument(
        c.var.deps,
        c.var.auth,
        c.req.valid("param").id,
      );
      return c.json({ ...toDocumentPublic(document), file_url, output_file_url }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/documents/{id}",
      tags,
      security,
      summary: "Delete a finished document and its files",
      middleware: sessionOrKey,
      request: { params: idParam },
      responses: { 200: jsonResponse(messageSchema, "Deleted"), ...errorResponses(401, 404, 409, 422) },
    }),
    async (c) => {
      await deleteDocument(c.var.deps, c.var.auth, c.req.valid("param").id);
      return c.json({ message: "Document deleted successfully" }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/documents/{id}/feedback",
      tags,
      security,
      summary: "Rate a result",
      middleware: sessionOrKey,
      request: { params: idParam, body: jsonBody(feedbackSchema) },
      responses: {
        200: jsonResponse(documentSchema, "The rated document"),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const document = await setFeedback(
        c.var.deps,
        c.var.auth,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(toDocumentPublic(document), 200);
    },
  );
}
