import { type ExpressionBuilder, sql } from "kysely";
import type { Executor } from "../../db/database.ts";
import type { Database, Document, DocumentStatus } from "../../db/schema.ts";
import type { Insertable, Updateable } from "kysely";

export interface DocumentFilters {
  extractorId?: string;
  search?: string;
  /** Inclusive UTC dates, yyyy-MM-dd. */
  dateFrom?: string;
  dateTo?: string;
}

export function insertDocument(db: Executor, document: Insertable<Database["documents"]>): Promise<Document> {
  return db.insertInto("documents").values(document).returningAll().executeTakeFirstOrThrow();
}

/** Scoped to its owner: another user's document id finds nothing. */
export function findDocument(db: Executor, userId: string, id: string): Promise<Document | undefined> {
  return db.selectFrom("documents").selectAll().where("id", "=", id).where("user_id", "=", userId)
    .executeTakeFirst();
}

/** For workers and signed links, which act on behalf of the owner already checked. */
export function findDocumentById(db: Executor, id: string): Promise<Document | undefined> {
  return db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function applyFilters(userId: string, filters: DocumentFilters) {
  return (eb: ExpressionBuilder<Database, "documents">) => {
    const conditions = [eb("user_id", "=", userId)];
    if (filters.extractorId) conditions.push(eb("extractor_id", "=", filters.extractorId));
    if (filters.search) conditions.push(eb("file_name", "ilike", `%${escapeLike(filters.search)}%`));
    if (filters.dateFrom) conditions.push(eb("created_at", ">=", sql<Date>`${filters.dateFrom}::date`));
    if (filters.dateTo) conditions.push(eb("created_at", "<", sql<Date>`${filters.dateTo}::date + 1`));
    return eb.and(conditions);
  };
}

export function listDocuments(
  db: Executor,
  userId: string,
  filters: DocumentFilters,
  page: { skip: number; limit: number },
): Promise<Document[]> {
  return db.selectFrom("documents").selectAll().where(applyFilters(userId, filters))
    .orderBy("created_at", "desc").orderBy("id", "desc").offset(page.skip).limit(page.limit).execute();
}

export async function countDocuments(
  db: Executor,
  userId: string,
  filters: DocumentFilters,
): Promise<number> {
  const row = await db.selectFrom("documents").select((eb) => eb.fn.countAll<string>().as("count"))
    .where(applyFilters(userId, filters)).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The dates (UTC) of the user's first and last document, for the date pickers. */
export async function documentDateRange(db: Executor, userId: string) {
  const row = await db.selectFrom("documents")
    .select([
      sql<string | null>`to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD')`.as("earliest"),
      sql<string | null>`to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD')`.as("latest"),
    ])
    .where("user_id", "=", userId).executeTakeFirst();
  return { earliest: row?.earliest ?? null, latest: row?.latest ?? null };
}

/** Updates only while the document is in one of `from`, so a late worker cannot overwrite a final state. */
export function updateDocumentIn(
  db: Executor,
  id: string,
  from: DocumentStatus[],
  patch: Updateable<Database["documents"]>,
): Promise<Document | undefined> {
  return db.updateTable("documents").set(patch).where("id", "=", id).where("status", "in", from)
    .returningAll().executeTakeFirst();
}

export function updateFeedback(
  db: Executor,
  userId: string,
  id: string,
  feedback: { feedback_type: Document["feedback_type"]; feedback_text: string | null },
): Promise<Document | undefined> {
  return db.updateTable("documents").set(feedback).where("id", "=", id).where("user_id", "=", userId)
    .returningAll().executeTakeFirst();
}

export async function deleteDocumentRow(db: Executor, userId: string, id: string): Promise<void> {
  await db.deleteFrom("documents").where("id", "=", id).where("user_id", "=", userId).execute();
}

/** Finished documents past retention, oldest first, a batch at a time. */
export function findDocumentsToExpire(db: Executor, retentionDays: number, limit: number) {
  return db.selectFrom("documents").select(["id", "original_key", "output_key"])
    .where("status", "in", ["COMPLETED", "FAILED"])
    .where("created_at", "<", sql<Date>`now() - make_interval(days => ${retentionDays})`)
    .orderBy("created_at").limit(limit).execute();
}
