import type { AppDeps } from "../../context.ts";
import { findDocumentsToExpire, updateDocumentIn } from "./repository.ts";

/**
 * Documents older than DOCUMENT_RETENTION_DAYS lose their files and become EXPIRED; the row stays for history.
 * Files go first: a crash between the two steps leaves a document that is simply expired again next run.
 */
export async function expireDocuments(deps: AppDeps, batchSize = 200): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await findDocumentsToExpire(deps.db, deps.config.documentRetentionDays, batchSize);
    for (const document of batch) {
      for (const key of [document.original_key, document.output_key]) if (key) await deps.storage.delete(key);
      await updateDocumentIn(deps.db, document.id, ["COMPLETED", "FAILED"], {
        status: "EXPIRED",
        original_key: null,
        output_key: null,
      });
    }
    expired += batch.length;
    if (batch.length < batchSize) return expired;
  }
}
