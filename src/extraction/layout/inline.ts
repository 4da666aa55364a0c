import type { TextItem } from "../types.ts";
import type { Fragment } from "./lines.ts";
import { escapeTags } from "../markdown_table.ts";
import { isWide } from "../wide_script.ts";
import { isEnglishWord } from "./english_words.ts";

/** A stretch of text in one style: the unit inline markdown is made of. */
export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  link?: string;
  /** Set in a monospace font: inline code among proportional text. */
  code?: boolean;
  /** Raised and smaller than the text around it: a footnote's mark, an exponent. */
  sup?: boolean;
  /** Lowered and smaller than the text around it: a chemical formula's count, an index. */
  sub?: boolean;
  /** Struck through (a word processor's character property; PDF text has none). */
  strike?: boolean;
  /** A reference to the footnote with this label, written `[^label]` (see footnote_links.ts). */
  note?: string;
}

const sameStyle = (a: Run, b: Run) =>
  a.bold === b.bold && a.italic === b.italic && a.link === b.link && !a.code === !b.code &&
  !a.sup === !b.sup && !a.sub === !b.sub && !a.strike === !b.strike &&
  a.note === b.note;

const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LATIN = /[A-Za-z0-9]/;
const HANGUL = /[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]/;
const HANGUL_OR_SYMBOL = /[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F\p{S}\p{No}]/u;

