import type { TextBlock } from "./blocks.ts";
import {
  FINISHED,
  fragmentRuns,
  isDropCap,
  joinLine,
  plainText,
  type Run,
  type SeenNearby,
} from "./inline.ts";
import { centredBlock, isRightToLeft, type Line, lineLeft, lineRight, MARKER_GLYPHS } from "./lines.ts";
import { isCapitalsTitle, NUMBERED_CAPTION } from "./headings.ts";
import { median } from "../median.ts";
import type { ImageRegion } from "../types.ts";
import { isWide } from "../wide_script.ts";
import { leadingBox } from "../check_boxes.ts";

// Symbol fonts (Wingdings, icon fonts) draw bullets and check boxes from the private use area. A hyphen or
// asterisk is a bullet only with a space after it: "-2-5" and "-40 °C" are text.
// A line of spaced dashes ("- - - - x", a transcript's caption rule) is a divider of its own, not a list.
const BULLET = new RegExp(`^(${MARKER_GLYPHS}\\s*|[-*]\\s+(?![-*](\\s|$)))`);
const DIVIDER = /^([-–—_=*~]\s*){5,}x?$/;
// Word processors mark nested list items with an en dash, or Word's second level with a Courier "o", set a
// tab stop before the text. Only a mark standing so apart is a bullet: a dash a word space from the next word
// opens a clause of a wrapped sentence.
const TAB_MARK = /^(?:[–—∗]|o)\s*/;
const TAB_GAP_EM = 0.75;
/**
 * LaTeX sets a second-level item's dash in bold, half an em before its text: no clause's dash is bolder than
 * it. Its third level's mark is the asterisk operator "∗", which no sentence opens a line with.
 */
const LATEX_MARK_GAP_EM = 0.4;
const LATEX_THIRD_MARK = "∗";
/**
 * Centred lines further apart than this (ems) are separate lines, as are centred lines in and out of italic
 * (an author's name over an affiliation); a wrapped title's stand 0.2 em apart, in one style.
 */
const CENTRED_APART_EM = 0.8;
/** How many lines above and below a line show the right edge its paragraph wraps at. */
const MEASURE_WINDOW = 8;
/** How far in a hanging indent sets a paragraph's further lines, in ems at most. */
const HANGING_INDENT_EMS = 4;
/**
 * A line that stops on a word or a comma, in a script whose sentences end in a stop: Thai paragraphs end on a
 * letter, and a contents line on its page number.
 */
const MID_SENTENCE = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic},]$/u;
/** What a paragraph may start with: not a lower-case letter or a dash, which go on a sentence. */
const PARAGRAPH_START = /^[\p{Lu}\p{Lt}\p{Lo}\p{N}"'“‘(\[]/u;
/**
 * A command's option ("-L, --dereference", "-1"): a hyphen set before a word or a figure, which no sentence
 * goes on with.
 */
const OPTION = /^--?[\p{L}\p{N}]/u;

/** A line's tab-mark (TAB_MARK) standing alone before its text, and that text's first item. */
function tabMark(line: Line) {
  const [mark, next] = line.fragments[0].items;
  if (!next || !TAB_MARK.test(mark.text) || mark.text.replace(TAB_MARK, "")) return undefined;
  return { mark, next, gap: next.x - (mark.x + mark.width) };
}

function tabbedBullet(line: Line): boolean {
  const marked = tabMark(line);
  if (!marked) return false;
  const { mark, next, gap } = marked;
  const latex = (mark.bold && !next.bold) || mark.text.trim() === LATEX_THIRD_MARK;
  return gap >= TAB_GAP_EM * line.fontSize || (latex && gap >= LATEX_MARK_GAP_EM * line.fontSize);
}

/**
 * A dash half an em or more before its text is a bullet too where another line's dash stands at the same
 * place with its text at the same place: LibreOffice's slides set a nested item's en dash 0.73 em before its
 * text. Lines of a paragraph that open with a dash do not line their next words up so.
 */
const PAIRED_MARK_GAP_EM = 0.5;

function pairedTabMarks(infos: LineInfo[]): Set<Line> {
  const found = infos.flatMap(({ line }) => {
    const marked = tabMark(line);
    return marked && marked.gap >= PAIRED_MARK_GAP_EM * line.fontSize ? [{ line, ...marked }] : [];
  });
  if (found.length < 2) return new Set();
  const paired = (a: (typeof found)[0], b: (typeof found)[0]) =>
    a !== b && a.mark.text.trim() === b.mark.text.trim() && Math.abs(a.mark.x - b.mark.x) <= 1 &&
    Math.abs(a.next.x - b.next.x) <= 1;
  return new Set(found.filter((a) => found.some((b) => paired(a, b))).map((a) => a.line));
}

// Ballot boxes are check boxes wherever they stand; plain squares only in a list that has both kinds, since a
// filled square alone is a common bullet.
const BALLOT_EMPTY = "☐", BALLOT_TICKED = "☑☒";
/** A line that opens with a ballot box and has another after it. */
const CHOICES = /^[☐☑☒]\s*\S.*[☐☑☒]/u;
/** A radio button, drawn ones as drawn_check_boxes.ts reads them: a line opening with one is an option's. */
const RADIO = /^[○◉]\s*\S/u;
const SQUARE_EMPTY = "□❑❏", SQUARE_FILLED = "■";

/** Whether each list marker of a column is a check box, and ticked: undefined for an ordinary bullet. */
function checkBoxes(markers: string[]): (marker: string) => boolean | undefined {
  const squares = markers.some((m) => SQUARE_EMPTY.includes(m)) &&
    markers.some((m) => SQUARE_FILLED.includes(m) || BALLOT_TICKED.includes(m) || BALLOT_EMPTY.includes(m));
  return (marker) => {
    if (BALLOT_EMPTY.includes(marker)) return false;
    if (BALLOT_TICKED.includes(marker)) return true;
    if (squares && SQUARE_EMPTY.includes(marker)) return false;
    if (squares && SQUARE_FILLED.includes(marker)) return true;
    return undefined;
  };
}
const NUMBERED = /^(\d{1,3})[.)]\s+/;
/** A reference's label in a bibliography: "[12] C. Scholar. …". */
const REFERENCE_LABEL = /^\[\d{1,3}\]\s/;

