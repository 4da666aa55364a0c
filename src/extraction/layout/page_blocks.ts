import { median } from "../median.ts";
import { dropLineNumbers } from "./line_numbers.ts";
import type { ImageRegion, PageContent, RuleLine, TextItem } from "../types.ts";
import type { Block } from "./blocks.ts";
import { flowsOnFromAbove, isAuthorLine, readingOrder, type Region } from "./columns.ts";
import { fragmentRuns, joinLine, plainText } from "./inline.ts";
import { seenOnPage } from "./seen_nearby.ts";
import { buildLines, type Fragment, type Line, lineLeft, lineRight } from "./lines.ts";
import { paragraphs } from "./paragraphs.ts";
import { codeText, isMonospaceLine } from "./code.ts";
import { findContents } from "./contents.ts";
import { indentedQuotes } from "./indented_quotes.ts";
import { findGridTables, type RuleSegments, type Segment, segments } from "./grid_tables.ts";
import { findTables } from "./tables.ts";
import { takeFootnotes } from "./footnotes.ts";

/** Running headers and footers live in this share of the page's height at the top and bottom. */
const MARGIN_SHARE = 0.13;
/**
 * A page's last line that is a bare number lives in this share at its foot: LaTeX's article on A4 sets its
 * page number 146 points (a sixth of the page) over the paper's edge.
 */
const PAGE_NUMBER_SHARE = 0.2;
const MIN_LINES_FOR_MARGINS = 6;
/** A margin line this much smaller than the text beside it stands apart even when close to it. */
const SMALL_EDGE = 0.8;
/** Images smaller than this share of the page's width or height are decoration (bullets, rules, logos). */
const MIN_IMAGE_SHARE = 0.08;

/** A margin line stands further from the body than this many times the space between the body's lines. */
const OVER_BODY_GAP = 1.3;
/** Lines further apart than this many times their size are not the body's spacing. */
const MAX_BODY_GAP = 2;

/** The text with digits masked, so "Page 3 of 9" on every page has one signature. */
const signature = (line: Line) =>
  plainText(fragmentRuns(line.fragments)).toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ");

/**
 * Lines in the top and bottom margins, set apart from the body by more than a line space, become separate
 * blocks marked as possible running headers.
 */
