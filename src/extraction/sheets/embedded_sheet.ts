// A spreadsheet embedded in a Word file, whichever format the object holds it in: an .xlsx package
// (Excel.Sheet.12) or a compound file whose "Workbook" stream is Excel 97–2003's (Excel.Sheet.8).
import { isZip } from "../detect.ts";
import CFB from "cfb";
import { biffTable } from "./biff_table.ts";
import { xlsxTable } from "./xlsx_table.ts";

/** The table an embedded spreadsheet shows, or undefined when it holds none that can be read. */
export function embeddedSheetTable(bytes: Uint8Array): string[][] | undefined {
  if (isZip(bytes)) return xlsxTable(bytes);
  try {
    const file = CFB.read(bytes, { type: "buffer" });
    const workbook = file.FileIndex.find((entry) => entry.type === 2 && entry.name === "Workbook");
    return workbook?.content?.length
      ? biffTable(Uint8Array.from(workbook.content as ArrayLike<number>))
      : undefined;
  } catch {
    // Neither a zip nor a compound file: the object's picture stands for it.
    return undefined;
  }
}
