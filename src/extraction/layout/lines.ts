import { placeAccents } from "./accents.ts";
import { median } from "../median.ts";
import type { TextItem } from "../types.ts";
import { isHanOrKana } from "../wide_script.ts";
import { cellStarts, columnStarts, opensCellAt, opensColumn } from "./column_starts.ts";
import { DROP_CAP_SIZE, isDropCap } from "./inline.ts";

/** Consecutive words on one line that sit close together: a phrase, a table cell, one column's line. */
export interface Fragment {
  x: number;
  right: number;
  items: TextItem[];
}

/** Text sharing a baseline, split into fragments where wide gaps (columns, table cells) separate it. */
export interface Line {
  top: number;
  bottom: number;
  fragments: Fragment[];
  /** The size of most of the line's characters. */
  fontSize: number;
}

/** A gap wider than this many ems separates fragments; word spaces are about a quarter em. */
const FRAGMENT_GAP_EM = 1.0;
/**
 * Beside a Chinese character or kana, from half an em: that text has no word spaces, only the narrower space
 * before a number ("450 人"), and a browser's table sets its cells exactly an em apart. Not beside the
 * full-width brackets Korean sets in its text, a justified word space before them.
 */
const WIDE_FRAGMENT_GAP_EM = 0.5;

/** Capitals only, maybe with spaces, digits and a title's punctuation: small capitals' text. */
const CAPITALS = /^[\p{Lu}\d\s&'.,:-]*\p{Lu}[\p{Lu}\d\s&'.,:-]*$/u;

/**
 * The size small capitals stand for: capitals in a smaller size that run on from a capital of the larger size,
 * on its baseline with no gap ("I" then "NTRODUCTION", as IEEE's and ACM's section titles are set), are in
 * that size. Counted in their own, they made such a title a line of small print.
 */
function smallCapitalsSizes(items: TextItem[]): Map<TextItem, number> {
  const sizes = new Map<TextItem, number>();
  // Most lines are set in one size: nothing to sort.
  if (items.every((item) => item.fontSize === items[0].fontSize)) return sizes;
  const byX = [...items].sort((a, b) => a.x - b.x);
  for (let i = 1; i < byX.length; i++) {
    const before = byX[i - 1], item = byX[i];
    const size = sizes.get(before) ?? before.fontSize;
    if (
      size > item.fontSize * 1.1 && Math.abs(before.x + before.width - item.x) < 0.1 * size &&
      before.baseline !== undefined && Math.abs((item.baseline ?? Infinity) - before.baseline) < 0.1 * size &&
      /\p{Lu}$/u.test(before.text) && CAPITALS.test(item.text)
    ) sizes.set(item, size);
  }
  return sizes;
}

/** The size (to half a point) that sets the most of the items' characters; 0 for no items. */
export function mostCharactersSize(items: TextItem[], sizeOf = (item: TextItem) => item.fontSize): number {
  const weights = new Map<number, number>();
  for (const item of items) {
    const size = Math.round(sizeOf(item) * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + item.text.length);
  }
  let best = 0, weight = -1;
  for (const [size, w] of weights) if (w > weight) [best, weight] = [size, w];
  return best;
}

function dominantSize(items: TextItem[]): number {
  const smallCapitals = smallCapitalsSizes(items);
  return mostCharactersSize(items, (item) => smallCapitals.get(item) ?? item.fontSize);
}

/**
 * Bullet and check box glyphs, symbol fonts' private use area among them (Wingdings, icon fonts draw list
 * markers there).
 */
export const MARKER_GLYPHS = "[•·▪◦●■□☐☑☒❑❏‣⁃∙➢►✓\uE000-\uF8FF]";
/**
 * A list marker standing alone before its text: a bullet or box glyph, a nested item's dash or Word's "o",
 * or an item's number or letter.
 */
const LONE_MARKER = new RegExp(`^(?:${MARKER_GLYPHS}|[–—o]|\\d{1,3}[.)]|[a-z][.)])$`);
/** A marker's text may start this many ems after it: writers set it at the next tab stop. */
const MARKER_GAP_EM = 3;