function marginLines(lines: Line[], height: number, rules: RuleSegments): { body: Line[]; edges: Line[] } {
  // On a page of a few lines, only a line with a number (a page number, "Report 2024 – 3") may be a running
  // head: the other lines are the page's content, however high or low they sit.
  const mayBeEdge = (line: Line) =>
    (lines.length >= MIN_LINES_FOR_MARGINS || signature(line).includes("#")) && !framedByRules(line, rules);
  // A line's neighbours in its own column: on a page of two columns the line above in page order may be the
  // other column's, at a pitch of its own.
  const overlaps = (a: Line, b: Line) =>
    Math.min(lineRight(a), lineRight(b)) > Math.max(lineLeft(a), lineLeft(b));
  const nearest = (from: number, step: 1 | -1) => {
    for (let i = from + step; i >= 0 && i < lines.length; i += step) {
      if (overlaps(lines[i], lines[from])) return i;
    }
    return -1;
  };
  // The space between the body's lines, which double spacing (or a scan's lines, whose boxes reach no higher
  // than their letters) makes more than a line space.
  const bodyGap = median(lines.flatMap((line, i) => {
    const below = nearest(i, 1), gap = below < 0 ? Infinity : lines[below].top - line.bottom;
    // Not the space around a picture or between sections.
    return gap <= MAX_BODY_GAP * line.fontSize ? [gap] : [];
  }));
  // Set apart by more than a line space and than the body's own spacing, or (as browsers print their header
  // close above the text of every page after the first) in type clearly smaller than the body it stands over.
  const apart = (upper: Line, lower: Line, edge: Line) => {
    const gap = lower.top - upper.bottom, body = edge === upper ? lower : upper;
    return gap > Math.max(Math.max(upper.fontSize, lower.fontSize) * 0.8, bodyGap * OVER_BODY_GAP) ||
      (edge.fontSize <= body.fontSize * SMALL_EDGE && gap > edge.fontSize * 0.5);
  };
  // A page number alone may stand higher than running footers do: in the page's bottom fifth.
  const inFoot = (line: Line) =>
    line.top > height * (1 - (signature(line).trim() === "#" ? PAGE_NUMBER_SHARE : MARGIN_SHARE));
  let first = 0, last = lines.length - 1;
  while (
    first < last && first < 2 && lines[first].bottom < height * MARGIN_SHARE &&
    apart(lines[first], lines[first + 1], lines[first]) && mayBeEdge(lines[first])
  ) first++;
  while (
    last > first && lines.length - 1 - last < 2 && inFoot(lines[last]) &&
    apart(lines[last - 1], lines[last], lines[last]) && mayBeEdge(lines[last])
  ) last--;
  // The rows of a table or list spaced as widely as its other rows carry on the body, at the foot of the page
  // or at its top (carried over from the page before): a running head or footer stands further off than the
  // body's own spacing. So do a table's rows under its header, however far that stands from the text above.
  // The lines compared are the edge line's column's.
  const carriesOn = (edge: number, step: 1 | -1) => {
    const line = nearest(edge, step), previous = line < 0 ? -1 : nearest(line, step);
    return (previous >= 0 && continuesBody(lines[previous], lines[line], lines[edge])) ||
      (line >= 0 && sameColumns(lines[line], lines[edge]));
  };
  while (first > 0 && first < last && carriesOn(first - 1, 1)) first--;
  while (last + 1 < lines.length && last >= 1 && carriesOn(last + 1, -1)) last++;
  return { body: lines.slice(first, last + 1), edges: [...lines.slice(0, first), ...lines.slice(last + 1)] };
}

/** A rule this many line heights above or below a line, or nearer, frames it. */
const FRAME_REACH = 1.5;
/** Rules whose ends lie this many line heights apart, or nearer, are one table's (or one box's). */
const SAME_ENDS = 0.5;

/**
 * Whether rules of one table run across a line above and below it, one of them close: a table's row printed
 * between its rules (a header row between the top and header rules, repeated at the top of each page the table
 * runs over). A running head or footer has at most a rule of its own parting it from the body, and a page's
 * frame beyond it reaches further than that rule. A box (rules down both its sides too) is no table's rules:
 * it may frame the page, or a running head.
 */
function framedByRules(line: Line, rules: RuleSegments): boolean {
  const left = lineLeft(line), right = lineRight(line);
  const across = rules.horizontal.filter((r) => r.from <= left && r.to >= right);
  const reach = line.fontSize * FRAME_REACH, slack = line.fontSize * SAME_ENDS;
  const near = (a: number, b: number) => Math.abs(a - b) <= slack;
  const side = (x: number, top: Segment, bottom: Segment) =>
    rules.vertical.some((v) => near(v.at, x) && v.from <= top.at + slack && v.to >= bottom.at - slack);
  const tableRules = (top: Segment, bottom: Segment) =>
    near(top.from, bottom.from) && near(top.to, bottom.to) &&
    !(side(top.from, top, bottom) && side(top.to, top, bottom));
  const above = across.filter((r) => r.at <= line.top), below = across.filter((r) => r.at >= line.bottom);
  return above.some((a) =>
    below.some((b) => tableRules(a, b) && (a.at >= line.top - reach || b.at <= line.bottom + reach))
  );
}

/**
 * Whether `next` follows `line` at the spacing and size `line` follows `previous`, on its other side (below
 * `line` at the foot of a page, above it at the top), that spacing being a row's (up to three line heights),
 * not the space a picture takes between a caption and the text above.
 */
