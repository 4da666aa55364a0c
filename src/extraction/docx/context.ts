import type { Numbering } from "./numbering.ts";
import type { Relationship } from "./package.ts";
import type { Styles } from "./styles.ts";
import type { XmlElement } from "./xml.ts";

/** What the readers of one document share: its definitions and the running state of the conversion. */
export interface DocxContext {
  styles: Styles;
  numbering: Numbering;
  relationships: Map<string, Relationship>;
  readPart(path: string): XmlElement | undefined;
  skipImages: boolean;
  imageCount: number;
}

export type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; depth: number; marker: string; text: string }
  | { kind: "code"; text: string }
  | { kind: "math"; latex: string }
  | { kind: "table"; rows: string[][] };
