// The character properties of a Word 97–2003 file's text (MS-DOC's CHPX): runs of the WordDocument stream,
// each with the property modifiers (sprms) that format it, read from the formatted disk pages the bin table
// (PlcBteChpx) lists.
import { FC_PLCF_BTE_CHPX, fcLcb, FKP_SIZE, PAGE_NUMBER, type Reader } from "./headings.ts";

/** A run of file positions (from, to) and where its property modifiers stand in the WordDocument stream. */
export interface CharacterRun {
  from: number;
  to: number;
  grpprl: number;
  end: number;
}

/** Every run of the file with properties of its own, page by page; a page past the stream is passed over. */
export function* characterRuns(word: Reader, table: Reader): Generator<CharacterRun> {
  const { fc, lcb } = fcLcb(word, FC_PLCF_BTE_CHPX);
  const pages = Math.max(0, Math.floor((lcb - 4) / 8));
  for (let i = 0; i < pages; i++) {
    const page = (table.getUint32(fc + (pages + 1) * 4 + i * 4, true) & PAGE_NUMBER) * FKP_SIZE;
    if (page + FKP_SIZE > word.byteLength) continue;
    const count = word.getUint8(page + FKP_SIZE - 1);
    for (let j = 0; j < count; j++) {
      const offset = word.getUint8(page + (count + 1) * 4 + j) * 2;
      if (!offset) continue;
      const chpx = page + offset;
      yield {
        from: word.getUint32(page + 4 * j, true),
        to: word.getUint32(page + 4 * (j + 1), true),
        grpprl: chpx + 1,
        end: Math.min(chpx + 1 + word.getUint8(chpx), page + FKP_SIZE),
      };
    }
  }
}