function continuesBody(previous: Line, line: Line, next: Line): boolean {
  const spacing = Math.abs(line.top - previous.top), gap = Math.abs(next.top - line.top);
  return spacing > line.fontSize && spacing <= line.fontSize * 3 && gap <= spacing * 1.15 &&
    Math.abs(next.fontSize - line.fontSize) <= line.fontSize * 0.1;
}

/** A table's row has this many cells at least where the row beside it has cells, within CELL_ALIGN_EMS. */
const ALIGNED_CELLS = 3, CELL_ALIGN_EMS = 0.5;

/**
 * Whether `edge` is a row of the table `row` belongs to: most of its cells (three at least) start or end
 * where one of `row`'s does. A scan's table at the foot of a page stood apart from the body by its spacing
 * alone, as its header rule was not seen: OCR's line heights are its letters', so the header stood over three
 * line heights below the text above it and its two rows went to the margin. A running footer's parts line up
 * with a table's cells by chance, and with three of them hardly ever.
 */
function sameColumns(row: Line, edge: Line): boolean {
  const tolerance = CELL_ALIGN_EMS * row.fontSize;
  const near = (x: number, xs: number[]) => xs.some((at) => Math.abs(at - x) <= tolerance);
  const starts = row.fragments.map((f) => f.x), ends = row.fragments.map((f) => f.right);
  const aligned = edge.fragments.filter((f) => near(f.x, starts) || near(f.right, ends)).length;
  return aligned >= ALIGNED_CELLS && aligned * 2 >= edge.fragments.length &&
    Math.abs(edge.fontSize - row.fontSize) <= row.fontSize * 0.1;
}

/**
 * A margin line whose parts stand in different columns (two figure captions side by side at the foot of a
 * page) is read as one part per column, each at the end (or, at the top, the start) of its column; whole
 * margin lines stay where they are.
 */
function placeEdgeParts(
  edges: Line[],
  regions: { left: number; right: number; blocks: Block[] }[],
  toBlocks: (line: Line) => Block[],
  height: number,
): Line[] {
  const whole: Line[] = [];
  for (const line of edges) {
    // Each part must keep within its column: a running head over two columns is one line.
    const regionOf = (f: Fragment) => {
      const slack = line.fontSize;
      const inside = regions.filter((r) => f.x >= r.left - slack && f.right <= r.right + slack);
      return line.bottom < height / 2 ? inside[0] : inside.at(-1);
    };
    const owners = line.fragments.map(regionOf);
    const distinct = new Set(owners);
    const sideBySide = owners.every(Boolean) && distinct.size > 1 &&
      [...distinct].every((a) =>
        [...distinct].every((b) => a === b || a!.right < b!.left || b!.right < a!.left)
      );
    if (!sideBySide) {
      whole.push(line);
      continue;
    }
    for (const region of distinct) {
      const part = { ...line, fragments: line.fragments.filter((_, i) => owners[i] === region) };
      if (line.bottom < height / 2) region!.blocks.unshift(...toBlocks(part));
      else region!.blocks.push(...toBlocks(part));
    }
  }
  return whole;
}

/** A bar this far left of a line's start (in its font size) marks a quotation. */
const QUOTE_BAR_MIN = 0.3;
const QUOTE_BAR_MAX = 2.5;
/** Rule ends closer than this (points) touch. */
const TOUCH = 2;

/**
 * Lines marked as quoted by a vertical bar down their left side, alone: a bar that meets a horizontal rule is
 * the side of a box or a table, not a quotation mark.
 */
