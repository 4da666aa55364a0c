import { argon2id, argon2Verify } from "hash-wasm";

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** 256 random bits, URL-safe, with a prefix that tells its kind at a glance (and to secret scanners). */
export function randomToken(prefix: string): string {
  return prefix + base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Tokens are stored only as this digest: a leaked table grants nothing. */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// OWASP's argon2id baseline (19 MiB, 2 passes). hash-wasm is WebAssembly, so it needs no FFI anywhere.
const argonCost = { parallelism: 1, iterations: 2, memorySize: 19456, hashLength: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return argon2id({ password, salt, ...argonCost, outputType: "encoded" });
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    // Spend the same time as a real check, so a response time does not reveal that an account exists.
    await argon2id({ password, salt: new Uint8Array(16), ...argonCost, outputType: "encoded" });
    return false;
  }
  return argon2Verify({ password, hash });
}
