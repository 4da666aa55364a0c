import { blocksOf } from "./body.ts";
import { chartBlocks } from "./chart.ts";
import type { Block, DocxContext } from "./context.ts";
import { mathToLatex } from "./math.ts";
import { smartArtBlocks } from "./smart_art.ts";
import { mergedWordFile } from "./alt_chunk.ts";
import { embeddedSheetTable } from "../sheets/embedded_sheet.ts";
import { oleEquationLatex } from "../math/ole_equation.ts";
import { escapeTags } from "../markdown_table.ts";
import { child, elements, textContent, toggle, val, type XmlElement } from "./xml.ts";

interface Segment {
  text: string;
  bold: boolean;
  italic: boolean;
  strike: boolean;
  link?: string;
  /** In a code character style or a monospace font: inline code. */
  code?: boolean;
  /** Markup made here (images, math) that must not be escaped or wrapped in emphasis. */
  raw?: boolean;
  /** Set as superscript (a footnote's mark, an exponent) or subscript (a chemical formula's count). */
  sup?: boolean;
  sub?: boolean;
  /** An embedded equation object's LaTeX, written inline unless it is alone in its paragraph. */
  equation?: string;
}

/** A paragraph's inline content as markdown, plus the blocks of text boxes anchored in it. */
export interface InlineResult {
  text: string;
  /** Display equations (m:oMathPara) found in the paragraph. */
  displayMath: string[];
  anchored: Block[];
  /** Floating pictures anchored before any of the paragraph's text. */
  before: Block[];
}

/** Fonts whose every letter is one width: text set in them is code. */
const MONOSPACE_FONT = /courier|consolas|menlo|monaco|mono|lucida console|source code/i;

interface Format {
  link?: string;
}

class InlineReader {
  readonly segments: Segment[] = [];
  readonly displayMath: string[] = [];
  readonly anchored: Block[] = [];
  readonly before: Block[] = [];
  constructor(readonly ctx: DocxContext) {}

  visit(parent: XmlElement, format: Format) {
    for (const node of elements(parent)) {
      switch (node.name) {
        case "r":
          this.run(node, format);
          break;
        case "hyperlink": {
          const rel = node.attrs["r:id"] ? this.ctx.relationships.get(node.attrs["r:id"]) : undefined;
          this.visit(node, { link: rel?.external ? rel.target : format.link });
          break;
        }
        case "oMath":
          this.raw(`$${mathToLatex(node)}$`);
          break;
        case "oMathPara":
          this.displayMath.push(...elements(node).filter((e) => e.name === "oMath").map(mathToLatex));
          break;
        case "AlternateContent":
          this.alternate(node, (choice) => this.visit(choice, format));
          break;
        case "sdt": {
          const checkbox = child(child(node, "sdtPr"), "checkbox");
          if (checkbox) {
            const checked = child(checkbox, "checked")?.attrs.val;
            this.raw(checked === "1" || checked === "true" ? "[x]" : "[ ]");
          } else {
            this.visit(child(node, "sdtContent") ?? node, format);
          }
          break;
        }
        case "ins":
        case "moveTo":
        case "smartTag":
        case "customXml":
        case "fldSimple":
        case "dir":
        case "bdo":
          this.visit(node, format);
          break;
      }
    }
  }

  /** mc:AlternateContent carries the same content twice (modern and VML fallback): read it once. */
  alternate(node: XmlElement, read: (branch: XmlElement) => void) {
    const branch = child(node, "Choice") ?? child(node, "Fallback");
    if (branch) read(branch);
  }

