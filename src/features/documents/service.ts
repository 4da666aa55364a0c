import type { AppDeps } from "../../context.ts";
import type { Document } from "../../db/schema.ts";
import { ExtractionError } from "../../extraction/types.ts";
import { inspectDocument } from "../../extraction/inspect.ts";
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  validationError,
  validationIssues,
} from "../../http/errors.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import type { AuthContext } from "../auth/authenticate.ts";
import { conversionCost } from "../credits/pricing.ts";
import { applyLedgerEntry } from "../credits/repository.ts";
import { findAccountByUserId } from "../users/repository.ts";
import { convertDocumentJob } from "./convert_job.ts";
import {
  claimedKind,
  cleanFileName,
  type FileKind,
  maxUploadBytes,
  mimeTypeOf,
  outputFileName,
} from "./file_types.ts";
import {
  countDocuments,
  deleteDocumentRow,
  documentDateRange,
  type DocumentFilters,
  findDocument,
  insertDocument,
  listDocuments as listDocumentRows,
  updateFeedback,
} from "./repository.ts";
import { uploadFields } from "./schemas.ts";
import { signedFileUrl } from "./signed_urls.ts";
import { originalKey } from "./storage_keys.ts";
import { parseUpload, type UploadedFile } from "./upload_parser.ts";

export const documentNotFound = "Document not found";

export const uploadMessages = {
  unsupported: (file: string) => `File type for ${file} is not supported.`,
  tooLarge: (file: string) => `File ${file} is too large. Maximum size is 100MB.`,
  empty: (file: string) => `File ${file} is empty.`,
  passwordProtected: (file: string) => `File ${file} is password protected and cannot be processed.`,
  unreadable: (file: string) =>
    `File ${file} could not be processed. It might be invalid or corrupted and will not be added.`,
};

/** The rules a file must pass before it costs anything: present, not empty, small enough, of an allowed type. */
function checkFile(file: UploadedFile | undefined): { file: UploadedFile; kind: FileKind } {
  if (!file) {
    throw validationError([{ loc: ["body", "file"], msg: "Field required", type: "missing" }]);
  }
  const name = file.fileName;
  if (file.tooLarge) throw new AppError(413, uploadMessages.tooLarge(name));
  const kind = claimedKind(name, file.claimedType);
  if (!kind) throw new AppError(415, uploadMessages.unsupported(name));
  if (file.size === 0) throw badRequest(uploadMessages.empty(name));
  return { file, kind };
}

/** Reads the stored upload once to confirm its type by its bytes and count its pages. */
async function inspectStored(deps: AppDeps, key: string, file: UploadedFile, kind: FileKind) {
  const bytes = await deps.storage.readBytes(key);
  if (!bytes) throw new Error("The upload vanished from storage");
  try {
    const inspected = await inspectDocument(bytes, file.fileName);
    // docx is a zip and doc an OLE file: the bytes must say the same family as the name.
    if (inspected.kind !== kind) throw new AppError(415, uploadMessages.unsupported(file.fileName));
    return inspected;
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    if (error.code === "unsupported") throw new AppError(415, uploadMessages.unsupported(file.fileName));
    if (error.code === "password_protected") {
      throw badRequest(uploadMessages.passwordProtected(file.fileName));
    }
    throw badRequest(uploadMessages.unreadable(file.fileName));
  }
}

/**
 * Accepts an upload: streams it to storage, checks it, and in one transaction charges the account, records the
 * document and queues its conversion. Anything that fails on the way removes the stored file and charges nothing.
 */
