import type { QueryClient } from "@tanstack/react-query";
import { clearSession } from "../shared/storage.ts";

/** Logout: forget the token and test mode, drop every cached answer, leave the signed-in area. */
export function logout(queryClient: QueryClient, target = "/") {
  clearSession();
  queryClient.clear();
  location.assign(target);
}
