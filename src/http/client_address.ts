import type { Context } from "hono";
import { getConnInfo } from "hono/deno";

/** The caller's address; X-Forwarded-For is believed only behind a proxy we were told about (TRUST_PROXY). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no connection.
    return "unknown";
  }
}
