// Text deleted under tracked changes, found the way MS-DOC defines it, for word-extractor to leave out.
//
// word-extractor 1.0.4 takes a character property modifier (sprm) for "deleted" when the low five bits of its
// id are 0, where the whole id must be sprmCFRMarkDel (fixed upstream in morungos/node-word-extractor#56, not
// released). Character spacing (sprmCDxaSpace, 0x8840) of an odd number of twips then deleted the characters it
// spaced: a Vietnamese sample written by LibreOffice lost every space of two paragraphs ("Pinđiệnápcao"). Its
// step that marks deleted text is replaced by this one, which reads the ids whole.
import WordOleExtractor from "word-extractor/lib/word-ole-extractor.js";
import { characterRuns } from "./character_runs.ts";
import { type Reader, sprms } from "./headings.ts";

const SPRM_C_F_R_MARK_DEL = 0x0800;
/** A ToggleOperand's values that turn the property on: "on", and "the opposite of the style's" (off). */
const TOGGLED_ON = new Set([0x01, 0x81]);

/** Stretches of the WordDocument stream (from, to: file positions) whose characters are marked deleted. */
export function deletedStretches(word: Reader, table: Reader): [number, number][] {
  const stretches: [number, number][] = [];
  for (const run of characterRuns(word, table)) {
    for (const { sprm, operand } of sprms(word, run.grpprl, run.end)) {
      if (sprm === SPRM_C_F_R_MARK_DEL && TOGGLED_ON.has(word.getUint8(operand))) {
        stretches.push([run.from, run.to]);
      }
    }
  }
  return stretches;
}

/** A piece of word-extractor's piece table: its text and the stretch of the stream it was read from. */
interface Piece {
  startFilePos: number;
  size: number;
  /** Bytes a character: 1 for a compressed (8-bit) piece, 2 for UTF-16. */
  bpc: number;
  text: string;
}

/** The stretches in order, those that overlap or touch made one. */
function merged(stretches: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [from, to] of [...stretches].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** Overwrites the deleted characters of `pieces` with NULs, which word-extractor drops from the text. */
export function markDeleted(pieces: Piece[], stretches: [number, number][]) {
  const deleted = merged(stretches);
  for (const piece of pieces) {
    const pieceEnd = piece.startFilePos + piece.size;
    // The first stretch that ends past the piece's start, by bisection: a file can hold many of either.
    let low = 0, high = deleted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (deleted[middle][1] <= piece.startFilePos) low = middle + 1;
      else high = middle;
    }
    let text = "", kept = 0;
    for (let i = low; i < deleted.length && deleted[i][0] < pieceEnd; i++) {
      const first = Math.floor(
        (Math.max(deleted[i][0], piece.startFilePos) - piece.startFilePos) / piece.bpc,
      );
      const last = Math.ceil((Math.min(deleted[i][1], pieceEnd) - piece.startFilePos) / piece.bpc);
      text += piece.text.slice(kept, first) + "\0".repeat(last - first);
      kept = last;
    }
    if (kept) piece.text = text + piece.text.slice(kept);
  }
}

const view = (buffer: Uint8Array): Reader =>
  new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);

WordOleExtractor.prototype.writeCharacterProperties = function (
  this: { _pieces: Piece[] },
  buffer: Uint8Array,
  tableBuffer: Uint8Array,
) {
  let stretches: [number, number][];
  try {
    stretches = deletedStretches(view(buffer), view(tableBuffer));
  } catch {
    // Properties past the end of their stream: a damaged file, whose text is kept whole.
    return;
  }
  markDeleted(this._pieces, stretches);
};
