// What Word's two equation formats (Office Math in .docx, Equation Editor objects in .doc) share on their way
// to LaTeX: the symbols with a command of their own, the big operators, the function names set upright.

export const SYMBOLS: Record<string, string> = {
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

export const NARY: Record<string, string> = {
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

export const FUNCTIONS = new Set([
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

/** Text as LaTeX math: symbols as their commands, the characters LaTeX reserves escaped. */
export function escapeText(text: string): string {
  return [...text].map((c) => {
    const symbol = SYMBOLS[c];
    // A command's name ends at the first character that is not a letter: a space keeps it from the next.
    if (symbol) return /[a-z]$/i.test(symbol) ? symbol + " " : symbol;
    return /[{}%#&_$]/.test(c) ? "\\" + c : c;
  }).join("");
}

const FLOORS_AND_CEILINGS: Record<string, string> = {
  "⌊": "\\lfloor",
  "⌋": "\\rfloor",
  "⌈": "\\lceil",
  "⌉": "\\rceil",
};

/** A fence character as LaTeX's `\left` or `\right` takes it; none is ".". */
export function delimiter(c: string, side: "left" | "right"): string {
  if (c === "") return ".";
  if (c === "{" || c === "}") return "\\" + c;
  if (c === "⟨" || c === "〈") return "\\langle";
  if (c === "⟩" || c === "〉") return "\\rangle";
  if (c === "‖") return "\\|";
  if (FLOORS_AND_CEILINGS[c]) return FLOORS_AND_CEILINGS[c];
  return c || (side === "left" ? "(" : ")");
}

/** Tidies the spacing that symbol substitution leaves behind. */
export const tidyLatex = (latex: string) => latex.replace(/\s+/g, " ").replace(/ ([}^_])/g, "$1").trim();
