import assert from "node:assert/strict";
import { strToU8, zipSync } from "fflate";
import { xlsxTable } from "./xlsx_table.ts";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** An .xlsx package: two sheets (the second `sheet`), shared strings, styles, and the workbook's own XML. */
function xlsx(sheet: string, { workbook = "", strings = "", styles = "" } = {}): Uint8Array {
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${R}/${type}" Target="${target}"/>`;
  const files: Record<string, string> = {
    "_rels/.rels": `<Relationships xmlns="${R}">${
      rel("rId1", "officeDocument", "xl/workbook.xml")
    }</Relationships>`,
    "xl/workbook.xml": `<workbook xmlns="${MAIN}" xmlns:r="${R}">${workbook}<sheets>` +
      `<sheet name="First" sheetId="1" r:id="rId1"/><sheet name="Second" sheetId="2" r:id="rId2"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels":
      `<Relationships xmlns="${R}">${rel("rId1", "worksheet", "worksheets/sheet1.xml")}` +
      `${rel("rId2", "worksheet", "worksheets/sheet2.xml")}${
        rel("rId3", "sharedStrings", "sharedStrings.xml")
      }` +
      `${rel("rId4", "styles", "styles.xml")}</Relationships>`,
    "xl/worksheets/sheet1.xml": `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr">` +
      `<is><t>first sheet</t></is></c></row></sheetData></worksheet>`,
    "xl/worksheets/sheet2.xml": `<worksheet xmlns="${MAIN}">${sheet}</worksheet>`,
    "xl/sharedStrings.xml": `<sst xmlns="${MAIN}">${strings}</sst>`,
    "xl/styles.xml": `<styleSheet xmlns="${MAIN}">${styles}</styleSheet>`,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

const activeSecond = `<bookViews><workbookView activeTab="1"/></bookViews>`;

Deno.test("xlsx: the active sheet's strings, numbers in their formats, dates, formulas' results and merges", () => {
  const strings = `<si><t>Name</t></si><si><r><t>Zü</t></r><r><rPr><b/></rPr><t>rich</t></r>` +
    `<rPh><t>ignored</t></rPh></si><si><t>&lt;b&gt;</t></si>`;
  // Styles: General, a custom date format (164), the built-in thousands with decimals (4).
  const styles = `<numFmts><numFmt numFmtId="164" formatCode="d mmm yyyy"/></numFmts>` +
    `<cellXfs><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="4"/></cellXfs>`;
  const sheet = `<sheetData>` +
    `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>` +
    `<row r="2"><c r="A2" s="1"><v>45000</v></c><c r="B2" s="2"><v>1234567.891</v></c>` +
    `<c r="C2" t="str"><f>A1</f><v>Name</v></c></row>` +
    `<row r="3"><c r="A3" t="b"><v>1</v></c><c r="B3" t="e"><v>#N/A</v></c><c r="C3"><v>0.30000000000000004</v></c></row>` +
    `<row r="4"><c r="A4"><v>7</v></c></row>` +
    `</sheetData><mergeCells count="1"><mergeCell ref="A4:B5"/></mergeCells>`;
  assert.deepEqual(xlsxTable(xlsx(sheet, { workbook: activeSecond, strings, styles })), [
    ["Name", "Zürich", "&lt;b>"],
    ["15 Mar 2023", "1,234,567.89", "Name"],
    ["TRUE", "#N/A", "0.3"],
    ["7", "7", ""],
    ["7", "7", ""],
  ]);
});

Deno.test("xlsx: the range the object shows, within bounds, hidden rows and columns left out", () => {
  const rows = [1, 2, 3, 4].map((r) =>
    `<row r="${r}"${r === 2 ? ` hidden="1"` : ""}>${
      ["A", "B", "C", "D"].map((c) => `<c r="${c}${r}"><v>${r}${c.charCodeAt(0) - 64}</v></c>`).join("")
    }</row>`
  ).join("");
  const sheet = `<cols><col min="3" max="3" hidden="1"/></cols><sheetData>${rows}</sheetData>`;
  const shown = (ref: string) => `<oleSize ref="${ref}"/>${activeSecond}`;
  assert.deepEqual(xlsxTable(xlsx(sheet, { workbook: shown("B1:D3") })), [["12", "14"], ["32", "34"]]);
  // A range past any sheet's size is cut to a thousand rows of a hundred cells.
  const huge = xlsxTable(xlsx(sheet, { workbook: shown("A1:XFD1048576") }))!;
  assert.deepEqual([huge.length, huge[0].length], [1000, 100]);
});

Deno.test("xlsx: a package that is no workbook, or a damaged one, gives no table", () => {
  assert.equal(xlsxTable(new Uint8Array(100)), undefined);
  assert.equal(xlsxTable(zipSync({ "a.txt": strToU8("a") })), undefined);
  assert.equal(xlsxTable(xlsx(`<sheetData><row><c t="s"><v>0</v>`, { workbook: activeSecond })), undefined);
  assert.equal(xlsxTable(xlsx(`<sheetData/>`, { workbook: activeSecond })), undefined);
});

Deno.test("xlsx: a chart object's workbook, its chart sheet active, shows the data of its first worksheet", () => {
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${R}/${type}" Target="${target}"/>`;
  const worksheet = (cells: string) =>
    `<worksheet xmlns="${MAIN}"><sheetData><row r="1">${cells}</row></sheetData></worksheet>`;
  const files: Record<string, string> = {
    "xl/workbook.xml":
      `<workbook xmlns="${MAIN}" xmlns:r="${R}"><bookViews><workbookView activeTab="0"/></bookViews>` +
      `<sheets><sheet name="Chart1" sheetId="1" r:id="rId1"/><sheet name="Empty" sheetId="2" r:id="rId2"/>` +
      `<sheet name="Data" sheetId="3" r:id="rId3"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels":
      `<Relationships xmlns="${R}">${rel("rId1", "chartsheet", "chartsheets/sheet1.xml")}` +
      `${rel("rId2", "worksheet", "worksheets/sheet1.xml")}${
        rel("rId3", "worksheet", "worksheets/sheet2.xml")
      }` +
      `</Relationships>`,
    "xl/chartsheets/sheet1.xml": `<chartsheet xmlns="${MAIN}"/>`,
    "xl/worksheets/sheet1.xml": worksheet(""),
    "xl/worksheets/sheet2.xml": worksheet(
      `<c r="A1" t="inlineStr"><is><t>Month</t></is></c><c r="B1"><v>3</v></c>`,
    ),
  };
  const bytes = zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
  );
  assert.deepEqual(xlsxTable(bytes), [["Month", "3"]]);
});