/**
 * Whether `line` opens the next reference of a list whose current entry opened with its label where this one
 * does: after a full line (acmsmall's "[1] … 2020." filling its line, then "[2] C. Scholar…"). A citation
 * that opens a line of running text is no entry: its paragraph did not open with a label.
 */
const nextReference = (current: { runs: Run[]; left: number } | undefined, line: Line, text: string) =>
  !!current && REFERENCE_LABEL.test(text) && REFERENCE_LABEL.test(plainText(current.runs)) &&
  Math.abs(lineLeft(line) - current.left) <= 0.5 * line.fontSize;
/** A number standing alone as a line's first word, with no stop after it. */
const BARE_NUMBER = /^(\d{1,3})\s+/;

/**
 * The number a line starts with when it stands a tab before the line's text, as ReportLab sets a numbered
 * list's markers by default ("1", "2" with no stop). Undefined for a sentence that starts with a figure
 * ("3 apples…", a word space on) and for a bold number (a section heading's "1  Introduction").
 */
function tabbedNumber(line: Line): number | undefined {
  const [first, second] = line.fragments, mark = first.items[0];
  if (mark.bold || !/^\s*\d{1,3}\s*$/.test(mark.text)) return undefined;
  const next = first.items[1] ?? second?.items[0];
  return next && next.x - (mark.x + mark.width) >= TAB_GAP_EM * line.fontSize ? Number(mark.text) : undefined;
}

/**
 * The lines of a region whose tabbed numbers (tabbedNumber) mark a list: each counts on from, or on to, another
 * such number set at the same place in the same size. One alone is a figure in a column of text.
 */
function numberedByTab(infos: LineInfo[]): Set<Line> {
  const found = infos.flatMap(({ line }) => {
    const number = tabbedNumber(line);
    return number === undefined ? [] : [{ line, number, at: lineLeft(line) }];
  });
  if (found.length < 2) return new Set();
  const counted = (a: (typeof found)[0], b: (typeof found)[0]) =>
    Math.abs(a.number - b.number) === 1 && Math.abs(a.at - b.at) <= a.line.fontSize * 0.5 &&
    !sizesDiffer(a.line.fontSize, b.line.fontSize);
  return new Set(found.filter((a) => found.some((b) => counted(a, b))).map((a) => a.line));
}

interface LineInfo {
  line: Line;
  runs: Run[];
  text: string;
  bold: boolean;
  italic: boolean;
  monospace: boolean;
}

/**
 * The width of a line's first word, in points: the share of the first item's width its letters take, with the
 * items after it while the word runs on without a space.
 */
function firstWordWidth(line: Line): number {
  let width = 0;
  for (const item of line.fragments.flatMap((f) => f.items)) {
    const text = item.text.trimStart();
    const end = text.search(/\s/);
    if (end < 0) {
      width += item.width;
      continue;
    }
    return width + item.width * end / Math.max(1, text.length);
  }
  return width;
}

