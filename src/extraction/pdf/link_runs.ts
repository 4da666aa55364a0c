import type { TextItem } from "../types.ts";

export type Rect = [number, number, number, number];

/** A link's area on the page (top-left origin) and where it goes. */
export interface LinkArea {
  rect: Rect;
  url: string;
}

/**
 * A run with the links that fall on it. A link over the whole run (or most of it) marks the run. A link over
 * only its first or last words (link text broken over two lines, "… in the online" | "manual.") cuts the run
 * there, at the word space nearest the link's edge, and marks that piece: pdf.js gives runs, not glyphs, so
 * the cut is placed by the run's average character width.
 */
export function linkedRuns(item: TextItem, links: LinkArea[]): TextItem[] {
  const cx = item.x + item.width / 2, cy = item.y + item.height / 2;
  const within = links.find(({ rect }) =>
    cx >= rect[0] && cx <= rect[2] && cy >= rect[1] && cy <= rect[3] &&
    item.width <= (rect[2] - rect[0]) * 1.5
  );
  if (within) return [...withoutStop(item, within)];
  const right = item.x + item.width;
  for (const { rect, url } of links) {
    if (cy < rect[1] || cy > rect[3] || rect[2] <= item.x || rect[0] >= right) continue;
    const atEnd = rect[0] > item.x && rect[2] >= right - item.height * 0.5;
    const atStart = rect[2] < right && rect[0] <= item.x + item.height * 0.5;
    if (atEnd === atStart) continue;
    const perChar = item.width / item.text.length;
    // A link area that only touches the run (the one before it ends where this starts) is not on it.
    if ((atEnd ? right - rect[0] : rect[2] - item.x) < 2 * perChar) continue;
    const cut = wordSpaceNear(item.text, ((atEnd ? rect[0] : rect[2]) - item.x) / item.width);
    if (cut === undefined) continue;
    const before = item.text.slice(0, cut).trimEnd(), after = item.text.slice(cut).trimStart();
    if (!/[\p{L}\p{N}]/u.test(atEnd ? after : before)) continue;
    const afterX = item.x + (item.text.length - after.length) * perChar;
    const pieces: TextItem[] = [
      { ...item, text: before, width: before.length * perChar },
      { ...item, text: after, x: afterX, width: right - afterX },
    ];
    // A piece's width is estimated: a stop closing it is taken to stand past the link's area.
    return atEnd
      ? [pieces[0], ...withoutStop(pieces[1], { rect, url }, true)]
      : [...withoutStop(pieces[0], { rect, url }, true), pieces[1]];
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
