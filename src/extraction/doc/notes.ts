// Footnotes and endnotes of a Word 97–2003 file (MS-DOC 2.3.2, 2.3.5): each note's reference is a character
// position (CP) in the main text (PlcffndRef, PlcfendRef), and its text a range of the footnote or endnote
// document (PlcffndTxt, PlcfendTxt), which follow the main text among the file's stories.
import { fcLcb, readDoc, type Reader } from "./headings.ts";

/** Where FibRgFcLcb97 places the footnotes' and the endnotes' references and text ranges. */
const FOOTNOTES = { references: 2, texts: 3 }, ENDNOTES = { references: 46, texts: 47 };
/** FibRgLw97's lengths of the main text, the footnotes, the headers, the comments (the endnotes follow). */
const CCP_TEXT_AT = 76, CCP_FTN_AT = 80, CCP_HDD_AT = 84, CCP_ATN_AT = 92;
/** A reference's entry after the CPs: FRD, two bytes (whether the note is numbered automatically). */
const FRD_SIZE = 2;

/** A note: where the main text refers to it, and its text's characters (CPs). */
export interface DocNote {
  reference: number;
  range: { from: number; to: number };
}

function notesOf(word: Reader, table: Reader, at: typeof FOOTNOTES, storyStart: number): DocNote[] {
  const references = fcLcb(word, at.references), texts = fcLcb(word, at.texts);
  if (references.lcb < 4 || (references.lcb - 4) % (4 + FRD_SIZE)) return [];
  const count = (references.lcb - 4) / (4 + FRD_SIZE);
  // The texts' CPs: one where each note's text starts, then where the last ends.
  if (texts.lcb < 4 * (count + 1)) return [];
  return Array.from({ length: count }, (_, i) => ({
    reference: table.getUint32(references.fc + 4 * i, true),
    range: {
      from: storyStart + table.getUint32(texts.fc + 4 * i, true),
      to: storyStart + table.getUint32(texts.fc + 4 * (i + 1), true),
    },
  }));
}

/** The file's footnotes and endnotes, in the order the main text refers to them; none when unreadable. */
export function docNotes(bytes: Uint8Array): DocNote[] {
  return readDoc(bytes, (word, table) => {
    const length = (at: number) => word.getUint32(at, true);
    const footnotes = length(CCP_TEXT_AT);
    const endnotes = footnotes + length(CCP_FTN_AT) + length(CCP_HDD_AT) + length(CCP_ATN_AT);
    return [...notesOf(word, table, FOOTNOTES, footnotes), ...notesOf(word, table, ENDNOTES, endnotes)]
      .sort((a, b) => a.reference - b.reference);
  });
}
