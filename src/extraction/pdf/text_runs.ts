import { normalizeUnicode, OPS, Util } from "./pdfjs.ts";

/**
 * A page's text runs read from its operator list, which the engine fetches anyway for rules and pictures.
 * pdf.js's own `getTextContent` parses the page's content a second time and spends more than the rest of the
 * conversion on glyph bookkeeping; this walks the glyphs the operator list already holds, with pdf.js's rules
 * for where a run ends and where a gap is a word space (ported from its text extraction), so that the
 * layout sees the same runs. Pages this does not cover (vertical or Type3 fonts, right-to-left text, which
 * pdf.js reorders) return undefined and are read with `getTextContent`.
 */

/** A run of text as pdf.js's text content gives it: PDF user space, origin at the run's baseline start. */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
  /** Ours: where each word space of `str` stands from the run's start, in the units of `width`. */
  spaces?: number[];
  /** Ours: where the word after each of those spaces starts, from the run's start, in the same units. */
  wordStarts?: number[];
  /** Ours: where the glyphs jump with no space written (kerns; a word set hard against the one before it). */
  joints?: Joint[];
}

/** A jump between two glyphs of a run: the character after it, and where the glyph before ends and it starts. */
export interface Joint {
  index: number;
  end: number;
  at: number;
}

export interface TextRuns {
  items: PdfTextItem[];
  styles: Record<string, { fontFamily: string; ascent: number }>;
}

/** What the walk needs of a font pdf.js has loaded (its FontFaceObject). */
export interface RunFont {
  fontMatrix?: number[];
  vertical?: boolean;
  isType3Font?: boolean;
  fallbackName?: string;
  ascent?: number;
}

interface Glyph {
  unicode?: string;
  width?: number;
  originalCharCode?: number;
  /**
   * Ours, beside pdf.js's own `category`; pdf.js never reads it. The character's category, worked out once
   * per glyph: the glyphs are pdf.js's own objects, cached per font (the direct port does not copy them), so
   * once per glyph of the document.
   */
  runCategory?: number;
}

type Matrix = [number, number, number, number, number, number];

// pdf.js's thresholds, in ems of the font size in text space.
const TRACKING_SPACE_FACTOR = 0.102;
const NOT_A_SPACE_FACTOR = 0.03;
const NEGATIVE_SPACE_FACTOR = -0.2;
const SPACE_IN_FLOW_MIN_FACTOR = 0.102;
const SPACE_IN_FLOW_MAX_FACTOR = 0.6;
const VERTICAL_SHIFT_RATIO = 0.25;

const WHITESPACE = 1, DIACRITIC = 2, INVISIBLE = 4;
/**
 * Not a category of pdf.js's: a character past Latin-1's controls, the only ones normalizing may change and
 * the only ones that may read right to left. A run of none of them skips both tests.
 */
const PAST_LATIN = 8;
const SPECIAL_CATEGORIES = WHITESPACE | DIACRITIC | INVISIBLE;
// The same test as pdf.js's: a leading space, a non-spacing mark anywhere, a trailing format mark.
const SPECIAL = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
const PAST_LATIN_CONTROLS = /[\u00a0-\uffff]/;
const categories = new Map<string, number>();
function categoryOf(unicode: string): number {
  let category = categories.get(unicode);
  if (category === undefined) {
    const groups = unicode.match(SPECIAL);
    category = (groups
      ? (groups[1] ? WHITESPACE : 0) | (groups[2] ? DIACRITIC : 0) | (groups[3] ? INVISIBLE : 0)
      : 0) | (PAST_LATIN_CONTROLS.test(unicode) ? PAST_LATIN : 0);
    categories.set(unicode, category);
  }
  return category;
}

/** Text pdf.js would put in reading order itself (bidi): such pages are left to it. */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * pdf.js's compatibility normalisation (ligatures, odd spaces) except for the micro sign, which it would turn
 * into a Greek mu: "µg/L" is what the document says.
 */
const normalize = (text: string) =>
  text.includes("\u00b5")
    ? text.split("\u00b5").map(normalizeUnicode).join("\u00b5")
    : normalizeUnicode(text);

