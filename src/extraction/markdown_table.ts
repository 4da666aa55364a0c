/**
 * Text with each "<" that would open an HTML tag written as the entity `&lt;`, as docling writes it: a hostile
 * file's "<img onerror=…>" stays text when the markdown is rendered.
 */
export const escapeTags = (text: string) => text.replace(/<(?=[A-Za-z/!?])/g, "&lt;");

const cellMarkdown = (cell: string) => cell.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();

/**
 * A GitHub table from rows of plain cell text, the first row its header. Rows are padded to the widest, and a
 * cell's line breaks become spaces and its pipes are escaped, as a table cell must be on one line.
 */
export function markdownTable(rows: string[][]): string {
  const width = Math.max(...rows.map((r) => r.length));
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => cellMarkdown(cells[i] ?? "")).join(" | ")} |`;
  return [line(rows[0]), line(Array(width).fill("-")), ...rows.slice(1).map(line)].join("\n");
}
