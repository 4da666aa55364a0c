import { z } from "zod";
import type { AppDeps } from "../../context.ts";
import type { Document } from "../../db/schema.ts";
import { convertIsolated } from "../../extraction/isolated.ts";
import { ExtractionError } from "../../extraction/types.ts";
import type { JobDefinition } from "../../jobs/registry.ts";
import { failConversion, settleConversion } from "./settlement.ts";
import { findDocumentById, updateDocumentIn } from "./repository.ts";
import { outputKey } from "./storage_keys.ts";

const payload = z.object({ documentId: z.uuid() });

// Progress is written at most this often: a 1000-page PDF should not mean 1000 row updates a second.
const progressIntervalMs = 500;

async function convert(deps: AppDeps, document: Document, signal: AbortSignal): Promise<void> {
  const bytes = document.original_key ? await deps.storage.readBytes(document.original_key) : null;
  if (!bytes) {
    await failConversion(deps, document.id, "The uploaded file is no longer available.");
    return;
  }
  let lastWrite = 0;
  const result = await convertIsolated(deps.config.conversionIsolation, bytes, document.file_name, {
    accuracy: document.accuracy,
    pageSeparator: document.page_separator,
    skipImages: document.skip_images,
  }, {
    timeoutMs: deps.config.conversionTimeoutSeconds * 1000,
    signal,
    onPage: (pagesDone) => {
      if (Date.now() - lastWrite < progressIntervalMs) return;
      lastWrite = Date.now();
      updateDocumentIn(deps.db, document.id, ["PROCESSING"], { pages_done: pagesDone }).catch(() => {});
    },
  });
  const key = outputKey(document.user_id, document.id);
  await deps.storage.putBytes(key, new TextEncoder().encode(result.markdown));
  await settleConversion(deps, document.id, {
    pages: result.pages,
    outputKey: key,
    warnings: result.warnings,
  });
}

/**
 * Converts one uploaded document. A file the engine rejects (corrupt, protected, too slow) fails at once and is
 * refunded; anything else (a crash, a database hiccup) is retried, and after the last attempt refunded too.
 */
export const convertDocumentJob: JobDefinition<z.infer<typeof payload>> = {
  kind: "convert_document",
  payload,
  maxAttempts: 3,
  async handle({ documentId }, deps, _job, signal) {
    const document = await findDocumentById(deps.db, documentId);
    // Deleted, or already settled by an earlier attempt: nothing left to do.
    if (!document || !["PENDING", "PROCESSING"].includes(document.status)) return;
    const processing = await updateDocumentIn(deps.db, documentId, ["PENDING", "PROCESSING"], {
      status: "PROCESSING",
      started_at: new Date(),
      pages_done: 0,
    });
    if (!processing) return;
    try {
      await convert(deps, processing, signal);
    } catch (error) {
      if (error instanceof ExtractionError) {
        await failConversion(deps, documentId, error.message);
        return;
      }
      throw error;
    }
  },
  async onExhausted({ documentId }, deps, error) {
    await failConversion(deps, documentId, `Conversion failed: ${error}`);
  },
};