function quotedLines(lines: Line[], rules: RuleLine[]): Set<Line> {
  const quoted = new Set<Line>();
  const horizontal = rules.filter((r) => Math.abs(r.y1 - r.y2) < 1);
  const vertical = rules.filter((r) => Math.abs(r.x1 - r.x2) < 1 && Math.abs(r.y2 - r.y1) > 4).map((r) => ({
    x: r.x1,
    top: Math.min(r.y1, r.y2),
    bottom: Math.max(r.y1, r.y2),
  }));
  // Nor is a bar in line with other vertical rules: a table's column rule carried on below it.
  const bars = vertical.filter((bar) =>
    !vertical.some((other) => other !== bar && Math.abs(other.x - bar.x) <= TOUCH) &&
    !horizontal.some((h) =>
      Math.min(h.x1, h.x2) - TOUCH <= bar.x && Math.max(h.x1, h.x2) + TOUCH >= bar.x &&
      (Math.abs(h.y1 - bar.top) <= TOUCH || Math.abs(h.y1 - bar.bottom) <= TOUCH)
    )
  );
  for (const bar of bars) {
    const marked = lines.filter((line) => {
      const left = lineLeft(line), middle = (line.top + line.bottom) / 2;
      return bar.top <= middle && bar.bottom >= middle && bar.x <= left - line.fontSize * QUOTE_BAR_MIN &&
        bar.x >= left - line.fontSize * QUOTE_BAR_MAX;
    });
    if (!marked.length) continue;
    // A quotation's bar runs the height of its lines, no further: a longer one borders a table or drawing.
    const top = Math.min(...marked.map((l) => l.top)), bottom = Math.max(...marked.map((l) => l.bottom));
    const slack = Math.max(...marked.map((l) => l.fontSize)) * 1.5;
    if (bar.top < top - slack || bar.bottom > bottom + slack) continue;
    // And a quotation is set in from the text around it.
    const start = Math.min(...marked.map(lineLeft));
    const around = lines.filter((l) => !marked.includes(l)).map(lineLeft);
    if (!around.some((x) => x <= start - marked[0].fontSize)) continue;
    for (const line of marked) quoted.add(line);
  }
  return quoted;
}

/**
 * Where the text of a page whose lines all end short of the middle of its right half would wrap, taking the
 * margins as even: a page of short lines (a form, a letter's head, a title page) shows no measure of its own.
 * 0 on other pages.
 */
function pageMeasure(page: PageContent): number {
  let measure = measures.get(page.items);
  if (measure === undefined) {
    let left = Infinity, right = 0;
    for (const item of page.items) {
      left = Math.min(left, item.x);
      right = Math.max(right, item.x + item.width);
    }
    measure = right && right < page.width * 0.6 ? page.width - left : 0;
    measures.set(page.items, measure);
  }
  return measure;
}
const measures = new WeakMap<TextItem[], number>();

const segmentsOf = new WeakMap<RuleLine[], RuleSegments>();
/** A page's rules joined into segments, once for all its regions. */
function ruleSegments(rules: RuleLine[]): RuleSegments {
  let found = segmentsOf.get(rules);
  if (!found) segmentsOf.set(rules, found = segments(rules));
  return found;
}

/**
 * Whether a horizontal rule runs between a line and the next, clear of both and across both of them, with
 * half an em of space at least between them: the border between two rows of a boxed single-column table, a
 * rule under a form's field. An underline lies within its line's box or just under it, closer than that to
 * the next line of its paragraph.
 */
function ruledBetween(above: Line, below: Line, rules: RuleSegments): boolean {
  if (below.top - above.bottom < 0.5 * Math.min(above.fontSize, below.fontSize)) return false;
  const left = Math.min(lineLeft(above), lineLeft(below)),
    right = Math.max(lineRight(above), lineRight(below));
  return rules.horizontal.some((r) =>
    r.at > above.bottom + 0.5 && r.at < below.top - 0.5 && r.from <= left + 1 && r.to >= right - 1
  );
}

const isUpright = (rule: RuleLine) => Math.abs(rule.x2 - rule.x1) < Math.abs(rule.y2 - rule.y1);
const ruleBox = (rule: RuleLine): ImageRegion => ({
  x: Math.min(rule.x1, rule.x2),
  y: Math.min(rule.y1, rule.y2),
  width: Math.abs(rule.x2 - rule.x1),
  height: Math.abs(rule.y2 - rule.y1),
});

