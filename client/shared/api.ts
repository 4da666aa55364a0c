import { getToken } from "./storage.ts";

// Standard titles for common statuses (spec section 8); others get "Error {status}".
const statusTitles: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Validation Error",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** A failed call: its status, status text and parsed body (usually `{detail}`). */
export class ApiError extends Error {
  constructor(readonly status: number, readonly statusText: string, readonly body: unknown) {
    super(statusTitles[status] ?? `Error ${status}: ${statusText}`);
    this.name = "ApiError";
  }
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

export const apiBase = "/api/v1";

/** Calls the API with the stored Bearer token; answers the parsed JSON or throws an ApiError. */
export async function apiCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set("authorization", `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = new URLSearchParams(options.form);
  }
  let url = `${apiBase}${path}`;
  if (options.query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query)) {
      if (value !== undefined) params.set(key, String(value));
    }
    url += `?${params}`;
  }
  const res = await fetch(url, {
    method: options.method ?? "GET",
    headers,
    body,
    credentials: "include",
    signal: options.signal,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch { /* not JSON: keep the text */ }
  if (!res.ok) throw new ApiError(res.status, res.statusText, parsed);
  return parsed as T;
}
