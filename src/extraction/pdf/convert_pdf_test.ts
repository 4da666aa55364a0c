import assert from "node:assert/strict";
import { convertIsolated } from "../isolated.ts";
import { cjkPdf, cyclicPatternPdf, makePdf, paragraphLines } from "../testing/make_pdf.ts";
import { ExtractionError } from "../types.ts";
import { convertPdf } from "./convert_pdf.ts";
import { inspectDocument } from "../inspect.ts";

const options = { accuracy: "lite" as const, pageSeparator: false, skipImages: false };
const words = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}${i}`);
const corpus = new URL("../../../../shared/corpus/", import.meta.url);

function corpusFile(path: string): Uint8Array | undefined {
  try {
    return Deno.readFileSync(new URL(path, corpus));
  } catch {
    console.log(`corpus file ${path} not found, skipping`);
    return undefined;
  }
}

/** A paragraph, a bold title over a three-column table, and a closing paragraph from `outroY`. */
function measuredResults(outroY: number) {
  const row = (y: number, cells: string[]) => cells.map((text, i) => ({ x: 72 + i * 130, y, text }));
  return [
    ...paragraphLines(words(20, "intro"), 72, 60),
    { x: 200, y: 112, text: "Measured results overall", font: "bold" as const },
    ...row(130, ["Run", "Seconds", "Pages"]),
    ...row(144, ["first", "1.5", "12"]),
    ...row(158, ["second", "2.5", "40"]),
    ...paragraphLines(words(10, "outro"), 72, outroY),
  ];
}

Deno.test("pdf: fonts give headings, bold and italic; link annotations give links; pages are counted", async () => {
  const pdf = makePdf([{
    texts: [
      { x: 72, y: 60, text: "Quarterly Findings", size: 20, font: "bold" },
      ...paragraphLines(words(40, "alpha"), 72, 100),
      { x: 72, y: 170, text: "Method Notes", size: 14, font: "bold" },
      { x: 72, y: 200, text: "Plain words then" },
      { x: 160, y: 200, text: "important", font: "bold" },
      { x: 220, y: 200, text: "and" },
      { x: 245, y: 200, text: "slanted", font: "italic" },
      { x: 290, y: 200, text: "see" },
      { x: 315, y: 200, text: "quarry.example" },
    ],
    links: [{ x: 313, y: 190, width: 80, height: 14, url: "https://quarry.example/" }],
  }, { texts: paragraphLines(words(20, "beta"), 72, 100) }]);
  const result = await convertPdf(pdf, options);
  assert.equal(result.pages, 2);
  assert.match(result.markdown, /^# Quarterly Findings$/m);
  assert.match(result.markdown, /^## Method Notes$/m);
  assert.match(
    result.markdown,
    /\*\*important\*\* and \*slanted\* see \[quarry\.example\]\(https:\/\/quarry\.example\/\)/,
  );
  assert.match(result.markdown, /alpha0 alpha1 [^\n]* alpha39\n/);
});

Deno.test("pdf: link text broken over two lines is one link, without the stop after it", async () => {
  // As word processors print it: one run a line, a link area over each line's part of the link text
  // ("online" ends the first line, at 235 points in 10-point Helvetica).
  const first = "The full list of settings is in the online";
  const pdf = makePdf([{
    texts: [{ x: 72, y: 100, text: first }, { x: 72, y: 114, text: "manual. It is updated monthly." }],
    links: [
      { x: 206, y: 91, width: 30, height: 12, url: "https://quarry.example/m" },
      { x: 71, y: 105, width: 36, height: 12, url: "https://quarry.example/m" },
    ],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.equal(
    markdown,
    "The full list of settings is in the [online manual](https://quarry.example/m). It is updated monthly.\n",
  );
});

Deno.test("pdf: ruling lines take in a table's header rows; images are placeholders unless skipped", async () => {
  const pdf = makePdf([{
    texts: measuredResults(420),
    lines: [[70, 100, 420, 100], [70, 134, 420, 134], [70, 162, 420, 162]],
    images: [{ x: 72, y: 200, width: 300, height: 180 }],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(
    markdown,
    /\| Run \| Seconds \| Pages \|\n\| first \| 1\.5 \| 12 \|\n\| second \| 2\.5 \| 40 \|/,
  );
  assert.match(markdown, /Measured results overall \|/);
  assert.match(markdown, /\| second[^\n]*\n\n!\[Image 1\]\(page-1-image-1\)\n\noutro0/);
  const skipped = await convertPdf(pdf, { ...options, skipImages: true });
  assert.doesNotMatch(skipped.markdown, /!\[Image/);
});

Deno.test("pdf: rules drawn cell by cell take in a table's header rows as whole rules do", async () => {
  // Browsers stroke a table's borders cell by cell: each piece here is shorter than a third of the table.
  const ruleInPieces = (y: number): [number, number, number, number][] =>
    [70, 157.5, 245, 332.5].map((x) => [x, y, x + 87.5, y]);
  const pdf = makePdf([{
    texts: measuredResults(220),
    lines: [100, 134, 162].flatMap(ruleInPieces),
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.equal(
    tableLines(markdown),
    [
      "|  | Measured results overall |  |",
      "| - | - | - |",
      "| Run | Seconds | Pages |",
      "| first | 1.5 | 12 |",
      "| second | 2.5 | 40 |",
    ].join("\n"),
  );
});

/**
 * Cells of a table as browsers print it from HTML: left-aligned in columns at these x positions, the widest
 * cell of each column 7 to 8 points (under an em at 10 points) short of the next column, as a cell padding of
 * half an em a side leaves them. Columns from 70 to 300; no vertical rules.
 */
const paddedRow = (y: number, cells: string[], font: "regular" | "bold" = "regular") =>
  cells.map((text, i) => ({ x: [72, 155, 211, 260][i], y, text, font }));
const ruleAcross = (y: number): [number, number, number, number] => [70, y, 300, y];
const productHeader = ["Product line", "Units sold", "Revenue", "Margin"];
const productRows = [
  ["Office chairs", "12,400", "2,108", "31%"],
  ["Storage cabinets", "5,820", "873", "35%"],
  ["Standing desks", "3,150", "1,575", "28%"],
];
/** Rows as the markdown writes them, under the header and its separator. */
const markdownRows = (rows: string[][]) => [
  `| ${productHeader.join(" | ")} |`,
  "| - | - | - | - |",
  ...rows.map((cells) => `| ${cells.join(" | ")} |`),
];
/** The markdown's table lines, in one piece. */
const tableLines = (markdown: string) =>
  markdown.split("\n").filter((line) => line.startsWith("|")).join("\n");

Deno.test("pdf: a table ruled above and below its header and below its last row, cells close together, keeps its columns", async () => {
  // "Storage cabinets" ends 8 points before "5,820"; the bold "Units sold" and "Revenue" end 7.7 and 7.3 points
  // before the next header: each line would otherwise be one cell across columns.
  const pdf = makePdf([{
    texts: [
      ...paragraphLines(words(20, "intro"), 72, 100),
      ...paddedRow(200, productHeader, "bold"),
      ...productRows.flatMap((cells, i) => paddedRow(220 + i * 16, cells)),
      ...paragraphLines(words(10, "outro"), 72, 300),
    ],
    lines: [ruleAcross(188), ruleAcross(205), ruleAcross(258)],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.equal(tableLines(markdown), markdownRows(productRows).join("\n"));
  assert.match(markdown, /intro19\n\n\| Product line[^]*\| 28% \|\n\noutro0/);
});

Deno.test("pdf: a table continued on the next page, under its header repeated or not, is one table", async () => {
  // The table starts low on page 1, in the band where footers stand, and the page breaks inside its body.
  // Page 2 starts with it where running heads stand: its header repeated between rules over its last two
  // rows, or straight away with its last four.
  const firstPage = {
    texts: [
      ...paragraphLines(words(60, "intro"), 72, 560),
      ...paddedRow(700, productHeader, "bold"),
      ...productRows.flatMap((cells, i) => paddedRow(720 + i * 20, cells)),
    ],
    lines: [ruleAcross(688), ruleAcross(705)],
  };
  const rows = [
    ["Lighting", "9,760", "586", "42%"],
    ["Storage racks", "21,300", "1,032", "47%"],
    ["Accessories", "4,420", "214", "39%"],
    ["Desk lamps", "2,210", "143", "44%"],
  ];
  const repeated = {
    texts: [
      ...paddedRow(40, productHeader, "bold"),
      ...rows.slice(0, 2).flatMap((cells, i) => paddedRow(60 + i * 20, cells)),
      ...paragraphLines(words(40, "outro"), 72, 120),
    ],
    lines: [ruleAcross(28), ruleAcross(45), ruleAcross(86)],
  };
  const straight = {
    texts: [
      ...rows.flatMap((cells, i) => paddedRow(40 + i * 20, cells)),
      ...paragraphLines(words(40, "outro"), 72, 140),
    ],
    lines: [ruleAcross(106)],
  };
  for (const [secondPage, continued] of [[repeated, 2], [straight, 4]] as const) {
    const { markdown } = await convertPdf(makePdf([firstPage, secondPage]), options);
    assert.equal(
      tableLines(markdown),
      markdownRows([...productRows, ...rows.slice(0, continued)]).join("\n"),
    );
    assert.match(markdown, /intro59\n\n\| Product line[^]*%\s\|\n\noutro0/);
  }
});

/** The four sides of a box as ruling lines. */
const frame = (x1: number, y1: number, x2: number, y2: number): [number, number, number, number][] => [
  [x1, y1, x2, y1],
  [x1, y2, x2, y2],
  [x1, y1, x1, y2],
  [x2, y1, x2, y2],
];

Deno.test("pdf: ruled tables inside a page frame are read cell by cell; double borders and check boxes add no columns", async () => {
  const across = (y: number, x1: number, x2: number): [number, number, number, number] => [x1, y, x2, y];
  const down = (x: number, y1: number, y2: number): [number, number, number, number] => [x, y1, x, y2];
  const pdf = makePdf([{
    texts: [
      { x: 110, y: 215, text: "Standard" },
      { x: 310, y: 215, text: "Cast billets" },
      { x: 110, y: 235, text: "Mandatory" },
      { x: 335, y: 235, text: "No" },
      { x: 110, y: 255, text: "Issuer" },
      { x: 310, y: 255, text: "National office" },
      // A row with no label: its own row, not the row above continued.
      { x: 310, y: 275, text: "Renewed yearly" },
      ...[["Date", "Step", "Owner"], ["2024", "Listed", "Board"], ["2025", "Traded", "Desk"]].flatMap((
        row,
        r,
      ) => row.map((text, c) => ({ x: 110 + c * 130, y: 415 + r * 20, text }))),
    ],
    lines: [
      // The page's frame, which every table stands inside.
      ...frame(30, 30, 580, 760),
      // A key and value table with a double outer border and a check box in one cell.
      ...[200, 220, 240, 260, 280].map((y) => across(y, 96, 504)),
      ...[96, 100, 300, 500, 504].map((x) => down(x, 200, 280)),
      ...frame(320, 226, 328, 234),
      // A plain grid further down.
      ...[400, 420, 440, 460].map((y) => across(y, 100, 490)),
      ...[100, 230, 360, 490].map((x) => down(x, 400, 460)),
    ],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(
    markdown,
    /\| Standard \| Cast billets \|\n\| - \| - \|\n\| Mandatory \| No \|\n\| Issuer \| National office \|\n\| {2}\| Renewed yearly \|/,
  );
  assert.match(markdown, /\| Date \| Step \| Owner \|\n\| - \| - \| - \|\n\| 2024 \| Listed \| Board \|/);
});

Deno.test("pdf: column heads turned on their side in a ruled table are read into their cells", async () => {
  const across = (y: number): [number, number, number, number] => [100, y, 420, y];
  const down = (x: number): [number, number, number, number] => [x, 100, x, 240];
  const pdf = makePdf([{
    texts: [
      ...paragraphLines(words(30, "intro"), 100, 60),
      { x: 110, y: 115, text: "User action" },
      // Running upwards from the foot of the header row: one word, two words on one line, two lines.
      { x: 325, y: 195, text: "Alpha", turned: true },
      { x: 365, y: 195, text: "No", turned: true },
      { x: 365, y: 172, text: "Authority", turned: true },
      { x: 393, y: 195, text: "Long", turned: true },
      { x: 407, y: 195, text: "head", turned: true },
      { x: 110, y: 215, text: "Read rows" },
      { x: 315, y: 215, text: "X" },
      { x: 395, y: 215, text: "X" },
      { x: 110, y: 235, text: "Write rows" },
      { x: 355, y: 235, text: "X" },
    ],
    lines: [...[100, 200, 220, 240].map(across), ...[100, 300, 340, 380, 420].map(down)],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(
    markdown,
    /\| User action \| Alpha \| No Authority \| Long head \|\n\| - \| - \| - \| - \|\n\| Read rows \| X \| {2}\| X \|\n\| Write rows \| {2}\| X \| {2}\|/,
  );
});

Deno.test("pdf: text turned on its side does not make a ruled drawing a table", async () => {
  const pdf = makePdf([{
    texts: [
      ...paragraphLines(words(30, "intro"), 100, 60),
      // A plan's boxes: two labelled rooms, the rest only dimensions set sideways.
      { x: 110, y: 140, text: "Kitchen" },
      { x: 210, y: 190, text: "Hall" },
      { x: 125, y: 230, text: "12 ft", turned: true },
      { x: 325, y: 180, text: "8 ft", turned: true },
      { x: 325, y: 230, text: "6 ft", turned: true },
    ],
    lines: [
      ...[120, 170, 220, 270].map((y): [number, number, number, number] => [100, y, 400, y]),
      ...[100, 200, 300, 400].map((x): [number, number, number, number] => [x, 120, x, 270]),
    ],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.doesNotMatch(markdown, /\|/);
  assert.match(markdown, /Kitchen/);
});

Deno.test("pdf: a group's head boxed by rules over the columns it groups covers each of them", async () => {
  const row = (y: number, cells: string[]) =>
    cells.map((text, c) => ({ x: [100, 200, 250, 300, 370, 420][c], y, text }));
  const pdf = makePdf([{
    texts: [
      ...paragraphLines(words(30, "intro"), 100, 60),
      { x: 247, y: 118, text: "Group A" },
      { x: 395, y: 118, text: "Group B" },
      ...row(135, ["Name", "a1", "a2", "a3", "b1", "b2"]),
      ...row(150, ["first", "11", "12", "13", "14", "15"]),
      ...row(165, ["second", "21", "22", "23", "24", "25"]),
    ],
    // Each head in a box of its own; the columns below have no rules.
    lines: [
      [190, 106, 340, 106],
      [360, 106, 460, 106],
      ...[190, 340, 360, 460].map((x): [number, number, number, number] => [x, 106, x, 124]),
    ],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(
    markdown,
    /\| {2}\| Group A \| Group A \| Group A \| Group B \| Group B \|\n\| - (\| - ){5}\|\n\| Name \| a1 \| a2 \| a3 \| b1 \| b2 \|\n\| first \| 11 \|/,
  );
});

Deno.test("pdf: a cell's text running on over several lines under it stays in its row", async () => {
  const row = (y: number, cells: string[]) =>
    cells.map((text, c) => ({ x: [72, 150, 230, 480][c], y, text }));
  const pdf = makePdf([{
    texts: [
      ...paragraphLines(words(30, "intro"), 72, 60),
      ...row(120, ["Document", "Posted", "Description", "Amount"]),
      ...row(135, ["D-001", "05/03", "STAFF TRAVEL", "920.68"]),
      ...row(150, ["D-002", "05/24", "STAFF TRAVEL", "907.96"]),
      { x: 230, y: 162, text: "AIRFARE FOR K FORD 3/21 TO SAINT LOUIS" },
      { x: 230, y: 174, text: "AND RETURN" },
      ...row(189, ["D-003", "05/28", "SENATOR TRAVEL", "798.90"]),
      ...row(204, ["D-004", "06/13", "STAFF TRAVEL", "553.30"]),
      // A note set at a column's edge but running across the next one is not the cell's.
      { x: 150, y: 216, text: "Amounts are in dollars as posted by the disbursing office of the Senate" },
    ],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(
    markdown,
    /\| D-002 \| 05\/24 \| STAFF TRAVEL AIRFARE FOR K FORD 3\/21 TO SAINT LOUIS AND RETURN \| 907\.96 \|\n\| D-003 \| 05\/28 \| SENATOR TRAVEL \| 798\.90 \|\n\| D-004 \| 06\/13 \| STAFF TRAVEL \| 553\.30 \|\n\nAmounts are in dollars/,
  );
});

Deno.test("pdf: white boxes behind a figure's labels draw no table; white cells on a shaded table still do", async () => {
  const cells = (top: number) =>
    [0, 1, 2].flatMap((r) =>
      [0, 1].map((c) => ({ x: 100 + c * 200, y: top + r * 30, width: 198, height: 28, grey: 1 }))
    );
  const labels = (top: number, words: string[]) =>
    words.map((text, i) => ({ x: 110 + (i % 2) * 200, y: top + 18 + Math.floor(i / 2) * 30, text }));
  const pdf = makePdf([{
    texts: [
      ...labels(100, ["Input", "Reader", "Layout", "Tables", "Output", "Markdown"]),
      ...labels(400, ["Name", "Value", "alpha", "1", "beta", "2"]),
    ],
    boxes: [...cells(100), { x: 98, y: 398, width: 402, height: 92, grey: 0.6 }, ...cells(400)],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.doesNotMatch(markdown, /\| Input/);
  assert.match(markdown, /Input/);
  assert.match(markdown, /\| Name \| Value \|\n\| - \| - \|\n\| alpha \| 1 \|\n\| beta \| 2 \|/);
});

Deno.test("pdf: a cell shaded line by line is one cell; white dividers on a shaded header still part its cells", async () => {
  const pdf = makePdf([{
    texts: [
      ...["Code", "Before", "After"].map((text, i) => ({ x: 110 + i * 130, y: 114, text })),
      { x: 110, y: 136, text: "Has the maker" },
      { x: 110, y: 148, text: "the standard?" },
      { x: 240, y: 140, text: "Yes" },
      { x: 370, y: 140, text: "No" },
      { x: 110, y: 170, text: "Group" },
      { x: 240, y: 170, text: "First" },
      { x: 370, y: 170, text: "Second" },
    ],
    boxes: [
      // The header: three blue-grey boxes side by side, parted by white strokes.
      ...[0, 1, 2].map((i) => ({ x: 100 + i * 130, y: 100, width: 130, height: 20, grey: 0.5 })),
      // The first column's second cell, shaded one line at a time.
      { x: 100, y: 120, width: 130, height: 17, grey: 0.85 },
      { x: 100, y: 137, width: 130, height: 17, grey: 0.85 },
    ],
    greyLines: [230, 360].map((x) => ({ line: [x, 100, x, 120], grey: 1 })),
    lines: [
      ...[120, 154, 180].map((y): [number, number, number, number] => [100, y, 490, y]),
      ...[100, 230, 360, 490].map((x): [number, number, number, number] => [x, 120, x, 180]),
    ],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(
    markdown,
    /\| Code \| Before \| After \|\n\| - \| - \| - \|\n\| Has the maker the standard\? \| Yes \| No \|\n\| Group \| First \| Second \|/,
  );
});

Deno.test("pdf: list bullets drawn as discs and rings are list items; a dot inside a line is not a bullet", async () => {
  const items = ["northern reservoir supply", "river intake in summer", "groundwater wells in reserve"];
  const pdf = makePdf([{
    texts: [
      { x: 72, y: 80, text: "The city draws its water from three sources." },
      ...items.map((text, i) => ({ x: 90, y: 100 + i * 16, text })),
      { x: 108, y: 148, text: "kept for droughts" },
      { x: 72, y: 180, text: "Before the dot" },
      { x: 150, y: 180, text: "after the dot." },
    ],
    circles: [
      ...items.map((_, i) => ({ x: 80, y: 100 + i * 16 - 3.5, radius: 1.8, filled: true })),
      { x: 98, y: 148 - 3.5, radius: 1.8 },
      { x: 144, y: 180 - 3.5, radius: 1.5, filled: true },
    ],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(
    markdown,
    /^- northern reservoir supply\n- river intake in summer\n- groundwater wells in reserve\n {2}- kept for droughts$/m,
  );
  assert.match(markdown, /^Before the dot after the dot\.$/m);
});

Deno.test("pdf: boxes a symbol font draws with no text of their own (a C1 control) mark list items", async () => {
  // Wingdings writers leave such glyphs unmapped: pdf.js reads them as U+0084, which is no text.
  const choices = ["Yes, at the national level", "Yes, at the regional level", "No"];
  const pdf = makePdf([{
    texts: [
      { x: 72, y: 60, text: "Do the staff lawyers coordinate their work?" },
      ...choices.flatMap((text, i) => [
        // The box, then its answer a little over half an em after it.
        { x: 90, y: 80 + i * 16, glyphs: ["\u0084"] },
        { x: 99, y: 80 + i * 16, text },
      ]),
    ],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  for (const choice of choices) assert.match(markdown, new RegExp(`^\\s*- ${choice}$`, "m"));
  assert.doesNotMatch(markdown, /[\u0080-\u009f\uf000-\uf0ff]/);
});

Deno.test("pdf: a filled-in form's values and ticks are read; a blank form gains no empty boxes", async () => {
  const form = (filled: boolean) =>
    makePdf([{
      texts: [
        { x: 72, y: 60, text: "Application form" },
        { x: 72, y: 100, text: "Full name:" },
        { x: 72, y: 130, text: "City:" },
        { x: 88, y: 160, text: "Member already" },
        { x: 88, y: 180, text: "New member" },
      ],
      // The fields' values live in the fields (widget annotations), not in the page's text.
      fields: [
        { x: 124, y: 88, width: 200, height: 16, value: filled ? "Ada Lovelace" : "" },
        { x: 100, y: 118, width: 200, height: 16, value: filled ? "London" : "" },
        { x: 72, y: 151, width: 10, height: 10, checked: filled },
        { x: 72, y: 171, width: 10, height: 10, checked: false },
      ],
    }]);
  const { markdown } = await convertPdf(form(true), options);
  assert.match(markdown, /^Full name: Ada Lovelace$/m);
  assert.match(markdown, /^City: London$/m);
  assert.match(markdown, /^- \[x\] Member already\n- \[ \] New member$/m);
  const blank = (await convertPdf(form(false), options)).markdown;
  assert.match(blank, /^Full name:$/m);
  assert.doesNotMatch(blank, /\[ \]|☐/);
});

Deno.test("pdf: text typed onto the page (FreeText annotations) is read where it stands, a hidden note is not", async () => {
  const pdf = makePdf([{
    texts: [
      { x: 72, y: 60, text: "Visitor log" },
      { x: 72, y: 100, text: "Name:" },
      { x: 72, y: 130, text: "Remarks:" },
    ],
    notes: [
      { x: 120, y: 88, width: 200, height: 16, text: "Grace Hopper" },
      { x: 140, y: 118, width: 300, height: 40, text: "Arrived early\nleft a note" },
      { x: 300, y: 300, width: 200, height: 16, text: "Reviewer's draft remark", hidden: true },
      // Large, it is still no heading: its size is the typist's, not the document's.
      { x: 72, y: 200, width: 400, height: 30, text: "Approved by the board", size: 24 },
    ],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(markdown, /^Approved by the board$/m);
  assert.match(markdown, /^Name: Grace Hopper$/m);
  assert.match(markdown, /^Remarks: Arrived early left a note$/m);
  assert.doesNotMatch(markdown, /draft remark/);
});

Deno.test("pdf: a note typed beside a title is no word of it: it follows the page's text", async () => {
  const pdf = makePdf([{
    texts: [
      { x: 150, y: 60, text: "Tracing Compilers for Dynamic Languages", size: 20, font: "bold" },
      ...paragraphLines([...words(40, "gamma"), "end."], 72, 120),
    ],
    notes: [{ x: 60, y: 62, width: 40, height: 12, text: "title" }],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(markdown, /^# Tracing Compilers for Dynamic Languages$/m, markdown);
  assert.match(markdown, /gamma39 end\.\n\ntitle\n$/, markdown);
});

Deno.test("pdf: a scanned form's filled-in fields do not keep its page from being read as a scan", async () => {
  const values = ["Ada Lovelace, 12 St James's Square", "Analytical Engine notes, third draft", "London W1"];
  const pdf = makePdf([{
    texts: [],
    images: [{ x: 0, y: 0, width: 612, height: 792 }],
    fields: values.map((value, i) => ({ x: 100, y: 100 + i * 30, width: 420, height: 20, value })),
  }]);
  const { markdown, warnings } = await convertPdf(pdf, options);
  // The picture (a blank one here) went to OCR, and the fields' values are still there.
  assert.ok(warnings.some((w) => /no text was found/.test(w)), warnings.join("; "));
  for (const value of values) assert.ok(markdown.includes(value), markdown);
});

Deno.test("pdf: a numbered heading keeps its number; a paragraph cut by a page break reads as one", async () => {
  const pdf = makePdf([{
    texts: [
      { x: 72, y: 60, text: "1. Introduction", size: 16, font: "bold" },
      ...paragraphLines(words(30, "alpha"), 72, 100),
      { x: 72, y: 740, text: "and the sentence runs on past the end of" },
    ],
  }, {
    texts: [
      { x: 72, y: 72, text: "the page into the next one." },
      { x: 72, y: 110, text: "2. Method", size: 16, font: "bold" },
      ...paragraphLines(words(10, "beta"), 72, 140),
    ],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(markdown, /^## 1\. Introduction$/m);
  assert.match(markdown, /^## 2\. Method$/m);
  assert.match(markdown, /runs on past the end of the page into the next one\.$/m);
});

Deno.test("pdf: a title wrapped over both columns is one heading; a small running head close above the text goes", async () => {
  const column = (x: number, seed: string) =>
    Array.from({ length: 30 }, (_, i) => ({ x, y: 150 + i * 14, text: words(5, `${seed}${i}w`).join(" ") }));
  const head = (page: number) => ({ x: 72, y: 20, text: `11/24/26, 3:06 AM minutes ${page}`, size: 7 });
  const pdf = makePdf([{
    texts: [
      head(1),
      { x: 72, y: 80, text: "Soil Moisture and Crop Yield in Long Dry", size: 24, font: "bold" },
      { x: 72, y: 110, text: "Summers", size: 24, font: "bold" },
      ...column(72, "left"),
      ...column(320, "right"),
    ],
  }, {
    texts: [head(2), { x: 72, y: 45, text: "Closing words", size: 16, font: "bold" }, ...column(72, "more")],
  }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(markdown, /^# Soil Moisture and Crop Yield in Long Dry Summers$/m);
  assert.doesNotMatch(markdown, /3:06 AM/);
  assert.match(markdown, /^## Closing words$/m);
});

Deno.test("pdf: the page separator marks every page after the first, empty ones too", async () => {
  const pdf = makePdf([{ texts: [{ x: 72, y: 100, text: "one" }] }, { texts: [] }, {
    texts: [{ x: 72, y: 100, text: "three" }],
  }]);
  const { markdown } = await convertPdf(pdf, { ...options, pageSeparator: true });
  assert.equal(markdown, "one\n\n<!-- page 2 -->\n\n<!-- page 3 -->\n\nthree\n");
});

Deno.test("pdf: typographic quotes are written straight, as markdown is typed", async () => {
  // Drawn in a font whose ToUnicode map gives each glyph its character.
  const pdf = makePdf([{ texts: [{ x: 72, y: 100, glyphs: [..."Apple’s “new” range ‘as is’"] }] }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.equal(markdown, "Apple's \"new\" range 'as is'\n");
});

Deno.test("pdf: ideographs a CJK font's ToUnicode map gives as radicals are read as the ideographs", async () => {
  // Noto CJK shares "工", "一" and "长" with the radicals of their shape; Chromium's PDFs map them so.
  const pdf = makePdf([{ texts: [{ x: 72, y: 100, glyphs: [..."⼯作⼀流，家⻓"] }] }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.equal(markdown, "工作一流，家长\n");
});

Deno.test("pdf: a page whose text runs sideways is read turned upright", async () => {
  // Upward-running lines: each next line sits further right, starting from the bottom of the page.
  const lines = [
    "Landscape heading line",
    "first row of the sideways text",
    "second row of the sideways text",
  ];
  const pdf = makePdf([{ texts: lines.map((text, i) => ({ x: 100 + i * 14, y: 700, text, turned: true })) }]);
  const { markdown } = await convertPdf(pdf, options);
  assert.match(markdown, /Landscape heading line[\s\S]*first row of the sideways text[\s\S]*second row/);
});

Deno.test("pdf: a corrupt file fails as corrupt, with the reason", async () => {
  const junk = new TextEncoder().encode("%PDF-1.7\n" + "garbage ".repeat(200));
  await assert.rejects(convertPdf(junk, options), (error: unknown) => {
    assert.ok(error instanceof ExtractionError);
    assert.equal(error.code, "corrupt");
    assert.match(error.message, /PDF/);
    return true;
  });
});

Deno.test("pdf: a truncated file converts what is left or fails as corrupt", async () => {
  const pdf = makePdf([{ texts: paragraphLines(words(30, "kept"), 72, 100) }]);
  try {
    const result = await convertPdf(pdf.subarray(0, Math.floor(pdf.length * 0.6)), options);
    assert.match(result.markdown, /kept0/);
  } catch (error) {
    assert.ok(error instanceof ExtractionError && error.code === "corrupt", String(error));
  }
});

Deno.test("pdf: an AES-256 file whose owner password is empty opens without one; a file it does not open stays closed", async () => {
  const testdata = (name: string) => Deno.readFileSync(new URL(`./testdata/${name}`, import.meta.url));
  // Made by qpdf with the user password "secret": the first two with an empty owner password.
  for (const name of ["owner_empty_r6.pdf", "owner_empty_r5.pdf"]) {
    assert.match((await convertPdf(testdata(name), options)).markdown, /^Opened as its owner$/m, name);
    assert.equal((await inspectDocument(testdata(name), name)).pages, 1);
  }
  await assert.rejects(
    convertPdf(testdata("owner_set_r6.pdf"), options),
    (error: unknown) => error instanceof ExtractionError && error.code === "password_protected",
  );
  await assert.rejects(
    inspectDocument(testdata("owner_set_r6.pdf"), "owner_set_r6.pdf"),
    (error: unknown) => error instanceof ExtractionError && error.code === "password_protected",
  );
  // Real files pdftotext reads: Bluebeam's (its text is a FreeText note), and one whose page is not
  // encrypted at all, only its attachment.
  const bluebeam = corpusFile("robust/pdf/pr6531_2.pdf");
  if (bluebeam) {
    assert.match((await convertPdf(bluebeam, options)).markdown, /Bluebeam should be encrypting this\./);
  }
  const attachment = corpusFile("robust/pdf/encrypted-attachment.pdf");
  if (attachment) assert.match((await convertPdf(attachment, options)).markdown, /^Example$/m);
});

Deno.test("pdf: an encrypted file fails as password protected", async () => {
  const bytes = corpusFile("robust/pdf/issue3371.pdf");
  if (!bytes) return;
  await assert.rejects(convertPdf(bytes, options), (error: unknown) => {
    assert.ok(error instanceof ExtractionError);
    assert.equal(error.code, "password_protected");
    return true;
  });
});

Deno.test("pdf: a real paper keeps its section headings, its table and its reading order", async () => {
  const bytes = corpusFile("docling/pdf/2305.03393v1-pg9.pdf");
  if (!bytes) return;
  const { markdown } = await convertPdf(bytes, options);
  assert.match(markdown, /^#+ 5\.1 Hyper Parameter Optimization$/m);
  assert.match(markdown, /^#+ 5\.2 Quantitative Results$/m);
  assert.match(markdown, /^\|.*TEDs.*\|$/m);
  assert.ok(markdown.indexOf("5.1 Hyper") < markdown.indexOf("5.2 Quantitative"));
});

/** Runs the command line on a file and follows the process's peak resident memory (Linux's VmHWM). */
async function convertWatchingMemory(file: URL) {
  const cli = new URL("../cli.ts", import.meta.url).pathname;
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", cli, "--page-separator", file.pathname],
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let peakKb = 0;
  const watch = setInterval(() => {
    try {
      const status = Deno.readTextFileSync(`/proc/${child.pid}/status`);
      peakKb = Math.max(peakKb, Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0));
    } catch {
      // The process has ended (or this is not Linux): the last reading stands.
    }
  }, 50);
  const output = await child.output();
  clearInterval(watch);
  const decode = (b: Uint8Array) => new TextDecoder().decode(b);
  return {
    code: output.code,
    stdout: decode(output.stdout),
    stderr: decode(output.stderr),
    peakMb: peakKb / 1024,
  };
}

Deno.test("pdf: a multi-page 600-dpi scan turned every way reads page by page, within 500 MB", async () => {
  const file = new URL("docling/scan/nemotron_multipage.pdf", corpus);
  if (!corpusFile("docling/scan/nemotron_multipage.pdf")) return;
  const { code, stdout, stderr, peakMb } = await convertWatchingMemory(file);
  assert.equal(code, 0, stderr);
  // Its four pages hold one sentence each, turned by 0, 180, 90 and 270 degrees.
  const pages = stdout.split(/<!-- page \d -->/);
  assert.equal(pages.length, 4, stdout);
  for (const page of pages) {
    assert.equal(
      page.trim().replace(/\s+/g, " "),
      "Docling bundles PDF document conversion to JSON and Markdown in an easy self contained package",
    );
  }
  if (peakMb > 0) assert.ok(peakMb < 500, `peak memory ${Math.round(peakMb)} MB`);
});

Deno.test("pdf: Japanese in a font without its own text map is read through Adobe's CMaps", async () => {
  const { markdown, warnings } = await convertPdf(cjkPdf("日本語の文書を読む"), options);
  assert.equal(markdown.trim(), "日本語の文書を読む");
  assert.deepEqual(warnings, []);
});

Deno.test({
  name: "pdf: a form whose tiling pattern paints the form again converts, its text read",
  ignore: Deno.build.os !== "linux",
  async fn() {
    // In a process of its own, under a memory bound: a parser that followed the cycle would fail here, not hang.
    const result = await convertIsolated("process", cyclicPatternPdf(), "cycle.pdf", options, {
      timeoutMs: 30_000,
      memoryLimitBytes: 200 * 1024 * 1024,
    });
    assert.match(result.markdown, /Text beside a cycle/);
  },
});
