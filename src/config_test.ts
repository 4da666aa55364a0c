import assert from "node:assert/strict";
import { ConfigError, parseConfig, resolveSecretKey } from "./config.ts";

Deno.test("config: defaults for an empty environment", () => {
  const config = parseConfig({});
  assert.equal(config.port, 8000);
  assert.equal(config.dataDir, "./data");
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.publicUrl, "http://localhost:8000");
  assert.equal(config.emailVerification, "off");
  assert.equal(config.signupCredits, 100);
  assert.equal(config.google, undefined);
  assert.deepEqual(config.features, { extractorCatalog: false, appearance: false });
  assert.equal(config.conversionIsolation, "process");
});

Deno.test("config: conversions run in workers on Deno Deploy, or when asked to", () => {
  assert.equal(parseConfig({ DENO_DEPLOYMENT_ID: "abc123" }).conversionIsolation, "worker");
  assert.equal(parseConfig({ CONVERSION_ISOLATION: "worker" }).conversionIsolation, "worker");
  assert.equal(
    parseConfig({ DENO_DEPLOYMENT_ID: "abc123", CONVERSION_ISOLATION: "process" }).conversionIsolation,
    "process",
  );
});

Deno.test("config: values are parsed and empty strings mean unset", () => {
  const config = parseConfig({
    PORT: "9001",
    DATABASE_URL: "postgres://u@h:5432/db",
    PUBLIC_URL: "https://quarry.example.com/",
    EMAIL_VERIFICATION: "required",
    ENABLE_EXTRACTOR_CATALOG: "true",
    SIGNUP_CREDITS: "",
    SMTP_URL: "",
  });
  assert.equal(config.port, 9001);
  assert.equal(config.publicUrl, "https://quarry.example.com");
  assert.equal(config.emailVerification, "required");
  assert.equal(config.features.extractorCatalog, true);
  assert.equal(config.signupCredits, 100);
  assert.equal(config.smtpUrl, undefined);
});

Deno.test("config: a bad value stops with a message that names the variable", () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ PORT: "eighty" }, /PORT/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ EMAIL_VERIFICATION: "maybe" }, /EMAIL_VERIFICATION: must be off or required/],
    [{ ENABLE_APPEARANCE: "sure" }, /ENABLE_APPEARANCE: must be true or false/],
    [{ CONVERSION_ISOLATION: "thread" }, /CONVERSION_ISOLATION: must be process or worker/],
    [{ FIRST_SUPERUSER: "admin@example.com" }, /FIRST_SUPERUSER_PASSWORD: is required/],
    [{ GOOGLE_CLIENT_ID: "id-only" }, /GOOGLE_CLIENT_SECRET/],
    [{ SECRET_KEY: "short" }, /SECRET_KEY: must be at least 32 characters/],
  ];
  for (const [env, message] of cases) {
    assert.throws(() => parseConfig(env), (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, message);
      return true;
    });
  }
});

Deno.test("config: SECRET_KEY is generated once and kept in DATA_DIR", async () => {
  const dataDir = await Deno.makeTempDir();
  try {
    const config = parseConfig({ DATA_DIR: dataDir });
    const first = await resolveSecretKey(config);
    assert.ok(first.length >= 32);
    assert.equal(await resolveSecretKey(config), first);
    assert.equal((await Deno.stat(`${dataDir}/secret_key`)).mode! & 0o777, 0o600);
    const given = "k".repeat(40);
    assert.equal(await resolveSecretKey(parseConfig({ DATA_DIR: dataDir, SECRET_KEY: given })), given);
  } finally {
    await Deno.remove(dataDir, { recursive: true });
  }
});
