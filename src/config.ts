import { z } from "zod";

// Unset and empty mean the same thing: `FOO=` in a .env file should not be a validation error.
const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? String(fallback) : String(v).toLowerCase()),
    z.enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
      .transform((v) => v === "true" || v === "1" || v === "yes"),
  );
const withDefault = <T extends z.ZodType>(schema: T, fallback: string) =>
  z.preprocess((v) => (v === "" || v === undefined ? fallback : v), schema);

const envSchema = z.object({
  PORT: withDefault(z.coerce.number().int().min(1).max(65535), "8000"),
  DATA_DIR: withDefault(z.string(), "./data"),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL").optional(),
  ),
  PUBLIC_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  SECRET_KEY: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  FIRST_SUPERUSER: optionalString.pipe(z.email({ error: "must be an e-mail address" }).optional()),
  FIRST_SUPERUSER_PASSWORD: optionalString.pipe(
    z.string().min(8, "must be at least 8 characters").max(40, "must not exceed 40 characters").optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  ),
  EMAILS_FROM: withDefault(z.string().min(3), "Quarry <no-reply@localhost>"),
  EMAIL_VERIFICATION: withDefault(z.enum(["off", "required"], { error: "must be off or required" }), "off"),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  // Google's endpoints; overridable so tests can point them at a local server speaking OAuth 2.0.
  GOOGLE_AUTHORIZATION_URL: withDefault(z.url(), "https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: withDefault(z.url(), "https://oauth2.googleapis.com/token"),
  SIGNUP_CREDITS: withDefault(z.coerce.number().int().min(0), "100"),
  STORAGE_URL: optionalString.pipe(
    z.string().regex(/^s3\+?https?:\/\/|^s3:\/\//, "must be an s3://, s3+http:// or s3+https:// URL")
      .optional(),
  ),
  DOCUMENT_RETENTION_DAYS: withDefault(z.coerce.number().int().min(1), "30"),
  CONVERSION_ISOLATION: optionalString.pipe(
    z.enum(["process", "worker"], { error: "must be process or worker" }).optional(),
  ),
  CONVERSION_TIMEOUT_SECONDS: withDefault(z.coerce.number().int().min(5), "600"),
  ACCESS_TOKEN_EXPIRE_MINUTES: withDefault(z.coerce.number().int().min(1), String(60 * 24 * 8)),
  WORKER_CONCURRENCY: withDefault(z.coerce.number().int().min(0).max(64), "2"),
  JOB_LEASE_SECONDS: withDefault(z.coerce.number().int().min(1), "300"),
  TRUST_PROXY: flag(false),
  LOG_LEVEL: withDefault(z.enum(["debug", "info", "warn", "error"]), "info"),
  ENABLE_EXTRACTOR_CATALOG: flag(false),
  ENABLE_APPEARANCE: flag(false),
}).superRefine((env, ctx) => {
  if (env.FIRST_SUPERUSER && !env.FIRST_SUPERUSER_PASSWORD) {
    ctx.addIssue({
      code: "custom",
      path: ["FIRST_SUPERUSER_PASSWORD"],
      message: "is required with FIRST_SUPERUSER",
    });
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    ctx.addIssue({
      code: "custom",
      path: ["GOOGLE_CLIENT_SECRET"],
      message: "set both Google variables or neither",
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  /** Undefined until `resolveSecretKey` has read or created it. */
  secretKey?: string;
  firstSuperuser?: { email: string; password: string };
  smtpUrl?: string;
  emailsFrom: string;
  emailVerification: "off" | "required";
  google?: { clientId: string; clientSecret: string; authorizationUrl: string; tokenUrl: string };
  signupCredits: number;
  storageUrl?: string;
  documentRetentionDays: number;
  conversionTimeoutSeconds: number;
  /** Where each document converts: a process of its own, or a worker where subprocesses are not allowed. */
  conversionIsolation: "process" | "worker";
  accessTokenMinutes: number;
  workerConcurrency: number;
  jobLeaseSeconds: number;
  trustProxy: boolean;
  logLevel: "debug" | "info" | "warn" | "error";
  features: { extractorCatalog: boolean; appearance: boolean };
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value names its variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    secretKey: e.SECRET_KEY,
    firstSuperuser: e.FIRST_SUPERUSER && e.FIRST_SUPERUSER_PASSWORD
      ? { email: e.FIRST_SUPERUSER, password: e.FIRST_SUPERUSER_PASSWORD }
      : undefined,
    smtpUrl: e.SMTP_URL,
    emailsFrom: e.EMAILS_FROM,
    emailVerification: e.EMAIL_VERIFICATION,
    google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
        clientId: e.GOOGLE_CLIENT_ID,
        clientSecret: e.GOOGLE_CLIENT_SECRET,
        authorizationUrl: e.GOOGLE_AUTHORIZATION_URL,
        tokenUrl: e.GOOGLE_TOKEN_URL,
      }
      : undefined,
    signupCredits: e.SIGNUP_CREDITS,
    storageUrl: e.STORAGE_URL,
    documentRetentionDays: e.DOCUMENT_RETENTION_DAYS,
    conversionTimeoutSeconds: e.CONVERSION_TIMEOUT_SECONDS,
    // Deno Deploy runs no subprocesses.
    conversionIsolation: e.CONVERSION_ISOLATION ?? (env.DENO_DEPLOYMENT_ID ? "worker" : "process"),
    accessTokenMinutes: e.ACCESS_TOKEN_EXPIRE_MINUTES,
    workerConcurrency: e.WORKER_CONCURRENCY,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    features: { extractorCatalog: e.ENABLE_EXTRACTOR_CATALOG, appearance: e.ENABLE_APPEARANCE },
  };
}

/** SECRET_KEY when set; otherwise one generated on first start and kept in DATA_DIR, so restarts keep links valid. */
export async function resolveSecretKey(config: Config): Promise<string> {
  if (config.secretKey) return config.secretKey;
  const path = `${config.dataDir}/secret_key`;
  try {
    const existing = (await Deno.readTextFile(path)).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  await Deno.mkdir(config.dataDir, { recursive: true });
  await Deno.writeTextFile(path, key, { mode: 0o600, createNew: true }).catch((error) => {
    // Another instance won the race: use its key.
    if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
  });
  return (await Deno.readTextFile(path)).trim();
}
