import type { Run } from "./inline.ts";

/** Sizes read off a scan this much apart, or nearer, are one type (see TextItem.estimatedSize). */
export const ESTIMATED_SIZE_SPREAD = 0.2;

/** A paragraph, list item or heading candidate: headings are decided once the whole document is seen. */
export interface TextBlock {
  kind: "text";
  runs: Run[];
  fontSize: number;
  /** Every word bold (or italic): such blocks are heading candidates and render without markers. */
  bold: boolean;
  italic: boolean;
  lines: number;
  list?: "bullet" | "number";
  /** A check box item: ticked or not. */
  checked?: boolean;
  /** The number a numbered item carries, kept so a list that starts at 3 still does. */
  number?: number;
  /** List nesting from indentation, 0 for the outermost level. */
  depth?: number;
  /** A further paragraph of the list item before it, set in where that item's text starts. */
  continues?: boolean;
  monospace: boolean;
  /** A styled title at the start of a paragraph ("*Elastic Stop Nut* The elastic …"): a heading of its own. */
  runIn?: boolean;
  /**
   * A line set in further than the text before and after it, and not centred: a displayed command, address or
   * example ("info tar" between a man page's paragraphs), which bold type does not make a heading.
   */
  inset?: boolean;
  /** Every line centred on its column or the page and short of the column's width: a title's, an author's. */
  centred?: boolean;
  /** A line of an author's block under a paper's title (see columns.ts): text, never a heading. */
  byline?: boolean;
  /** Marked as a quotation (a bar down its left side). */
  quote?: boolean;
  /** Set on lines in the top or bottom margin: the text with digits masked, to spot running headers. */
  edge?: string;
  /** A footnote, moved to the end of its page: a paragraph running on over the page break passes over it. */
  footnote?: boolean;
  /** A footnote linked to its reference in the text: written as markdown's `[^note]: …`. */
  note?: string;
  /** Its size was read off a scan (see TextItem.estimatedSize). */
  estimatedSize?: boolean;
}

export interface TableBlock {
  kind: "table";
  rows: string[][];
}

/**
 * A run of monospace lines: written as a code block on its character grid when the document is mostly
 * proportional, else (a typescript, a transcript) as the blocks it reads as otherwise.
 */
export interface CodeBlock {
  kind: "code";
  lines: string[];
  fallback: Block[];
}

export interface ImageBlock {
  kind: "image";
}

export type Block = (TextBlock | TableBlock | CodeBlock | ImageBlock) & { page: number; top: number };
