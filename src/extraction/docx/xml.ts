import { SaxesParser } from "saxes";
import { ExtractionError } from "../types.ts";

/**
 * A parsed XML element. Names are kept without their namespace prefix: Transitional and Strict OOXML use
 * different namespace URIs for the same vocabulary, and matching on local names reads both the same way.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}

export type XmlNode = XmlElement | string;

function localName(qualified: string): string {
  const colon = qualified.indexOf(":");
  return colon < 0 ? qualified : qualified.slice(colon + 1);
}

/** Parses a whole XML part into a tree; `label` names the part in the error a malformed file gets. */
export function parseXml(text: string, label: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlElement = { name: "#root", attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  parser.on("opentag", (tag) => {
    const attrs: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) {
      // Relationship ids (r:id, r:embed) must not collide with w:id, so they keep a fixed "r:" prefix.
      attrs[key.startsWith("r:") ? key : localName(key)] = value as string;
    }
    const element: XmlElement = { name: localName(tag.name), attrs, children: [] };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on("closetag", () => void stack.pop());
  parser.on("text", (text) => void stack.at(-1)!.children.push(text));
  parser.on("cdata", (text) => void stack.at(-1)!.children.push(text));
  try {
    parser.write(text).close();
  } catch (error) {
    throw new ExtractionError(
      "corrupt",
      `The Word file's ${label} is not valid XML: ${(error as Error).message}`,
    );
  }
  const document = root.children.find((node): node is XmlElement => typeof node !== "string");
  if (!document) throw new ExtractionError("corrupt", `The Word file's ${label} is empty`);
  return document;
}

export function elements(parent: XmlElement): XmlElement[] {
  return parent.children.filter((node): node is XmlElement => typeof node !== "string");
}

export function child(parent: XmlElement | undefined, name: string): XmlElement | undefined {
  return parent?.children.find((node): node is XmlElement => typeof node !== "string" && node.name === name);
}

export function children(parent: XmlElement | undefined, name: string): XmlElement[] {
  return parent ? elements(parent).filter((node) => node.name === name) : [];
}

/** Depth-first search for every descendant with this name (not descending into matches). */
export function descendants(parent: XmlElement, name: string, found: XmlElement[] = []): XmlElement[] {
  for (const node of elements(parent)) {
    if (node.name === name) found.push(node);
    else descendants(node, name, found);
  }
  return found;
}

export function textContent(node: XmlNode): string {
  return typeof node === "string" ? node : node.children.map(textContent).join("");
}

/** Reads a `w:val`-style attribute of a child element, e.g. `val(pPr, "pStyle")`. */
export function val(parent: XmlElement | undefined, name: string): string | undefined {
  return child(parent, name)?.attrs.val;
}

/** OOXML toggles (`<w:b/>`, `<w:b w:val="0"/>`): present and not switched off. */
export function toggle(parent: XmlElement | undefined, name: string): boolean | undefined {
  const element = child(parent, name);
  if (!element) return undefined;
  const value = element.attrs.val;
  return value === undefined || !["0", "false", "off", "none"].includes(value);
}