  run(run: XmlElement, format: Format) {
    const rPr = child(run, "rPr");
    const characterStyle = val(rPr, "rStyle");
    const style = characterStyle ? this.ctx.styles.get(characterStyle) : undefined;
    const font = child(rPr, "rFonts")?.attrs.ascii ?? "";
    const base = {
      bold: toggle(rPr, "b") ?? style?.bold ?? false,
      italic: toggle(rPr, "i") ?? style?.italic ?? false,
      strike: (toggle(rPr, "strike") || toggle(rPr, "dstrike")) ?? false,
      link: format.link,
      code: style?.isCode || MONOSPACE_FONT.test(font) || undefined,
      sup: val(rPr, "vertAlign") === "superscript" || undefined,
      sub: val(rPr, "vertAlign") === "subscript" || undefined,
    };
    for (const node of elements(run)) {
      switch (node.name) {
        case "t":
          this.segments.push({ ...base, text: textContent(node) });
          break;
        case "tab":
        case "ptab":
          this.segments.push({ ...base, text: "\t" });
          break;
        case "br":
          if (node.attrs.type !== "page" && node.attrs.type !== "column") {
            this.segments.push({ ...base, text: "\n" });
          }
          break;
        case "cr":
          this.segments.push({ ...base, text: "\n" });
          break;
        case "ruby":
          // Furigana: the base text (w:rubyBase) is the text; its reading above it (w:rt) is not.
          this.visit(child(node, "rubyBase") ?? { name: "", attrs: {}, children: [] }, format);
          break;
        case "noBreakHyphen":
          this.segments.push({ ...base, text: "-" });
          break;
        case "footnoteReference":
        case "endnoteReference": {
          const kind = node.name === "footnoteReference" ? "footnote" : "endnote";
          const number = this.ctx.notes.refer(kind, node.attrs.id);
          if (number !== undefined) this.raw(`[^${number}]`);
          break;
        }
        case "sym": {
          const code = parseInt(node.attrs.char ?? "", 16);
          // Symbol-font characters live in the private-use area (F0xx); only real code points are kept.
          if (code && (code < 0xe000 || code > 0xf8ff)) {
            this.segments.push({ ...base, text: String.fromCodePoint(code) });
          }
          break;
        }
        case "object":
          if (!this.embeddedObject(node)) this.graphic(node);
          break;
        case "drawing":
        case "pict":
          this.graphic(node);
          break;
        case "AlternateContent":
          this.alternate(node, (branch) => this.run({ ...run, children: branch.children }, format));
          break;
      }
    }
  }

  /**
   * Pictures become placeholders: inline ones in the text, floating ones (wp:anchor, VML shapes) as blocks of
   * their own, before the paragraph's text when they come first. Text boxes, WordArt, charts and SmartArt
   * diagrams become blocks after it.
   */
  graphic(node: XmlElement, floating = node.name === "pict") {
    for (const element of elements(node)) {
      if (element.name === "txbxContent") {
        this.anchored.push(...blocksOf(element, this.ctx));
      } else if (element.name === "textpath" && element.attrs.string?.trim()) {
        // Legacy WordArt (a VML shape's text path): its text is an attribute, shown as a drawn line.
        this.anchored.push({
          kind: "paragraph",
          text: escapeMarkdown(element.attrs.string.replace(/\s+/g, " ").trim()),
        });
      } else if (element.name === "blip" || element.name === "imagedata") {
        const id = element.attrs["r:embed"] ?? element.attrs["r:link"] ?? element.attrs["r:id"];
        this.image(id, floating);
      } else if (element.name === "chart") {
        const rel = this.ctx.relationships.get(element.attrs["r:id"] ?? "");
        const part = rel && !rel.external ? this.ctx.readPart(rel.target) : undefined;
        if (part) this.anchored.push(...chartBlocks(part));
      } else if (element.name === "relIds") {
        // A SmartArt diagram (dgm:relIds): its data part holds its text.
        const id = element.attrs["r:dm"] ?? "";
        const rel = this.ctx.relationships.get(id);
        const part = rel && !rel.external ? this.ctx.readPart(rel.target) : undefined;
        if (part) this.anchored.push(...smartArtBlocks(part, `smart-art-${id}`, escapeMarkdown));
      } else if (element.name === "AlternateContent") {
        this.alternate(element, (branch) => this.graphic(branch, floating));
      } else {
        this.graphic(element, floating || element.name === "anchor");
      }
    }
  }

  /**
   * An object read as what it shows instead of its picture: an Equation Editor equation (o:OLEObject, ProgID
   * "Equation.3", kept by Word from older documents) as LaTeX in its place, a spreadsheet (Excel.Sheet.12,
   * .8, SheetMacroEnabled.12) or an Excel chart's data as its table after the paragraph, a Word document
   * (Word.Document.12) as its text there. False for other objects and ones that cannot be read (MathType's equations), whose pictures
   * stand.
   */
  embeddedObject(object: XmlElement): boolean {
    const ole = elements(object).find((e) => e.name === "OLEObject");
    const progId = ole?.attrs.ProgID ?? "";
    const rel = ole && this.ctx.relationships.get(ole.attrs["r:id"] ?? "");
    const bytes = rel && !rel.external ? this.ctx.readBinary(rel.target) : undefined;
    if (!bytes) return false;
    if (/^Excel\.(Sheet|Chart)/i.test(progId)) {
      const rows = embeddedSheetTable(bytes);
      if (rows) this.anchored.push({ kind: "table", rows });
      return rows !== undefined;
    }
    if (/^Word\.Document\.12\b/i.test(progId)) {
      const blocks = mergedWordFile(bytes, this.ctx);
      this.anchored.push(...blocks);
      return blocks.length > 0;
    }
    const latex = /^Equation\b/i.test(progId) ? oleEquationLatex(bytes) : undefined;
    if (!latex) return false;
    this.segments.push({
      text: `$${latex}$`,
      bold: false,
      italic: false,
      strike: false,
      raw: true,
      equation: latex,
    });
    return true;
  }

