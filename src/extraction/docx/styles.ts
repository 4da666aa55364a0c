import { child, children, toggle, val, type XmlElement } from "./xml.ts";

export interface NumberingRef {
  numId: string;
  ilvl: number;
}

export interface StyleInfo {
  name: string;
  /** 0-based outline level from the style chain (Heading 1 → 0), undefined for body text. */
  outlineLevel?: number;
  isTitle: boolean;
  numbering?: NumberingRef;
  bold?: boolean;
  italic?: boolean;
  isCode: boolean;
  /** A quotation style (Quote, Intense Quote, Block Text). */
  isQuote: boolean;
}

interface RawStyle {
  id: string;
  name: string;
  basedOn?: string;
  outlineLevel?: number;
  numbering?: { numId?: string; ilvl?: number };
  bold?: boolean;
  italic?: boolean;
}

export function numberingOf(pPr: XmlElement | undefined): { numId?: string; ilvl?: number } | undefined {
  const numPr = child(pPr, "numPr");
  if (!numPr) return undefined;
  const ilvl = val(numPr, "ilvl");
  return { numId: val(numPr, "numId"), ilvl: ilvl === undefined ? undefined : Number(ilvl) };
}

/** Resolves paragraph and character styles through their basedOn chains. */
export class Styles {
  readonly #raw = new Map<string, RawStyle>();
  readonly #resolved = new Map<string, StyleInfo>();
  #defaultParagraphStyle?: string;

  constructor(root: XmlElement | undefined) {
    for (const style of children(root, "style")) {
      const id = style.attrs.styleId;
      if (!id) continue;
      const pPr = child(style, "pPr");
      const rPr = child(style, "rPr");
      const outline = val(pPr, "outlineLvl");
      this.#raw.set(id, {
        id,
        name: (val(style, "name") ?? id).toLowerCase(),
        basedOn: val(style, "basedOn"),
        outlineLevel: outline === undefined ? undefined : Number(outline),
        numbering: numberingOf(pPr),
        bold: toggle(rPr, "b"),
        italic: toggle(rPr, "i"),
      });
      if (style.attrs.type === "paragraph" && ["1", "true"].includes(style.attrs.default)) {
        this.#defaultParagraphStyle = id;
      }
    }
  }

  get(id: string | undefined): StyleInfo {
    const key = id ?? this.#defaultParagraphStyle ?? "";
    let info = this.#resolved.get(key);
    if (!info) {
      info = this.#resolve(key);
      this.#resolved.set(key, info);
    }
    return info;
  }

  #resolve(id: string): StyleInfo {
    const chain: RawStyle[] = [];
    const seen = new Set<string>();
    for (
      let at = this.#raw.get(id);
      at && !seen.has(at.id);
      at = at.basedOn ? this.#raw.get(at.basedOn) : undefined
    ) {
      seen.add(at.id);
      chain.push(at);
    }
    const first = <K extends keyof RawStyle>(key: K) => chain.find((s) => s[key] !== undefined)?.[key];
    const name = chain[0]?.name ?? "";
    const headingMatch = chain.map((s) => /^heading\s*(\d)$/.exec(s.name)).find(Boolean);
    const outlineLevel = headingMatch ? Number(headingMatch[1]) - 1 : first("outlineLevel");
    const numId = chain.find((s) => s.numbering?.numId !== undefined)?.numbering?.numId;
    const ilvl = chain.find((s) => s.numbering?.ilvl !== undefined)?.numbering?.ilvl ?? 0;
    return {
      name,
      outlineLevel: outlineLevel !== undefined && outlineLevel < 9 ? outlineLevel : undefined,
      isTitle: chain.some((s) => s.name === "title"),
      numbering: numId !== undefined ? { numId, ilvl } : undefined,
      bold: first("bold") as boolean | undefined,
      italic: first("italic") as boolean | undefined,
      isCode: chain.some((s) => /\b(code|source|macro|html preformatted|plain text|verbatim)\b/.test(s.name)),
      isQuote: chain.some((s) => /^(quote|intense quote|block text)$/.test(s.name)),
    };
  }
}
