import { z } from "@hono/zod-openapi";

// The web client's own pattern, so the server accepts exactly what the forms accept.
export const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

const required = (message: string) => ({
  error: (
    issue: { input: unknown },
  ) => (issue.input === undefined || issue.input === "" ? message : undefined),
});

export const emailField = z.string(required("Email is required"))
  .min(1, "Email is required")
  .max(254, "Invalid email address")
  .regex(emailPattern, "Invalid email address")
  .openapi({ example: "ada@example.com", format: "email" });

export const passwordField = z.string(required("Password is required"))
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters")
  .max(40, "Password must not exceed 40 characters");

export const idParam = z.object({
  id: z.uuid({ error: "Must be a valid id" }).openapi({ param: { name: "id", in: "path" } }),
});

export const pageQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

export const messageSchema = z.object({ message: z.string() }).openapi("Message");

export const errorSchema = z.object({ detail: z.string() }).openapi("HTTPError");

export const validationErrorSchema = z.object({
  detail: z.array(
    z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() }),
  ),
}).openapi("HTTPValidationError");

/** The error responses every route documents, merged into each route's own. */
export function errorResponses(...statuses: number[]) {
  const responses: Record<number, { description: string; content: Record<string, { schema: z.ZodType }> }> =
    {};
  for (const status of statuses) {
    responses[status] = {
      description: status === 422 ? "Validation error" : "Error",
      content: { "application/json": { schema: status === 422 ? validationErrorSchema : errorSchema } },
    };
  }
  return responses;
}

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
