import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      full_name text,
      hashed_password text,
      is_active boolean not null default true,
      is_superuser boolean not null default false,
      google_account_id text unique,
      email_verified_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  await sql`create index users_created_at_idx on users (created_at, id)`.execute(db);

  await sql`
    create table accounts (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null unique references users (id) on delete cascade,
      balance integer not null default 0 check (balance >= 0),
      extractor_builder_enabled boolean not null default false,
      auto_topup_enabled boolean not null default false,
      auto_topup_threshold_credits integer check (auto_topup_threshold_credits >= 0),
      auto_topup_amount_credits integer check (auto_topup_amount_credits > 0),
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table credit_ledger (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      delta integer not null,
      balance_after integer not null check (balance_after >= 0),
      reason text not null,
      reference text,
      idempotency_key text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index credit_ledger_account_idx on credit_ledger (account_id, created_at)`.execute(db);

  await sql`
    create table sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sessions_user_idx on sessions (user_id)`.execute(db);

  await sql`
    create table api_keys (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      name text not null,
      prefix text not null,
      key_hash text not null unique,
      last_used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index api_keys_user_idx on api_keys (user_id, created_at)`.execute(db);

  await sql`
    create table user_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('password_reset', 'activation')),
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index user_tokens_user_idx on user_tokens (user_id)`.execute(db);

  await sql`
    create table login_failures (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      client_address text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_failures_email_idx on login_failures (email, created_at)`.execute(db);
  await sql`create index login_failures_address_idx on login_failures (client_address, created_at)`.execute(
    db,
  );

  await sql`
    create table jobs (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      payload jsonb not null,
      status text not null default 'queued' check (status in ('queued', 'running', 'completed', 'failed')),
      run_at timestamptz not null default now(),
      attempts integer not null default 0,
      max_attempts integer not null default 5 check (max_attempts >= 1),
      locked_by text,
      locked_at timestamptz,
      last_error text,
      dedupe_key text,
      finished_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index jobs_ready_idx on jobs (run_at) where status = 'queued'`.execute(db);
  await sql`create index jobs_running_idx on jobs (locked_at) where status = 'running'`.execute(db);
  await sql`create index jobs_finished_idx on jobs (finished_at) where status in ('completed', 'failed')`
    .execute(db);
  await sql`
    create unique index jobs_dedupe_key on jobs (dedupe_key)
    where dedupe_key is not null and status in ('queued', 'running')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (
    const table of [
      "jobs",
      "login_failures",
      "user_tokens",
      "api_keys",
      "sessions",
      "credit_ledger",
      "accounts",
    ]
  ) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`drop table users`.execute(db);
}
