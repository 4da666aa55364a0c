import { children, type XmlElement } from "./xml.ts";

export type NoteKind = "footnote" | "endnote";

/**
 * A document's footnotes and endnotes (footnotes.xml, endnotes.xml), numbered in the order the text first
 * refers to them: the text gets markdown's `[^n]` where Word puts its mark, and the notes are written as
 * `[^n]: …` definitions after the body.
 */
export class Notes {
  readonly #notes = new Map<string, XmlElement>();
  readonly #numbers = new Map<string, number>();
  /** The notes referred to, in the order of their numbers. */
  readonly referred: XmlElement[] = [];

  constructor(parts: Partial<Record<NoteKind, XmlElement>>) {
    for (const [kind, part] of Object.entries(parts)) {
      // Notes of a type other than normal are Word's separator lines, not notes.
      for (const note of children(part, kind)) {
        if (!note.attrs.type || note.attrs.type === "normal") {
          this.#notes.set(`${kind} ${note.attrs.id}`, note);
        }
      }
    }
  }

  /** The number of the note a reference points to, or undefined when there is no such note. */
  refer(kind: NoteKind, id: string | undefined): number | undefined {
    const key = `${kind} ${id}`;
    const note = this.#notes.get(key);
    if (!note) return undefined;
    let number = this.#numbers.get(key);
    if (number === undefined) {
      this.referred.push(note);
      number = this.referred.length;
      this.#numbers.set(key, number);
    }
    return number;
  }
}
