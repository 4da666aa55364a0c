// A SmartArt diagram's text (a process, a cycle, an organisation chart): its data part's points and the
// parent-to-child connections between them, written as a nested list in the diagram's order. The drawing Word
// caches beside it places the same text in shapes, with no order a reader could follow.
import type { Block } from "./context.ts";
import { children, descendants, textContent, type XmlElement } from "./xml.ts";

/** Points with no text of the diagram's own: its root, the transitions between nodes, the layout's shapes. */
const NOT_TEXT = new Set(["doc", "parTrans", "sibTrans", "pres"]);
/** A diagram nests a few levels; deeper is a hostile file's, as is a connection back up the tree. */
const MAX_DEPTH = 8;

interface Point {
  id: string;
  type: string;
  text: string;
}

/** A point's text: its paragraphs (a:p), each one's runs joined, the paragraphs by spaces. */
function pointText(point: XmlElement): string {
  const body = children(point, "t")[0];
  if (!body) return "";
  return descendants(body, "p").map((p) => descendants(p, "t").map(textContent).join(""))
    .map((line) => line.replace(/\s+/g, " ").trim()).filter(Boolean).join(" ");
}

/**
 * The diagram's text as list items (`list` names the list), in the diagram's order: each node under its
 * parent, as the data part's connections of type parOf (the default) give them, ordered by srcOrd.
 */
export function smartArtBlocks(
  dataModel: XmlElement,
  list: string,
  escape: (text: string) => string,
): Block[] {
  const points = new Map<string, Point>();
  for (const pt of children(children(dataModel, "ptLst")[0], "pt")) {
    const id = pt.attrs.modelId ?? "";
    points.set(id, { id, type: pt.attrs.type ?? "node", text: pointText(pt) });
  }
  const childrenOf = new Map<string, { id: string; order: number }[]>();
  const hasParent = new Set<string>();
  for (const cxn of children(children(dataModel, "cxnLst")[0], "cxn")) {
    if ((cxn.attrs.type ?? "parOf") !== "parOf") continue;
    const { srcId = "", destId = "" } = cxn.attrs;
    const siblings = childrenOf.get(srcId) ?? [];
    siblings.push({ id: destId, order: Number(cxn.attrs.srcOrd) || 0 });
    childrenOf.set(srcId, siblings);
    hasParent.add(destId);
  }
  const blocks: Block[] = [];
  const seen = new Set<string>();
  const visit = (id: string, depth: number) => {
    if (seen.has(id) || depth > MAX_DEPTH) return;
    seen.add(id);
    const point = points.get(id);
    const shown = point && !NOT_TEXT.has(point.type) && point.text;
    if (shown) blocks.push({ kind: "list", list, depth, marker: "-", text: escape(point.text) });
    const next = (childrenOf.get(id) ?? []).sort((a, b) => a.order - b.order);
    for (const child of next) visit(child.id, shown ? depth + 1 : depth);
  };
  // The tree hangs from the diagram's root (the "doc" point); nodes no connection reaches follow in the
  // order the data part lists them.
  for (const point of points.values()) if (point.type === "doc") visit(point.id, 0);
  for (const point of points.values()) if (!hasParent.has(point.id)) visit(point.id, 0);
  return blocks;
}
