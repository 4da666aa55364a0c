// The objects a Word 97–2003 file embeds that are read as what they show, not as their pictures: equations
// made with Equation Editor 3.0, spreadsheets (Excel 97–2003 workbooks), and the charts and spreadsheets
// LibreOffice saves as OpenDocument objects. Each is an EMBED field whose result is the object's picture, the
// object a storage of the file's ObjectPool named after its number.
import { docStreams } from "./headings.ts";
import { equationNativeLatex } from "../math/mtef_latex.ts";
import { odfObjectMarkdown } from "./odf_object.ts";
import { biffTable } from "../sheets/biff_table.ts";
import { markdownTable } from "../markdown_table.ts";

/** An equation as LaTeX, or a chart or spreadsheet as markdown (a table, a chart's with its title). */
export type DocObject = { latex: string } | { markdown: string };

/** An object's streams: an equation's ("Equation Native"), a workbook's, an OpenDocument object's package. */
const OBJECT_STREAM = /\/ObjectPool\/_(\d+)\/(Equation Native|Workbook|package_stream)$/;
/** An equation takes a few hundred bytes, a chart's package or a workbook kilobytes: more is no such one. */
const MAX_STREAM_BYTES = 16 * 1024 * 1024;

const objectsOf = new WeakMap<Uint8Array, Map<number, DocObject>>();

function readObject(stream: string, bytes: Uint8Array): DocObject | undefined {
  if (stream === "package_stream") {
    const markdown = odfObjectMarkdown(bytes);
    return markdown ? { markdown } : undefined;
  }
  if (stream === "Workbook") {
    const rows = biffTable(bytes);
    return rows ? { markdown: markdownTable(rows) } : undefined;
  }
  const latex = equationNativeLatex(bytes);
  return latex ? { latex } : undefined;
}

/** Each readable object, by its storage's number; those that cannot be read are left out. */
export function docObjects(bytes: Uint8Array): Map<number, DocObject> {
  const known = objectsOf.get(bytes);
  if (known) return known;
  const found = new Map<number, DocObject>();
  let streams: { path: string; content: Uint8Array }[] = [];
  try {
    streams = docStreams(bytes)?.objectStreams ?? [];
  } catch {
    // Not a compound file: there is no text to place objects in either.
  }
  for (const { path, content } of streams) {
    const [, number, stream] = OBJECT_STREAM.exec(path) ?? [];
    if (!number || content.length > MAX_STREAM_BYTES) continue;
    const object = readObject(stream, content);
    if (object) found.set(Number(number), object);
  }
  objectsOf.set(bytes, found);
  return found;
}
