import type { TextItem } from "../types.ts";

export type Rect = [number, number, number, number];

/** A link's area on the page (top-left origin) and where it goes. */
export interface LinkArea {
  rect: Rect;
  url: string;
}

/** A word space in a run: its index in the text and its place, from the run's start. */
interface Space {
  index: number;
  at: number;
}

/**
 * A run with the links that fall on it. A link over the whole run (or most of it) marks the run. A link over
 * some of its words (link text broken over two lines, "… in the online" | "manual.", or a link inside a line
 * LibreOffice printed as one run) cuts the run at the word spaces nearest the link's edges and marks that
 * piece. `spaceOffsets` are where the run's word spaces stand, as the operator-list walk measured them (see
 * text_runs.ts); without them (pdf.js's own text extraction) they are placed by the run's average character
 * width.
 */
export function linkedRuns(item: TextItem, links: LinkArea[], spaceOffsets?: number[]): TextItem[] {
  const cx = item.x + item.width / 2, cy = item.y + item.height / 2;
  const within = links.find(({ rect }) =>
    cx >= rect[0] && cx <= rect[2] && cy >= rect[1] && cy <= rect[3] &&
    item.width <= (rect[2] - rect[0]) * 1.5
  );
  if (within) return withoutStop(item, within, false);
  const perChar = item.width / item.text.length;
  const spaces = spacesOf(item, spaceOffsets);
  const right = item.x + item.width;
  // Each link over some of the run's words, as the spaces its text lies between (-1: the run's start).
  const spans: { from: number; to: number; link: LinkArea }[] = [];
  for (const link of links) {
    const { rect } = link;
    if (cy < rect[1] || cy > rect[3]) continue;
    // A link area that only touches the run (the one before it ends where this starts) is not on it.
    if (Math.min(rect[2], right) - Math.max(rect[0], item.x) < 2 * perChar) continue;
    const near = (x: number) => nearest(spaces, x - item.x, 3 * perChar);
    const from = rect[0] > item.x + item.height * 0.5 ? near(rect[0]) : -1;
    const to = rect[2] < right - item.height * 0.5 ? near(rect[2]) : spaces.length;
    if (from === undefined || to === undefined || to <= from) continue;
    if (spans.some((s) => from < s.to && to > s.from)) continue;
    spans.push({ from, to, link });
  }
  if (!spans.length) return [item];
  spans.sort((a, b) => a.from - b.from);
  // The run's pieces between the cuts, each from just after a space to just before the next cut.
  const cutAt = (s: number) => (s < 0 ? { index: 0, at: 0 } : s >= spaces.length ? undefined : spaces[s]);
  const piece = (from: number, to: number): TextItem | undefined => {
    const start = cutAt(from), end = cutAt(to);
    const startIndex = from < 0 ? 0 : start!.index + 1;
    const text = item.text.slice(startIndex, end ? end.index : item.text.length).trim();
    if (!text) return undefined;
    const x = item.x + (from < 0 ? 0 : start!.at + perChar * 0.5);
    return { ...item, text, x, width: Math.max(perChar, (end ? item.x + end.at : right) - x) };
  };
  const out: TextItem[] = [];
  let last = -1;
  for (const { from, to, link } of spans) {
    const before = from > last ? piece(last, from) : undefined;
    if (before) out.push(before);
    const linked = piece(from, to);
    // A piece's end is placed by its spaces: a stop closing it is taken to stand past the link's area.
    if (linked) out.push(...withoutStop(linked, link, true));
    last = to;
  }
  const after = last < spaces.length ? piece(last, spaces.length) : undefined;
  if (after) out.push(after);
  return out.some((p) => p.link && /[\p{L}\p{N}]/u.test(p.text)) ? out : [item];
}

/** The run's word spaces: measured, when the walk's count matches the text's, else estimated. */
function spacesOf(item: TextItem, offsets?: number[]): Space[] {
  const indexes: number[] = [];
  for (let i = item.text.indexOf(" "); i >= 0; i = item.text.indexOf(" ", i + 1)) indexes.push(i);
  const perChar = item.width / item.text.length;
  return indexes.map((index, k) => ({
    index,
    at: offsets?.length === indexes.length ? offsets[k] : (index + 0.5) * perChar,
  }));
}

/** The index of the space nearest `at`, if one is within `reach`. */
function nearest(spaces: Space[], at: number, reach: number): number | undefined {
  let best: number | undefined;
  spaces.forEach((space, i) => {
    if (best === undefined || Math.abs(space.at - at) < Math.abs(spaces[best].at - at)) best = i;
  });
  return best !== undefined && Math.abs(spaces[best].at - at) <= reach ? best : undefined;
}

/**
 * A linked run, its closing punctuation apart when that stands past the link's area ("manual." with the
 * link over "manual"), or always for a piece whose end is `placed` by a space: the stop ends the sentence,
 * not the link text.
 */
function withoutStop(item: TextItem, { rect, url }: LinkArea, placed: boolean): TextItem[] {
  const stop = item.text.match(/[.,;:!?]["'”’]?$/);
  const perChar = item.width / item.text.length;
  const past = placed || item.x + item.width - rect[2] >= perChar * 0.5;
  if (!stop || item.text.length <= stop[0].length || !past) return [{ ...item, link: url }];
  const width = item.width - perChar * stop[0].length;
  return [
    { ...item, text: item.text.slice(0, -stop[0].length), width, link: url },
    { ...item, text: stop[0], x: item.x + width, width: perChar * stop[0].length },
  ];
}