const isLoneMarker = (fragment: Fragment) =>
  fragment.items.length === 1 && LONE_MARKER.test(fragment.items[0].text.trim());

const leaderDots = new WeakSet<TextItem>();
/** Whether an item is one dot of leaders printed a dot at a time (markSpacedLeaders): tables' cells drop it. */
export const isLeaderDot = (item: TextItem) => leaderDots.has(item);

/** Dot leaders printed one dot at a time stand this many ems apart at most, at an even pitch. */
const SPACED_LEADER_EMS = 2.5, SPACED_LEADER_DOTS = 3;
const isLoneDot = (item: TextItem) => item.text.trim() === ".";

/**
 * Marks the dots of leaders printed one at a time (a tax form's ". . . ." between a line's label and its box):
 * three lone dots or more in a row at one pitch, each further from the next than words stand. As fragments of
 * their own they read as columns of a table; they are their label's.
 */
function markSpacedLeaders(items: TextItem[], em: number) {
  for (let i = 0; i < items.length;) {
    let end = i;
    while (
      end + 1 < items.length && isLoneDot(items[i]) && isLoneDot(items[end + 1]) &&
      items[end + 1].x - items[end].x <= SPACED_LEADER_EMS * em &&
      (end === i || Math.abs(items[end + 1].x - items[end].x - (items[i + 1].x - items[i].x)) <= 0.5)
    ) end++;
    if (end + 1 - i >= SPACED_LEADER_DOTS) items.slice(i, end + 1).forEach((dot) => leaderDots.add(dot));
    i = end + 1;
  }
}

/** A letter or a figure: text a table's cell holds, where a list's bullet or box holds neither. */
const WORDLIKE = /[\p{L}\p{N}]/u;
/** A section's number, as contents set it before the section's title ("4.9 A few samples"). */
const SECTION_NUMBER = /^\d+(?:\.\d+)*\.?$/;

/**
 * Whether a cell may end with `fragment`, where the text after it starts a table's cell (see cellStarts): not
 * after a list's number or a box, nor a section's number opening a line, though the texts after them start on
 * one grid.
 */
const opensCellAfter = (fragment: Fragment, first: boolean) =>
  !isLoneMarker(fragment) && fragment.items.some((i) => WORDLIKE.test(i.text)) &&
  !(first && fragment.items.length === 1 && SECTION_NUMBER.test(fragment.items[0].text.trim()));

function splitFragments(items: TextItem[], fontSize: number, columns: number[], cells: number[]): Fragment[] {
  items.sort((a, b) => a.x - b.x);
  const fragments: Fragment[] = [];
  if (items.some(isLoneDot)) markSpacedLeaders(items, fontSize);
  for (const item of items) {
    const last = fragments.at(-1);
    if (last && isLeaderDot(item)) {
      last.items.push(item);
      last.right = Math.max(last.right, item.x + item.width);
      continue;
    }
    if (!last || item.opensCell) {
      fragments.push({ x: item.x, right: item.x + item.width, items: [item] });
      continue;
    }
    const gap = item.x - last.right;
    const em = Math.max(fontSize, item.fontSize * 0.8);
    const wide = isHanOrKana(last.items.at(-1)!.text.trimEnd().at(-1)) ||
      isHanOrKana(item.text.trimStart()[0]);
    // A bullet or number and the text it marks are one phrase however far the tab sets them apart.
    const marked = fragments.length === 1 && isLoneMarker(last) && gap <= MARKER_GAP_EM * em;
    const near = gap <= (wide ? WIDE_FRAGMENT_GAP_EM : FRAGMENT_GAP_EM) * em &&
      !(fragments.length === 1 && opensColumn(item, gap, last, em, columns)) &&
      !(opensCellAt(item, cells) && opensCellAfter(last, fragments.length === 1));
    if (marked || near) {
      last.items.push(item);
      last.right = Math.max(last.right, item.x + item.width);
    } else fragments.push({ x: item.x, right: item.x + item.width, items: [item] });
  }
  return fragments;
}

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/g;
const ANY_RTL = new RegExp(RTL.source);
const LETTER = /\p{L}/gu;

