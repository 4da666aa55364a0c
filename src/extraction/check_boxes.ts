/**
 * A check box glyph opening a paragraph or a list item: Word's check box content controls write them, and
 * pandoc writes a task list's boxes so into a Word file.
 */
const CHECK_BOX = /^([☐☒☑])\s*/;

/** `text` with the check box it opens with as a task item's (`[ ] `, `[x] `); undefined if it has none. */
export function taskBox(text: string): string | undefined {
  const box = leadingBox(text);
  return box ? `${box.ticked ? "[x]" : "[ ]"} ${text.slice(box.length)}` : undefined;
}

/**
 * Whether the check box `text` opens with is ticked, with the length of the box and the space after it;
 * undefined if it opens with none.
 */
export function leadingBox(text: string): { ticked: boolean; length: number } | undefined {
  const box = CHECK_BOX.exec(text);
  return box ? { ticked: box[1] !== "☐", length: box[0].length } : undefined;
}
