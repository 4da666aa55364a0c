import { ESTIMATED_SIZE_SPREAD, type TextBlock } from "./blocks.ts";
import { plainText } from "./inline.ts";

export interface OutlineEntry {
  title: string;
  level: number;
}

const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The body text size: the size carrying the most characters in the document. */
export function bodySize(blocks: TextBlock[]): number {
  const weights = new Map<number, number>();
  for (const block of blocks) {
    const chars = block.runs.reduce((n, r) => n + r.text.length, 0);
    weights.set(block.fontSize, (weights.get(block.fontSize) ?? 0) + chars);
  }
  let best = 0, weight = -1;
  for (const [size, w] of weights) if (w > weight) [best, weight] = [size, w];
  return best;
}

/** A block of this many lines at least is running text, never a heading. */
const PARAGRAPH_LINES = 4;
/** A size larger than the body's that sets this share of the characters in such blocks is running text too. */
const RUNNING_SHARE = 0.25;
/** Text this much larger than running text can be a heading by its size alone. */
const LARGER = 1.15;

/**
 * The size a heading must stand out from: the body's, or a larger one that sets a fair share of the text in
 * paragraphs (an agenda's items and their paragraphs in 10 points under a boxed notice in 8, which has more
 * characters): an address or a list item in that size is no heading.
 */
function runningSize(blocks: TextBlock[], body: number): number {
  let total = 0;
  const inParagraphs = new Map<number, number>();
  for (const block of blocks) {
    const chars = block.runs.reduce((n, r) => n + r.text.length, 0);
    total += chars;
    if (block.lines >= PARAGRAPH_LINES && block.fontSize > body) {
      inParagraphs.set(block.fontSize, (inParagraphs.get(block.fontSize) ?? 0) + chars);
    }
  }
  let running = body;
  for (const [size, chars] of inParagraphs) {
    if (chars >= RUNNING_SHARE * total) running = Math.max(running, size);
  }
  return running;
}

/** A section's number opening a heading: "2", "2.1", "3.4.1." */
export const NUMBERING = /^((?:\d+\.)*\d+)\.?\s+\p{L}/u;
/** A heading this much larger than every heading of the outline is the document's title over them. */
const TITLE_OVER_OUTLINE = 1.2;
/** A bold line this share of the body's size or larger can be a heading; a smaller one is a caption's or a note's. */
const BODY_SIZE = 0.95, ESTIMATED_BODY_SIZE = 0.9;
/** A bold title centred on a line of its own may be this share of the body's size. */
const CENTRED_TITLE_SIZE = 0.85;
/** What a caption opens with. */
const CAPTION = /^(?:fig(?:ure)?|tab(?:le)?|chart|listing|algorithm|plate|exhibit)\b/i;
/**
 * A figure's or table's caption, by its label and number ("Table 2: Adverse reactions", "Figure 7-26.",
 * "[표 1]", "図3"): text however it is set, as docling writes captions, not a heading.
 */
export const NUMBERED_CAPTION =
  /^\[?(?:fig(?:ure)?\.?|tab(?:le)?\.?|chart|plate|listing|algorithm|abbildung|tabelle|tableau|tabla|figura|표|그림|図|表|图)\s*\d+(?:[.\-–]\d+)*(?:$|[\]\s.:)])/iu;

