import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table documents (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      file_name text not null,
      output_file_name text not null,
      mime_type text not null,
      file_kind text not null,
      file_size integer not null check (file_size > 0),
      status text not null default 'PENDING'
        check (status in ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED')),
      accuracy text not null check (accuracy in ('lite', 'ultra')),
      page_separator boolean not null default false,
      skip_images boolean not null default false,
      extractor_id uuid,
      page_count integer not null check (page_count >= 0),
      page_count_estimated boolean not null default false,
      pages_done integer not null default 0,
      credits_charged integer not null default 0 check (credits_charged >= 0),
      error text,
      warnings jsonb not null default '[]',
      feedback_type text not null default 'no_rating'
        check (feedback_type in ('thumbs_up', 'thumbs_down', 'no_rating')),
      feedback_text text check (char_length(feedback_text) <= 1000),
      original_key text,
      output_key text,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz
    )`.execute(db);
  // The history screen: one user's documents, newest first, optionally for one extractor.
  await sql`create index documents_user_created_idx on documents (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index documents_user_extractor_idx on documents (user_id, extractor_id, created_at desc)`
    .execute(db);
  // The retention sweep.
  await sql`create index documents_retention_idx on documents (created_at) where status in ('COMPLETED', 'FAILED')`
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table documents`.execute(db);
}