/** Whether most letters of a text are Hebrew or Arabic script. */
export function isRightToLeftText(text: string): boolean {
  // Most text has no such letter at all, which one scan settles without counting.
  if (!ANY_RTL.test(text)) return false;
  const rtl = text.match(RTL)?.length ?? 0;
  return rtl * 2 > (text.match(LETTER)?.length ?? 0);
}

/** Whether most letters of these lines are Hebrew or Arabic script. */
export const isRightToLeft = (lines: { fragments: Fragment[] }[]) =>
  lines.some((l) => l.fragments.some((f) => f.items.some((i) => ANY_RTL.test(i.text)))) &&
  isRightToLeftText(lines.flatMap((l) => l.fragments.flatMap((f) => f.items.map((i) => i.text))).join(""));

/**
 * Reverses a right-to-left line's parts, except that runs of parts without right-to-left letters (numbers,
 * dates, Latin words) keep their left-to-right order inside the reversed line.
 */
function reverseKeepingLatin<T>(parts: T[], textOf: (part: T) => string): T[] {
  const out: T[] = [];
  let latin: T[] = [];
  for (const part of [...parts].reverse()) {
    if (new RegExp(RTL.source).test(textOf(part))) {
      out.push(...latin.reverse(), part);
      latin = [];
    } else latin.push(part);
  }
  return [...out, ...latin.reverse()];
}

/** Hebrew and Arabic lines read from the right: their runs (each already in logical order) are reversed. */
function readRightToLeft(fragments: Fragment[]): Fragment[] {
  if (!isRightToLeft([{ fragments }])) return fragments;
  const fragmentText = (f: Fragment) => f.items.map((i) => i.text).join("");
  return reverseKeepingLatin(fragments, fragmentText).map((f) => ({
    ...f,
    items: reverseKeepingLatin(f.items, (i) => i.text),
  }));
}

/** Text more than this many times as tall as other text is set apart from it (see `bridging`). */
const TALLER = 2.5;
/** Text boxed less than this tall (points) has a size its file got wrong: a font matrix scaled to a tenth. */
const LEGIBLE_HEIGHT = 4;

/**
 * The items standing as tall as two rows or more of the shorter text beside them (by TALLER, both legible):
 * a letterhead's logo letter beside the sender's address. Such an item is no part of those rows' lines, and
 * joins one only standing among its text (`among`): as a line's, it gave it its own top and took it out of
 * turn, and bridged it to the next. Text as tall as one row of smaller text (a cover's "Redpaper" beside
 * "ibm.com/redbooks") is that row's.
 */
function bridging(items: TextItem[]): Set<TextItem> {
  const found = new Set<TextItem>();
  const legible = items.filter((item) => item.height >= LEGIBLE_HEIGHT).sort((a, b) => a.y - b.y);
  const least = legible.reduce((low, item) => Math.min(low, item.height), Infinity);
  for (const tall of legible) {
    if (tall.height <= TALLER * least) continue;
    // Shorter text beside it starts at most its own height above its top: search from there, by halving.
    const from = tall.y - tall.height / TALLER;
    let at = 0;
    for (let high = legible.length; at < high;) {
      const middle = (at + high) >> 1;
      if (legible[middle].y < from) at = middle + 1;
      else high = middle;
    }
    // Rows of the shorter text: a run starting below the last row's foot starts the next.
    let rows = 0, foot = -Infinity;
    for (; at < legible.length && legible[at].y < tall.y + tall.height && rows < 2; at++) {
      const item = legible[at];
      if (tall.height <= TALLER * item.height || item.y + item.height <= tall.y) continue;
      if (item.y >= foot) rows++;
      foot = Math.max(foot, item.y + item.height);
    }
    if (rows >= 2) found.add(tall);
  }
  return found;
}

/**
 * Whether an item stands among a line's text or next to it, within `ems` of the line's shortest text's height
 * (a drop cap before it, a large word in it), not apart from it (a logo set beside a block of lines).
 */
