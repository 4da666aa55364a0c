import { ApiError } from "./api.ts";

function detailOf(error: unknown): unknown {
  if (error instanceof ApiError && error.body && typeof error.body === "object" && "detail" in error.body) {
    return (error.body as { detail: unknown }).detail;
  }
  return undefined;
}

/**
 * The text of the shared error toast (spec section 8): the response detail, or the first item's msg when
 * the detail is a list, or the fallback.
 */
export function errorText(error: unknown, fallback = "Something went wrong."): string {
  const detail = detailOf(error);
  if (typeof detail === "string" && detail) return detail;
  if (Array.isArray(detail) && typeof detail[0]?.msg === "string") return detail[0].msg;
  return fallback;
}

/** The detail string only; list details (validation) are not shown as they are. */
export function detailString(error: unknown): string | undefined {
  const detail = detailOf(error);
  return typeof detail === "string" && detail ? detail : undefined;
}
