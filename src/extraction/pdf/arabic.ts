import { OPS } from "./pdfjs.ts";

/**
 * Arabic fonts draw lam followed by alef as one ligature glyph whose text is the two letters "لا". pdf.js
 * puts a right-to-left run in reading order by reversing its characters, which turns the pair round inside
 * the ligature ("خالل" for "خلال"). Which "ال" in its text came from a ligature cannot be told from the text
 * alone ("فعالة" is written with a real alef then lam), but the operator list still has the glyphs, in the
 * order they are drawn: each word of pdf.js's text is found there and spelt again glyph by glyph.
 */

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const RTL_WORD = /[\p{L}\p{M}]*[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF][\p{L}\p{M}]*/gu;

interface Glyph {
  unicode?: string;
}

/** The page's glyphs in drawing order: their text end to end, and where each glyph's text starts. */
interface GlyphText {
  chars: string;
  starts: Set<number>;
}

/** pdf.js turns presentation forms (an isolated "ﻻ") into plain letters before reversing; so do we. */
const plain = (text: string) => text.normalize("NFKC");

/**
 * The drawn glyphs of a page when some right-to-left glyph stands for several letters (a ligature), else
 * undefined: pages without one need no repair.
 */
export function ligatureGlyphs(
  operators: { fnArray: number[]; argsArray: unknown[] },
): GlyphText | undefined {
  const shown = (visit: (unicode: string) => boolean | void) => {
    for (let i = 0; i < operators.fnArray.length; i++) {
      if (operators.fnArray[i] !== OPS.showText) continue;
      const glyphs = ((operators.argsArray[i] as unknown[])?.[0] ?? []) as (Glyph | number | null)[];
      for (const glyph of glyphs) {
        if (typeof glyph === "object" && glyph?.unicode && visit(glyph.unicode)) return true;
      }
    }
    return false;
  };
  // Most pages have no right-to-left glyph at all: a look at the first character settles those cheaply.
  const ligature = shown((unicode) =>
    unicode.charCodeAt(0) >= 0x590 && RTL.test(unicode) && plain(unicode).length > 1
  );
  if (!ligature) return undefined;
  let chars = "";
  const starts = new Set<number>();
  shown((unicode) => {
    starts.add(chars.length);
    chars += plain(unicode);
  });
  return { chars, starts };
}

/** Reading position in the glyph text: pdf.js's text runs come in drawing order too. */
export interface LigatureReader {
  glyphs: GlyphText;
  next: number;
}

/** The glyphs drawn from `from` to `to`, put in reading order whole (each glyph's own text kept as it is). */
function spell(glyphs: GlyphText, from: number, to: number): string {
  const parts: string[] = [];
  let start = from;
  for (let i = from + 1; i <= to; i++) {
    if (i === to || glyphs.starts.has(i)) parts.push(glyphs.chars.slice(start, i)), start = i;
  }
  return parts.reverse().join("");
}

/** A right-to-left word as the glyphs spell it, when it is found whole, on glyph boundaries, from `from`. */
function respell(
  reader: LigatureReader,
  word: string,
  from: number,
): { text: string; end: number } | undefined {
  const { glyphs } = reader;
  const drawn = [...word].reverse().join("");
  let at = glyphs.chars.indexOf(drawn, from);
  while (
    at >= 0 && !(glyphs.starts.has(at) && (at + drawn.length === glyphs.chars.length ||
      glyphs.starts.has(at + drawn.length)))
  ) at = glyphs.chars.indexOf(drawn, at + 1);
  if (at < 0) return undefined;
  return { text: spell(glyphs, at, at + drawn.length), end: at + drawn.length };
}

/** A text run with its right-to-left words spelt from the glyphs, so ligatures read the right way round. */
export function restoreLigatures(text: string, reader: LigatureReader | undefined): string {
  if (!reader || !RTL.test(text)) return text;
  const from = reader.next;
  let end = from;
  const out = text.replace(RTL_WORD, (word) => {
    const found = respell(reader, word, from) ?? respell(reader, word, 0);
    if (!found) return word;
    if (found.end > from) end = Math.max(end, found.end);
    return found.text;
  });
  reader.next = end;
  return out;
}