function among(item: TextItem, line: { shortest: number; items: TextItem[] }, ems = 2): boolean {
  let start = Infinity, end = -Infinity;
  for (const i of line.items) [start, end] = [Math.min(start, i.x), Math.max(end, i.x + i.width)];
  const reach = ems * line.shortest;
  return item.x + item.width >= start - reach && item.x <= end + reach;
}

/** Items sharing this share of the shorter one's height stand on one row, however they overlap. */
const SAME_ROW = 0.7;

/**
 * Whether two items cover much of the same x range, one over the other. Not when they stand on one row and
 * overlap at an end: TeX kerns the raised "A" of its LaTeX logo back over the "L" before it, an accent over
 * the letter after it, and the logo and the words came apart. A label drawn over the middle of a line's text
 * is still another line's.
 */
function stacked(a: TextItem, b: TextItem): boolean {
  const overlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  if (overlap <= 0 || overlap <= 0.3 * Math.min(a.width, b.width)) return false;
  const shared = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (shared < SAME_ROW * Math.min(a.height, b.height)) return true;
  // On one row: a run of letters drawn inside another's span is printed over it (a label, or a Redbook's
  // broken copy of its text, "ifi th t th", over "Specifies that the"), as is one glyph well inside it; one
  // glyph at a run's start or end is an accent or a kerned letter, or the part of a mark drawn in pieces.
  const [small, large] = a.width <= b.width ? [a, b] : [b, a];
  const inside = small.x >= large.x - 0.5 && small.x + small.width <= large.x + large.width + 0.5;
  return inside && (small.text.trim().length > 1 || within(small, large));
}

/** Whether an item stands inside another's x range, clear of both its ends by half its height. */
function within(inner: TextItem, outer: TextItem): boolean {
  const margin = 0.5 * inner.height;
  return inner.x > outer.x + margin && inner.x + inner.width < outer.x + outer.width - margin;
}

/**
 * Drops text drawn again a hair from itself: writers fake bold or a shadow by printing a run twice, which
 * would otherwise read "ENABLEENABLE".
 */
function withoutOverprint(items: TextItem[]): TextItem[] {
  const seen = new Map<string, TextItem[]>();
  return items.filter((item) => {
    const near = seen.get(item.text) ?? [];
    const close = (o: TextItem) =>
      Math.abs(o.x - item.x) <= item.fontSize * 0.2 && Math.abs(o.y - item.y) <= item.fontSize * 0.2;
    if (near.some(close)) return false;
    seen.set(item.text, [...near, item]);
    return true;
  });
}

/** Runs this close in place and size, as shares of the height, stand on one baseline in one type. */
const SAME_SET = 0.1;
/** Letters and digits: an accent, a mark or a sign over a run is a glyph of its own (TeX sets "´" apart). */
const WORD_CHARACTERS = /^[\p{L}\p{N}]+$/u;

/**
 * A row of more runs than this is not searched for copies: each run is compared with each, and a copy is a
 * line's worth of pieces, not a drawing's thousands of labels on one baseline.
 */
const CROWDED_ROW = 300;

const lettersOf = (item: TextItem) => item.text.replace(/\s+/g, "");

/** Whether `part` lies within `whole` on its baseline, in its size. */
function setWithin(part: TextItem, whole: TextItem): boolean {
  const leeway = SAME_SET * whole.height;
  return part !== whole && part.width < whole.width && Math.abs(part.y - whole.y) <= leeway &&
    Math.abs(part.height - whole.height) <= leeway && part.x >= whole.x - leeway &&
    part.x + part.width <= whole.x + whole.width + leeway;
}

/** Whether the characters of `some` come in `all` in the same order. */
function subsequence(some: string, all: string): boolean {
  let found = 0;
  for (let at = 0; at < all.length && found < some.length; at++) if (all[at] === some[found]) found++;
  return found === some.length;
}

/**
 * The runs of `row` that are `full`'s letters drawn again, in pieces, where they stand in it: in its size on
 * its baseline, within its span, their letters in its order, the first piece starting where it starts with
 * its first letter or the last ending where it ends with its last. (A word inside a longer one, "cover" in
 * "uncover" as slides lay their overlays over each other, is neither.)
 */
