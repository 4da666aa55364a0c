import { queryOptions } from "@tanstack/react-query";
import { apiCall } from "../../shared/api.ts";
import type { Page } from "../users/queries.ts";

export interface ApiKey {
  id: string;
  name: string;
  key: string;
  created_at: string;
}

export const keysPageSize = 25;

export const keysQuery = (page: number) =>
  queryOptions({
    queryKey: ["apiKeys", page],
    queryFn: ({ signal }) =>
      apiCall<Page<ApiKey>>("/keys/", {
        query: { skip: (page - 1) * keysPageSize, limit: keysPageSize },
        signal,
      }),
  });

export const createKey = (name: string) => apiCall<ApiKey>("/keys/", { method: "POST", json: { name } });

export const deleteKey = (id: string) => apiCall(`/keys/${id}`, { method: "DELETE" });
