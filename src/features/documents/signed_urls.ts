import type { AppConfig } from "../../context.ts";

export type StoredFile = "original" | "output";

const encoder = new TextEncoder();
/** Long enough to preview and download, short enough that a leaked link soon stops working. */
export const signedUrlSeconds = 3600;

function hmacKey(secret: string, usage: KeyUsage) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    usage,
  ]);
}

function message(documentId: string, file: StoredFile, expires: number): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${documentId}:${file}:${expires}`);
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[0-9a-f]{64}$/.test(hex)) return undefined;
  return new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16)));
}

/** A URL that fetches one stored file without an Authorization header, until it expires. */
export async function signedFileUrl(
  config: AppConfig,
  documentId: string,
  file: StoredFile,
  now = Date.now(),
): Promise<string> {
  const expires = Math.floor(now / 1000) + signedUrlSeconds;
  const key = await hmacKey(config.secretKey, "sign");
  const signature = toHex(await crypto.subtle.sign("HMAC", key, message(documentId, file, expires)));
  return `${config.publicUrl}/api/v1/files/${documentId}/${file}?expires=${expires}&signature=${signature}`;
}

export type SignatureCheck = "valid" | "expired" | "invalid";

export async function checkSignature(
  secret: string,
  input: { documentId: string; file: StoredFile; expires: number; signature: string },
): Promise<SignatureCheck> {
  const signature = fromHex(input.signature);
  if (!signature) return "invalid";
  const key = await hmacKey(secret, "verify");
  // crypto.subtle.verify compares in constant time.
  const ok = await crypto.subtle.verify(
    "HMAC",
    key,
    signature,
    message(input.documentId, input.file, input.expires),
  );
  if (!ok) return "invalid";
  return input.expires * 1000 < Date.now() ? "expired" : "valid";
}