interface State {
  ctm: Matrix;
  tm: Matrix;
  tlm: Matrix;
  fontName: string;
  font?: RunFont;
  fontSize: number;
  hScale: number;
  charSpacing: number;
  wordSpacing: number;
  leading: number;
  rise: number;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** m × n, pdf.js's own product (n may be a Float32Array from the operator list). */
const multiply = (m: Matrix, n: ArrayLike<number>) => Util.transform(m, n as number[]) as Matrix;
const clone = (s: State): State => ({ ...s, ctm: [...s.ctm], tm: [...s.tm], tlm: [...s.tlm] });
const isMatrix = (value: unknown): value is ArrayLike<number> =>
  (Array.isArray(value) || ArrayBuffer.isView(value)) && (value as ArrayLike<number>).length === 6;

/** The run being built; like pdf.js's, it outlives each flush (its last glyph's place is compared on). */
interface Run {
  initialized: boolean;
  text: string;
  /** Whether `text` holds a character PAST_LATIN. */
  pastLatin: boolean;
  /** Where each space written into `text` stands from the run's start (for links over some of its words). */
  spaces: number[];
  /** Where the word after each of those spaces starts (for cells that overflowed into the next one). */
  wordStarts: number[];
  joints: Joint[];
  width: number;
  totalWidth: number;
  height: number;
  transform: number[];
  /** Where the last glyph ended, and its rendering matrix's linear part (none before the first glyph). */
  prevX: number;
  prevY: number;
  prevLinear?: number[];
  advanceScale: number;
  fontName: string;
  trackingSpaceMin: number;
  notASpace: number;
  negativeSpaceMax: number;
  spaceInFlowMin: number;
  spaceInFlowMax: number;
}

/**
 * The page's runs from its operator list, or undefined when the page needs pdf.js's own text extraction.
 * `view` is the page's box in user space (text outside it is not read); `fontOf` finds a loaded font.
 */
export function textRuns(
  operators: { fnArray: number[]; argsArray: unknown[] },
  view: number[],
  fontOf: (loadedName: string) => RunFont | undefined,
): TextRuns | undefined {
  const items: PdfTextItem[] = [];
  const styles: TextRuns["styles"] = {};
  const stack: State[] = [];
  let s: State = {
    ctm: [...IDENTITY],
    tm: [...IDENTITY],
    tlm: [...IDENTITY],
    fontName: "",
    fontSize: 0,
    hScale: 1,
    charSpacing: 0,
    wordSpacing: 0,
    leading: 0,
    rise: 0,
  };
  const run: Run = {
    initialized: false,
    text: "",
    pastLatin: false,
    spaces: [],
    wordStarts: [],
    joints: [],
    width: 0,
    totalWidth: 0,
    height: 0,
    transform: [],
    prevX: 0,
    prevY: 0,
    advanceScale: 0,
    fontName: "",
    trackingSpaceMin: Infinity,
    notASpace: -Infinity,
    negativeSpaceMax: -Infinity,
    spaceInFlowMin: 0,
    spaceInFlowMax: 0,
  };
  let runFontName = "", runFontSize = NaN;
  let rightToLeft = false;
  // Whether the last two characters seen were spaces (the older first), for the space pdf.js writes between
  // words drawn with a space glyph.
  let olderSpace = true, lastSpace = true;
  /** Whether a space goes before `char`: the one before it was a space, and the one before that was not. */
  const saveLastChar = (char: string) => {
    const spaceBefore = !olderSpace && lastSpace;
    olderSpace = lastSpace;
    lastSpace = char === " ";
    return spaceBefore;
  };
  const shouldAddWhitespace = () => !olderSpace && lastSpace;
  const resetLastChars = () => {
    olderSpace = lastSpace = true;
  };

  // The text rendering matrix's parts: ctm × tm × [size·hScale, 0, 0, size, 0, rise]. This runs for every
  // glyph, so the place is kept in an object's fields (not returned in an array, nor kept in closure variables,
  // which box every number) and worked out again only after the text matrix moved or an operator ran.
  const at = { x: 0, y: 0, stale: true };
  const place = () => {
    if (!at.stale) return;
    at.stale = false;
    const { ctm, tm, rise } = s;
    const x = tm[2] * rise + tm[4], y = tm[3] * rise + tm[5];
    at.x = ctm[0] * x + ctm[2] * y + ctm[4];
    at.y = ctm[1] * x + ctm[3] * y + ctm[5];
  };
  // The rendering matrix's linear part changes only with the matrices, the font size and the scaling, not as
  // glyphs advance: it is kept until one of those changes.
  let linearPart: number[] | undefined;
  const linear = (): number[] => {
    if (!linearPart) {
      const m = multiply(s.ctm, s.tm);
      linearPart = [
        m[0] * s.fontSize * s.hScale,
        m[1] * s.fontSize * s.hScale,
        m[2] * s.fontSize,
        m[3] * s.fontSize,
      ];
    }
    return linearPart;
  };
  const renderingMatrix = (): number[] => {
    place();
    return [...linear(), at.x, at.y];
  };
  const translate = (x: number) => {
    at.stale = true;
    s.tm[4] += s.tm[0] * x;
    s.tm[5] += s.tm[1] * x;
  };
  const advanceScale = () => Math.hypot(s.tlm[0], s.tlm[1]) * Math.hypot(s.ctm[0], s.ctm[1]);

  const flush = () => {
    if (!run.initialized) return;
    run.totalWidth += run.width * run.advanceScale;
    const str = run.pastLatin ? normalize(run.text) : run.text;
    if (run.pastLatin && RIGHT_TO_LEFT.test(str)) rightToLeft = true;
    items.push({
      str,
      transform: run.transform,
      width: Math.abs(run.totalWidth),
      fontName: run.fontName,
      spaces: run.spaces,
      wordStarts: run.wordStarts,
      // Their places in the text hold while normalizing kept its length.
      joints: str.length === run.text.length ? run.joints : undefined,
    });
    run.initialized = false;
    run.text = "";
    run.pastLatin = false;
    run.spaces = [];
    run.wordStarts = [];
    run.joints = [];
  };
  const ensureRun = () => {
    if (run.initialized) return;
    const font = s.font!;
    styles[s.fontName] ??= { fontFamily: font.fallbackName ?? "", ascent: font.ascent ?? 0 };
    run.fontName = s.fontName;
    const trm = run.transform = renderingMatrix();
    run.width = run.totalWidth = 0;
    run.height = Math.hypot(trm[2], trm[3]);
    run.advanceScale = advanceScale();
    const size = s.fontSize;
    run.trackingSpaceMin = size * TRACKING_SPACE_FACTOR;
    run.notASpace = size * NOT_A_SPACE_FACTOR;
    run.negativeSpaceMax = size * NEGATIVE_SPACE_FACTOR;
    run.spaceInFlowMin = size * SPACE_IN_FLOW_MIN_FACTOR;
    run.spaceInFlowMax = size * SPACE_IN_FLOW_MAX_FACTOR;
    run.initialized = true;
  };
  const updateAdvanceScale = () => {
    if (!run.initialized) return;
    const scale = advanceScale();
    if (scale === run.advanceScale) return;
    run.totalWidth += run.width * run.advanceScale;
    run.width = 0;
    run.advanceScale = scale;
  };
  const addSpace = () => {
    run.spaces.push(Math.abs(run.totalWidth + run.width * run.advanceScale));
    run.text += " ";
  };
  /** A wide gap: pdf.js ends the run there (and emits a lone space run, which the layout has no use for). */
  const addFakeSpaces = (width: number, orientation: number) => {
    if (orientation * run.spaceInFlowMin <= width && width <= orientation * run.spaceInFlowMax) {
      if (run.initialized) {
        resetLastChars();
        addSpace();
      }
      return false;
    }
    flush();
    resetLastChars();
    return true;
  };
  const appendEndOfLine = () => {
    resetLastChars();
    flush();
  };

  /** Whether the next glyph is on the page, ending or spacing the run as its distance from the last asks. */
  const compareWithLastPosition = (glyphWidth: number): boolean => {
    place();
    let posX = at.x, posY = at.y;
    if (posX + glyphWidth < view[0] || posX > view[2] || posY < view[1] || posY > view[3]) return false;
    if (!run.prevLinear) return true;
    let lastX = run.prevX, lastY = run.prevY;
    if (lastX === posX && lastY === posY) return true;
    const m = linear();
    const a = m[0], b = m[1], c = m[2], d = m[3];
    if (a && b === 0 && c === 0) {
      if (a < 0) [posX, posY, lastX, lastY] = [-posX, -posY, -lastX, -lastY];
    } else if (b && a === 0 && d === 0) {
      if (b > 0) [posX, posY, lastX, lastY] = [posY, posX, lastY, lastX];
      else [posX, posY, lastX, lastY] = [-posY, -posX, -lastY, -lastX];
    } else {
      // Both places turned back by their own matrix's rotation, as pdf.js does.
      const [pa, pb, pc, pd] = run.prevLinear;
      const scale = Math.hypot(a, b), lastScale = Math.hypot(pa, pb);
      [posX, posY] = [(a * posX + b * posY) / scale, (c * posX + d * posY) / scale];
      [lastX, lastY] = [(pa * lastX + pb * lastY) / lastScale, (pc * lastX + pd * lastY) / lastScale];
    }
    const advanceX = (posX - lastX) / run.advanceScale;
    const advanceY = posY - lastY;
    const orientation = Math.sign(run.width || run.totalWidth);
    if (advanceX < orientation * run.negativeSpaceMax) {
      if (Math.abs(advanceY) > 0.5 * run.height) {
        appendEndOfLine();
        return true;
      }
      resetLastChars();
      flush();
      return true;
    }
    if (Math.abs(advanceY) > run.height) {
      appendEndOfLine();
      return true;
    }
    if (advanceX <= orientation * run.notASpace) resetLastChars();
    if (advanceX <= orientation * run.trackingSpaceMin) {
      if (shouldAddWhitespace()) {
        resetLastChars();
        flush();
      } else {
        const end = run.totalWidth + run.width * run.advanceScale;
        run.width += advanceX;
        if (run.initialized && run.text && Math.abs(advanceX) > run.notASpace) {
          run.joints.push({
            index: run.text.length,
            end: Math.abs(end),
            at: Math.abs(end + advanceX * run.advanceScale),
          });
        }
      }
    } else if (!addFakeSpaces(advanceX, orientation)) {
      if (!run.text) resetLastChars();
      else run.width += advanceX;
    }
    if (Math.abs(advanceY) > run.height * VERTICAL_SHIFT_RATIO) flush();
    return true;
  };

  /** One showText operator: glyphs, and the TJ adjustments between them in thousandths of an em. */
  const showGlyphs = (glyphs: (Glyph | number | null)[]) => {
    if (s.fontName !== runFontName || s.fontSize !== runFontSize) {
      flush();
      [runFontName, runFontSize] = [s.fontName, s.fontSize];
    } else if (run.initialized) {
      // Ours, not pdf.js's: a size set through the text matrix, not the font, ends the run too. A fraction's
      // small denominator would otherwise give the words after it its size.
      const m = linear();
      if (Math.abs(Math.hypot(m[2], m[3]) - run.height) > run.height * 0.2) flush();
    }
    const scale = (s.font!.fontMatrix?.[0] ?? 0.001) * s.fontSize;
    const { charSpacing, hScale } = s;
    let afterGlyph = false;
    // Whether the last glyph joined the run and nothing has moved since but its own advance: then the next
    // glyph stands where the run's last one ended, and only needs to be on the page to join the run too.
    let follows = false;
    for (let i = 0; i < glyphs.length; i++) {
      const glyph = glyphs[i];
      if (typeof glyph === "number") {
        // pdf.js adds an adjustment to the spacing after the glyph before it; one with no glyph before it
        // brings the character spacing again.
        if (glyph === 0) continue;
        const extra = -glyph * s.fontSize / 1000;
        translate((afterGlyph ? extra : charSpacing + extra) * hScale);
        afterGlyph = false;
        follows = false;
        continue;
      }
      if (!glyph) continue;
      const unicode = glyph.unicode ?? "";
      // The same glyph object stands for every use of a character on the page.
      const category = glyph.runCategory ??= categoryOf(unicode);
      if (category & INVISIBLE) continue;
      afterGlyph = true;
      let spacing = charSpacing;
      let width = (glyph.width ?? 0) * scale;
      if (glyph.originalCharCode === 0x20) spacing += s.wordSpacing;
      if (follows && !(category & SPECIAL_CATEGORIES) && width) {
        // What the general path below comes to for such a glyph, with its checks' answers known: it stands
        // where the run's last glyph ended (compareWithLastPosition's first way out) and the character before
        // it was no space (saveLastChar). The advance is translate's and place's arithmetic, written out: this
        // runs for most glyphs of a page.
        const x = at.x, y = at.y;
        const onPage = !(x + width < view[0] || x > view[2] || y < view[1] || y > view[3]);
        if (onPage && x === run.prevX && y === run.prevY) {
          width *= hScale;
          const { tm, ctm, rise } = s;
          tm[4] += tm[0] * width;
          tm[5] += tm[1] * width;
          const start = run.totalWidth + run.width * run.advanceScale;
          run.width += width;
          const tx = tm[2] * rise + tm[4], ty = tm[3] * rise + tm[5];
          run.prevX = at.x = ctm[0] * tx + ctm[2] * ty + ctm[4];
          run.prevY = at.y = ctm[1] * tx + ctm[3] * ty + ctm[5];
          olderSpace = lastSpace = false;
          if (run.wordStarts.length < run.spaces.length) run.wordStarts.push(Math.abs(start));
          run.text += unicode;
          if (category & PAST_LATIN) run.pastLatin = true;
          if (spacing) {
            translate(spacing * hScale);
            follows = false;
          }
          continue;
        }
      }
      follows = false;
      if (category & WHITESPACE) {
        translate((spacing + width) * hScale);
        saveLastChar(" ");
        continue;
      }
      if (!(category & DIACRITIC) && !compareWithLastPosition(width)) {
        translate(width * hScale);
        continue;
      }
      ensureRun();
      if (category & DIACRITIC) width = 0;
      width *= hScale;
      translate(width);
      const start = run.totalWidth + run.width * run.advanceScale;
      run.width += width;
      if (width) {
        place();
        run.prevX = at.x;
        run.prevY = at.y;
        run.prevLinear = linear();
      }
      if (saveLastChar(unicode)) addSpace();
      // A space was just written: this glyph starts the word after it.
      if (run.wordStarts.length < run.spaces.length) run.wordStarts.push(Math.abs(start));
      run.text += unicode;
      if (category & PAST_LATIN) run.pastLatin = true;
      if (spacing) translate(spacing * hScale);
      else follows = width !== 0 && !(category & SPECIAL_CATEGORIES);
    }
  };

  const setFont = (name: unknown, size: unknown): boolean => {
    if (typeof name !== "string" || typeof size !== "number") return false;
    const font = fontOf(name);
    if (!font || font.vertical || font.isType3Font) return false;
    [s.fontName, s.font, s.fontSize] = [name, font, size];
    return true;
  };

  const { fnArray, argsArray } = operators;
  // Annotations' appearances (form fields, stamps) follow the page's content; its text is not theirs.
  let inAnnotation = 0;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[];
    // Only glyphs leave the rendering matrix's linear part as it is; any other operator may change it.
    if (fn !== OPS.showText) {
      linearPart = undefined;
      at.stale = true;
    }
    switch (fn) {
      case OPS.beginAnnotation:
        flush();
        inAnnotation++;
        break;
      case OPS.endAnnotation:
        inAnnotation = Math.max(0, inAnnotation - 1);
        break;
      case OPS.save:
        stack.push(clone(s));
        break;
      case OPS.restore:
        s = stack.pop() ?? s;
        break;
      case OPS.transform:
        if (isMatrix(args)) s.ctm = multiply(s.ctm, args);
        break;
      case OPS.paintFormXObjectBegin:
        flush();
        stack.push(clone(s));
        if (isMatrix(args?.[0])) s.ctm = multiply(s.ctm, args[0] as ArrayLike<number>);
        break;
      case OPS.paintFormXObjectEnd:
        flush();
        s = stack.pop() ?? s;
        break;
      case OPS.beginMarkedContent:
      case OPS.beginMarkedContentProps:
      case OPS.endMarkedContent:
        flush();
        break;
      case OPS.beginText:
        s.tm = [...IDENTITY];
        s.tlm = [...IDENTITY];
        break;
      case OPS.setTextMatrix:
        if (!isMatrix(args?.[0])) break;
        s.tm = Array.from(args[0] as ArrayLike<number>) as Matrix;
        s.tlm = [...s.tm];
        updateAdvanceScale();
        break;
      case OPS.setLeadingMoveText:
      case OPS.moveText: {
        const [x, y] = args as number[];
        if (fn === OPS.setLeadingMoveText) s.leading = -y;
        s.tlm[4] += s.tlm[0] * x + s.tlm[2] * y;
        s.tlm[5] += s.tlm[1] * x + s.tlm[3] * y;
        s.tm = [...s.tlm];
        break;
      }
      case OPS.nextLine:
        s.tlm[4] += s.tlm[2] * -s.leading;
        s.tlm[5] += s.tlm[3] * -s.leading;
        s.tm = [...s.tlm];
        break;
      case OPS.setLeading:
        s.leading = args[0] as number;
        break;
      case OPS.setCharSpacing:
        s.charSpacing = args[0] as number;
        break;
      case OPS.setWordSpacing:
        s.wordSpacing = args[0] as number;
        break;
      case OPS.setHScale:
        s.hScale = (args[0] as number) / 100;
        break;
      case OPS.setTextRise:
        s.rise = args[0] as number;
        break;
      case OPS.setFont:
        if (!setFont(args[0], args[1])) return undefined;
        break;
      case OPS.setGState:
        for (const [key, value] of (args?.[0] ?? []) as [string, unknown][]) {
          if (key !== "Font") continue;
          flush();
          const [name, size] = value as [unknown, unknown];
          if (!setFont(name, size)) return undefined;
        }
        break;
      case OPS.showText:
        if (inAnnotation || !s.font) break;
        showGlyphs((args?.[0] ?? []) as (Glyph | number | null)[]);
        break;
    }
    if (rightToLeft) return undefined;
  }
  flush();
  return rightToLeft ? undefined : { items, styles };
}