function describe(line: Line): LineInfo {
  const runs = fragmentRuns(line.fragments);
  const words = runs.filter((r) => r.text.trim());
  const items = line.fragments.flatMap((f) => f.items);
  return {
    line,
    runs,
    text: plainText(runs),
    bold: words.length > 0 && words.every((r) => r.bold),
    italic: words.length > 0 && words.every((r) => r.italic),
    monospace: items.every((i) => i.fontName === "monospace"),
  };
}

/**
 * Takes from a bullet's runs, its marker stripped, the check box its text opens with: a Word task list
 * printed ("•" then "☒" before "Book the removal company", as pandoc writes one and Word sets it). Whether
 * it is ticked; undefined, the runs as they were, without one.
 */
function takeBox(runs: Run[]): boolean | undefined {
  const first = runs.find((r) => r.text.trim());
  const text = first?.text.trimStart() ?? "";
  const box = leadingBox(text);
  if (!first || !box) return undefined;
  first.text = text.slice(box.length);
  return box.ticked;
}

/** Removes a list marker from the start of runs. */
function stripMarker(runs: Run[], marker: RegExp): Run[] {
  const out = runs.map((r) => ({ ...r }));
  while (out.length && !out[0].text.trim()) out.shift();
  if (out.length) out[0].text = out[0].text.trimStart().replace(marker, "");
  return out;
}

/** Where a line's text starts after a drop cap (inline.ts's isDropCap) it opens with, if it does. */
function dropCapped(line: Line): number | undefined {
  const [cap, next] = line.fragments.flatMap((f) => f.items);
  return next && isDropCap(cap, next) ? next.x : undefined;
}

/** A paragraph whose lines all end this many ems short of their column's edge is set in on the right. */
const QUOTED_EMS = 2;

const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/;

/**
 * Where an item's text starts when its marker shares a run with it ("1. With the single command…"): after the
 * marker's share of the run's width. Undefined when the marker is a run of its own, as most writers set it.
 */
function markedTextStart(
  head: { text: string; x: number; width: number },
  marker: RegExp,
): number | undefined {
  const text = head.text.trimStart(), found = text.match(marker);
  if (!found || !text.slice(found[0].length).trim()) return undefined;
  // A wide character (Chinese, Japanese, Korean) takes an em, others about half: a Korean footnote's "1) "
  // is three narrow characters before its syllables, not three of forty.
  const ems = (part: string) =>
    [...part].reduce((sum, char) => sum + (isWide(char) || HANGUL.test(char) ? 1 : 0.5), 0);
  const before = head.text.length - text.length + found[0].length;
  return head.x + head.width * ems(head.text.slice(0, before)) / ems(head.text);
}

/** A tag over its paragraph (a man page's option, a glossary's term) has this many words at most. */
const TAG_WORDS = 5;
/** How far in (ems) a tagged paragraph stands from its tag at least: man pages set it in 3.6. */
const TAG_INDENT_EMS = 1.5;

/**
 * Whether `line` opens a paragraph set in under a short tag (`previous`): "**-c**, **--create**" over
 * "Create a new archive…" two ems in, as man pages and glossaries set an option or a term over its text. The
 * paragraph's line runs on past the tag's end and starts with a capital or a figure; lines centred on one
 * axis (a title's, shorter under longer) are no tag and text.
 */
function taggedBelow(previous: Line, line: Line, tag: string, text: string): boolean {
  const size = line.fontSize;
  // The indent first: it is cheap, and most lines are not set in.
  if (lineLeft(line) < lineLeft(previous) + TAG_INDENT_EMS * size || tag.split(/\s+/).length > TAG_WORDS) {
    return false;
  }
  const centre = (l: Line) => (lineLeft(l) + lineRight(l)) / 2;
  return lineRight(line) > lineRight(previous) + size && Math.abs(centre(line) - centre(previous)) > size &&
    PARAGRAPH_START.test(text);
}

/** Sizes more than an eighth or so apart, measured on the earlier one. */
const sizesDiffer = (before: number, after: number) => Math.abs(after - before) > 0.12 * before;

/**
 * Whether a line is set in another size than the one before it, so a new block starts. Not when the text runs
 * on across the break in one size: a run-in title in small capitals ("FOR FURTHER INFORMATION CONTACT: Ian")
 * gives its line the capitals' size, though the line ends in the body's and the next goes on in it.
 */
function resized(previous: Line, line: Line): boolean {
  if (!sizesDiffer(previous.fontSize, line.fontSize)) return false;
  const last = previous.fragments.at(-1)?.items.at(-1), first = line.fragments[0]?.items[0];
  return !last || !first || sizesDiffer(last.fontSize, first.fontSize);
}

