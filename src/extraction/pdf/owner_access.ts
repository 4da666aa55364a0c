import { createCipheriv, createDecipheriv, createHash } from "node:crypto";
import {
  type Dictionary,
  encryptionDictionary,
  encryptKeys,
  stringBytes,
  stringOfLength,
} from "./encryption_dictionary.ts";

/**
 * Two kinds of encrypted PDF open in poppler (pdftotext) and qpdf without a password, where pdf.js asks for
 * one:
 *
 * - an AES-256 file (revision 5 or 6) whose *owner* password is empty. pdf.js tries an empty password as the
 *   user's only; Bluebeam Revu wrote such files ("Bluebeam should be encrypting this.").
 * - a file whose text and streams are not encrypted at all (both crypt filters Identity), only its
 *   attachments, without saying that only attachments need the password (AuthEvent EFOpen), which pdf.js
 *   honours.
 *
 * Both are handed to pdf.js rewritten in place, byte for byte the same length so the file's cross-reference
 * offsets hold: the first with user entries (U, UE) for the empty password, made from the file key the empty
 * owner password unlocks; the second with its trailers' "/Encrypt" key renamed, so pdf.js reads it as the
 * plain file it is. Any other password-protected file stays closed.
 */
export function ownerAccess(bytes: Uint8Array): Uint8Array | undefined {
  const text = latin1(bytes);
  const dictionary = encryptionDictionary(text);
  if (!dictionary || nameOf(dictionary, "Filter") !== "Standard") return undefined;
  const version = Number(dictionary.get("V")?.raw);
  if (version >= 4 && isIdentity(dictionary, "StmF") && isIdentity(dictionary, "StrF")) {
    const plain = bytes.slice();
    // "/Encrypt" becomes "/Encrypx": a key no reader knows, so ignored.
    for (const at of encryptKeys(text)) plain[at + "/Encrypt".length - 1] = "x".charCodeAt(0);
    return plain;
  }
  const revision = Number(dictionary.get("R")?.raw);
  if (revision === 5 || revision === 6) return withEmptyUserPassword(bytes, dictionary, revision);
  return undefined;
}

/** ISO 8859-1, byte for byte: TextDecoder's "latin1" is windows-1252, which moves 0x80–0x9F. */
function latin1(bytes: Uint8Array): string {
  const chunks: string[] = [];
  for (let i = 0; i < bytes.length; i += 0x8000) {
    chunks.push(String.fromCharCode(...bytes.subarray(i, i + 0x8000)));
  }
  return chunks.join("");
}

const nameOf = (dictionary: Dictionary, key: string) => dictionary.get(key)?.raw.replace(/^\//, "");
/** A crypt filter left out is Identity (ISO 32000-2, table 20). */
const isIdentity = (dictionary: Dictionary, key: string) =>
  (nameOf(dictionary, key) ?? "Identity") === "Identity";

const sha = (bits: 256 | 384 | 512, ...parts: Uint8Array[]) => {
  const hash = createHash(`sha${bits}`);
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
};

function aes(mode: "encrypt" | "decrypt", key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  const bits = key.length * 8;
  const cipher = mode === "encrypt"
    ? createCipheriv(`aes-${bits}-cbc`, key, iv)
    : createDecipheriv(`aes-${bits}-cbc`, key, iv);
  cipher.setAutoPadding(false);
  return new Uint8Array([...cipher.update(data), ...cipher.final()]);
}

/**
 * The password hash of the standard security handler: revision 5's SHA-256 of password, salt and user key;
 * revision 6's hardened version of it (ISO 32000-2, algorithm 2.B), rounds of AES-128 and SHA-2 until the
 * last round's last byte allows stopping.
 */
export function passwordHash(
  revision: 5 | 6,
  password: Uint8Array,
  salt: Uint8Array,
  userKey: Uint8Array = new Uint8Array(),
): Uint8Array {
  let k = sha(256, password, salt, userKey);
  if (revision === 5) return k;
  for (let round = 0;; round++) {
    const once = new Uint8Array([...password, ...k, ...userKey]);
    const repeated = new Uint8Array(once.length * 64);
    for (let i = 0; i < 64; i++) repeated.set(once, i * once.length);
    const e = aes("encrypt", k.subarray(0, 16), k.subarray(16, 32), repeated);
    // The first 16 bytes as one big number, modulo 3: the same as their sum modulo 3, as 256 ≡ 1 (mod 3).
    const choice = e.subarray(0, 16).reduce((sum, byte) => sum + byte, 0) % 3;
    k = sha(([256, 384, 512] as const)[choice], e);
    if (round >= 63 && e[e.length - 1] <= round - 31) return k.subarray(0, 32);
  }
}

const EMPTY = new Uint8Array();
const ZERO_IV = new Uint8Array(16);

function withEmptyUserPassword(bytes: Uint8Array, dictionary: Dictionary, revision: 5 | 6) {
  const entries = ["O", "U", "OE", "UE"].map((key) => dictionary.get(key));
  const [owner, user, ownerKey, userKey] = entries.map((entry) => entry && stringBytes(entry.raw));
  if (!owner || !user || !ownerKey || !userKey) return undefined;
  if (owner.length < 48 || user.length < 48 || ownerKey.length < 32) return undefined;
  const userEntry = user.subarray(0, 48);
  const ownerHash = passwordHash(revision, EMPTY, owner.subarray(32, 40), userEntry);
  if (!ownerHash.every((byte, i) => byte === owner[i])) return undefined;
  const fileKey = aes(
    "decrypt",
    passwordHash(revision, EMPTY, owner.subarray(40, 48), userEntry),
    ZERO_IV,
    ownerKey.subarray(0, 32),
  );
  const [uEntry, ueEntry] = [dictionary.get("U")!, dictionary.get("UE")!];
  // New salts until both entries fit where the old ones stand (a literal string's escapes make it longer).
  for (let attempt = 0; attempt < 64; attempt++) {
    const [validationSalt, keySalt] = [
      crypto.getRandomValues(new Uint8Array(8)),
      crypto.getRandomValues(new Uint8Array(8)),
    ];
    const newUser = new Uint8Array([
      ...passwordHash(revision, EMPTY, validationSalt),
      ...validationSalt,
      ...keySalt,
    ]);
    const newUserKey = aes("encrypt", passwordHash(revision, EMPTY, keySalt), ZERO_IV, fileKey);
    const userText = stringOfLength(newUser, uEntry.end - uEntry.start);
    const userKeyText = stringOfLength(newUserKey, ueEntry.end - ueEntry.start);
    if (userText === undefined || userKeyText === undefined) continue;
    const opened = bytes.slice();
    for (const [entry, value] of [[uEntry, userText], [ueEntry, userKeyText]] as const) {
      for (let i = 0; i < value.length; i++) opened[entry.start + i] = value.charCodeAt(i);
    }
    return opened;
  }
  return undefined;
}
