import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./env.ts";
import { validationResponse } from "./errors.ts";

/** A router whose invalid input answers FastAPI's 422 shape, which the web client and SDK expect. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationResponse(c, result.error, result.target);
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