/** How far past the line before's end (ems) a line must start to stand apart from it (see startsPastEnd). */
const PAST_END_EM = 0.2;

/**
 * Whether a line starts past where the line before it ends: a bold label's text set on the next line, in from
 * it ("NAME" over "tar − an archiving utility", a man page's sections), not a bold sentence wrapped onto the
 * next line, which starts at the paragraph's edge, left of where the line before ended.
 */
const startsPastEnd = (previous: Line, line: Line, rtl: boolean) =>
  rtl
    ? lineRight(line) < lineLeft(previous) - PAST_END_EM * line.fontSize
    : lineLeft(line) > lineRight(previous) + PAST_END_EM * line.fontSize;

/** A footnote's raised number or symbol, alone in its run. */
const RAISED_MARK = /^\s*(?:\d{1,3}|[*∗†‡§¶‖]{1,3})\s*$/u;

/**
 * Whether a line opens with a raised mark and goes on in text: a footnote's first line (LaTeX sets each
 * note's number raised, the notes' lines one under the next), after a line that ends a sentence or short of
 * the column's edge (an address). A mark belongs to the word before it, so a wrapped paragraph's line never
 * starts with one.
 */
function opensWithRaisedMark(runs: Run[]): boolean {
  const first = runs.findIndex((run) => run.text.trim());
  return first >= 0 && !!runs[first].sup && RAISED_MARK.test(runs[first].text) &&
    runs.slice(first + 1).some((run) => run.text.trim());
}

export interface ParagraphSetting {
  /** The right edge of the page's text where its lines do not show it: on a page of short lines only. */
  pageMeasure: number;
  /** The lines around these (their column), which show the right edge they wrap at. */
  around: Line[];
  /** Lines that start a block whatever they follow: a rule runs between them and the line above. */
  ruledAbove: ReadonlySet<Line>;
  /** The page's width: a line centred on the page is centred, wherever its column stands. */
  pageWidth: number;
  /**
   * The middle of the page's text, from its leftmost to its rightmost: a title block is centred there where
   * the page's margins differ (REVTeX's authors on an A4 page, 10 points right of the page's middle).
   */
  textCentre: number;
  /** What stands on the page beside lines and ends them: its text, pictures and upright rules. */
  placed: readonly ImageRegion[];
  /** Whether a word stands elsewhere near these lines: how a word cut at a line's end is spelled. */
  seen: SeenNearby;
}

/**
 * Turns a region's lines (one column, in reading order) into paragraphs and list items: a new block starts at
 * a wider vertical gap, a change of size or weight, a list marker, an indented first line, a rule, or after a
 * short line that ends a sentence or leaves room for the next line's first word.
 */
