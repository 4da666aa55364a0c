import type { Block, TextBlock } from "./blocks.ts";
import { joinLine } from "./inline.ts";

export type PlacedText = Block & TextBlock;

/** Joins each text block onto the one before it where `joins` says the two are one, in reading order. */
export function joinTextBlocks(
  blocks: Block[],
  joins: (before: PlacedText, after: PlacedText) => boolean,
): Block[] {
  const out: Block[] = [];
  for (const block of blocks) {
    const last = out.at(-1);
    if (block.kind === "text" && last?.kind === "text" && joins(last, block)) {
      joinLine(last.runs, block.runs.map((run) => ({ ...run })));
      last.lines += block.lines;
      continue;
    }
    out.push(block);
  }
  return out;
}