function piecesOf(full: TextItem, row: TextItem[]): TextItem[] {
  const pieces = row.filter((p) => setWithin(p, full) && WORD_CHARACTERS.test(lettersOf(p)))
    .sort((a, b) => a.x - b.x);
  const letters = lettersOf(full);
  if (!pieces.length || !subsequence(pieces.map(lettersOf).join(""), letters)) return [];
  const leeway = SAME_SET * full.height, first = pieces[0], last = pieces.at(-1)!;
  const opens = Math.abs(first.x - full.x) <= leeway && lettersOf(first)[0] === letters[0];
  const closes = Math.abs(last.x + last.width - (full.x + full.width)) <= leeway &&
    lettersOf(last).at(-1) === letters.at(-1);
  return opens || closes ? pieces : [];
}

/**
 * Drops copies of a run printed in pieces under it: a Redbook's figures draw some of a line's letters first,
 * each where it stands, then the whole line over them ("SSpecifies that the … ifi th t th"); a poster's
 * colour separations draw "Piotr", "Pianowski" and "Piotr Pianowski". `sorted` is in buildLines's order, so
 * the runs of one baseline and size stand together.
 */
function withoutBrokenCopies(sorted: TextItem[]): TextItem[] {
  const dropped = new Set<TextItem>();
  const center = (i: TextItem) => i.y + i.height / 2;
  for (let start = 0, end = 0; start < sorted.length; start = end) {
    const first = sorted[start];
    end = start + 1;
    while (end < sorted.length && center(sorted[end]) - center(first) <= SAME_SET * first.height) end++;
    if (end - start < 2 || end - start > CROWDED_ROW) continue;
    const row = sorted.slice(start, end).sort((a, b) => b.width - a.width);
    for (const full of row) {
      if (dropped.has(full)) continue;
      for (const piece of piecesOf(full, row.filter((i) => !dropped.has(i)))) dropped.add(piece);
    }
  }
  return dropped.size ? sorted.filter((item) => !dropped.has(item)) : sorted;
}

/** A run of dot leaders: dots (spaced or not) filling the room between a label and its value. */
const LEADERS = /^(?:\.\s*){4,}$/;
const isLeaders = (item: TextItem) => LEADERS.test(item.text.trim());

/** Text without the dot leaders that end it ("$3,790 .........", as a table cell fills its room). */
export const withoutTrailingLeaders = (text: string) => text.replace(/\s*(?:\.\s*){4,}$/, "");

/**
 * Drops dot leaders drawn under other text on their line: some writers print a cell's whole width of
 * leaders first and the label over it, and the leaders would otherwise take the label's place in its line.
 */
function withoutLeadersUnderText(items: TextItem[]): TextItem[] {
  if (!items.some(isLeaders)) return items;
  const under = (leaders: TextItem) =>
    items.some((o) =>
      o !== leaders && !isLeaders(o) && o.x < leaders.x + leaders.width && o.x + o.width > leaders.x
    );
  return items.filter((i) => !isLeaders(i) || !under(i));
}

interface OpenLine {
  top: number;
  bottom: number;
  items: TextItem[];
  shortest: number;
  bridged: boolean;
}

/**
 * Moves a drop cap to the line whose word it opens when that line stands above the one it joined: pdf.js
 * boxes a capital set three lines deep (LaTeX's lettrine) from the second line down, by its font's ascent,
 * though the letter reaches the first; its word ("nother" of "Another") goes on right after it on the first.
 */
function liftDropCaps(lines: OpenLine[]): OpenLine[] {
  // A drop cap is twice the size of the text it opens at least: on most pages no letter is.
  const least = Math.min(...lines.map((l) => Math.min(...l.items.map((i) => i.fontSize))));
  for (const line of lines) {
    const cap = line.items.find((i) =>
      i.text.length === 1 && i.fontSize >= DROP_CAP_SIZE * least && /^\p{Lu}$/u.test(i.text)
    );
    if (!cap || line.items.some((i) => i !== cap && isDropCap(cap, i))) continue;
    const above = lines.find((l) =>
      l !== line && l.bottom <= cap.y + 0.5 * cap.height && l.bottom >= cap.y - cap.height &&
      l.items.some((i) => isDropCap(cap, i))
    );
    if (!above) continue;
    line.items = line.items.filter((i) => i !== cap);
    above.items.push(cap);
    above.bottom = Math.max(above.bottom, cap.y + cap.height);
    if (!line.items.length) continue;
    line.top = Math.min(...line.items.map((i) => i.y));
    line.bottom = Math.max(...line.items.map((i) => i.y + i.height));
  }
  return lines.filter((l) => l.items.length);
}

