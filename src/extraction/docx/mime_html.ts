// A web page saved as one MIME message (MHTML: a multipart/related message whose first HTML part is the
// page), as generators of Word files (html-docx-js and the like) embed a whole document's HTML in an
// altChunk. Only the page's HTML is read; its pictures, in parts of their own, are not.

/** A message part: its headers (names in lower case) and its body as it stands, one character a byte. */
interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Headers and body, split at the first empty line; a header's continuation lines joined to it. */
function parsePart(text: string): Part {
  const split = /\r?\n\r?\n/.exec(text);
  const head = split ? text.slice(0, split.index) : "";
  const body = split ? text.slice(split.index + split[0].length) : text;
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A parameter of a header's value (`boundary="…"`, `charset=utf-8`). */
function parameter(value: string | undefined, name: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, "i").exec(value ?? "");
  return match ? match[1] ?? match[2] : undefined;
}

const bytesOf = (binary: string) => Uint8Array.from(binary, (c) => c.charCodeAt(0) & 0xff);

/** Bytes as a string of one character each, U+0000 to U+00FF (no decoder maps 0x80–0x9F so). */
function binaryString(bytes: Uint8Array): string {
  let text = "";
  for (let at = 0; at < bytes.length; at += 8192) {
    text += String.fromCharCode(...bytes.subarray(at, at + 8192));
  }
  return text;
}

/** A part's body decoded from its transfer encoding and its character set. */
function decodedBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "").toLowerCase();
  let bytes: Uint8Array;
  if (encoding === "base64") {
    try {
      bytes = bytesOf(atob(part.body.replace(/[^A-Za-z0-9+/=]/g, "")));
    } catch {
      bytes = new Uint8Array();
    }
  } else if (encoding === "quoted-printable") {
    const unfolded = part.body.replace(/=\r?\n/g, "");
    bytes = bytesOf(
      unfolded.replace(/=([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    );
  } else bytes = bytesOf(part.body);
  const charset = parameter(part.headers.get("content-type"), "charset") ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    // A character set TextDecoder does not know.
    return new TextDecoder().decode(bytes);
  }
}

/** The HTML page a MIME message holds, or undefined when it holds none. */
export function mimeHtml(message: Uint8Array): string | undefined {
  // One character a byte, so that parts in other encodings are decoded from their own bytes.
  const text = binaryString(message);
  const top = parsePart(text);
  const type = top.headers.get("content-type") ?? "";
  const boundary = parameter(type, "boundary");
  const parts = boundary
    ? top.body.split(
      new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:--)?[ \\t]*\\r?\\n?`),
    )
      .map(parsePart)
    : [top];
  const page = parts.find((part) => /^text\/html\b/i.test(part.headers.get("content-type") ?? ""));
  return page && decodedBody(page);
}
