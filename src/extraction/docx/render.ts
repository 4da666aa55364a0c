import { markdownTable } from "../markdown_table.ts";
import type { Block } from "./context.ts";

function blockMarkdown(block: Block): string {
  switch (block.kind) {
    case "heading":
      return `${"#".repeat(block.level)} ${block.text}`;
    case "paragraph":
      return block.text;
    case "list":
      return `${"    ".repeat(block.depth)}${block.marker} ${
        block.text.replace(/\n/g, "\n" + "    ".repeat(block.depth + 1))
      }`;
    case "code":
      return block.text;
    case "math":
      return `$$${block.latex}$$`;
    case "table":
      return markdownTable(block.rows);
  }
}

/**
 * Headings start one level below the Title (Heading 1 is "##"); a document without a Title has no use for
 * that room, so its Heading 1 is "#".
 */
function topLevelHeadings(blocks: Block[]): Block[] {
  const headings = blocks.filter((b) => b.kind === "heading");
  if (!headings.length || headings.some((b) => b.level === 1)) return blocks;
  return blocks.map((b) => b.kind === "heading" ? { ...b, level: b.level - 1 } : b);
}

/**
 * Nests list items by the levels actually present in each run of items: Word levels can start deeper than 0
 * (a list continuing a numbered heading) or skip one, and markdown nesting cannot.
 */
function relativeDepths(blocks: Block[]): Block[] {
  const open: number[] = [];
  return blocks.map((block) => {
    if (block.kind !== "list") {
      open.length = 0;
      return block;
    }
    while (open.length && open.at(-1)! >= block.depth) open.pop();
    const depth = open.length;
    open.push(block.depth);
    return { ...block, depth };
  });
}

/** Joins blocks: list items stay together, consecutive code paragraphs share one fence. */
export function renderBlocks(blocks: Block[]): string {
  let out = "";
  let previous: Block | undefined;
  /** The list of the outermost items of the list being written: a nested list may be another of Word's. */
  let outer: string | undefined;
  for (const block of relativeDepths(topLevelHeadings(blocks))) {
    if (previous?.kind === "code" && block.kind === "code") {
      out = out.slice(0, -4) + "\n" + block.text + "\n```";
    } else {
      const sameList = previous?.kind === "list" && block.kind === "list" &&
        (previous.list === block.list || block.depth > 0 || block.list === outer);
      if (block.kind === "list" && block.depth === 0) outer = block.list;
      const separator = !previous ? "" : sameList ? "\n" : "\n\n";
      out += separator + (block.kind === "code" ? "```\n" + block.text + "\n```" : blockMarkdown(block));
    }
    previous = block;
  }
  return out;
}
