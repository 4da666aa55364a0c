// An Equation Editor 3.0 equation (mtef.ts's tree) as LaTeX, in the forms the Word reader writes Office Math
// in: `\frac{}{}`, `x^{2}`, `\left( \right)`, `\sum_{}^{}`, the symbols' own commands.
import { delimiter, escapeText, FUNCTIONS, NARY, tidyLatex } from "./latex_symbols.ts";
import { type MtefChar, type MtefNode, type MtefTemplate, readEquationNative } from "./mtef.ts";

/** Typefaces (MTEF's styles): text, function names, Greek set in the Symbol font's Latin places, spaces. */
const TEXT = 1, FUNCTION = 2, LOWER_GREEK = 4, UPPER_GREEK = 5, SPACE = 24;
/** The Symbol font's Greek letters, in the places of the Latin letters a to z. */
const SYMBOL_GREEK = "αβχδεφγηιϕκλμνοπθρστυϖωξψζ";
/** MathType's spaces (thin, thick, em…) in the private use area; other private characters are its own. */
const PRIVATE_SPACES = [0xeb00, 0xeb0f], PRIVATE_USE = [0xe000, 0xf8ff];

/** Template selectors (MTEF 3): fences, each with its characters when the equation does not give them. */
const FENCES: Record<number, [string, string]> = {
  0: ["⟨", "⟩"],
  1: ["(", ")"],
  2: ["{", "}"],
  3: ["[", "]"],
  4: ["|", "|"],
  5: ["‖", "‖"],
  6: ["⌊", "⌋"],
  7: ["⌈", "⌉"],
  8: ["[", "["],
  9: ["]", "]"],
  10: ["]", "["],
  11: ["[", ")"],
  12: ["(", "]"],
};
const ROOT = 13, FRACTION = 14, SCRIPT = 15, UNDERBAR = 16, OVERBAR = 17;
const ARROWS: Record<number, string> = { 18: "\\leftarrow", 19: "\\rightarrow", 20: "\\leftrightarrow" };
const OVERBRACE = 27, UNDERBRACE = 28, LIMIT = 39, LONG_DIVISION = 40, SLASH_FRACTION = 41;
const LEADING_SCRIPT = 44, DIRAC = 45, UNDER_ARROW = 46, OVER_ARROW = 47, ARC = 48;
/** Big operators: main slot, lower limit, upper limit, then the operator's own characters. */
const BIG_OPERATORS: Record<number, string> = {
  21: "∫",
  22: "∬",
  23: "∭",
  24: "∫",
  25: "∬",
  26: "∭",
  29: "∑",
  30: "∑",
  31: "∏",
  32: "∏",
  33: "∐",
  34: "∐",
  35: "⋃",
  36: "⋃",
  37: "⋂",
  38: "⋂",
  42: "∫",
  43: "∑",
};
/** Embellishments (MTEF's codes): accents over a character, and primes after it. */
const ACCENTS: Record<number, string> = {
  2: "\\dot",
  3: "\\ddot",
  4: "\\dddot",
  8: "\\tilde",
  9: "\\hat",
  11: "\\vec",
  12: "\\overleftarrow",
  13: "\\overleftrightarrow",
  17: "\\bar",
};
const PRIMES: Record<number, string> = { 5: "'", 6: "''", 7: "\\backprime ", 18: "'''" };
const NOT = 10;

const within = (code: number, [from, to]: number[]) => code >= from && code <= to;

/** A character as it reads: Greek in the Symbol font's places made Greek, MathType's spaces a space. */
function characterOf({ typeface, code }: MtefChar): string {
  if (typeface === SPACE || within(code, PRIVATE_SPACES)) return " ";
  if (within(code, PRIVATE_USE) || code === 0) return "";
  const c = String.fromCodePoint(code);
  if ((typeface === LOWER_GREEK || typeface === UPPER_GREEK) && /^[a-zA-Z]$/.test(c)) {
    const greek = SYMBOL_GREEK[c.toLowerCase().charCodeAt(0) - 97];
    return c === c.toLowerCase() ? greek : greek.toUpperCase();
  }
  return c;
}

function characterLatex(char: MtefChar): string {
  let latex = escapeText(characterOf(char));
  for (const code of char.embellishments) {
    if (ACCENTS[code]) latex = `${ACCENTS[code]}{${latex}}`;
    else if (PRIMES[code]) latex += PRIMES[code];
    else if (code === NOT) latex = `\\not ${latex}`;
  }
  return latex;
}

/** A line's items in order; letters in the text or function typeface that name a function are one. */
function lineLatex(items: MtefNode[]): string {
  let latex = "";
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item.kind === "char" && (item.typeface === TEXT || item.typeface === FUNCTION)) {
      let word = "", j = i;
      for (; j < items.length; j++) {
        const next = items[j];
        if (next.kind !== "char" || (next.typeface !== TEXT && next.typeface !== FUNCTION)) break;
        if (!/^[a-z]$/i.test(characterOf(next)) || next.embellishments.length) break;
        word += characterOf(next);
      }
      if (FUNCTIONS.has(word)) {
        latex += `\\${word} `;
        i = j - 1;
        continue;
      }
    }
    if (item.kind === "template" && item.selector === SCRIPT && !latex.trim()) latex += "{}";
    latex += nodeLatex(item);
  }
  return latex;
}

