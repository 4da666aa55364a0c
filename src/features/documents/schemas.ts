import { z } from "@hono/zod-openapi";
import type { Document } from "../../db/schema.ts";
import { pageQuery } from "../../http/schemas.ts";

const isoDate = z.string().refine(
  (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  "Use a real date in the format yyyy-MM-dd",
);

export const documentsQuery = pageQuery.extend({
  extractor_id: z.uuid().optional(),
  search: z.string().trim().max(255).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

const formBoolean = z.enum(["true", "false", "1", "0", "on", "off", "yes", "no"], {
  error: "Must be true or false",
}).transform((v) => ["true", "1", "on", "yes"].includes(v));

/** The text fields of the multipart upload; the file itself is streamed separately. */
export const uploadFields = z.object({
  accuracy: z.enum(["lite", "ultra"], { error: "Must be lite or ultra" }).default("lite"),
  page_separator: formBoolean.default(false),
  skip_images: formBoolean.default(false),
  extractor_id: z.uuid({ error: "Must be a valid id" }).optional(),
});

/**
 * The upload body for the OpenAPI document only. A plain schema object, not zod: a zod schema here would make the
 * router parse the whole multipart body into memory before the streaming parser could see it.
 */
export const uploadSchema = {
  type: "object" as const,
  required: ["file"],
  properties: {
    file: {
      type: "string" as const,
      format: "binary",
      description: "PDF, Word (.doc, .docx) or image, up to 100 MB",
    },
    accuracy: { type: "string" as const, enum: ["lite", "ultra"], default: "lite" },
    page_separator: { type: "boolean" as const, default: false },
    skip_images: { type: "boolean" as const, default: false },
    extractor_id: { type: "string" as const, format: "uuid" },
  },
};

export const feedbackSchema = z.object({
  feedback_type: z.enum(["thumbs_up", "thumbs_down", "no_rating"]),
  feedback_text: z.string().max(1000, "Feedback must not exceed 1000 characters").nullable().optional(),
}).openapi("DocumentFeedback");

export const documentSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  output_file_name: z.string(),
  status: z.enum(["PENDING", "PROCESSING", "COMPLETED", "FAILED", "EXPIRED"]),
  created_at: z.string(),
  page_count: z.number().int(),
  page_count_estimated: z.boolean(),
  pages_done: z.number().int(),
  file_size: z.number().int(),
  /** The spec's names: "standard" is the lite (Precision) mode. */
  accuracy: z.enum(["standard", "ultra"]),
  page_separator: z.boolean(),
  skip_images: z.boolean(),
  extractor_id: z.uuid().nullable(),
  extractor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  feedback_type: z.enum(["thumbs_up", "thumbs_down", "no_rating"]),
  feedback_text: z.string().nullable(),
  credits_charged: z.number().int(),
  error: z.string().nullable(),
  warnings: z.array(z.string()),
}).openapi("Document");

export const documentDetailSchema = documentSchema.extend({
  output_file_url: z.string().nullable(),
  file_url: z.string().nullable(),
}).openapi("DocumentDetail");

export const documentsSchema = z.object({
  data: z.array(documentSchema),
  count: z.number().int(),
  earliest: z.string().nullable(),
  latest: z.string().nullable(),
}).openapi("Documents");

export function toDocumentPublic(doc: Document): z.infer<typeof documentSchema> {
  return {
    id: doc.id,
    file_name: doc.file_name,
    output_file_name: doc.output_file_name,
    status: doc.status,
    created_at: new Date(doc.created_at).toISOString(),
    page_count: doc.page_count,
    page_count_estimated: doc.page_count_estimated,
    pages_done: doc.pages_done,
    file_size: Number(doc.file_size),
    accuracy: doc.accuracy === "ultra" ? "ultra" : "standard",
    page_separator: doc.page_separator,
    skip_images: doc.skip_images,
    extractor_id: doc.extractor_id,
    extractor: null,
    feedback_type: doc.feedback_type,
    feedback_text: doc.feedback_text,
    credits_charged: doc.credits_charged,
    error: doc.error,
    warnings: doc.warnings ?? [],
  };
}
