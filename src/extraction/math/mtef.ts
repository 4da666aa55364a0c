// Equation Editor 3.0 equations in Word files: the "Equation Native" stream of an embedded object (in a
// .doc's ObjectPool, or a .docx's embedded OLE file), as Word's own Equation Editor and LibreOffice write it
// (MTEF version 3, Design Science's format). Read into a tree of lines, characters and templates (fences,
// fractions, scripts, roots, big operators), which mtef_latex.ts writes as LaTeX. The stream comes from an
// untrusted file: every read is bounds-checked and nesting is limited, and a stream that breaks the format
// gives no equation at all, never a part of one.

/** A character: its typeface (MTEF's fnTEXT, fnVARIABLE…, or a font of the equation's), its code point. */
export interface MtefChar {
  kind: "char";
  typeface: number;
  code: number;
  /** Accents and primes on it (MTEF's embellishment codes). */
  embellishments: number[];
}

/** A row of items; a null line is an empty slot of a template. */
export interface MtefLine {
  kind: "line";
  items: MtefNode[];
}

/** A template: its selector (which one: a fence, a fraction…), variation, and parts in MTEF's order. */
export interface MtefTemplate {
  kind: "template";
  selector: number;
  variation: number;
  parts: MtefNode[];
}

/** Lines stacked one above another. */
export interface MtefPile {
  kind: "pile";
  lines: MtefNode[];
}

export interface MtefMatrix {
  kind: "matrix";
  columns: number;
  cells: MtefNode[];
}

export type MtefNode = MtefChar | MtefLine | MtefTemplate | MtefPile | MtefMatrix;

/** The OLE header (EQNOLEFILEHDR) before the equation: its own length, then the equation's at byte 8. */
const OLE_HEADER = 28;
const MTEF_VERSION = 3;
/** Record types: the low four bits of a record's first byte, the high four its options. */
const END = 0, LINE = 1, CHAR = 2, TMPL = 3, PILE = 4, MATRIX = 5, EMBELL = 6, RULER = 7, FONT = 8, SIZE = 9;
/** FULL, SUB, SUB2, SYM and SUBSYM only change the size of what follows: nothing to read. */
const LAST_SIZE_MARK = 14;
/** Options: a nudge (a move by a few pixels) follows; a line is empty; a ruler or line spacing follows. */
const MOVED = 0x8, NULL_LINE = 0x1, HAS_RULER = 0x2, LINE_SPACING = 0x4, EMBELLISHED = 0x2;
/** Equations deeper than this are not an editor's: a hostile file's. */
const MAX_DEPTH = 64;

class Malformed extends Error {}

class Reader {
  at = 0;
  constructor(private bytes: Uint8Array, private end: number) {}

  get done() {
    return this.at >= this.end;
  }

  byte(): number {
    if (this.at >= this.end) throw new Malformed();
    return this.bytes[this.at++];
  }

  word(): number {
    return this.byte() | (this.byte() << 8);
  }

  skip(count: number) {
    if (this.at + count > this.end) throw new Malformed();
    this.at += count;
  }

  /** A nudge: two bytes offset by 128, or both 128 and two 16-bit values after them. */
  nudge() {
    const [x, y] = [this.byte(), this.byte()];
    if (x === 128 && y === 128) this.skip(4);
  }

  /** A ruler (tab stops): its record's tag when written, a count, then each stop's type and offset. */
  ruler() {
    if ((this.bytes[this.at] & 0x0f) === RULER) this.skip(1);
    const stops = this.byte();
    this.skip(stops * 3);
  }
}

/** Records up to the END that closes the list, as nodes; size changes, fonts and rulers are dropped. */
function readList(reader: Reader, depth: number): MtefNode[] {
  if (depth > MAX_DEPTH) throw new Malformed();
  const nodes: MtefNode[] = [];
  while (!reader.done) {
    const tag = reader.byte();
    const type = tag & 0x0f, options = tag >> 4;
    if (type === END) return nodes;
    const node = readRecord(reader, type, options, depth);
    if (node) nodes.push(node);
  }
  // The outermost list may run to the stream's end without its END.
  if (depth > 0) throw new Malformed();
  return nodes;
}

function readRecord(reader: Reader, type: number, options: number, depth: number): MtefNode | undefined {
  const moved = (options & MOVED) !== 0;
  switch (type) {
    case LINE: {
      if (moved) reader.nudge();
      if (options & LINE_SPACING) reader.skip(2);
      if (options & HAS_RULER) reader.ruler();
      return { kind: "line", items: options & NULL_LINE ? [] : readList(reader, depth + 1) };
    }
    case CHAR: {
      if (moved) reader.nudge();
      const typeface = reader.byte() - 128;
      const code = reader.word();
      const embellishments = options & EMBELLISHED ? readEmbellishments(reader) : [];
      return { kind: "char", typeface, code, embellishments };
    }
    case TMPL: {
      if (moved) reader.nudge();
      const selector = reader.byte();
      const variation = reader.byte();
      reader.skip(1);
      return { kind: "template", selector, variation, parts: readList(reader, depth + 1) };
    }
    case PILE: {
      if (moved) reader.nudge();
      reader.skip(2);
      if (options & HAS_RULER) reader.ruler();
      return { kind: "pile", lines: readList(reader, depth + 1) };
    }
    case MATRIX: {
      if (moved) reader.nudge();
      reader.skip(3);
      const rows = reader.byte(), columns = reader.byte();
      // Each row's and column's ruling, two bits apiece, one more than there are rows (columns).
      reader.skip(Math.ceil((rows + 1) / 4) + Math.ceil((columns + 1) / 4));
      return { kind: "matrix", columns, cells: readList(reader, depth + 1) };
    }
    case RULER:
      reader.ruler();
      return undefined;
    case FONT: {
      reader.skip(2);
      while (reader.byte() !== 0);
      return undefined;
    }
    case SIZE: {
      const size = reader.byte();
      reader.skip(size === 101 ? 2 : size === 100 ? 3 : 1);
      return undefined;
    }
    default:
      if (type > SIZE && type <= LAST_SIZE_MARK) return undefined;
      throw new Malformed();
  }
}

/** A character's embellishments, each an EMBELL record, up to their END. */
function readEmbellishments(reader: Reader): number[] {
  const codes: number[] = [];
  while (true) {
    const tag = reader.byte();
    if ((tag & 0x0f) === END) return codes;
    if ((tag & 0x0f) !== EMBELL) throw new Malformed();
    if ((tag >> 4) & MOVED) reader.nudge();
    codes.push(reader.byte());
  }
}

/**
 * The equation an "Equation Native" stream holds, as its top-level nodes; undefined for another version of
 * the format (MathType's 4 and 5) or a stream that does not follow it.
 */
export function readEquationNative(stream: Uint8Array): MtefNode[] | undefined {
  if (stream.length < OLE_HEADER + 5) return undefined;
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const headerLength = view.getUint16(0, true);
  const length = view.getUint32(8, true);
  if (headerLength !== OLE_HEADER || stream[headerLength] !== MTEF_VERSION) return undefined;
  const reader = new Reader(stream, Math.min(stream.length, headerLength + length));
  try {
    // The version, platform, product, its version and subversion.
    reader.skip(headerLength + 5);
    return readList(reader, 0);
  } catch (error) {
    if (error instanceof Malformed) return undefined;
    throw error;
  }
}