function nodeLatex(node: MtefNode): string {
  switch (node.kind) {
    case "char":
      return characterLatex(node);
    case "line":
      return lineLatex(node.items);
    case "pile": {
      const lines = node.lines.map(nodeLatex);
      return lines.length === 1 ? lines[0] : `\\begin{array}{c} ${lines.join(" \\\\ ")} \\end{array}`;
    }
    case "matrix": {
      const cells = node.cells.filter((cell) => cell.kind !== "char").map(nodeLatex);
      const columns = Math.max(1, node.columns);
      const rows: string[] = [];
      for (let i = 0; i < cells.length; i += columns) rows.push(cells.slice(i, i + columns).join(" & "));
      return `\\begin{matrix} ${rows.join(" \\\\ ")} \\end{matrix}`;
    }
    case "template":
      return templateLatex(node);
  }
}

const scripts = (sub: string, sup: string) => `${sub ? `_{${sub}}` : ""}${sup ? `^{${sup}}` : ""}`;

/** A big operator's own characters as one command: two integral signs a double integral, "max" a function. */
function operatorLatex(characters: string, selector: number): string {
  const signs = characters.replace(/\s/g, "") || BIG_OPERATORS[selector];
  if (/^∫+$/.test(signs)) return NARY["∫∬∭"[Math.min(signs.length, 3) - 1]];
  if (NARY[signs]) return NARY[signs];
  if (FUNCTIONS.has(signs)) return `\\${signs}`;
  return /^[a-z]+$/i.test(signs) ? `\\operatorname{${signs}}` : escapeText(signs);
}

function templateLatex(template: MtefTemplate): string {
  const { selector, variation, parts } = template;
  const slots = parts.filter((part) => part.kind !== "char").map(nodeLatex);
  const characters = parts.filter((part): part is MtefChar => part.kind === "char").map(characterOf);
  const [main = "", second = "", third = ""] = slots;
  const fence = FENCES[selector];
  if (fence) {
    // A fence drawn on one side only gives that side's character (variation 2: the right).
    const [left, right] = characters.length >= 2
      ? characters
      : characters.length === 1
      ? variation === 2 ? ["", characters[0]] : [characters[0], ""]
      : fence;
    return `\\left${delimiter(left, "left")} ${main} \\right${delimiter(right, "right")} `;
  }
  if (BIG_OPERATORS[selector]) {
    return `${operatorLatex(characters.join(""), selector)} ${scripts(second, third)} ${main}`;
  }
  switch (selector) {
    case ROOT:
      return second.trim() ? `\\sqrt[${second}]{${main}}` : `\\sqrt{${main}}`;
    case FRACTION:
      return `\\frac{${main}}{${second}}`;
    case SCRIPT:
      return scripts(main, second);
    case LEADING_SCRIPT:
      return `{}${scripts(main, second)}`;
    case UNDERBAR:
      return `\\underline{${main}}`;
    case OVERBAR:
      return `\\overline{${main}}`;
    case OVERBRACE:
      return `\\overbrace{${main}}^{${second}}`;
    case UNDERBRACE:
      return `\\underbrace{${main}}_{${second}}`;
    case LIMIT:
      return `${main}${scripts(second, third)}`;
    case LONG_DIVISION:
      return `${second}\\overline{)${main}}`;
    case SLASH_FRACTION:
      return `${main}/${second}`;
    case DIRAC:
      return second.trim()
        ? `\\left\\langle ${main} \\middle| ${second} \\right\\rangle `
        : `\\left\\langle ${main} \\right| `;
    case UNDER_ARROW:
      return `\\underrightarrow{${main}}`;
    case OVER_ARROW:
      return `\\overrightarrow{${main}}`;
    case ARC:
      return `\\overset{\\frown}{${main}}`;
  }
  if (ARROWS[selector]) return `\\overset{${main}}{${ARROWS[selector]}}`;
  return slots.join(" ");
}

/** An equation's top-level nodes as LaTeX, without the `$` that set it off. */
export function mtefToLatex(nodes: MtefNode[]): string {
  // An equation's spaces are the editor's, which LaTeX sets by itself: only those that end a command's name
  // are kept.
  return tidyLatex(nodes.map(nodeLatex).join("")).replace(/(?<!\\[a-zA-Z]+) /g, "");
}

/** The LaTeX of the equation an "Equation Native" stream holds, or undefined when it cannot be read. */
export function equationNativeLatex(stream: Uint8Array): string | undefined {
  const nodes = readEquationNative(stream);
  return (nodes && mtefToLatex(nodes)) || undefined;
}