export function paragraphs(
  lines: Line[],
  page: number,
  setting: Partial<ParagraphSetting> = {},
): (TextBlock & { page: number; top: number })[] {
  const {
    pageMeasure = 0,
    around = lines,
    ruledAbove = new Set(),
    pageWidth = 0,
    textCentre = 0,
    placed = [],
    seen,
  } = setting;
  if (!lines.length) return [];
  const infos = lines.map(describe);
  const left = Math.min(...lines.map(lineLeft)), right = Math.max(...lines.map(lineRight));
  // Right-to-left text starts at the right edge and runs ragged on the left: the same tests, mirrored.
  const rtl = isRightToLeft(lines);
  const startOf = (x: number, end: number) => (rtl ? right - end : x - left);
  const lineStart = (l: Line) => startOf(lineLeft(l), lineRight(l));
  const lineEnd = (l: Line) => (rtl ? lineLeft(l) - left : right - lineRight(l));
  // The spacing of lines within a paragraph: between lines of one size (the space under a heading is not
  // a paragraph's), and closer than a line and a half. Two lines alone (two signatures under a table) show
  // no spacing but their own: the lines around them do.
  const spacing = (of: Line[]) =>
    of.slice(1).map((l, i) => l.top - of[i].bottom).filter((g, i) =>
      g < of[i].fontSize * 1.5 && Math.abs(of[i + 1].fontSize - of[i].fontSize) <= of[i].fontSize * 0.12
    );
  const gaps = lines.length === 2 && around.length > lines.length ? spacing(around) : spacing(lines);
  // Where most paragraphs are one line a blank line apart (minutes, forms), those blank lines are most of
  // the gaps: when a quarter of the gaps are closer by half an em than the middle one, they are the spacing.
  const sorted = [...gaps].sort((a, b) => a - b);
  const middle = median(gaps), lower = sorted[Math.floor(sorted.length / 4)] ?? middle;
  const normalGap = Math.max(0, lower + 0.5 * median(lines.map((l) => l.fontSize)) < middle ? lower : middle);
  // How far short a line ends of the right edge of the lines near it that start where it does, and their
  // width: none when it is a line of words and two of them end where it does (the edge of a justified block,
  // which a wider block starting at the same place, a table or a figure's caption, does not move).
  //
  // A block of short lines (an address over a letter, lines of a form) shows no right edge of its own: its
  // lines may be measured `toColumn`, to the column's edge or to what stands first after them on their rows
  // (a picture the text runs beside, a logo).
  const positions = new Map(around.map((line, i) => [line, i]));
  const columnLeft = Math.min(...around.map(lineLeft)), columnRight = Math.max(...around.map(lineRight));
  const openTo = (line: Line) => {
    let edge = columnRight;
    for (const box of placed) {
      if (box.x + box.width > lineRight(line) + 1 && box.y < line.bottom && box.y + box.height > line.top) {
        edge = Math.min(edge, box.x);
      }
    }
    return edge;
  };
  const shortfall = (index: number, toColumn = false) => {
    const line = lines[index], start = lineLeft(line), end = lineRight(line);
    const prose = infos[index].text.split(/\s+/).length >= 5;
    let right = pageMeasure, sameEnd = 0;
    const at = positions.get(line) ?? 0;
    for (const l of around.slice(Math.max(0, at - MEASURE_WINDOW), at + MEASURE_WINDOW + 1)) {
      if (l === line || Math.abs(lineLeft(l) - start) > l.fontSize * 0.5) continue;
      right = Math.max(right, lineRight(l));
      if (Math.abs(lineRight(l) - end) <= 1) sameEnd++;
    }
    if (toColumn && right < (columnLeft + columnRight) / 2) right = Math.max(right, openTo(line));
    return { room: prose && sameEnd >= 2 ? 0 : right - end, width: right - start };
  };
  // A list's levels are the places its markers stand, an em apart at least however far a writer sets them (a
  // word processor steps half an inch, a browser a couple of ems): an item's depth is the number of those
  // left of its own. So nesting counts from the outermost marker, not from the region's edge (numbered steps
  // set in from a heading are a top-level list), and only among markers of the item's size: a numbered
  // heading is no level.
  const tabNumbered = numberedByTab(infos), pairedMarks = pairedTabMarks(infos);
  const numberedLine = (i: LineInfo) => NUMBERED.test(i.text) || tabNumbered.has(i.line);
  const markers = infos.filter((i) =>
    BULLET.test(i.text) || tabbedBullet(i.line) || pairedMarks.has(i.line) || numberedLine(i)
  )
    .map((i) => ({ at: lineStart(i.line), size: i.line.fontSize, numbered: numberedLine(i) }))
    .sort((a, b) => a.at - b.at);
  // A bullet up to a quarter larger is a level too: slides set each level smaller than the one above it.
  const levelFor = (size: number) => (m: (typeof markers)[0]) =>
    Math.abs(m.size - size) <= size * 0.12 || (!m.numbered && m.size > size && m.size <= size * 1.25);
  const depthAt = (x: number, size: number) => {
    let depth = 0, place = -Infinity;
    for (const { at } of markers.filter(levelFor(size))) {
      if (at > x - size) break;
      if (at >= place + size) [depth, place] = [depth + 1, at];
    }
    return depth;
  };
  // Lines all set on one middle, of unlike widths: a title page's title, author and date, the widest as
  // centred as the rest though it gives the column its width.
  const allCentred = centredBlock(around);
  const centred = (l: Line) => {
    const centre = (lineLeft(l) + lineRight(l)) / 2, width = lineRight(l) - lineLeft(l);
    const onColumn = Math.abs(centre - (columnLeft + columnRight) / 2) <= l.fontSize;
    const onPage = pageWidth > 0 && Math.abs(centre - pageWidth / 2) <= l.fontSize;
    return allCentred || ((onColumn || onPage) && width < 0.8 * (columnRight - columnLeft));
  };
  // A title block's lines stand centred on the page's text, which may not be the page's middle.
  const onText = (l: Line) =>
    textCentre > 0 && Math.abs((lineLeft(l) + lineRight(l)) / 2 - textCentre) <= l.fontSize &&
    lineRight(l) - lineLeft(l) < 0.8 * (columnRight - columnLeft);
  // Two centred lines, each short of the column's width and not starting together (as a left-aligned
  // paragraph's lines do, whose centres a column of their own also shows centred), set further apart than a
  // paragraph's lines ever are (a slide's subtitle over its author), whatever spacing the region shows: it may
  // be theirs alone; or in and out of italic (an author's name over an affiliation), however close.
  const centredApart = (a: LineInfo, b: LineInfo, gap: number) =>
    (gap > CENTRED_APART_EM * b.line.fontSize || a.italic !== b.italic) &&
    Math.abs(lineLeft(a.line) - lineLeft(b.line)) > b.line.fontSize &&
    (centred(a.line) || onText(a.line)) && (centred(b.line) || onText(b.line));
  const checked = checkBoxes(infos.map((i) => i.text[0] ?? ""));
  const blocks: (TextBlock & {
    page: number;
    top: number;
    textStart: number;
    quad: boolean;
    left: number;
    right: number;
  })[] = [];
  let previous: LineInfo | undefined;
  for (const [index, info] of infos.entries()) {
    const { line, text } = info;
    const tabbed = tabbedBullet(line) || pairedMarks.has(line);
    // A line opening with a box and holding more is a question's choices ("☒ Yes ☐ No Charges filed?"): a
    // line of its own, no task item.
    const choices = CHOICES.test(text);
    const bullet = (BULLET.test(text) || tabbed) && text.length > 2 && !choices;
    const numberMark = NUMBERED.test(text) ? NUMBERED : tabNumbered.has(line) ? BARE_NUMBER : undefined;
    const numbered = !!numberMark;
    const current = blocks.at(-1);
    const size = line.fontSize;
    let fresh = !previous || !current || bullet || numbered || choices || RADIO.test(text) ||
      DIVIDER.test(text) ||
      DIVIDER.test(previous.text) || ruledAbove.has(line) || nextReference(current, line, text);
    if (!fresh && previous && current) {
      const gap = line.top - previous.line.bottom;
      const endsShort = lineEnd(previous.line) > Math.max(4 * size, (right - left) * 0.12);
      const x = lineStart(line);
      // The line's first word would have fitted, with room to spare, at the end of the line before, so the
      // writer ended that line: an address's or a form's lines, a one-line paragraph before another. The room
      // is measured to the nearby lines that start where these two do (a block set in keeps its own right
      // edge), and generously: typesetters that balance a paragraph's lines break some early. Only before a
      // line that may start a paragraph, and not after an italic line (a run-in title, split off later).
      const before = previous;
      const roomLeftBefore = (toColumn = false) => {
        const { room, width } = shortfall(index - 1, toColumn);
        return room > firstWordWidth(line) * 1.2 + 3 * size && room > width / 4;
      };
      const endedByWriter = () =>
        !rtl && Math.abs(x - lineStart(before.line)) <= size * 0.5 &&
        (PARAGRAPH_START.test(text) || OPTION.test(text)) &&
        !/[-\u00AD]$/.test(before.text) && !before.italic && roomLeftBefore(true);
      // Set out left of a line that ended with room to spare for its first word, or of one set in under its
      // block's first line: the next of a list of tags over their descriptions (a man page's "-b, --escape"
      // after "with -l, print the author of each file"), as a hanging indent's next paragraph is. A
      // paragraph's second line is set out from its indented first, which is set in from the paragraph
      // above, not from its own block. Centred lines start where their length puts them; an accent set apart
      // from its letter ("¸a" of "Aviação") stands in the rows of the line above.
      const setInUnder = (l: Line, above: Line) =>
        lineLeft(l) > current.left + size && l.top >= above.bottom - 0.25 * size;
      // Not under a title in bold or italic that the block opened with, to split off as a run-in title: the
      // line set in under it is its paragraph's first (elsarticle's "2.1. Lines and columns" over its text).
      const titleAbove = (above: LineInfo) =>
        (above.italic && !before.italic) || (above.bold && !before.bold);
      const outdented = () =>
        !rtl && x < lineStart(before.line) - size && !before.italic && !centred(before.line) &&
        !centred(line) &&
        (roomLeftBefore() ||
          (current.lines > 1 && setInUnder(before.line, infos[index - 2].line) &&
            !titleAbove(infos[index - 2])));
      // A bold sentence wrapped onto a line where it ends and plain text follows ("…in providing legal aid /
      // services? *(Please select all that apply)*") goes on: the line before had no room for this one's
      // first word and did not end the sentence, and this one goes on in bold or in lower case, as the
      // paragraph after a heading does not. Outside a list it starts where the bold line does: a man page's
      // sub-heading stands over a command set in further ("Traditional usage" over "tar {A|c|d…}").
      const boldGoesOn = () =>
        before.bold && !FINISHED.test(before.text) && !startsPastEnd(before.line, line, rtl) &&
        (current.list || x <= lineStart(before.line) + size) &&
        (info.runs.find((r) => r.text.trim())?.bold || /^\p{Ll}/u.test(text)) &&
        shortfall(index - 1).room < firstWordWidth(line) + size;
      // A title in capitals on a line of its own, centred on its column or over the line under it (a column
      // alone on its page shows no middle of its own), over a line that is not centred: IEEE's section titles, set in the
      // text's size and weight over their text.
      const centredOver = (title: Line, under: Line) =>
        Math.abs(lineLeft(title) + lineRight(title) - lineLeft(under) - lineRight(under)) <= 2 * size &&
        lineRight(title) - lineLeft(title) < 0.8 * (lineRight(under) - lineLeft(under));
      const underCentred = () =>
        !rtl && current.lines === 1 && isCapitalsTitle(before.text.trim()) && !centred(line) &&
        x < lineStart(before.line) && (centred(before.line) || centredOver(before.line, line));
      // The title is centred where its column shows no middle of its own: a heading like one that does.
      const titled = underCentred();
      if (titled) current.centred = true;
      fresh = gap > normalGap + 0.5 * size || centredApart(previous, info, gap) || titled ||
        resized(previous.line, line) ||
        (info.bold !== previous.bold && !boldGoesOn()) ||
        (endsShort && FINISHED.test(previous.text)) || endedByWriter() || outdented() ||
        ((endsShort || FINISHED.test(previous.text)) && opensWithRaisedMark(info.runs)) ||
        (current.list
          ? x < current.textStart - size * 0.5
          // Set in after a full line: a new paragraph's first line, unless it goes on in lower case (a
          // hanging indent's continuation), or the line before starts at the edge and stops mid-sentence
          // and this one stands a few ems in ("…Deputy Attorney General, Los / Angeles, Cal."). Centred
          // lines stand in from the edge.
          : (x > lineStart(previous.line) + size * 0.8 && !endsShort && !/^\p{Ll}/u.test(text) &&
            !(lineStart(previous.line) <= size * 0.5 && x <= HANGING_INDENT_EMS * size &&
              MID_SENTENCE.test(previous.text))) || taggedBelow(previous.line, line, previous.text, text));
    }
    if (fresh) {
      const runs = bullet
        ? stripMarker(info.runs, tabbed ? TAB_MARK : BULLET)
        : numberMark
        ? stripMarker(info.runs, numberMark)
        : info.runs.map((r) => ({ ...r }));
      const x = lineStart(line);
      const [head, second] = line.fragments[0].items;
      const marker = bullet ? (tabbed ? TAB_MARK : BULLET) : numberMark;
      const shared = marker && !rtl ? markedTextStart(head, marker) : undefined;
      // A paragraph set in where the list item before it has its text is that item's further paragraph.
      const item = current?.list || current?.continues ? current : undefined;
      // Not a bold line, a label over the items after it ("Desktop only").
      const continues = !bullet && !numbered && !info.bold && !!item &&
        Math.abs(x - item.textStart) <= size * 0.5;
      blocks.push({
        kind: "text",
        runs,
        fontSize: size,
        estimatedSize: line.fragments[0].items[0].estimatedSize,
        bold: info.bold,
        italic: info.italic,
        monospace: info.monospace,
        lines: 1,
        list: bullet ? "bullet" : numbered ? "number" : undefined,
        checked: bullet ? checked(text[0]) ?? takeBox(runs) : undefined,
        number: numberMark ? Number(text.match(numberMark)![1]) : undefined,
        depth: bullet || numbered ? depthAt(x, size) : continues ? item.depth : undefined,
        continues: continues || undefined,
        page,
        top: line.top,
        // Where a list item's text starts after its marker: continuation lines align there.
        textStart: continues
          ? item.textStart
          : shared !== undefined
          ? startOf(shared, shared)
          : second
          ? startOf(second.x, second.x + second.width)
          : x + size,
        // A drop cap stands out left of its paragraph's text, which the lines beside it and under it share.
        left: dropCapped(line) ?? lineLeft(line),
        right: lineRight(line),
        quad: !!second && (head.bold !== second.bold || head.italic !== second.italic) &&
          second.x - (head.x + head.width) >= QUAD_EM * size,
        centred: centred(line) || undefined,
      });
    } else {
      joinLine(current!.runs, info.runs, seen);
      current!.lines++;
      current!.bold &&= info.bold;
      current!.italic &&= info.italic;
      current!.monospace &&= info.monospace;
      if (!centred(line)) current!.centred = undefined;
      // A paragraph whose further lines go back to the margin was only indented, as TeX sets in a
      // paragraph's first line as far as an item's text: no item's further paragraph.
      if (current!.continues && Math.abs(lineStart(line) - current!.textStart) > size * 0.5) {
        current!.continues = undefined;
        current!.depth = undefined;
      }
      current!.right = Math.max(current!.right, lineRight(line));
    }
    previous = info;
  }
  // Nor is a paragraph whose lines all end short of its column's edge: a quotation, which LaTeX sets in on
  // both sides as far as an item's text. Ragged text's two-line paragraph may end as short, and is then a
  // paragraph of its own too: the lesser harm than an item's quotation read as its text.
  for (const block of blocks) {
    if (
      block.continues && block.lines > 1 && !rtl && block.right < columnRight - QUOTED_EMS * block.fontSize
    ) {
      block.continues = undefined;
      block.depth = undefined;
    }
  }
  // Centred across the column (the lines around these: a quotation's own lines do not show its edges), or on
  // the page, where a title stands centred over a column set off centre.
  const centreOf = (b: { left: number; right: number }) => (b.left + b.right) / 2;
  markInset(
    blocks,
    (b) => rtl ? columnRight - b.right : b.left - columnLeft,
    (b) =>
      !!b.centred || Math.abs(centreOf(b) - (columnLeft + columnRight) / 2) <= b.fontSize ||
      (pageWidth > 0 && Math.abs(centreOf(b) - pageWidth / 2) <= b.fontSize),
  );
  return blocks.flatMap(({ textStart: _t, quad, left: _l, right: _r, ...block }) => splitRunIn(block, quad));
}

