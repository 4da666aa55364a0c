import { child, children, val, type XmlElement } from "./xml.ts";

interface Level {
  format: string;
  text: string;
  start: number;
}

export interface ListMarker {
  ordered: boolean;
  /** The number as Word shows it, e.g. "2" for "%1." or "1.2." for "%1.%2.". */
  label: string;
  /** True when the level text is a single number such as "%1." that a markdown "N." marker can stand for. */
  simple: boolean;
}

/**
 * numbering.xml: abstract list definitions, the num instances pointing at them, and the running counters.
 * Counters belong to the abstract definition so that separate num instances of one list continue its
 * numbering (resumed lists), unless an instance overrides a start value: it then counts on its own.
 */
export class Numbering {
  readonly #abstract = new Map<string, Level[]>();
  readonly #nums = new Map<string, { abstractId: string; overrides: Map<number, number> }>();
  readonly #counters = new Map<string, number[]>();
  readonly #started = new Set<string>();

  constructor(root: XmlElement | undefined) {
    for (const abstract of children(root, "abstractNum")) {
      const levels: Level[] = [];
      for (const lvl of children(abstract, "lvl")) {
        levels[Number(lvl.attrs.ilvl ?? 0)] = {
          format: val(lvl, "numFmt") ?? "decimal",
          text: val(lvl, "lvlText") ?? "",
          start: Number(val(lvl, "start") ?? 1),
        };
      }
      this.#abstract.set(abstract.attrs.abstractNumId, levels);
    }
    for (const num of children(root, "num")) {
      const overrides = new Map<number, number>();
      for (const override of children(num, "lvlOverride")) {
        const start = val(override, "startOverride") ?? val(child(override, "lvl"), "start");
        if (start !== undefined) overrides.set(Number(override.attrs.ilvl ?? 0), Number(start));
      }
      this.#nums.set(num.attrs.numId, { abstractId: val(num, "abstractNumId") ?? "", overrides });
    }
  }

  /** Advances the list's counter for this paragraph; undefined when the numbering is absent or switched off. */
  next(numId: string, ilvl: number): ListMarker | undefined {
    const num = this.#nums.get(numId);
    const levels = num && this.#abstract.get(num.abstractId);
    const level = levels?.[ilvl];
    if (!num || !levels || !level || numId === "0" || level.format === "none") return undefined;
    const key = this.#counterKey(numId);
    const counters = this.#counters.get(key) ?? [];
    this.#counters.set(key, counters);
    const startOf = (l: number) => num.overrides.get(l) ?? levels[l]?.start ?? 1;
    if (!this.#started.has(numId)) {
      this.#started.add(numId);
      // A num instance that restarts its list begins again from its override.
      for (const l of num.overrides.keys()) counters[l] = startOf(l) - 1;
    }
    counters[ilvl] = (counters[ilvl] ?? startOf(ilvl) - 1) + 1;
    counters.length = ilvl + 1;
    const label = level.text.replace(/%(\d)/g, (_, n) => {
      const l = Number(n) - 1;
      return format(counters[l] ?? startOf(l), levels[l]?.format ?? "decimal");
    }).trim();
    return {
      ordered: level.format !== "bullet",
      label: level.format === "bullet" ? "" : label,
      simple: /^%\d[.)]?$/.test(level.text.trim()),
    };
  }

  /** The counter without the level text: the number a markdown "N." marker shows. */
  current(numId: string, ilvl: number): number {
    return this.#counters.get(this.#counterKey(numId))?.[ilvl] ?? 1;
  }

  /**
   * Whose counters a num instance advances: its abstract list's, shared with the other instances that carry
   * it on, or its own when it overrides a start value. Such an instance is a list of its own, as Word and
   * LibreOffice number it: pandoc writes a nested list as one, restarting every level, and the outer list
   * goes on after it ("1. 2. (1. 2.) 3.").
   */
  #counterKey(numId: string): string {
    const num = this.#nums.get(numId);
    if (!num) return "";
    return num.overrides.size ? `num ${numId}` : `abstract ${num.abstractId}`;
  }
}

function format(value: number, numFmt: string): string {
  switch (numFmt) {
    case "lowerLetter":
      return letters(value).toLowerCase();
    case "upperLetter":
      return letters(value);
    case "lowerRoman":
      return roman(value).toLowerCase();
    case "upperRoman":
      return roman(value);
    default:
      return String(value);
  }
}

function letters(value: number): string {
  const letter = String.fromCharCode(65 + ((value - 1) % 26));
  return letter.repeat(Math.floor((value - 1) / 26) + 1);
}

function roman(value: number): string {
  const table: [number, string][] = [
    [1000, "M"],
    [900, "CM"],
    [500, "D"],
    [400, "CD"],
    [100, "C"],
    [90, "XC"],
    [50, "L"],
    [40, "XL"],
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ];
  let out = "";
  for (const [n, s] of table) {
    while (value >= n) {
      out += s;
      value -= n;
    }
  }
  return out;
}