const placedOf = new WeakMap<PageContent, ImageRegion[]>();
/** What may stand beside a page's lines and end them: its text, pictures and upright rules (a box's sides). */
function placedOn(page: PageContent): ImageRegion[] {
  let placed = placedOf.get(page);
  if (!placed) {
    placedOf.set(
      page,
      placed = [...page.items, ...page.images, ...page.rules.filter(isUpright).map(ruleBox)],
    );
  }
  return placed;
}

/** An email address, as OCR reads one too ("cau@zurichibm.com"). */
const EMAIL = /^\S+@\S+\.\S+$/;
/** Rows of an authors' table at most: a name, a department, an institution, a town, an email, a note. */
const AUTHOR_ROWS = 6;

/**
 * The cells of a "table" of authors, column by column: two columns or more over a row of email addresses, an
 * author a column, as IEEE's author blocks and ACM's three authors to a row are set. Read as a table, each
 * row ran the authors' names, then their departments, together.
 */
function authorColumns(rows: string[][]): string[] | undefined {
  if (rows.length < 2 || rows.length > AUTHOR_ROWS || rows[0].length < 2) return undefined;
  const emails = (row: string[]) =>
    row.every((cell) => !cell.trim() || EMAIL.test(cell.trim())) &&
    row.filter((cell) => cell.trim()).length > 1;
  if (!rows.some(emails)) return undefined;
  return rows[0].flatMap((_, column) => rows.map((row) => row[column]?.trim() ?? "").filter(Boolean));
}

/** An author's lines as bylines: text a line each, never a heading (see headings.ts). */
function bylines(texts: string[], lines: Line[], page: number, top: number): Block[] {
  const fontSize = median(lines.map((line) => line.fontSize));
  const estimatedSize = lines[0].fragments[0].items[0].estimatedSize;
  return texts.map((text) => ({
    kind: "text" as const,
    runs: [{ text, bold: false, italic: false }],
    fontSize,
    bold: false,
    italic: false,
    monospace: false,
    lines: 1,
    page,
    top,
    byline: true,
    ...(estimatedSize ? { estimatedSize } : {}),
  }));
}

function textBlocks(region: Line[], page: PageContent): Block[] {
  const blocks: Block[] = [];
  let from = 0;
  const quoted = new Set([...quotedLines(region, page.rules), ...indentedQuotes(region)]);
  const rules = ruleSegments(page.rules);
  const ruled = new Set(region.filter((line, i) => i > 0 && ruledBetween(region[i - 1], line, rules)));
  let textLeft = Infinity, textRight = -Infinity;
  for (const item of page.items) {
    textLeft = Math.min(textLeft, item.x);
    textRight = Math.max(textRight, item.x + item.width);
  }
  const textCentre = page.items.length ? (textLeft + textRight) / 2 : 0;
  // Quoted lines and the others make paragraphs apart.
  const flushText = (to: number) => {
    for (let start = from; start < to;) {
      const quote = quoted.has(region[start]);
      let end = start + 1;
      while (end < to && quoted.has(region[end]) === quote) end++;
      const found = paragraphs(region.slice(start, end), page.number, {
        pageMeasure: pageMeasure(page),
        around: region,
        ruledAbove: ruled,
        pageWidth: page.width,
        textCentre,
        placed: placedOn(page),
        seen: seenOnPage(page),
      });
      blocks.push(...(quote ? found.map((b) => ({ ...b, quote })) : found));
      start = end;
    }
  };
  // Contents pages first: their dot leaders would otherwise read as one long aligned table.
  const contents = findContents(region);
  const covered = (i: number) => contents.some((c) => i >= c.start && i <= c.end);
  const tables = findTables(region, page.rules).filter((t) => !covered(t.start) && !covered(t.end));
  for (const table of [...contents, ...tables].sort((a, b) => a.start - b.start)) {
    flushText(table.start);
    const top = region[table.start].top, authors = authorColumns(table.rows);
    if (authors) blocks.push(...bylines(authors, region.slice(table.start, table.end + 1), page.number, top));
    else blocks.push({ kind: "table", rows: table.rows, page: page.number, top });
    from = table.end + 1;
  }
  flushText(region.length);
  return blocks;
}