/**
 * Groups a page's text items into lines: an item belongs to a line when most of its height overlaps the
 * line's, which keeps superscripts and mixed sizes on their line and separates lines that merely touch.
 */
export function buildLines(items: TextItem[]): Line[] {
  const sorted = withoutBrokenCopies(
    withoutOverprint(items).sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2) || a.x - b.x),
  );
  const apart = bridging(sorted);
  const open: OpenLine[] = [];
  const done: OpenLine[] = [];
  for (const item of sorted) {
    const top = item.y, bottom = item.y + item.height;
    while (open.length && open[0].bottom < top) done.push(open.shift()!);
    // Text over the same stretch of the page is never side by side on one line: a taller sidebar line that
    // overlaps two lines of smaller body text beside it must not gather the sidebar's next line as well.
    // Nor is text as tall as several lines beside it, unless among a line's text (a drop cap).
    const line = open.find((l) => {
      const overlap = Math.min(l.bottom, bottom) - Math.max(l.top, top);
      return overlap >= 0.5 * Math.min(l.bottom - l.top, item.height) &&
        (!(apart.has(item) || l.bridged) || among(item, l)) &&
        l.items.every((i) => !stacked(i, item) || isLeaders(i) || isLeaders(item));
    });
    if (line) {
      line.items.push(item);
      line.top = Math.min(line.top, top);
      line.bottom = Math.max(line.bottom, bottom);
      line.shortest = Math.min(line.shortest, item.height);
      line.bridged ||= apart.has(item);
    } else open.push({ top, bottom, items: [item], shortest: item.height, bridged: apart.has(item) });
  }
  done.push(...open);
  const grouped = liftDropCaps(done).map((l) => {
    const items = placeAccents(withoutLeadersUnderText(l.items));
    return { ...l, items, fontSize: dominantSize(items) };
  });
  const columns = columnStarts(grouped), cells = cellStarts(grouped);
  // Only a row of cells itself is parted where cells start.
  const cellsOf = (l: { items: TextItem[] }) => cells.rows.has(l.items) ? cells.starts : [];
  return grouped
    .map((l) => ({
      top: l.top,
      bottom: l.bottom,
      fontSize: l.fontSize,
      fragments: readRightToLeft(splitFragments(l.items, l.fontSize, columns, cellsOf(l))),
    }))
    .sort((a, b) => a.top - b.top);
}

// Loops, not Math.min(...map): the layout asks for these tens of times a line.
export function lineLeft(line: Line): number {
  let left = Infinity;
  for (const fragment of line.fragments) if (fragment.x < left) left = fragment.x;
  return left;
}

export function lineRight(line: Line): number {
  let right = -Infinity;
  for (const fragment of line.fragments) if (fragment.right > right) right = fragment.right;
  return right;
}

/** A centred block's lines' middles agree this closely (ems), and its widest and narrowest differ this much. */
const CENTRED_EMS = 0.3, RAGGED_EMS = 1;

/**
 * Lines set centred on one middle, of unlike widths (so not a justified paragraph's): an author's block, a
 * title page's title, author and date.
 */
export function centredBlock(lines: Line[]): boolean {
  if (lines.length < 2) return false;
  const em = median(lines.map((line) => line.fontSize));
  const middles = lines.map((line) => (lineLeft(line) + lineRight(line)) / 2);
  const widths = lines.map((line) => lineRight(line) - lineLeft(line));
  return Math.max(...middles) - Math.min(...middles) <= CENTRED_EMS * em &&
    Math.max(...widths) - Math.min(...widths) >= RAGGED_EMS * em;
}
