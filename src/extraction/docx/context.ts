import type { Notes } from "./notes.ts";
import type { Numbering } from "./numbering.ts";
import type { Relationship } from "./package.ts";
import type { Styles } from "./styles.ts";
import type { XmlElement } from "./xml.ts";

/** What the readers of one document share: its definitions and the running state of the conversion. */
export interface DocxContext {
  styles: Styles;
  numbering: Numbering;
  notes: Notes;
  relationships: Map<string, Relationship>;
  readPart(path: string): XmlElement | undefined;
  readBinary(path: string): Uint8Array | undefined;
  skipImages: boolean;
  imageCount: number;
  /** How many altChunk documents deep this one stands: a document merged into another is read so too. */
  nesting: number;
}

export type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  /**
   * `list` identifies the Word list (its numbering instance), so that two lists in a row stay apart; `depth`
   * is Word's list level, which rendering turns into nesting relative to the items around it.
   */
  | { kind: "list"; list: string; depth: number; marker: string; text: string }
  | { kind: "code"; text: string }
  | { kind: "math"; latex: string }
  | { kind: "table"; rows: string[][] };
