/**
 * A PDF's encryption dictionary read from its raw bytes, where its values sit in the file: enough to tell
 * whether a file that asks for a password can be opened without one (`owner_access.ts`), and to write new
 * values over the old in place. Only what the standard security handler keeps is read.
 */
export interface DictionaryValue {
  /** The value's source text. */
  raw: string;
  /** Where that text starts and ends in the file. */
  start: number;
  end: number;
}

export type Dictionary = Map<string, DictionaryValue>;

const WHITESPACE = /[\0\t\n\f\r ]/;
const DELIMITER = /[\0\t\n\f\r ()<>[\]{}/%]/;

const isSpace = (c: string | undefined) => c !== undefined && WHITESPACE.test(c);

function skipSpace(text: string, at: number): number {
  while (at < text.length) {
    if (isSpace(text[at])) at++;
    else if (text[at] === "%") { while (at < text.length && text[at] !== "\n" && text[at] !== "\r") at++; }
    else break;
  }
  return at;
}

function tokenEnd(text: string, at: number): number {
  while (at < text.length && !DELIMITER.test(text[at])) at++;
  return at;
}

function literalEnd(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i + 1;
  }
  return text.length;
}

/** Where the value starting at `at` ends: a dictionary or array with what it holds, a string, a name. */
function valueEnd(text: string, at: number): number {
  if (text.startsWith("<<", at)) return dictionaryEnd(text, at);
  if (text[at] === "<") return Math.min(text.length, text.indexOf(">", at) + 1 || text.length);
  if (text[at] === "(") return literalEnd(text, at);
  if (text[at] === "[") {
    let i = skipSpace(text, at + 1);
    while (i < text.length && text[i] !== "]") i = skipSpace(text, valueEnd(text, i));
    return i + 1;
  }
  if (text[at] === "/") return tokenEnd(text, at + 1);
  const end = Math.max(at + 1, tokenEnd(text, at));
  // An indirect reference, "12 0 R", is three tokens.
  const reference = /^\s+\d+\s+R(?![^\0\t\n\f\r ()<>[\]{}/%])/.exec(text.slice(end, end + 24));
  return /^\d+$/.test(text.slice(at, end)) && reference ? end + reference[0].length : end;
}

function dictionaryEnd(text: string, at: number): number {
  let i = skipSpace(text, at + 2);
  while (i < text.length && !text.startsWith(">>", i)) i = skipSpace(text, valueEnd(text, i));
  return i + 2;
}

/** The entries of the dictionary that starts ("<<") at `at`, by key (without its slash). */
export function dictionaryEntries(text: string, at: number): Dictionary {
  const entries: Dictionary = new Map();
  let i = skipSpace(text, at + 2);
  while (i < text.length && text[i] === "/") {
    const keyEnd = tokenEnd(text, i + 1);
    const start = skipSpace(text, keyEnd);
    const end = valueEnd(text, start);
    entries.set(text.slice(i + 1, keyEnd), { raw: text.slice(start, end), start, end });
    i = skipSpace(text, end);
  }
  return entries;
}

/**
 * The encryption dictionary of the file's last trailer, or undefined when it has none that can be found in
 * the open: one kept in a compressed object stream is not looked for.
 */
export function encryptionDictionary(text: string): Dictionary | undefined {
  const uses = [...text.matchAll(/\/Encrypt\s*(?:(\d+)\s+(\d+)\s+R|<<)/g)];
  const last = uses.at(-1);
  if (!last) return undefined;
  if (last[1] === undefined) return dictionaryEntries(text, last.index + last[0].length - 2);
  const object = [...text.matchAll(new RegExp(`(?<!\\d)${last[1]}\\s+${last[2]}\\s+obj\\b`, "g"))].at(-1);
  if (!object) return undefined;
  const start = skipSpace(text, object.index + object[0].length);
  return text.startsWith("<<", start) ? dictionaryEntries(text, start) : undefined;
}

/** Where each use of the encryption dictionary sits in the file's trailers: the key "/Encrypt" itself. */
export function encryptKeys(text: string): number[] {
  return [...text.matchAll(/\/Encrypt(?=\s*(?:\d+\s+\d+\s+R|<<))/g)].map((match) => match.index);
}

const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };

/** A string value's bytes: a hex string's digits, a literal string with its escapes undone. */
export function stringBytes(raw: string): Uint8Array | undefined {
  if (raw.startsWith("<")) {
    const digits = raw.slice(1, -1).replace(/[\0\t\n\f\r ]/g, "");
    if (!/^[0-9a-fA-F]*$/.test(digits)) return undefined;
    const padded = digits.length % 2 ? digits + "0" : digits;
    return Uint8Array.from(padded.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  }
  if (!raw.startsWith("(")) return undefined;
  const bytes: number[] = [];
  const body = raw.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "\r") {
      // An end of line in a literal string is read as one line feed, whichever it was.
      bytes.push(10);
      if (body[i + 1] === "\n") i++;
    } else if (c !== "\\") bytes.push(c.charCodeAt(0) & 255);
    else {
      const next = body[++i];
      if (next === undefined) break;
      const octal = /^[0-7]{1,3}/.exec(body.slice(i, i + 3));
      if (octal) {
        bytes.push(parseInt(octal[0], 8) & 255);
        i += octal[0].length - 1;
      } else if (next === "\r") {
        if (body[i + 1] === "\n") i++;
      } else if (next !== "\n") bytes.push(ESCAPES[next] ?? next.charCodeAt(0) & 255);
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * `bytes` written as a string value of exactly `length` characters, or undefined when they cannot be: as hex
 * digits if those fit, else as a literal string, either padded with spaces (which a hex string ignores and
 * which may follow any value).
 */
export function stringOfLength(bytes: Uint8Array, length: number): string | undefined {
  const hex = `<${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}>`;
  if (hex.length <= length) return hex.slice(0, -1) + " ".repeat(length - hex.length) + ">";
  const escaped: Record<number, string> = { 40: "\\(", 41: "\\)", 92: "\\\\", 13: "\\r" };
  const literal = `(${[...bytes].map((b) => escaped[b] ?? String.fromCharCode(b)).join("")})`;
  return literal.length <= length ? literal + " ".repeat(length - literal.length) : undefined;
}
