// The equations a Word 97–2003 file embeds as Equation Editor 3.0 objects: each an EMBED field whose result is
// the equation's picture, its object a storage of the file's ObjectPool holding an "Equation Native" stream.
import { docStreams } from "./headings.ts";
import { readEquationNative } from "./mtef.ts";
import { mtefToLatex } from "./mtef_latex.ts";

/** An object's storage is named after its number, "_" and the number in decimal. */
const EQUATION_STREAM = /\/ObjectPool\/_(\d+)\/Equation Native$/;
/** An editor's equation takes a few hundred bytes; a larger stream is passed over, read as its picture. */
const MAX_EQUATION_BYTES = 64 * 1024;

const equationsOf = new WeakMap<Uint8Array, Map<number, string>>();

/** Each equation object's LaTeX, by its storage's number; those that cannot be read are left out. */
export function docEquations(bytes: Uint8Array): Map<number, string> {
  const known = equationsOf.get(bytes);
  if (known) return known;
  const found = new Map<number, string>();
  let container;
  try {
    container = docStreams(bytes)?.container;
  } catch {
    // Not a compound file: there is no text to place equations in either.
  }
  container?.FullPaths.forEach((path, i) => {
    const number = EQUATION_STREAM.exec(path)?.[1];
    const content = container.FileIndex[i]?.content;
    if (!number || !content?.length || content.length > MAX_EQUATION_BYTES) return;
    const nodes = readEquationNative(Uint8Array.from(content as ArrayLike<number>));
    const latex = nodes && mtefToLatex(nodes);
    if (latex) found.set(Number(number), latex);
  });
  equationsOf.set(bytes, found);
  return found;
}
