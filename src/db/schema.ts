import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, never, never>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  full_name: string | null;
  hashed_password: string | null;
  is_active: Generated<boolean>;
  is_superuser: Generated<boolean>;
  google_account_id: string | null;
  email_verified_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface AccountsTable {
  id: Generated<string>;
  user_id: string;
  balance: Generated<number>;
  extractor_builder_enabled: Generated<boolean>;
  auto_topup_enabled: Generated<boolean>;
  auto_topup_threshold_credits: number | null;
  auto_topup_amount_credits: number | null;
  created_at: CreatedAt;
}

export interface CreditLedgerTable {
  id: Generated<string>;
  account_id: string;
  delta: number;
  balance_after: number;
  reason: string;
  reference: string | null;
  /** Makes a replayed charge or webhook a no-op. */
  idempotency_key: string;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface ApiKeysTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  last_used_at: Timestamp | null;
  created_at: CreatedAt;
}

export type UserTokenPurpose = "password_reset" | "activation";

export interface UserTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: UserTokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  email: string;
  client_address: string;
  created_at: CreatedAt;
}

export type JobStatus = "queued" | "running" | "completed" | "failed";

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: ColumnType<unknown, Record<string, unknown>, Record<string, unknown>>;
  status: Generated<JobStatus>;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_by: string | null;
  locked_at: Timestamp | null;
  last_error: string | null;
  dedupe_key: string | null;
  finished_at: Timestamp | null;
  created_at: CreatedAt;
}

export type DocumentStatus = "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
export type FeedbackType = "thumbs_up" | "thumbs_down" | "no_rating";

export interface DocumentsTable {
  id: string;
  user_id: string;
  file_name: string;
  output_file_name: string;
  mime_type: string;
  file_kind: string;
  file_size: ColumnType<number, number, number>;
  status: Generated<DocumentStatus>;
  accuracy: "lite" | "ultra";
  page_separator: Generated<boolean>;
  skip_images: Generated<boolean>;
  extractor_id: string | null;
  page_count: number;
  page_count_estimated: Generated<boolean>;
  pages_done: Generated<number>;
  credits_charged: Generated<number>;
  error: string | null;
  warnings: ColumnType<string[], string[] | undefined, string[]>;
  feedback_type: Generated<FeedbackType>;
  feedback_text: string | null;
  original_key: string | null;
  output_key: string | null;
  created_at: CreatedAt;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  accounts: AccountsTable;
  credit_ledger: CreditLedgerTable;
  sessions: SessionsTable;
  api_keys: ApiKeysTable;
  user_tokens: UserTokensTable;
  login_failures: LoginFailuresTable;
  jobs: JobsTable;
  documents: DocumentsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Account = Selectable<AccountsTable>;
export type ApiKey = Selectable<ApiKeysTable>;
export type Job = Selectable<JobsTable>;
export type Document = Selectable<DocumentsTable>;
