import { createRoute, z } from "@hono/zod-openapi";
import { AppError, notFound } from "../../http/errors.ts";
import type { Router } from "../../http/router.ts";
import { errorResponses } from "../../http/schemas.ts";
import { findDocumentById } from "./repository.ts";
import { checkSignature } from "./signed_urls.ts";

const fileParams = z.object({
  id: z.uuid().openapi({ param: { name: "id", in: "path" } }),
  file: z.enum(["original", "output"]).openapi({ param: { name: "file", in: "path" } }),
});
const signedQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string(),
  download: z.enum(["0", "1"]).optional(),
});

function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Files by signed link: no Authorization header, so <img>, <iframe> and <a download> work. */
export function registerFileRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/files/{id}/{file}",
      tags: ["documents"],
      summary: "A document's original or markdown, by the signed link in output_file_url / file_url",
      request: { params: fileParams, query: signedQuery },
      responses: { 200: { description: "The file" }, ...errorResponses(403, 404, 422) },
    }),
    async (c) => {
      const { deps } = c.var;
      const { id, file } = c.req.valid("param");
      const query = c.req.valid("query");
      const check = await checkSignature(deps.config.secretKey, { documentId: id, file, ...query });
      if (check === "invalid") throw new AppError(403, "This link is not valid");
      if (check === "expired") {
        throw new AppError(403, "This link has expired; fetch the document again for a new one");
      }
      const document = await findDocumentById(deps.db, id);
      const key = file === "original" ? document?.original_key : document?.output_key;
      if (!document || document.status === "EXPIRED" || !key) throw notFound("File not found");
      const body = await deps.storage.get(key);
      if (!body) throw notFound("File not found");
      const name = file === "original" ? document.file_name : document.output_file_name;
      return c.body(body, 200, {
        "content-type": file === "original" ? document.mime_type : "text/markdown; charset=utf-8",
        "content-disposition": contentDisposition(query.download === "1" ? "attachment" : "inline", name),
        // Uploaded bytes are untrusted: never let a browser run them as a page of this site.
        "content-security-policy": "sandbox; default-src 'none'",
        "cache-control": "private, max-age=300",
      });
    },
  );
}