/**
 * Marks `inset` the one-line blocks that start more than an em further in than the blocks before and after
 * them and are not `centred`. `start` gives a block's room from the column's edge where its lines start.
 */
function markInset<T extends TextBlock>(blocks: T[], start: (b: T) => number, centred: (b: T) => boolean) {
  blocks.forEach((block, i) => {
    const before = blocks[i - 1], after = blocks[i + 1], em = block.fontSize;
    if (!before || !after || block.lines > 1 || centred(block)) return;
    if (start(block) > start(before) + em && start(block) > start(after) + em) block.inset = true;
  });
}

/**
 * A styled first word this many ems or more before the text after it is set off by a quad: LaTeX's run-in
 * title (`\paragraph`), where a justified line's word spaces stay under half an em.
 */
const QUAD_EM = 0.8;

const TITLE_WORD = /^[\p{Lu}\p{N}]/u;
/** A section's letter or number and its stop, then a capital: a title in sentence case ("A. Lines and …"). */
const SECTION_MARK = /^(?:[A-Z]|\d+(?:\.\d+)*)\.\s+\p{Lu}/u;
const GOES_ON = /^(?:[,;:.)\]]|\p{Ll})/u;

/**
 * Splits a run-in title off its paragraph: a first run in bold or italic, of a few mostly capitalised words
 * without closing punctuation (one word only when a quad sets it off, as `quad` says: one bold word may be
 * stressed, and not in capitals, a syntax's keyword before its operand), followed by plain text. A caption
 * stays whole, its label ending in a stop ("Figure 3.") or not ("**Table 2** Bit meanings");
 * "**Northwind Office Supplies Ltd**, 4 Canal Street" goes on with a comma and "**Working Day** means" in
 * lower case, and both stay whole too. A title opening with its section's letter or number may be in sentence
 * case, as IEEE's "*A. Lines and columns*".
 */
