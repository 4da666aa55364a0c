import assert from "node:assert/strict";
import { biffTable } from "./biff_table.ts";

/** A BIFF8 record: its type, its length, its data. */
function record(type: number, ...data: number[][]): number[] {
  const bytes = data.flat();
  return [type & 0xff, type >> 8, bytes.length & 0xff, bytes.length >> 8, ...bytes];
}
const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];
const f64 = (n: number) => {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, n, true);
  return [...new Uint8Array(view.buffer)];
};
const latin1 = (text: string) => [...text].map((c) => c.charCodeAt(0));
const utf16 = (text: string) => [...text].flatMap((c) => u16(c.charCodeAt(0)));
/** A string with a 16-bit count (XLUnicodeString), its characters one byte each. */
const shortString = (text: string) => [...u16(text.length), 0, ...latin1(text)];

const BOF = (kind: number) => record(0x0809, u16(0x0600), u16(kind), [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const EOF = record(0x000a);
const cell = (row: number, column: number, xf: number) => [...u16(row), ...u16(column), ...u16(xf)];

/**
 * A workbook stream: the globals (`globals`, then a BOUNDSHEET for each sheet, then EOF), then each sheet's
 * substream (BOF, its records, EOF); the BOUNDSHEET records point at where each sheet begins.
 */
function workbook(globals: number[][], sheets: { type?: number; records: number[][] }[]): Uint8Array {
  const head = [...BOF(0x0005), ...globals.flat()];
  const boundSheet = (at: number, type: number) => record(0x0085, u32(at), [0, type], [1, 0], latin1("S"));
  const boundSize = boundSheet(0, 0).length * sheets.length;
  let at = head.length + boundSize + EOF.length;
  const bodies = sheets.map((sheet) => [...BOF(0x0010), ...sheet.records.flat(), ...EOF]);
  const bounds = sheets.flatMap((sheet, i) => {
    const bound = boundSheet(at, sheet.type ?? 0);
    at += bodies[i].length;
    return bound;
  });
  return new Uint8Array([...head, ...bounds, ...EOF, ...bodies.flat()]);
}

// The string table: "Name", then "Zürich, café" whose characters run into a CONTINUE record, switching from
// one byte each to two there (the byte that starts the CONTINUE says so), then a string with a rich run.
const sst = [
  record(0x00fc, u32(3), u32(3), shortString("Name"), u16(12), [0], latin1("Zürich,")),
  record(0x003c, [1], utf16(" café")),
  record(0x003c, u16(4), [0x08], u16(1), latin1("Bold"), [0, 0, 1, 0]),
];
// Formats: a custom date format (id 164) and the built-in percent (9), by cell style (XF) 0, 1 and 2.
const xf = (format: number) => record(0x00e0, u16(0), u16(format), new Array(16).fill(0));
const styles = [record(0x041e, u16(164), shortString("yyyy-mm-dd")), xf(0), xf(164), xf(9)];

Deno.test("biff: strings across records, numbers, dates, formulas' results, truth values and merged cells", () => {
  const rows = biffTable(workbook([...sst, ...styles], [{
    records: [
      record(0x00fd, cell(0, 0, 0), u32(0)),
      record(0x00fd, cell(0, 1, 0), u32(2)),
      record(0x00fd, cell(1, 0, 0), u32(1)),
      // 45000 as an RK integer, times 100 (so 450), in the date format: 2023-03-15.
      record(0x027e, cell(1, 1, 1), u32((4500000 << 2) | 0x03)),
      // Three RK numbers in a row: 0.25 as a double's high bits in percent, 7 and 12.5 (1250 / 100).
      record(
        0x00bd,
        u16(2),
        u16(0),
        u16(2),
        u32(0x3fd00000),
        u16(0),
        u32((7 << 2) | 2),
        u16(0),
        u32((1250 << 2) | 3),
        u16(2),
      ),
      // A formula whose result is a string, in the STRING record after it; one that is TRUE; an error.
      record(0x0006, cell(3, 0, 0), [0, 0, 0, 0, 0, 0, 0xff, 0xff], new Array(6).fill(0)),
      record(0x0207, shortString("made <here>")),
      record(0x0006, cell(3, 1, 0), [1, 0, 1, 0, 0, 0, 0xff, 0xff], new Array(6).fill(0)),
      record(0x0205, cell(3, 2, 0), [0x07, 1]),
      record(0x0203, cell(4, 0, 0), f64(1234.5)),
      // A4:C4's first cell merged over the row below it and the next column.
      record(0x00e5, u16(1), u16(4), u16(5), u16(0), u16(1)),
      // A chart's substream within the sheet holds none of its cells.
      BOF(0x0020),
      record(0x0203, cell(0, 2, 0), f64(99)),
      EOF,
    ],
  }]));
  assert.deepEqual(rows, [
    ["Name", "Bold", ""],
    ["Zürich, café", "2023-03-15", ""],
    ["25%", "7", "12.5"],
    ["made &lt;here>", "TRUE", "#DIV/0!"],
    ["1234.5", "1234.5", ""],
    ["1234.5", "1234.5", ""],
  ]);
});

Deno.test("biff: the range the object shows, hidden rows and columns, the active sheet", () => {
  const value = (row: number, column: number) =>
    record(0x027e, cell(row, column, 0), u32((row * 10 + column) << 2 | 2));
  const cells = [0, 1, 2, 3].flatMap((row) => [0, 1, 2, 3].map((column) => value(row, column)));
  // OLESIZE shows B1:D3; row 2 is hidden (ROW's flags), and column C (COLINFO).
  const oleSize = record(0x00de, u16(0), u16(0), u16(2), [1, 3]);
  const hiddenRow = record(0x0208, u16(1), u16(0), u16(4), u16(0), u16(0), u16(0), u16(0x20), u16(0));
  const hiddenColumn = record(0x007d, u16(2), u16(2), u16(0), u16(0), u16(1), u16(0));
  // WINDOW1 makes the second sheet the active one.
  const window1 = record(0x003d, new Array(10).fill(0), u16(1), new Array(6).fill(0));
  assert.deepEqual(
    biffTable(workbook([window1, oleSize, ...styles], [
      { records: [value(0, 0)] },
      { records: [hiddenRow, hiddenColumn, ...cells] },
    ])),
    [["1", "3"], ["21", "23"]],
  );
});

Deno.test("biff: an encrypted workbook, one cut short or not BIFF8 gives no table", () => {
  const sheet = { records: [record(0x0203, cell(0, 0, 0), f64(1))] };
  assert.deepEqual(biffTable(workbook(styles, [sheet])), [["1"]]);
  assert.equal(
    biffTable(workbook([record(0x002f, u16(1), new Array(52).fill(0)), ...styles], [sheet])),
    undefined,
  );
  const whole = workbook(styles, [sheet]);
  assert.equal(biffTable(whole.slice(0, whole.length - 8)), undefined);
  // BIFF5 (Excel 95), whose strings and records differ.
  assert.equal(biffTable(new Uint8Array(whole.map((byte, i) => i === 5 ? 0x05 : byte))), undefined);
  // A string table that claims more strings than it holds.
  assert.equal(
    biffTable(workbook([record(0x00fc, u32(9), u32(9), shortString("a")), ...styles], [sheet])),
    undefined,
  );
});