/** Lines further apart than this many line heights end a run of code. */
const CODE_GAP = 3;

/** Monospace lines as code, or as text where the whole document is monospace (see CodeBlock). */
function codeBlock(run: Line[], page: PageContent): Block {
  return {
    kind: "code",
    lines: codeText(run),
    fallback: textBlocks(run, page),
    page: page.number,
    top: run[0].top,
  };
}

/** A single line of code stands further from its neighbours than this many times the region's line gap. */
const SINGLE_CODE_GAP = 1.5;

/**
 * A region's blocks, with runs of two or more monospace lines set apart as code, and a single one standing
 * apart from the lines around it (a one-line command between paragraphs), not one line of a paragraph that a
 * long monospace word filled.
 */
function regionBlocks(region: Line[], page: PageContent): Block[] {
  const blocks: Block[] = [];
  let from = 0;
  const gaps = region.slice(1).map((line, i) => line.top - region[i].bottom);
  const lineGap = median(gaps);
  const apart = (i: number) =>
    (i === 0 || gaps[i - 1] > lineGap * SINGLE_CODE_GAP + 1) &&
    (i === region.length - 1 || gaps[i] > lineGap * SINGLE_CODE_GAP + 1);
  for (let i = 0; i < region.length; i++) {
    if (!isMonospaceLine(region[i])) continue;
    let end = i;
    while (
      end + 1 < region.length && isMonospaceLine(region[end + 1]) &&
      region[end + 1].top - region[end].bottom <= CODE_GAP * region[end].fontSize
    ) end++;
    if (end > i || apart(i)) {
      blocks.push(...textBlocks(region.slice(from, i), page));
      blocks.push(codeBlock(region.slice(i, end + 1), page));
      from = end + 1;
    }
    i = end;
  }
  blocks.push(...textBlocks(region.slice(from), page));
  return blocks;
}

/** Pictures this close (points) belong to one figure: drawings are often cut into many image pieces. */
const FIGURE_GAP = 12;

/** Merges touching or nearby image regions into figures, so a figure gets one placeholder. */
function figures(images: ImageRegion[]): ImageRegion[] {
  const merged: ImageRegion[] = [];
  for (const image of [...images].sort((a, b) => a.y - b.y)) {
    let box = { ...image };
    for (let i = merged.length - 1; i >= 0; i--) {
      const m = merged[i];
      const near = box.x <= m.x + m.width + FIGURE_GAP && m.x <= box.x + box.width + FIGURE_GAP &&
        box.y <= m.y + m.height + FIGURE_GAP && m.y <= box.y + box.height + FIGURE_GAP;
      if (!near) continue;
      const x = Math.min(box.x, m.x), y = Math.min(box.y, m.y);
      box = {
        x,
        y,
        width: Math.max(box.x + box.width, m.x + m.width) - x,
        height: Math.max(box.y + box.height, m.y + m.height) - y,
      };
      merged.splice(i, 1);
    }
    merged.push(box);
  }
  return merged;
}

/**
 * A column's lines built again from its own text. Lines are first built across the page, where one column's
 * line can meet another's in height (small print beside body text, on pitches of their own); once the columns
 * are known, each column's words form lines among themselves only.
 */
function ownLines(region: Line[]): Line[] {
  return buildLines(region.flatMap((line) => line.fragments.flatMap((f) => f.items)));
}

/**
 * A paragraph that wraps around a box beside it and runs on under it, full width, is one: its part in the
 * band under the box joins its part in the column (see readingOrder).
 */