function splitRunIn<T extends TextBlock>(block: T, quad: boolean): T[] {
  const [first, ...rest] = block.runs;
  if (block.list || block.bold || block.italic || !first || !rest.length || !(first.bold || first.italic)) {
    return [block];
  }
  const title = first.text.trim();
  const words = title.split(/\s+/);
  const capitalised = words.filter((w) => TITLE_WORD.test(w)).length;
  const restStyled = rest.find((r) => r.text.trim());
  if (
    words.length < (quad && /\p{Ll}/u.test(title) ? 1 : 2) || words.length > 8 ||
    /[.:,;!?)\]]$/.test(title) || (capitalised < words.length * 0.6 && !SECTION_MARK.test(title)) ||
    NUMBERED_CAPTION.test(title) ||
    !restStyled || restStyled.bold === first.bold && restStyled.italic === first.italic ||
    // Text going on with a comma or a stop, or in lower case, goes on with the bold words: a name set in bold
    // in its sentence, a defined term ("**Working Day** means any day…").
    GOES_ON.test(restStyled.text.trimStart())
  ) return [block];
  return [
    {
      ...block,
      runs: [{ ...first, text: title }],
      bold: first.bold,
      italic: first.italic,
      lines: 1,
      runIn: true,
    },
    { ...block, runs: rest.map((r, i) => (i === 0 ? { ...r, text: r.text.trimStart() } : r)) },
  ];
}
