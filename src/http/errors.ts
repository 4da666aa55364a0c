import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import type { Logger } from "../log.ts";

/** The one error type services throw; its detail is fit for the person calling the API. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = "AppError";
  }
}

export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = (detail = "Could not validate credentials") => new AppError(401, detail);
export const forbidden = (detail = "The user doesn't have enough privileges") => new AppError(403, detail);
export const notFound = (detail: string) => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

// FastAPI's request-part names, which the web client and SDK already understand.
const locationOf: Record<string, string> = {
  json: "body",
  form: "body",
  query: "query",
  param: "path",
  header: "header",
  cookie: "cookie",
};

export function validationIssues(error: ZodError, target: string): ValidationIssue[] {
  return error.issues.map((issue) => {
    const missing = issue.code === "invalid_type" && issue.input === undefined;
    // Zod's stock wording is replaced; a schema's own message (the spec's texts) is kept.
    const stock = issue.message.startsWith("Invalid input");
    return {
      loc: [locationOf[target] ?? target, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
      msg: missing && stock ? "Field required" : issue.message,
      type: missing ? "missing" : issue.code,
    };
  });
}

/** For input checked outside a route's schema (multipart fields): the same 422 shape. */
export function validationError(issues: ValidationIssue[]): AppError {
  return new AppError(422, "Validation error", { detail: issues });
}

export function validationResponse(c: Context, error: ZodError, target: string) {
  return c.json({ detail: validationIssues(error, target) }, 422);
}

export function errorHandler(log: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof AppError) {
      if (err.status === 401) c.header("WWW-Authenticate", "Bearer");
      return c.json({ detail: err.detail, ...err.extra }, err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      return c.json({ detail: err.message || statusText(status) }, status);
    }
    log.error("unhandled error", {
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return c.json({ detail: "Internal server error" }, 500);
  };
}

function statusText(status: number): string {
  return ({
    400: "Bad Request",
    401: "Unauthorized",
    404: "Not Found",
    413: "Payload Too Large",
    415: "Unsupported Media Type",
  } as Record<number, string>)[status] ?? "Error";
}
