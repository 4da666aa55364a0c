import { queryOptions } from "@tanstack/react-query";
import { apiCall, ApiError } from "../../shared/api.ts";
import type { Page } from "../users/queries.ts";

export interface Extractor {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  cost_credits: number;
  cost_type: "per_page" | "per_document";
  builder_session_id: string | null;
  is_locked: boolean;
  edit_policy: string;
  is_deletable_by_user: boolean;
}

export const extractorsQuery = () =>
  queryOptions({
    queryKey: ["extractors"],
    queryFn: async ({ signal }) => {
      try {
        const page = await apiCall<Page<Extractor>>("/extractors/", { signal });
        return [...page.data].sort((a, b) => a.name.localeCompare(b.name));
      } catch (error) {
        // Servers without the extractors API yet: the user simply has no extractors.
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });

export const deleteExtractor = (id: string) => apiCall(`/extractors/${id}`, { method: "DELETE" });

export function costText(extractor: Pick<Extractor, "cost_credits" | "cost_type">): string {
  const unit = extractor.cost_type === "per_document" ? "document" : "page";
  return `${extractor.cost_credits} credits / ${unit}`;
}

/** Edit is offered only for builder-made, unlocked, editable extractors on accounts with the builder. */
export function canEdit(extractor: Extractor, builderEnabled: boolean): boolean {
  return builderEnabled && !!extractor.builder_session_id && !extractor.is_locked &&
    extractor.edit_policy !== "NO_EDIT";
}