/** A sentence (or clause) that is over, closing quotes and brackets after its stop included. */
export const FINISHED = /[.!?:;]["'”’»)\]]*$/u;

/** A switch between right-to-left script and Latin letters or digits: a word boundary in practice. */
const scriptChange = (a: string, b: string) =>
  (RTL_LETTER.test(a) && LATIN.test(b)) || (LATIN.test(a) && RTL_LETTER.test(b));

/** A drop cap is set in at least this many times its text's size: two lines' height and more. */
export const DROP_CAP_SIZE = 2;
/**
 * Its word goes on at most this share of the text's em after it (LaTeX's lettrine: none). A word further
 * off is a line's beside it: pdf.js boxes a three-line capital from the second line down, which it joins.
 */
const DROP_CAP_GAP = 0.25;

/**
 * Whether an item is a paragraph's first letter set large as a drop cap before the rest of its word, which
 * stands as far from it as the cap's shape needs ("L" and "orem ipsum"). A lone "A" set so before a word in
 * lower case ("A long time ago") reads as one word with it: rarer than a drop cap's own word.
 */
export function isDropCap(previous: TextItem, next: TextItem): boolean {
  return /^\p{Lu}$/u.test(previous.text) && previous.fontSize >= DROP_CAP_SIZE * next.fontSize &&
    /^\p{Ll}/u.test(next.text) && next.x - (previous.x + previous.width) <= DROP_CAP_GAP * next.fontSize;
}

/** Word space between two items on a line, when the text does not already carry one. */
function spaceBetween(previous: TextItem, next: TextItem): string {
  if (/\s$/.test(previous.text) || /^\s/.test(next.text)) return "";
  // Embedded Latin runs in Arabic or Hebrew lines butt against their neighbours with the space inside a glyph.
  if (scriptChange(previous.text.at(-1) ?? "", next.text[0] ?? "")) return " ";
  // Chinese and Japanese have no word spaces: a gap between two of their characters is justification.
  if (isWide(previous.text.at(-1)) && isWide(next.text[0])) return "";
  const gap = Math.max(next.x - (previous.x + previous.width), previous.x - (next.x + next.width));
  if (isDropCap(previous, next)) return "";
  // Korean separates words with spaces, and the syllables of a word are drawn as one run: two runs of Hangul
  // (or Hangul and a symbol: "◦", "①", "→") even a hair apart are two words, since justified Korean squeezes
  // its word spaces to a few hundredths of an em.
  const [a, b] = [previous.text.at(-1) ?? "", next.text[0] ?? ""];
  const korean = (HANGUL.test(a) || HANGUL.test(b)) && HANGUL_OR_SYMBOL.test(a) && HANGUL_OR_SYMBOL.test(b);
  const share = korean ? 0.025 : 0.1;
  return gap > Math.min(previous.fontSize, next.fontSize) * share ? " " : "";
}

/** Appends runs, merging neighbours of the same style. */
export function pushRun(runs: Run[], run: Run) {
  if (!run.text) return;
  const last = runs.at(-1);
  if (last && sameStyle(last, run)) last.text += run.text;
  else runs.push({ ...run });
}

/** A superscript is at most this share of the text's size, and raised by this share of it. */
const SUP_SIZE = 0.85, SUP_RAISE = 0.15;
/** A superscript is short: a footnote's number or symbol, an exponent, a trade mark (not a form's arrow or box). */
const SUP_TEXT = /^[\p{L}\p{N}*∗†‡§¶#+$′″™®(),[\]]{1,4}$/u;
/**
 * A subscript's baseline is this share of the text's size below the text's (Word lowers it by about a seventh,
 * TeX by a sixth to a quarter); the text's own baselines agree to within it.
 */
const SUB_DROP = 0.1;
/** A subscript is a count or an index: a few letters or digits, no symbol. */
const SUB_TEXT = /^[\p{L}\p{N}+\-−]{1,3}$/u;

/**
 * Which items are superscripts and which subscripts: short, clearly smaller than the text they stand in and
 * raised above its baseline (their foot above the text's), or set below its baseline when the file places
 * the text by its baselines (a PDF's text layer, not OCR's boxes), among text of that size.
 */
const noScripts = () => undefined;

function scripts(items: TextItem[]): (item: TextItem) => "sup" | "sub" | undefined {
  const sizeOf = (item: TextItem) => Math.round(item.fontSize * 2) / 2;
  // Most lines are set in one size: nothing in them is raised or lowered text.
  if (items.every((item) => sizeOf(item) === sizeOf(items[0]))) return noScripts;
  const weights = new Map<number, number>();
  for (const item of items) weights.set(sizeOf(item), (weights.get(sizeOf(item)) ?? 0) + item.text.length);
  const size = [...weights].reduce((best, entry) => entry[1] > best[1] ? entry : best, [0, -1])[0];
  const body = items.filter((i) => sizeOf(i) === size);
  if (!body.length || body.length === items.length) return noScripts;
  const foot = Math.max(...body.map((i) => i.y + i.height));
  const baselines = body.flatMap((i) => i.baseline ?? []);
  const baseline = Math.max(...baselines);
  const level = baselines.length === body.length && baseline - Math.min(...baselines) < size * SUB_DROP;
  return (item) => {
    if (item.fontSize > size * SUP_SIZE) return undefined;
    const text = item.text.trim();
    if (item.y + item.height < foot - size * SUP_RAISE && SUP_TEXT.test(text)) return "sup";
    if (
      level && item.baseline !== undefined && item.baseline > baseline + size * SUB_DROP &&
      SUB_TEXT.test(text)
    ) {
      return "sub";
    }
    return undefined;
  };
}

/**
 * Whether an item stands inside a word, letters touching it on both sides: the raised "A" of TeX's logo
 * ("L", "A", "TEX") is part of it, no superscript.
 */
function inWord(items: TextItem[], i: number): boolean {
  const [before, item, after] = [items[i - 1], items[i], items[i + 1]];
  return !!before && !!after && /\p{L}$/u.test(before.text) && /^\p{L}+$/u.test(item.text) &&
    /^\p{L}/u.test(after.text) && !spaceBetween(before, item) && !spaceBetween(item, after);
}

/** The runs of a fragment (or several fragments joined by a space), in x order. */
export function fragmentRuns(fragments: Fragment[]): Run[] {
  const runs: Run[] = [];
  const script = scripts(fragments.flatMap((f) => f.items));
  fragments.forEach((fragment, f) => {
    if (f > 0) pushRun(runs, { ...runs.at(-1)!, sup: undefined, sub: undefined, text: " " });
    fragment.items.forEach((item, i) => {
      const space = i > 0 ? spaceBetween(fragment.items[i - 1], item) : "";
      if (space) pushRun(runs, { ...runs.at(-1)!, sup: undefined, sub: undefined, text: space });
      const code = item.fontName === "monospace" || undefined;
      const which = inWord(fragment.items, i) ? undefined : script(item);
      const [sup, sub] = [which === "sup" || undefined, which === "sub" || undefined];
      pushRun(runs, {
        text: item.text,
        bold: item.bold,
        italic: item.italic,
        link: item.link,
        code,
        sup,
        sub,
      });
    });
  });
  return runs;
}

const textOf = (runs: Run[]) => runs.map((r) => r.text).join("");

/**
 * Whether a phrase (in small letters) stands elsewhere in the text around a line break: the page's own
 * spelling of a word broken at a line end, which no dictionary has ("Unicode", "mathdots").
 */
export type SeenNearby = (phrase: string) => boolean;

/**
 * Whether a hyphen ending a line before a small letter is a compound's own ("well-" over "known", "state-of-
 * the-" over "art"), which stays as the lines join, rather than one hyphenation put in ("infor-" over
 * "mation"). The page decides first, where it spells the word out elsewhere, run together or hyphenated;
 * else the English words on either side of it do not run together into one. The dictionary is English;
 * other languages' words are mostly no English words, and lose their hyphen as before.
 */
function compoundsHyphen(text: string, next: string, seen?: SeenNearby): boolean {
  const before = text.match(/\p{L}+(?=-$)/u)?.[0], after = next.match(/^\p{Ll}+/u)?.[0];
  if (!before || !after) return false;
  const start = before.toLowerCase();
  if (seen?.(start + after)) return false;
  if (seen?.(`${start}-${after}`)) return true;
  // Two short halves are too often a word-game list's oddities ("ulu" and "la" of Latin's "ulula"), unless
  // the line's word is a compound already ("state-of-the-").
  if (Math.max(before.length, after.length) < 4 && !text.endsWith(`-${before}-`)) return false;
  return !isEnglishWord(before + after) && isEnglishWord(before) && isEnglishWord(after);
}

/**
 * Joins the next line's runs onto a paragraph: a word broken by a hyphen at the line end is re-joined
 * (only before a lower-case letter, so "well-" + "Known" and dashes stay, and only where no compound's
 * hyphen ends the line), a break between two Chinese or Japanese characters is no word space (CSS's rule
 * for segment breaks), otherwise a space separates.
 */
export function joinLine(runs: Run[], next: Run[], seen?: SeenNearby) {
  if (!next.length) return;
  const last = runs.at(-1);
  if (last) {
    // trimEnd looks only at the end; a regular expression would scan the whole growing paragraph each line.
    last.text = last.text.trimEnd();
    const nextText = textOf(next).trimStart();
    if (/\p{L}-$/u.test(last.text) && /^\p{Ll}/u.test(nextText)) {
      if (!compoundsHyphen(last.text, nextText, seen)) last.text = last.text.slice(0, -1);
    } else if (!(isWide(last.text.at(-1)) && isWide(nextText[0]))) {
      pushRun(runs, { ...last, text: " " });
    }
  }
  next.forEach((run, i) => pushRun(runs, i === 0 ? { ...run, text: run.text.trimStart() } : run));
}

/** Spaces around a text and the text between them. */
function splitSpaces(text: string) {
  const start = text.length - text.trimStart().length;
  const end = Math.max(start, text.trimEnd().length);
  return { lead: text.slice(0, start), core: text.slice(start, end), trail: text.slice(end) };
}

/**
 * White space other than single spaces, which most paragraphs do not have. A regular expression runs as
 * compiled code from its first use, where a loop over the characters runs slowly until the engine has
 * optimised it, which a one-off conversion's paragraphs do not wait for.
 */
const OTHER_SPACE = /[^\S ]| {2}/;

/** Runs of white space as one space, none at the ends. */
const collapseSpaces = (text: string) => (OTHER_SPACE.test(text) ? text.replace(/\s+/g, " ") : text).trim();

/**
 * Text with what markdown would read as markup escaped: emphasis, code and link brackets, and a "<" that
 * would open an HTML tag (a hostile file's "<img onerror=…>"; the engine writes its own `<sup>` and `<sub>`
 * only).
 */
const escapeText = (text: string) => escapeTags(text.replace(/([\\`*_[\]])/g, "\\$1"));
/** What markdown would read as a heading or list marker at the start of a paragraph. */
// A number's stop is escaped, not the number: markdown escapes punctuation only, so "\2." would show its "\".
const escapeStart = (text: string) => text.replace(/^(#+|[-+]) /, "\\$1 ").replace(/^(\d+)\. /, "$1\\. ");

/** A code span fenced with more backticks than any run of them inside it, as markdown asks. */
function codeSpan(code: string): string {
  const fence = "`".repeat(Math.max(0, ...(code.match(/`+/g) ?? []).map((m) => m.length)) + 1);
  return code.startsWith("`") || code.endsWith("`") ? `${fence} ${code} ${fence}` : `${fence}${code}${fence}`;
}

/** Markdown for runs: emphasis markers hug the words (outside spaces), links keep their text. */
export function renderRuns(runs: Run[], plainStyle = false): string {
  let out = "";
  // Code among prose is marked; a line all in monospace is a code block's or a typescript's business.
  const prose = runs.some((r) => !r.code && r.text.trim());
  // Only a whole word or more: a monospace glyph inside a word (a ligature from another font, a formula's
  // letter) is no code.
  const standsAlone = (i: number, lead: string, trail: string) =>
    (lead !== "" || i === 0 || /[\s(["'“‘]$/.test(runs[i - 1].text)) &&
    (trail !== "" || i === runs.length - 1 || /^[\s.,;:!?)\]"'”’]/.test(runs[i + 1].text));
  for (const [i, run] of runs.entries()) {
    const { lead, core, trail } = splitSpaces(run.text);
    if (!core) {
      out += run.text;
      continue;
    }
    if (run.note) {
      out += `${lead}[^${run.note}]${trail}`;
      continue;
    }
    if (run.code && prose && standsAlone(i, lead, trail)) {
      out += lead + codeSpan(core) + trail;
      continue;
    }
    let text = escapeText(core);
    if (run.sup) text = `<sup>${text}</sup>`;
    if (run.sub) text = `<sub>${text}</sub>`;
    if (run.link) text = `[${text}](${run.link.replace(/[()\s]/g, encodeURIComponent)})`;
    if (!plainStyle && run.strike) text = `~~${text}~~`;
    if (!plainStyle && run.bold && run.italic) text = `***${text}***`;
    else if (!plainStyle && run.bold) text = `**${text}**`;
    else if (!plainStyle && run.italic) text = `*${text}*`;
    out += lead + text + trail;
  }
  return escapeStart(collapseSpaces(out));
}

export const plainText = (runs: Run[]) => collapseSpaces(textOf(runs));