export async function uploadDocument(deps: AppDeps, auth: AuthContext, request: Request): Promise<Document> {
  const id = crypto.randomUUID();
  const key = originalKey(auth.user.id, id);
  try {
    const parsed = await parseUpload(request, { store: deps.storage, key, maxFileBytes: maxUploadBytes });
    const fields = uploadFields.safeParse(parsed.fields);
    if (!fields.success) {
      throw validationError(validationIssues(fields.error, "form"));
    }
    const { file, kind } = checkFile(
      parsed.file && { ...parsed.file, fileName: cleanFileName(parsed.file.fileName) },
    );
    if (fields.data.extractor_id) throw notFound("Extractor not found");
    const inspected = await inspectStored(deps, key, file, kind);
    const cost = conversionCost(inspected.pages, fields.data.accuracy);

    const document = await deps.db.transaction().execute(async (trx) => {
      const account = await findAccountByUserId(trx, auth.user.id);
      if (!account) throw notFound("Account not found");
      const charge = await applyLedgerEntry(trx, {
        accountId: account.id,
        delta: -cost,
        reason: "document_conversion",
        reference: id,
        idempotencyKey: `charge:${id}`,
      });
      if (!charge.applied && charge.reason === "insufficient") {
        throw new AppError(402, `Insufficient credits: need ${charge.needed} more credits`, {
          needed: charge.needed,
        });
      }
      const row = await insertDocument(trx, {
        id,
        user_id: auth.user.id,
        file_name: file.fileName,
        output_file_name: outputFileName(file.fileName),
        mime_type: mimeTypeOf[kind],
        file_kind: kind,
        file_size: file.size,
        accuracy: fields.data.accuracy,
        page_separator: fields.data.page_separator,
        skip_images: fields.data.skip_images,
        extractor_id: null,
        page_count: inspected.pages,
        page_count_estimated: inspected.pagesEstimated,
        credits_charged: cost,
        original_key: key,
      });
      await enqueueJob(trx, convertDocumentJob, { documentId: id }, { dedupeKey: `convert:${id}` });
      return row;
    });
    deps.wakeWorkers?.();
    return document;
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}

export async function listDocuments(
  deps: AppDeps,
  auth: AuthContext,
  query: DocumentFilters & { skip: number; limit: number },
) {
  const { skip, limit, ...filters } = query;
  const [data, count, range] = await Promise.all([
    listDocumentRows(deps.db, auth.user.id, filters, { skip, limit }),
    countDocuments(deps.db, auth.user.id, filters),
    documentDateRange(deps.db, auth.user.id),
  ]);
  return { data, count, ...range };
}

export async function getDocument(deps: AppDeps, auth: AuthContext, id: string) {
  const document = await findDocument(deps.db, auth.user.id, id);
  if (!document) throw notFound(documentNotFound);
  const live = document.status !== "EXPIRED";
  return {
    document,
    file_url: live && document.original_key ? await signedFileUrl(deps.config, id, "original") : null,
    output_file_url: live && document.output_key ? await signedFileUrl(deps.config, id, "output") : null,
  };
}

/** Only finished documents can go: a running conversion would otherwise write into a deleted row. */
export async function deleteDocument(deps: AppDeps, auth: AuthContext, id: string): Promise<void> {
  const document = await findDocument(deps.db, auth.user.id, id);
  if (!document) throw notFound(documentNotFound);
  if (!["COMPLETED", "FAILED", "EXPIRED"].includes(document.status)) {
    throw conflict(
      `A ${document.status.toLowerCase()} document cannot be deleted yet; wait until it finishes.`,
    );
  }
  await deleteDocumentRow(deps.db, auth.user.id, id);
  for (const key of [document.original_key, document.output_key]) if (key) await deps.storage.delete(key);
}

export async function setFeedback(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  input: { feedback_type: Document["feedback_type"]; feedback_text?: string | null },
): Promise<Document> {
  const updated = await updateFeedback(deps.db, auth.user.id, id, {
    feedback_type: input.feedback_type,
    // Removing a rating removes its words too.
    feedback_text: input.feedback_type === "no_rating" ? null : input.feedback_text ?? null,
  });
  if (!updated) throw notFound(documentNotFound);
  return updated;
}