function joinFlowingOn(regions: Region[], blocks: Block[][], page: PageContent) {
  for (let i = 1; i < regions.length; i++) {
    const before = blocks[i - 1].at(-1), after = blocks[i][0];
    if (!flowsOnFromAbove(regions[i]) || before?.kind !== "text" || after?.kind !== "text" || after.list) {
      continue;
    }
    joinLine(before.runs, after.runs, seenOnPage(page));
    before.lines += after.lines;
    blocks[i].shift();
  }
}

/**
 * The per-page layout step: lines from positioned text, margins set aside, columns put in reading order,
 * tables found, the rest split into paragraphs, images placed where they stand in their column, footnotes
 * moved to the page's end.
 */
export function pageBlocks(page: PageContent, options: { skipImages: boolean }): Block[] {
  const grids = findGridTables(dropLineNumbers(page.items), page.rules, page.sideways);
  const { body, edges } = marginLines(buildLines(grids.rest), page.height, ruleSegments(page.rules));
  const ordered = readingOrder(body);
  const regions = ordered.map((region, _, all) => all.length > 1 ? ownLines(region) : region);
  const perRegion = regions.map((region, i) => ({
    left: Math.min(...region.map(lineLeft)),
    right: Math.max(...region.map(lineRight)),
    // An author's line in monospace is an email address, not code.
    blocks: isAuthorLine(ordered[i]) ? textBlocks(region, page) : regionBlocks(region, page),
  }));
  joinFlowingOn(ordered, perRegion.map((r) => r.blocks), page);
  // An author's line is text whatever its size (see headings.ts).
  ordered.forEach((region, i) => {
    if (!isAuthorLine(region)) return;
    for (const block of perRegion[i].blocks) if (block.kind === "text") block.byline = true;
  });
  // Blocks found apart from the lines (ruled tables, images) go into the column they stand in, by height.
  const place = (block: Block, center: number) => {
    const below = (r: (typeof perRegion)[number]) => r.blocks.some((b) => b.top >= block.top);
    const region = perRegion.find((r) => center >= r.left && center <= r.right && below(r)) ??
      perRegion.find(below);
    if (!region) perRegion.push({ left: 0, right: page.width, blocks: [block] });
    else region.blocks.splice(region.blocks.findIndex((b) => b.top >= block.top), 0, block);
  };
  for (const table of grids.tables) {
    place(
      { kind: "table", rows: table.rows, page: page.number, top: table.top },
      (table.left + table.right) / 2,
    );
  }
  if (!options.skipImages) {
    const hasText = page.items.length > 0;
    for (const image of figures(page.images)) {
      if (image.width < page.width * MIN_IMAGE_SHARE || image.height < page.height * MIN_IMAGE_SHARE) {
        continue;
      }
      // A picture under the whole page's text is a background or the scan beneath an OCR text layer.
      if (hasText && image.width * image.height > page.width * page.height * 0.7) continue;
      place({ kind: "image", page: page.number, top: image.y }, image.x + image.width / 2);
    }
  }
  // A line of code at the page's foot is code, whatever number it ends in: no running head or footer.
  const edgeBlock = (line: Line): Block[] =>
    isMonospaceLine(line)
      ? [codeBlock([line], page)]
      : paragraphs([line], page.number).map((b) => ({ ...b, edge: signature(line) }));
  const edgeLines = placeEdgeParts(edges, perRegion, edgeBlock, page.height);
  const top = edgeLines.filter((l) => l.bottom < page.height / 2).flatMap(edgeBlock);
  const bottom = edgeLines.filter((l) => l.bottom >= page.height / 2).flatMap(edgeBlock);
  const { notes, foot } = takeFootnotes(perRegion.map((r) => r.blocks), bottom, {
    edges: perRegion,
    rules: page.rules,
    pageHeight: page.height,
  });
  return [...top, ...perRegion.flatMap((r) => r.blocks), ...notes, ...foot];
}
