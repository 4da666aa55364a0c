// The text boxes of a Word 97–2003 file, each with the place in the main text its shape is anchored at
// (MS-DOC 2.3.6): the textbox document holds their text one after another (PlcftxbxTxt), each range naming its
// shape's id (FTXBXS.lid), and the main text's shape anchors (PlcfSpa) give each shape id a character position.
// word-extractor gives the boxes' text only as one story after the body.
import { shownCharacters } from "./fields.ts";
import { drawings, shapeAnchors } from "./drawings.ts";
import { endsParagraph, LINE_BREAK, textOf } from "./characters.ts";
import { fcLcb, forEachCharacter, readDoc } from "./headings.ts";

/** Where FibRgFcLcb97 places the text boxes' ranges (PlcftxbxTxt). */
const FC_PLCFTXBX_TXT = 56;
const FTXBXS_SIZE = 22;
/**
 * Where FibRgLw97 holds the lengths of the stories before the textbox document: the main text, footnotes,
 * headers, comments and endnotes.
 */
const STORIES_BEFORE_TEXT_BOXES = [76, 80, 84, 92, 96];

/** A text box: its text (paragraphs on lines), and where in the main text its shape is anchored. */
export interface TextBox {
  text: string;
  /** Its characters' positions in the file's text (CPs), from the first to past the last. */
  range: { from: number; to: number };
  /** None for a shape the main text does not anchor (one in a header's drawing). */
  anchor?: number;
}

/** The file's text boxes in the order the textbox document holds them; none when unreadable. */
export function textBoxes(bytes: Uint8Array): TextBox[] {
  return readDoc(bytes, (word, table) => {
    const { fc, lcb } = fcLcb(word, FC_PLCFTXBX_TXT);
    if (lcb < 4 || (lcb - 4) % (4 + FTXBXS_SIZE)) return [];
    const anchors = shapeAnchors(word, table);
    const { groups } = drawings(word, table);
    const start = STORIES_BEFORE_TEXT_BOXES.reduce((sum, at) => sum + word.getUint32(at, true), 0);
    const count = (lcb - 4) / (4 + FTXBXS_SIZE);
    const boxes: TextBox[] = [];
    // The last range is always a spare structure, no text box.
    for (let i = 0; i < count - 1; i++) {
      const entry = fc + 4 * (count + 1) + FTXBXS_SIZE * i;
      const reusable = table.getUint16(entry + 8, true) !== 0;
      if (reusable) continue;
      let text = "";
      const range = {
        from: start + table.getUint32(fc + 4 * i, true),
        to: start + table.getUint32(fc + 4 * (i + 1), true),
      };
      forEachCharacter(
        word,
        table,
        shownCharacters((code) => {
          // A line break ends a line of the box's text, as word-extractor writes it in the body's.
          text += endsParagraph(code) || code === LINE_BREAK ? "\n" : textOf(code);
        }),
        range,
      );
      // A box in a group is where the group is anchored.
      const shape = table.getUint32(entry + 14, true);
      const anchor = anchors.get(shape) ?? anchors.get(groups.get(shape) ?? -1);
      if (text.trim()) boxes.push(anchor === undefined ? { text, range } : { text, range, anchor });
    }
    return boxes;
  });
}
