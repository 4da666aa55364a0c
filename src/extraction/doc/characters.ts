// The special characters of a Word 97–2003 file's text (MS-DOC 2.4.x): marks that end paragraphs and lines,
// stand for pictures and drawings, or bound fields.

/** A paragraph's end; in a table, a cell's or a row's end. */
export const PARAGRAPH_MARK = 0x0d, CELL_MARK = 0x07;
/** A page break, or the end of a section, which ends its last paragraph. */
export const PAGE_OR_SECTION_BREAK = 0x0c;
/** A line break within a paragraph. */
export const LINE_BREAK = 0x0b;
/** An inline picture (or a form field's data), and a floating drawing's anchor. */
export const PICTURE_MARK = 0x01, DRAWN_OBJECT = 0x08;
export const NON_BREAKING_HYPHEN = 0x1e;
/** A field's begin mark, the separator between its code and its result, its end mark. */
export const FIELD_BEGIN = 0x13, FIELD_SEPARATOR = 0x14, FIELD_END = 0x15;

/** Whether a character ends its paragraph: a paragraph or cell mark, or a section's end. */
export const endsParagraph = (code: number) =>
  code === PARAGRAPH_MARK || code === CELL_MARK || code === PAGE_OR_SECTION_BREAK;

/** White space within a paragraph: a tab, a column's end. */
const TAB = 0x09, COLUMN_BREAK = 0x0e;

/**
 * A character as text: a hyphen for a non-breaking one, a space for a tab, a line break or a column's end,
 * none for any other control character (a picture, a drawing's anchor, a note's or comment's reference mark,
 * a soft hyphen).
 */
export function textOf(code: number): string {
  if (code === NON_BREAKING_HYPHEN) return "-";
  if (code === TAB || code === LINE_BREAK || code === COLUMN_BREAK) return " ";
  return code < 0x20 ? "" : String.fromCharCode(code);
}
