// The contract between the engine's parts: every input kind is reduced to positioned text on pages
// (PDF text layers and OCR alike), and one layout step turns pages into markdown blocks.

export type Accuracy = "lite" | "ultra";

export interface ConvertOptions {
  accuracy: Accuracy;
  pageSeparator: boolean;
  skipImages: boolean;
  /** Called after each page so callers can show progress. */
  onPage?: (pagesDone: number, pageCount: number) => void;
}

export interface ConvertResult {
  markdown: string;
  pages: number;
  /** True when the page count is an estimate (e.g. a Word file without docProps/app.xml). */
  pagesEstimated: boolean;
  warnings: string[];
}

/** A run of text with its box in page coordinates (origin top-left, y grows downwards, points or pixels). */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  bold: boolean;
  italic: boolean;
  fontName?: string;
  link?: string;
  /** A size read off a scan's letters (OCR), which wanders by a sixth or so between lines of one type. */
  estimatedSize?: boolean;
  /** Where the text stands, when the file says (a PDF's text layer): a subscript is set below its line's. */
  baseline?: number;
  /**
   * The text starts a table cell although it follows the text before it as closely as a word space: the
   * cell before overflowed into it (see pdf/overflowed_cells.ts).
   */
  opensCell?: boolean;
}

/** A ruling line or rectangle edge, used to find table grids. */
export interface RuleLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface ImageRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageContent {
  number: number;
  width: number;
  height: number;
  items: TextItem[];
  rules: RuleLine[];
  images: ImageRegion[];
  /** Runs set at a right angle (or upside down) to the page's text, such as column heads turned to fit. */
  sideways?: SidewaysText[];
}

/**
 * A run set across the page's text direction: its box on the page, and `item`, the run as read along its own
 * direction (in coordinates turned so that it runs left to right and its lines go down), so the runs of one
 * place can be put into lines like any others.
 */
export interface SidewaysText {
  x: number;
  y: number;
  width: number;
  height: number;
  item: TextItem;
}

export type ExtractionErrorCode =
  | "unsupported"
  | "password_protected"
  | "corrupt"
  | "timeout"
  | "too_large"
  | "out_of_memory";

/** The engine's one error type: `message` is fit to show to the person who sent the file. */
export class ExtractionError extends Error {
  constructor(readonly code: ExtractionErrorCode, message: string) {
    super(message);
    this.name = "ExtractionError";
  }
}
