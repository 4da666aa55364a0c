import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { AppDeps } from "./context.ts";
import { registerDocsRoutes } from "./docs/routes.ts";
import { registerAuthRoutes } from "./features/auth/routes.ts";
import { registerFileRoutes } from "./features/documents/files_routes.ts";
import { registerDocumentRoutes } from "./features/documents/routes.ts";
import { registerHealthRoutes } from "./features/health/routes.ts";
import { registerKeyRoutes } from "./features/keys/routes.ts";
import { registerUserRoutes } from "./features/users/routes.ts";
import type { AppEnv } from "./http/env.ts";
import { AppError, errorHandler } from "./http/errors.ts";
import { requestLogger } from "./http/request_logger.ts";
import { createRouter } from "./http/router.ts";
import { notFoundPage, registerPages } from "./ssr/register_pages.tsx";

export const apiVersion = "0.1.0";
/** JSON bodies are small; file uploads (multipart) get their own limit on their own route. */
export const maxJsonBytes = 1024 * 1024;

function isUpload(request: Request): boolean {
  return request.method === "POST" && new URL(request.url).pathname === "/api/v1/documents" &&
    (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

export function createApi() {
  const api = createRouter();
  const jsonLimit = bodyLimit({
    maxSize: maxJsonBytes,
    onError: () => {
      throw new AppError(413, "Request body is too large (at most 1 MB)");
    },
  });
  // Uploads are multipart and limited per file by the upload parser (100 MB); everything else is small JSON.
  api.use((c, next) => (isUpload(c.req.raw) ? next() : jsonLimit(c, next)));
  registerHealthRoutes(api);
  registerAuthRoutes(api);
  registerUserRoutes(api);
  registerKeyRoutes(api);
  registerDocumentRoutes(api);
  registerFileRoutes(api);
  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "A session token from /login/access-token, or an API key (documents and extractors only)",
  });
  api.doc31("/openapi.json", (c) => ({
    openapi: "3.1.0",
    info: {
      title: "Quarry API",
      version: apiVersion,
      description: 'Documents to markdown and structured data. Errors are `{"detail": …}`.',
    },
    servers: [{ url: `${c.var.deps.config.publicUrl}/api/v1` }],
  }));
  return api;
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(deps.log));
  app.notFound((c) =>
    c.req.path.startsWith("/api/") ? c.json({ detail: "Not Found" }, 404) : notFoundPage(c)
  );
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(requestLogger(deps.log));
  app.use(secureHeaders({ crossOriginResourcePolicy: false }));
  app.route("/api/v1", createApi());
  registerDocsRoutes(app);
  registerPages(app);
  return app;
}
