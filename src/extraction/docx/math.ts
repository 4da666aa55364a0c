import { child, elements, textContent, type XmlElement } from "./xml.ts";
import { delimiter, escapeText, FUNCTIONS, NARY, tidyLatex } from "../math/latex_symbols.ts";

/** Office Math (OMML) to LaTeX, covering the constructs Word's equation editor produces. */

const ACCENTS: Record<string, string> = {
  "̂": "\\hat",
  "̃": "\\tilde",
  "̇": "\\dot",
  "̈": "\\ddot",
  "̄": "\\bar",
  "⃗": "\\vec",
  "̌": "\\check",
  "́": "\\acute",
  "̀": "\\grave",
  "̆": "\\breve",
};

function prop(element: XmlElement, prName: string, name: string): string | undefined {
  return child(child(element, prName), name)?.attrs.val;
}

function part(element: XmlElement, name: string): string {
  const found = child(element, name);
  return found ? omml(found) : "";
}

/** Renders one OMML element (or a container of them) as LaTeX. */
export function omml(element: XmlElement): string {
  switch (element.name) {
    case "r": {
      const text = elements(element).filter((e) => e.name === "t").map(textContent).join("");
      return FUNCTIONS.has(text.trim()) ? `\\${text.trim()}` : escapeText(text);
    }
    case "f": {
      const type = prop(element, "fPr", "type");
      const num = part(element, "num");
      const den = part(element, "den");
      if (type === "lin") return `${num}/${den}`;
      if (type === "noBar") return `\\genfrac{}{}{0pt}{}{${num}}{${den}}`;
      return `\\frac{${num}}{${den}}`;
    }
    case "sSup":
      return `${part(element, "e")}^{${part(element, "sup")}}`;
    case "sSub":
      return `${part(element, "e")}_{${part(element, "sub")}}`;
    case "sSubSup":
      return `${part(element, "e")}_{${part(element, "sub")}}^{${part(element, "sup")}}`;
    case "sPre":
      return `{}_{${part(element, "sub")}}^{${part(element, "sup")}}${part(element, "e")}`;
    case "rad": {
      const degree = part(element, "deg");
      const hidden = prop(element, "radPr", "degHide");
      return degree && hidden !== "1" && hidden !== "on"
        ? `\\sqrt[${degree}]{${part(element, "e")}}`
        : `\\sqrt{${part(element, "e")}}`;
    }
    case "nary": {
      const c = prop(element, "naryPr", "chr") ?? "∫";
      const sub = part(element, "sub");
      const sup = part(element, "sup");
      return `${NARY[c] ?? escapeText(c)}${sub ? `_{${sub}}` : ""}${sup ? `^{${sup}}` : ""}${
        part(element, "e")
      }`;
    }
    case "d": {
      const begin = prop(element, "dPr", "begChr") ?? "(";
      const end = prop(element, "dPr", "endChr") ?? ")";
      const separator = prop(element, "dPr", "sepChr") ?? "|";
      const inner = elements(element).filter((e) => e.name === "e").map(omml).join(escapeText(separator));
      return `\\left${delimiter(begin, "left")}${inner}\\right${delimiter(end, "right")}`;
    }
    case "func": {
      // Word shows a function's argument in parentheses unless it is already delimited.
      const argument = part(element, "e");
      return `${part(element, "fName")}${argument.startsWith("\\left") ? argument : `(${argument})`}`;
    }
    case "acc": {
      const c = prop(element, "accPr", "chr") ?? "̂";
      return `${ACCENTS[c] ?? "\\hat"}{${part(element, "e")}}`;
    }
    case "bar":
      return prop(element, "barPr", "pos") === "bot"
        ? `\\underline{${part(element, "e")}}`
        : `\\overline{${part(element, "e")}}`;
    case "limLow":
      return `${part(element, "e")}_{${part(element, "lim")}}`;
    case "limUpp":
      return `${part(element, "e")}^{${part(element, "lim")}}`;
    case "eqArr": {
      const rows = elements(element).filter((e) => e.name === "e").map(omml);
      return rows.length === 1 ? rows[0] : `\\begin{array}{c} ${rows.join(" \\\\ ")} \\end{array}`;
    }
    case "m":
      return `\\begin{matrix} ${
        elements(element).filter((e) => e.name === "mr").map((row) =>
          elements(row).filter((e) => e.name === "e").map(omml).join(" & ")
        ).join(" \\\\ ")
      } \\end{matrix}`;
    default:
      if (element.name.endsWith("Pr")) return "";
      return elements(element).map(omml).join("");
  }
}

/** An Office Math element as LaTeX. */
export function mathToLatex(element: XmlElement): string {
  return tidyLatex(omml(element));
}
