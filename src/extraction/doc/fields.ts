// Fields in a Word 97–2003 file's text (MS-DOC 2.8.25): a begin mark, the field's code (an instruction such as
// `HYPERLINK "https://…"` or `FORMTEXT`), a separator, the result a reader sees, an end mark. Fields nest.
import { endsParagraph, FIELD_BEGIN, FIELD_END, FIELD_SEPARATOR } from "./characters.ts";

/** A field's code is kept to a length a link's address needs. */
const MAX_FIELD_CODE = 2048;
/** A HYPERLINK field's code, its address in quotes; a link within the document (`\l`) names no address. */
const HYPERLINK = /^\s*HYPERLINK\s+"((?:https?|mailto|ftp):[^"]+)"/i;

/**
 * A field being read: its code so far (until its separator), and the address its result links to, its own or
 * that of the field its result stands in.
 */
interface Field {
  inCode: boolean;
  code: string;
  link?: string;
  /** Its instruction's name ("HYPERLINK", "SHAPE"), once its code is read. */
  name?: string;
}

/**
 * A visitor of the text's characters that passes on only those a reader sees, as word-extractor gives the text:
 * each field's marks and code are left out and its result kept. `visit` is told the address the character
 * links to, inside a HYPERLINK field's result, and the name of the field whose result it stands in. A
 * paragraph's end is always passed on: a field's code never spans paragraphs, so one still open there is a
 * broken file's, ended so that it hides no more text.
 */
export function shownCharacters(
  visit: (
    code: number,
    position: number,
    cp: number,
    link: string | undefined,
    field: string | undefined,
  ) => void,
): (code: number, position: number, cp: number) => void {
  // The open fields, and how many are in their code: a count, not a search of the stack each character, which
  // a file of fields nested without end would make slow.
  const fields: Field[] = [];
  let inCode = 0, link: string | undefined;
  return (code, position, cp) => {
    if (code === FIELD_BEGIN) {
      fields.push({ inCode: true, code: "", link });
      inCode++;
    } else if (code === FIELD_SEPARATOR || code === FIELD_END) {
      const field = fields.at(-1);
      if (field?.inCode) {
        inCode--;
        field.inCode = false;
        field.link = HYPERLINK.exec(field.code)?.[1] ?? field.link;
        field.name = /^\s*(\S+)/.exec(field.code)?.[1].toUpperCase();
      }
      if (code === FIELD_END) fields.pop();
      link = fields.at(-1)?.link;
    } else if (endsParagraph(code)) {
      for (let i = fields.length - 1; inCode > 0 && i >= 0; i--) {
        if (fields[i].inCode) [fields[i].inCode, inCode] = [false, inCode - 1];
      }
      visit(code, position, cp, link, fields.at(-1)?.name);
    } else if (inCode > 0) {
      const field = fields.at(-1)!;
      if (field.inCode && field.code.length < MAX_FIELD_CODE) field.code += String.fromCharCode(code);
    } else visit(code, position, cp, link, fields.at(-1)?.name);
  };
}
