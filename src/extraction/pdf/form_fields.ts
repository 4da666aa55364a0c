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
}

/** What a filled field shows: its text, or a ballot box for a check box or radio button. */
export interface FieldText {
  text: string;
  /** The field's box in PDF user space. */
  rect: [number, number, number, number];
  /** The size its text is set in (the field's own, else what fits its box). */
  fontSize: number;
  multiLine: boolean;
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
