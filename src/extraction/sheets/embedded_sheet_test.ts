import assert from "node:assert/strict";
import CFB from "cfb";
import { convertDoc } from "../doc/convert_doc.ts";
import { convertDocx } from "../docx/convert_docx.ts";
import { embeddedSheetTable } from "./embedded_sheet.ts";

// Saved by LibreOffice from testdata/sheet.fodt, a paragraph, a spreadsheet object (a budget of two items,
// a cost and a share in percent) and a paragraph: as a Word file it embeds the sheet as an .xlsx package
// (Excel.Sheet.12), as a .doc as an Excel 97–2003 workbook (a Workbook stream in the object's storage).
const testFile = (name: string) => Deno.readFileSync(new URL(`testdata/${name}`, import.meta.url));
const table = "| Item | Cost | Share |\n| - | - | - |\n| Rent | 1200 | 60.00% |\n| Food | 800.5 | 40.00% |";

Deno.test("embedded spreadsheets: a Word file's and a .doc's are the table they show, after their paragraph", async () => {
  const expected = `The budget follows.\n\n${table}\n\nThat is all.\n`;
  assert.equal((await convertDocx(testFile("sheet.docx"), { skipImages: false })).markdown, expected);
  assert.equal((await convertDoc(testFile("sheet.doc"), {})).markdown, expected);
});

Deno.test("embedded spreadsheets: one that cannot be read is its picture", async () => {
  assert.equal(embeddedSheetTable(new Uint8Array(64)), undefined);
  // The .doc's workbook cut short: its records run past the stream's end.
  const file = CFB.read(testFile("sheet.doc"), { type: "buffer" });
  const path = file.FullPaths.find((p) => p.endsWith("/Workbook"))!;
  const entry = file.FileIndex[file.FullPaths.indexOf(path)];
  entry.content = Uint8Array.from(entry.content as ArrayLike<number>).slice(0, 1600) as never;
  const broken = new Uint8Array(CFB.write(file, { type: "array" }) as ArrayBuffer);
  const { markdown } = await convertDoc(broken, {});
  assert.equal(markdown, "The budget follows.\n\n![Image 1](Data/0)\n\nThat is all.\n");
});
