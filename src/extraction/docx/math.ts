import { child, elements, textContent, type XmlElement } from "./xml.ts";

/** Office Math (OMML) to LaTeX, covering the constructs Word's equation editor produces. */

const SYMBOLS: Record<string, string> = {
  "α": "\\alpha",
  "β": "\\beta",
  "γ": "\\gamma",
  "δ": "\\delta",
  "ε": "\\epsilon",
  "ζ": "\\zeta",
  "η": "\\eta",
  "θ": "\\theta",
  "ι": "\\iota",
  "κ": "\\kappa",
  "λ": "\\lambda",
  "μ": "\\mu",
  "ν": "\\nu",
  "ξ": "\\xi",
  "π": "\\pi",
  "ρ": "\\rho",
  "σ": "\\sigma",
  "τ": "\\tau",
  "υ": "\\upsilon",
  "φ": "\\phi",
  "χ": "\\chi",
  "ψ": "\\psi",
  "ω": "\\omega",
  "Γ": "\\Gamma",
  "Δ": "\\Delta",
  "Θ": "\\Theta",
  "Λ": "\\Lambda",
  "Ξ": "\\Xi",
  "Π": "\\Pi",
  "Σ": "\\Sigma",
  "Φ": "\\Phi",
  "Ψ": "\\Psi",
  "Ω": "\\Omega",
  "∞": "\\infty",
  "×": "\\times",
  "·": "\\cdot",
  "⋅": "\\cdot",
  "±": "\\pm",
  "∓": "\\mp",
  "÷": "\\div",
  "≤": "\\leq",
  "≥": "\\geq",
  "≠": "\\neq",
  "≈": "\\approx",
  "≡": "\\equiv",
  "∝": "\\propto",
  "→": "\\rightarrow",
  "←": "\\leftarrow",
  "⇒": "\\Rightarrow",
  "⇔": "\\Leftrightarrow",
  "∂": "\\partial",
  "∇": "\\nabla",
  "∈": "\\in",
  "∉": "\\notin",
  "⊂": "\\subset",
  "⊆": "\\subseteq",
  "∪": "\\cup",
  "∩": "\\cap",
  "∀": "\\forall",
  "∃": "\\exists",
  "…": "\\ldots",
  "⋯": "\\cdots",
  "−": "-",
  "∘": "\\circ",
  "′": "'",
  "°": "^{\\circ}",
};

const NARY: Record<string, string> = {
  "∑": "\\sum",
  "∏": "\\prod",
  "∐": "\\coprod",
  "∫": "\\int",
  "∬": "\\iint",
  "∭": "\\iiint",
  "∮": "\\oint",
  "⋃": "\\bigcup",
  "⋂": "\\bigcap",
};

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

const FUNCTIONS = new Set([
  "sin",
  "cos",
  "tan",
  "cot",
  "sec",
  "csc",
  "log",
  "ln",
  "exp",
  "lim",
  "max",
  "min",
  "sinh",
  "cosh",
  "tanh",
  "arcsin",
  "arccos",
  "arctan",
  "det",
  "sup",
  "inf",
]);

function escapeText(text: string): string {
  return [...text].map((c) => SYMBOLS[c] ? SYMBOLS[c] + " " : /[{}%#&_$]/.test(c) ? "\\" + c : c).join("");
}

function prop(element: XmlElement, prName: string, name: string): string | undefined {
  return child(child(element, prName), name)?.attrs.val;
}

function part(element: XmlElement, name: string): string {
  const found = child(element, name);
  return found ? omml(found) : "";
}

function delimiter(c: string, side: "left" | "right"): string {
  if (c === "") return ".";
  if (c === "{" || c === "}") return "\\" + c;
  if (c === "⟨" || c === "〈") return "\\langle";
  if (c === "⟩" || c === "〉") return "\\rangle";
  if (c === "‖") return "\\|";
  return c || (side === "left" ? "(" : ")");
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

/** Tidies the spacing that symbol substitution leaves behind. */
export function mathToLatex(element: XmlElement): string {
  return omml(element).replace(/\s+/g, " ").replace(/ ([}^_])/g, "$1").trim();
}
