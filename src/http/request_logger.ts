import { createMiddleware } from "hono/factory";
import type { Logger } from "../log.ts";
import type { AppEnv } from "./env.ts";

/** One line per request; the query string is left out because reset and sign-in links carry tokens there. */
export function requestLogger(log: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    log.debug("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
}
