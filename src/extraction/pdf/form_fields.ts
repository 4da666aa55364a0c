/** A form field as pdf.js's annotation data gives it: the fields the engine reads. */
export interface FieldAnnotation {
  subtype?: string;
  fieldType?: string;
  fieldValue?: unknown;
  rect?: number[];
  hidden?: boolean;
  password?: boolean;
  multiLine?: boolean;
  checkBox?: boolean;
  radioButton?: boolean;
  exportValue?: string;
  buttonValue?: string;
  defaultAppearanceData?: { fontSize?: number };
  /** The annotation's flags (ISO 32000-2, table 167). */
  annotationFlags?: number;
  /** A markup annotation's text (its Contents): what a FreeText annotation shows. */
  contentsObj?: { str?: string };
}

/** What a filled field shows: its text, or a ballot box for a check box or radio button. */
export interface FieldText {
  text: string;
  /** The field's box in PDF user space. */
  rect: [number, number, number, number];
  /** The size its text is set in (the field's own, else what fits its box). */
  fontSize: number;
  multiLine: boolean;
  /** A note's paragraph of several lines: wrapped to its box, so as wide as it.  */
  wrapped?: boolean;
}

const BOX_TICKED = "☑", BOX_EMPTY = "☐";
/** Text in a field with automatic sizing is set to fit its box, and no larger than this. */
const AUTO_SIZE_MAX = 12;

function fieldText(field: FieldAnnotation): string | undefined {
  const value = field.fieldValue;
  if (field.fieldType === "Btn" && (field.checkBox || field.radioButton)) {
    const on = field.radioButton
      ? value === field.buttonValue
      : field.exportValue
      ? value === field.exportValue
      : typeof value === "string" && value !== "Off";
    return on ? BOX_TICKED : BOX_EMPTY;
  }
  if (field.fieldType === "Tx" && !field.password && typeof value === "string") return value.trim();
  if (field.fieldType === "Ch") {
    return (Array.isArray(value) ? value : [value]).filter(Boolean).join(", ").trim();
  }
  return undefined;
}

/**
 * The values of a page's filled-in form fields. A form's values are its data, but a viewer draws them from
 * the fields, not from the page's content, so they are read here. Unticked boxes are kept only on a page
 * where something was filled in, so that a blank form does not fill up with empty boxes.
 */
export function filledFields(annotations: FieldAnnotation[]): FieldText[] {
  const fields: FieldText[] = [];
  for (const field of annotations) {
    if (field.subtype !== "Widget" || field.hidden || field.rect?.length !== 4) continue;
    const text = fieldText(field);
    if (!text) continue;
    const [x1, y1, x2, y2] = field.rect;
    const rect: FieldText["rect"] = [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
    const height = rect[3] - rect[1];
    const own = field.defaultAppearanceData?.fontSize ?? 0;
    const multiLine = !!field.multiLine;
    const fontSize = own > 0
      ? own
      : Math.max(1, Math.min(AUTO_SIZE_MAX, multiLine ? AUTO_SIZE_MAX : height * 0.7));
    fields.push({ text, rect, fontSize: Math.min(fontSize, Math.max(1, height)), multiLine });
  }
  return fields.some((f) => f.text !== BOX_EMPTY) ? fields : [];
}

/** The flags of an annotation a viewer does not show: Hidden and NoView. */
const NOT_SHOWN = 2 | 32;
/** A FreeText annotation's lines are set this far apart, in sizes of its text. */
const LINE_SPACING = 1.2;

/**
 * The text of a page's FreeText annotations, one entry a paragraph: text typed onto the page in a viewer
 * (Acrobat's "Add Text", Fill & Sign, Bluebeam's text boxes), which a viewer shows and prints as the page's
 * own, and which a form filled in that way holds its values in. Drawn by the viewer from the annotation, like
 * a field's value.
 */
export function typedText(annotations: FieldAnnotation[], bodySize: () => number): FieldText[] {
  const notes = annotations.filter((note) =>
    note.subtype === "FreeText" && !((note.annotationFlags ?? 0) & NOT_SHOWN) && note.rect?.length === 4
  );
  // Measured only on a page that has notes.
  const body = notes.length ? bodySize() : 0;
  const lines: FieldText[] = [];
  for (const note of notes) {
    const [x1, y1, x2, y2] = note.rect!;
    const [left, right, top] = [Math.min(x1, x2), Math.max(x1, x2), Math.max(y1, y2)];
    // Set no larger than the page's body text (when it has any): a note's size is the choice of whoever typed
    // it, and a large one ("this is a text annotation" at 20 points over 11-point text) read as a heading,
    // which moved the document's own headings a level down.
    const own = Math.max(1, note.defaultAppearanceData?.fontSize ?? AUTO_SIZE_MAX);
    const fontSize = body ? Math.min(own, body) : own;
    // One entry a paragraph, where the note's first line of it stands: its lines were wrapped to the box by
    // whoever typed them, and as lines of their own three of them at the page's top pushed its running head
    // down out of the margin.
    const lineTexts = (note.contentsObj?.str ?? "").split(/\r\n?|\n/).map((line) => line.trim());
    lineTexts.forEach((text, i) => {
      if (!text || lineTexts[i - 1]) return;
      let end = i;
      while (lineTexts[end + 1]) end++;
      const lineTop = top - i * fontSize * LINE_SPACING;
      lines.push({
        text: lineTexts.slice(i, end + 1).join(" "),
        rect: [left, lineTop - fontSize, right, lineTop],
        fontSize,
        multiLine: false,
        wrapped: end > i,
      });
    });
  }
  return lines;
}
