import CFB from "cfb";

/** Word 97 and later (nFib 0x00C1 up); older files lay the FIB out differently. */
const WORD_97_FIB = 0x00c1;
/** fcDop is the 32nd offset–length pair of the FIB's FibRgFcLcb97 block. */
const DOP_PAIR = 31;
/** In the DOP (DopBase), the page count Word stored at its last save: a 16-bit count at byte 46. */
const DOP_PAGES_AT = 46;

function streamBytes(file: CFB.CFB$Container, name: string): DataView | undefined {
  const content = CFB.find(file, name)?.content;
  if (!content?.length) return undefined;
  const bytes = Uint8Array.from(content as ArrayLike<number>);
  return new DataView(bytes.buffer);
}

/**
 * The page count a legacy .doc file carries in its document properties (the DOP's statistics, which Word and
 * LibreOffice write on every save), or undefined when the file has none that makes sense.
 */
export function storedPageCount(bytes: Uint8Array): number | undefined {
  try {
    const file = CFB.read(bytes, { type: "buffer" });
    const word = streamBytes(file, "WordDocument");
    if (!word || word.getUint16(0, true) !== 0xa5ec || word.getUint16(2, true) < WORD_97_FIB) {
      return undefined;
    }
    // The FIB's blocks have lengths of their own: FibBase (32 bytes), FibRgW97, FibRgLw97, then FibRgFcLcb.
    const csw = word.getUint16(32, true);
    const lwAt = 34 + csw * 2;
    const cslw = word.getUint16(lwAt, true);
    const pairsAt = lwAt + 2 + cslw * 4;
    if (word.getUint16(pairsAt, true) <= DOP_PAIR) return undefined;
    const dopAt = word.getUint32(pairsAt + 2 + DOP_PAIR * 8, true);
    const dopLength = word.getUint32(pairsAt + 2 + DOP_PAIR * 8 + 4, true);
    // Bit 9 of FibBase's flags says which table stream holds the DOP.
    const table = streamBytes(file, word.getUint16(0x0a, true) & 0x0200 ? "1Table" : "0Table");
    if (!table || dopLength < DOP_PAGES_AT + 2 || dopAt + DOP_PAGES_AT + 2 > table.byteLength) {
      return undefined;
    }
    const pages = table.getInt16(dopAt + DOP_PAGES_AT, true);
    return pages > 0 ? pages : undefined;
  } catch {
    // A damaged container or a short stream: the caller estimates instead.
    return undefined;
  }
}
