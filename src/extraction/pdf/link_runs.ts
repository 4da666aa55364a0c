import type { TextItem } from "../types.ts";

export type Rect = [number, number, number, number];

/** A link's area on the page (top-left origin) and where it goes. */
export interface LinkArea {
  rect: Rect;
  url: string;
}

/**
 * A run with the links that fall on it. A link over the whole run (or most of it) marks the run. A link over
 * some of its words (link text broken over two lines, "… in the online" | "manual.", or a link inside a line
 * LibreOffice printed as one run) cuts the run at the word spaces nearest the link's edges and marks that
 * piece: pdf.js gives runs, not glyphs, so the cuts are placed by the run's average character width.
 */
export function linkedRuns(item: TextItem, links: LinkArea[]): TextItem[] {
  const cx = item.x + item.width / 2, cy = item.y + item.height / 2;
  const within = links.find(({ rect }) =>
    cx >= rect[0] && cx <= rect[2] && cy >= rect[1] && cy <= rect[3] &&
    item.width <= (rect[2] - rect[0]) * 1.5
  );
  if (within) return [...withoutStop(item, within)];
  const right = item.x + item.width, perChar = item.width / item.text.length;
  for (const [i, { rect, url }] of links.entries()) {
    if (cy < rect[1] || cy > rect[3]) continue;
    // A link area that only touches the run (the one before it ends where this starts) is not on it.
    if (Math.min(rect[2], right) - Math.max(rect[0], item.x) < 2 * perChar) continue;
    const from = rect[0] > item.x + item.height * 0.5
      ? wordSpaceNear(item.text, (rect[0] - item.x) / item.width)
      : 0;
    const to = rect[2] < right - item.height * 0.5
      ? wordSpaceNear(item.text, (rect[2] - item.x) / item.width)
      : item.text.length;
    if (from === undefined || to === undefined || to <= from) continue;
    const linked = item.text.slice(from, to).trim();
    if (!/[\p{L}\p{N}]/u.test(linked)) continue;
    const piece = (start: number, text: string): TextItem => ({
      ...item,
      text,
      x: item.x + start * perChar,
      width: text.length * perChar,
    });
    const before = item.text.slice(0, from).trimEnd(), after = item.text.slice(to).trimStart();
    const others = links.filter((_, j) => j !== i);
    return [
      ...(before ? linkedRuns(piece(0, before), others) : []),
      // A piece's width is estimated: a stop closing it is taken to stand past the link's area.
      ...withoutStop(piece(item.text.indexOf(linked, from), linked), { rect, url }, true),
      ...(after ? linkedRuns(piece(item.text.length - after.length, after), others) : []),
    ];
  }
  return [item];
}

/** The index of the word space nearest `share` of the way through `text`, if one is close (within 3 chars). */
function wordSpaceNear(text: string, share: number): number | undefined {
  const target = share * text.length;
  let best: number | undefined;
  for (let i = text.indexOf(" "); i >= 0; i = text.indexOf(" ", i + 1)) {
    if (best === undefined || Math.abs(i - target) < Math.abs(best - target)) best = i;
  }
  return best !== undefined && Math.abs(best - target) <= 3 ? best : undefined;
}

/**
 * A linked run, its closing punctuation apart when that stands past the link's area ("manual." with the
 * link over "manual"), or always for a piece whose width is `estimated`: the stop ends the sentence, not the
 * link text.
 */
function withoutStop(item: TextItem, { rect, url }: LinkArea, estimated = false): TextItem[] {
  const stop = item.text.match(/[.,;:!?]$/);
  const perChar = item.width / item.text.length;
  const past = estimated || item.x + item.width - rect[2] >= perChar * 0.5;
  if (!stop || item.text.length < 2 || !past) return [{ ...item, link: url }];
  const width = item.width - perChar;
  return [
    { ...item, text: item.text.slice(0, -1), width, link: url },
    { ...item, text: stop[0], x: item.x + width, width: perChar },
  ];
}