/** A few words in capitals, perhaps numbered (IEEE's "IV."): four letters at least, no sentence's stop. */
const CAPS_HEADING = /^(?:(?:\d+(?:\.\d+)*|[IVXL]{1,6})\.?\s+)?\p{Lu}[\p{Lu}\d&' -]{3,40}$/u;

/** A centred line of capitals in print is a heading when numbered or a single word ("REFERENCES"). */
const CENTRED_CAPS_HEADING = /^(?:(?:\d+(?:\.\d+)*|[IVXL]{1,6})\.?\s+\S|\p{Lu}{4,}$)/u;

/** IEEE's section title, numbered in Roman figures: "IV. RESULTS". */
const ROMAN_TITLE = /^[IVXL]{1,6}\.\s+\p{Lu}/u;
/** Its subsection's, lettered: "A. Data Sets", a few capitalised words with no stop. */
const LETTERED_TITLE = /^[A-Z]\.\s+\p{Lu}[^.:;]{0,60}$/u;

/** A title in capitals that a centred line of print makes a heading ("I. INTRODUCTION", "REFERENCES"). */
export const isCapitalsTitle = (text: string) => CAPS_HEADING.test(text) && CENTRED_CAPS_HEADING.test(text);

/** A block's text as a heading would read: a numbered item keeps its number ("1. Introduction"). */
export const headingText = (block: TextBlock) =>
  (block.list === "number" ? `${block.number ?? 1}. ` : "") + plainText(block.runs);

/**
 * Each larger-than-body block's size rank, largest first: one rank per size, except that a scan's sizes,
 * estimated, fall in one rank while within ESTIMATED_SIZE_SPREAD of the rank's largest.
 */
function headingTiers(blocks: TextBlock[]): Map<TextBlock, number> & { tiers: number } {
  const sorted = [...blocks].sort((a, b) => b.fontSize - a.fontSize);
  const tiers = new Map<TextBlock, number>() as Map<TextBlock, number> & { tiers: number };
  let tier = -1, top = Infinity, topEstimated = false;
  for (const block of sorted) {
    const spread = topEstimated && block.estimatedSize ? ESTIMATED_SIZE_SPREAD : 0;
    if (block.fontSize < top / (1 + spread)) {
      [tier, top, topEstimated] = [tier + 1, block.fontSize, !!block.estimatedSize];
    }
    tiers.set(block, tier);
  }
  tiers.tiers = tier + 1;
  return tiers;
}

/**
 * The blocks the outline's entries name: of the blocks that read as an entry's title, the most prominent
 * (largest, then bold), so a contents list or an agenda that names the sections in body text does not make
 * each of its lines a heading as well. A bulleted item is never one.
 */
function outlinedHeadings(
  blocks: TextBlock[],
  titleOf: (block: TextBlock) => string | undefined,
): Set<TextBlock> {
  const byTitle = new Map<string, TextBlock[]>();
  for (const block of blocks) {
    // As headingLevels passes over them: long blocks and code are no headings.
    if (block.lines > 3 || block.monospace || block.list === "bullet") continue;
    const title = titleOf(block);
    if (title !== undefined) byTitle.set(title, [...byTitle.get(title) ?? [], block]);
  }
  const headings = new Set<TextBlock>();
  for (const named of byTitle.values()) {
    const size = Math.max(...named.map((b) => b.fontSize));
    const largest = named.filter((b) => b.fontSize >= size - 0.5);
    const bold = largest.filter((b) => b.bold);
    for (const block of bold.length ? bold : largest) headings.add(block);
  }
  return headings;
}

/**
 * A document opening with its title (larger than the body) and, under it on its page, blocks set centred in
 * regular type smaller than the title: its authors, their addresses, a date. They are text, not headings, up
 * to the first block that is not such (a bold "Abstract", the body's first paragraph).
 */
function titleLines(blocks: TextBlock[], body: number): Set<TextBlock> {
  const lines = new Set<TextBlock>();
  const title = blocks[0] as (TextBlock & { page?: number }) | undefined;
  if (!title || title.fontSize < body * 1.15) return lines;
  for (const block of blocks.slice(1) as (TextBlock & { page?: number })[]) {
    // An author's line found beside another (see columns.ts) is text already, and the title's lines go on.
    if (block.byline) continue;
    // A date set "8. April 1992" reads as a numbered item; no bulleted one is an author.
    if (block.page !== title.page || !block.centred || block.bold || block.list === "bullet") break;
    if (block.fontSize >= title.fontSize) break;
    lines.add(block);
  }
  return lines;
}

/**
 * Decides which blocks are headings and at what level. The outline, when the PDF has one, is the author's
 * own hierarchy; otherwise numbering depth ("2.1" is below "2"), then size rank among larger-than-body text,
 * with bold body-size lines lowest.
 */
export function headingLevels(blocks: TextBlock[], outline: OutlineEntry[]): Map<TextBlock, number> {
  const body = bodySize(blocks), running = runningSize(blocks, body);
  const outlined = new Map(outline.map((e) => [normal(e.title), e.level]));
  // Outlines write a numbered heading with or without its number.
  const outlineTitle = (block: TextBlock) =>
    [normal(headingText(block)), normal(plainText(block.runs))].find((t) => outlined.has(t));
  const headsOutline = outline.length ? outlinedHeadings(blocks, outlineTitle) : new Set<TextBlock>();
  const outlineLevel = (block: TextBlock) =>
    headsOutline.has(block) ? outlined.get(outlineTitle(block)!) : undefined;
  const candidates: TextBlock[] = [], lettered: TextBlock[] = [];
  const underTitle = titleLines(blocks, body);
  for (const block of blocks) {
    if (block.lines > 3 || block.monospace || block.byline || underTitle.has(block)) continue;
    const text = headingText(block);
    if (text.length > 160 || text.replace(/[^\p{L}]/gu, "").length < 2) continue;
    if (outlineLevel(block) !== undefined || block.runIn) {
      candidates.push(block);
      continue;
    }
    // Not a bulleted item, a line going on after a comma or a semicolon, an option opening with a dash (a
    // man page's "--delete" over its text), a caption, nor a form's line with check boxes or radio buttons.
    if (block.list === "bullet" || /[,;]$/.test(text) || /^[-–]{1,2}\p{L}/u.test(text)) continue;
    if (/[☐☑☒○◉]/u.test(text)) continue;
    if (NUMBERED_CAPTION.test(text)) continue;
    const larger = block.fontSize >= running * LARGER;
    // A scan's size is estimated from the line's height, which falls short on a line with no descenders.
    const bodySized = block.fontSize >= body * (block.estimatedSize ? ESTIMATED_BODY_SIZE : BODY_SIZE);
    // A bold line centred on its own may be set a size smaller than the text: REVTeX's section titles, 9
    // points over 10 (not a caption, which names its figure or table).
    const centredSmall = block.centred && block.lines === 1 && block.fontSize >= body * CENTRED_TITLE_SIZE &&
      !CAPTION.test(text);
    const boldLine = block.bold && (bodySized || centredSmall) && text.length <= 100 && !/[.:]$/.test(text);
    // A scan shows no weight tesseract can be sure of, least of all at low resolution: a line of its own in
    // capitals ("KEYWORDS", "1 INTRODUCTION") is a heading as a bold one is. So is one set centred in print,
    // as IEEE sets its section titles in the text's size and weight, in small capitals ("I. INTRODUCTION").
    const capsLine =
      (block.estimatedSize ? CAPS_HEADING.test(text) : block.centred && isCapitalsTitle(text)) &&
      block.lines === 1 && block.fontSize >= body * 0.95;
    if (larger || ((boldLine || capsLine) && !block.inset)) candidates.push(block);
    else if (block.italic && block.lines === 1 && bodySized && LETTERED_TITLE.test(text)) {
      lettered.push(block);
    }
  }
  // IEEE's subsection titles, italic and lettered under its Roman-numbered section titles: headings where the
  // document has those, a level under them as run-in titles are (a lettered one its paragraph ran on from).
  const romanSections = candidates.some((b) => !b.estimatedSize && ROMAN_TITLE.test(headingText(b)));
  const subsections = new Set(romanSections ? lettered : []);
  candidates.push(...subsections);
  const tierOf = headingTiers(candidates.filter((b) => b.fontSize >= running * LARGER));
  // A title run into its paragraph ranks below body-size headings on lines of their own, as LaTeX's
  // \paragraph does below its \subsubsection.
  const lineHeadings = candidates.some((b) => !b.runIn && !tierOf.has(b));
  const levels = new Map<TextBlock, number>();
  // A title larger than every heading the outline names, and not in it (ACM's bookmarks start at the
  // sections): the outline's top level goes under the title.
  const named = candidates.filter((b) => outlineLevel(b) !== undefined);
  const largestNamed = Math.max(...named.map((b) => b.fontSize));
  const titled = named.some((b) => outlineLevel(b) === 1) &&
    candidates.some((b) => outlineLevel(b) === undefined && b.fontSize > largestNamed * TITLE_OVER_OUTLINE);
  for (const block of candidates) {
    const text = headingText(block);
    const inOutline = outlineLevel(block);
    const fromOutline = inOutline === undefined ? undefined : inOutline + (titled ? 1 : 0);
    const numbering = text.match(NUMBERING)?.[1];
    const rank = tierOf.get(block);
    const level = fromOutline ??
      (numbering
        ? numbering.split(".").length + 1
        : rank !== undefined
        ? rank + 1
        : tierOf.tiers + ((block.runIn || subsections.has(block)) && lineHeadings ? 2 : 1));
    levels.set(block, Math.min(6, Math.max(1, level)));
  }
  return withoutSkippedLevels(levels);
}

/**
 * The levels closed up below the top one the document uses: where no heading of a level stands between two
 * others ("#" and "###" only, as when the sizes between are the title page's), the lower comes a level under
 * the upper, as a reader of the outline (and markdown's linters) expect; the top level stays as it was.
 */
function withoutSkippedLevels(levels: Map<TextBlock, number>): Map<TextBlock, number> {
  const used = [...new Set(levels.values())].sort((a, b) => a - b);
  const closed = new Map(used.map((level, i) => [level, used[0] + i]));
  for (const [block, level] of levels) levels.set(block, closed.get(level)!);
  return levels;
}
