// Numbers as a spreadsheet shows them: in their cell's number format (numfmt reads Excel's format codes),
// the built-in formats by the ids both file formats give them.
import { format, isDateFormat } from "numfmt";

/**
 * Excel's built-in number formats, by id, in their en-US forms; the short date (14) is written ISO's way,
 * which no reader can take for another date.
 */
const BUILT_IN_FORMATS: Record<number, string> = {
  0: "General",
  1: "0",
  2: "0.00",
  3: "#,##0",
  4: "#,##0.00",
  9: "0%",
  10: "0.00%",
  11: "0.00E+00",
  12: "# ?/?",
  13: "# ??/??",
  14: "yyyy-mm-dd",
  15: "d-mmm-yy",
  16: "d-mmm",
  17: "mmm-yy",
  18: "h:mm AM/PM",
  19: "h:mm:ss AM/PM",
  20: "h:mm",
  21: "h:mm:ss",
  22: "yyyy-mm-dd h:mm",
  37: "#,##0 ;(#,##0)",
  38: "#,##0 ;(#,##0)",
  39: "#,##0.00;(#,##0.00)",
  40: "#,##0.00;(#,##0.00)",
  45: "mm:ss",
  46: "[h]:mm:ss",
  47: "mm:ss.0",
  48: "##0.0E+0",
  49: "@",
};

/** A number format by its id: the file's own (`custom`) or a built-in one, else General. */
export const formatById = (id: number, custom: Map<number, string>) =>
  custom.get(id) ?? BUILT_IN_FORMATS[id] ?? "General";

/** Days from 1900's serial dates to 1904's: a workbook that counts from 1904 is shifted by them. */
const DAYS_1900_TO_1904 = 1462;

/** A number in a format, as the spreadsheet shows it; the number as it is when the format cannot be read. */
export function formattedNumber(value: number, pattern: string, from1904 = false): string {
  if (!Number.isFinite(value)) return "";
  try {
    return format(pattern, from1904 && isDateFormat(pattern) ? value + DAYS_1900_TO_1904 : value);
  } catch {
    return String(value);
  }
}
