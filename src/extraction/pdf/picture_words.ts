import type { ImageRegion, PageContent, RuleLine, SidewaysText, TextItem } from "../types.ts";

/** Below this difference in aspect ratio a picture is too square to tell upright from turned. */
const ASPECT_MARGIN = 1.1;

/** The OCR reading of a picture: words in the upright picture's own frame. */
export interface PictureReading {
  width: number;
  height: number;
  items: TextItem[];
  /** Ruling lines seen in the picture (a scanned table's grid). */
  rules?: RuleLine[];
  /** Lines read sideways (a scanned table's turned column heads). */
  sideways?: SidewaysText[];
}

/**
 * True when the words read upright from a picture run sideways on the page: the upright reading is portrait
 * where the picture is shown landscape, or the other way round (a scan on a page with /Rotate 90, a photo
 * painted turned).
 */
export function readsTurned(reading: PictureReading, picture: ImageRegion): boolean {
  const readAspect = reading.width / reading.height;
  const shownAspect = picture.width / picture.height;
  const clear = (a: number) => a > ASPECT_MARGIN || a < 1 / ASPECT_MARGIN;
  return clear(readAspect) && clear(shownAspect) && (readAspect > 1) !== (shownAspect > 1);
}

const scaled = (item: TextItem, x: number, y: number, sx: number, sy = sx): TextItem => ({
  ...item,
  x: x + item.x * sx,
  y: y + item.y * sy,
  width: item.width * sx,
  height: item.height * sy,
  fontSize: item.fontSize * sy,
});

/** A sideways run's box placed like the words; its text, in a frame of its own, scaled evenly. */
const scaledRun = (run: SidewaysText, x: number, y: number, sx: number, sy = sx): SidewaysText => ({
  x: x + run.x * sx,
  y: y + run.y * sy,
  width: run.width * sx,
  height: run.height * sy,
  item: scaled(run.item, 0, 0, sy),
});

const scaledRule = (r: RuleLine, x: number, y: number, sx: number, sy = sx): RuleLine => ({
  x1: x + r.x1 * sx,
  y1: y + r.y1 * sy,
  x2: x + r.x2 * sx,
  y2: y + r.y2 * sy,
});

/**
 * Places the words read from a page's picture among the page's own text, so both go through the same layout
 * step, where the picture shows them. Words that run sideways on the page are scaled evenly instead
 * (stretching a portrait reading over a landscape box would open false column gaps): when the picture is the
 * page (a scan), the page is turned upright with them, as a page of sideways text is; otherwise they are
 * fitted into the picture's box.
 */
export function placePictureWords(
  content: PageContent,
  picture: ImageRegion,
  reading: PictureReading,
  pictureIsPage: boolean,
): PageContent {
  if (!reading.items.length) return content;
  // A scan's rules are its tables' grids, which its sideways lines are read in; a chart's gridlines inside a
  // page are no table.
  const pictureRules = pictureIsPage ? reading.rules ?? [] : [];
  const sideways = pictureIsPage ? reading.sideways ?? [] : [];
  if (pictureIsPage && readsTurned(reading, picture)) {
    const factor = picture.height / reading.width;
    // Turned a quarter, the page's x and y swap; the page's own few runs (a stamp, a number) keep their place
    // along each axis.
    const swap = <T extends { x: number; y: number; width: number; height: number }>(r: T): T => ({
      ...r,
      x: r.y,
      y: r.x,
      width: r.height,
      height: r.width,
    });
    return {
      ...content,
      width: content.height,
      height: content.width,
      items: [
        ...content.items.map((item) => ({ ...swap(item), fontSize: item.fontSize })),
        ...reading.items.map((item) => scaled(item, picture.y, picture.x, factor)),
      ],
      rules: [
        ...content.rules.map((r) => ({ x1: r.y1, y1: r.x1, x2: r.y2, y2: r.x2 })),
        ...pictureRules.map((r) => scaledRule(r, picture.y, picture.x, factor)),
      ],
      sideways: sideways.map((run) => scaledRun(run, picture.y, picture.x, factor)),
      images: content.images.map(swap),
    };
  }
  let [sx, sy] = [picture.width / reading.width, picture.height / reading.height];
  if (readsTurned(reading, picture)) sx = sy = Math.min(sx, sy);
  return {
    ...content,
    items: [...content.items, ...reading.items.map((item) => scaled(item, picture.x, picture.y, sx, sy))],
    rules: [...content.rules, ...pictureRules.map((r) => scaledRule(r, picture.x, picture.y, sx, sy))],
    sideways: [
      ...content.sideways ?? [],
      ...sideways.map((run) => scaledRun(run, picture.x, picture.y, sx, sy)),
    ],
  };
}
