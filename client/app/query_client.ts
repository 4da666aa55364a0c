import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../shared/api.ts";

/** Retry up to 3 times, but never on 401/403: those will not heal by asking again (spec section 4). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
  return failureCount < 3;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
