import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "kysely";
import { AppError } from "../../http/errors.ts";
import type { Router } from "../../http/router.ts";
import { errorResponses, jsonResponse } from "../../http/schemas.ts";

export function registerHealthRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/health",
      tags: ["health"],
      summary: "Ready once the database answers",
      responses: {
        200: jsonResponse(z.object({ status: z.literal("ok") }), "Healthy"),
        ...errorResponses(503),
      },
    }),
    async (c) => {
      try {
        await sql`select 1`.execute(c.var.deps.db);
      } catch {
        throw new AppError(503, "Database unavailable");
      }
      return c.json({ status: "ok" as const }, 200);
    },
  );
}
