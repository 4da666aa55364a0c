// An equation a .docx embeds as an OLE object (Equation Editor 3.0's, kept by Word from older documents): a
// compound file whose "Equation Native" stream holds it.
import CFB from "cfb";
import { equationNativeLatex } from "./mtef_latex.ts";

/** An embedded object of more than this is no editor's equation: it stays its picture. */
const MAX_OBJECT_BYTES = 1024 * 1024;

/** The LaTeX of the equation an embedded OLE file holds, or undefined when it holds none that can be read. */
export function oleEquationLatex(bytes: Uint8Array): string | undefined {
  if (bytes.length > MAX_OBJECT_BYTES) return undefined;
  try {
    const file = CFB.read(bytes, { type: "buffer" });
    const stream = file.FileIndex.find((entry) => entry.type === 2 && entry.name === "Equation Native");
    if (!stream?.content?.length) return undefined;
    return equationNativeLatex(Uint8Array.from(stream.content as ArrayLike<number>));
  } catch {
    // Not a compound file, or a damaged one.
    return undefined;
  }
}