  image(id: string | undefined, floating: boolean) {
    if (this.ctx.skipImages) return;
    const n = ++this.ctx.imageCount;
    const target = (id && this.ctx.relationships.get(id)?.target) || `image${n}`;
    const markdown = `![Image ${n}](${target.replace(/[()\s]/g, encodeURIComponent)})`;
    if (!floating) return this.raw(markdown);
    const block: Block = { kind: "paragraph", text: markdown };
    if (this.segments.some((segment) => segment.text.trim())) this.anchored.push(block);
    else this.before.push(block);
  }

  raw(text: string) {
    this.segments.push({ text, bold: false, italic: false, strike: false, raw: true });
  }
}

/**
 * Escapes only what markdown would otherwise act on: emphasis and code marks, a backslash before punctuation,
 * and a "<" that would open an HTML tag.
 */
export function escapeMarkdown(text: string): string {
  return escapeTags(text.replace(/\\(?=[\p{P}\p{S}])/gu, "\\\\").replace(/([*`])/g, "\\$1"));
}

/** Wraps one formatted stretch, keeping its outer whitespace outside the markers (`**a** b`, not `**a **b`). */
function emphasize(text: string, segment: Segment, plain: boolean): string {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  let [, lead, body, trail] = match;
  if (!body) return text;
  if (segment.sup) body = `<sup>${body}</sup>`;
  if (segment.sub) body = `<sub>${body}</sub>`;
  if (!plain) {
    if (segment.strike) body = `~~${body}~~`;
    if (segment.italic) body = `*${body}*`;
    if (segment.bold) body = `**${body}**`;
  }
  if (segment.link) body = `[${body}](${segment.link.replace(/[()\s]/g, encodeURIComponent)})`;
  return lead + body + trail;
}

function same(a: Segment, b: Segment): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.strike === b.strike && a.link === b.link &&
    !a.code === !b.code && !a.sup === !b.sup && !a.sub === !b.sub &&
    !a.raw && !b.raw;
}

/** A code span fenced with more backticks than any run of them inside it, its outer spaces kept outside. */
function codeSpan(text: string): string {
  const [, lead, body, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  if (!body) return text;
  const fence = "`".repeat(Math.max(0, ...(body.match(/`+/g) ?? []).map((m) => m.length)) + 1);
  const padded = body.startsWith("`") || body.endsWith("`") ? ` ${body} ` : body;
  return lead + fence + padded + fence + trail;
}

/** Reads a paragraph's runs; `plain` drops emphasis (headings carry their own weight). */
export function readInline(paragraph: XmlElement, ctx: DocxContext, plain = false): InlineResult {
  const reader = new InlineReader(ctx);
  reader.visit(paragraph, {});
  // Equation objects alone in their paragraph are displayed, as Office Math's paragraphs of equations are.
  const equations = reader.segments.filter((segment) => segment.equation);
  if (equations.length && reader.segments.every((segment) => segment.equation || !segment.text.trim())) {
    reader.displayMath.unshift(...equations.map((segment) => segment.equation!));
    reader.segments.length = 0;
  }
  const merged: Segment[] = [];
  for (const segment of reader.segments) {
    const last = merged.at(-1);
    if (last && same(last, segment)) last.text += segment.text;
    else merged.push({ ...segment });
  }
  // Code among prose is marked; a paragraph all in code is a code block's business (its style says so).
  const prose = merged.some((s) => !s.code && s.text.trim());
  const text = merged.map((s) => {
    if (s.raw) return s.text;
    if (s.code && prose && !plain && !s.link) return s.text.split("\n").map(codeSpan).join("  \n");
    const escaped = escapeMarkdown(s.text.replace(/\t/g, " "));
    return escaped.split("\n").map((line) => emphasize(line, s, plain)).join("  \n");
  }).join("");
  return {
    text: text.replace(/[ \u00a0]{2,}(?!\n)/g, " ").trim(),
    displayMath: reader.displayMath,
    anchored: reader.anchored,
    before: reader.before,
  };
}
