import { z } from "@hono/zod-openapi";
import type { ApiKey } from "../../db/schema.ts";

export const keyNameSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required")
    .max(100, "Name must not exceed 100 characters"),
}).openapi("ApiKeyCreate");

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The whole key only in the answer that created it; a masked prefix everywhere else. */
  key: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
}).openapi("ApiKey");

export const apiKeysSchema = z.object({ data: z.array(apiKeySchema), count: z.number().int() }).openapi(
  "ApiKeys",
);

export function toApiKeyPublic(key: ApiKey, fullKey?: string): z.infer<typeof apiKeySchema> {
  return {
    id: key.id,
    name: key.name,
    key: fullKey ?? `${key.prefix}…`,
    prefix: key.prefix,
    created_at: new Date(key.created_at).toISOString(),
    last_used_at: key.last_used_at ? new Date(key.last_used_at).toISOString() : null,
  };
}
