import assert from "node:assert/strict";
import type { ImageRegion, PageContent, RuleLine, TextItem } from "../types.ts";
import { layoutToMarkdown, pageMarker } from "./layout.ts";

/** A text item sized like Helvetica: about half an em per character. */
function item(text: string, x: number, y: number, style: Partial<TextItem> = {}): TextItem {
  const fontSize = style.fontSize ?? 10;
  return {
    text,
    x,
    y,
    width: text.length * fontSize * 0.5,
    height: fontSize,
    fontSize,
    bold: false,
    italic: false,
    ...style,
  };
}

function page(
  items: TextItem[],
  number = 1,
  extra: { rules?: RuleLine[]; images?: ImageRegion[] } = {},
): PageContent {
  return { number, width: 612, height: 792, items, rules: extra.rules ?? [], images: extra.images ?? [] };
}

/** Lines of body text from y, 12 points apart. */
const lines = (texts: string[], x = 72, y = 100, style: Partial<TextItem> = {}) =>
  texts.map((t, i) => item(t, x, y + i * 12, style));

const options = { pageSeparator: false, skipImages: false };
const markdown = (pages: PageContent[], more: Partial<typeof options> = {}) =>
  layoutToMarkdown(pages, { ...options, ...more });

Deno.test("layout: one-line paragraphs a paragraph's space apart stay apart among many headings", () => {
  // The spaces under headings outnumber those between a paragraph's lines here: they must not set the norm.
  const sections = [0, 1, 2].flatMap((k) => [
    item(`Section ${k}`, 72, 150 + k * 70, { fontSize: 15, bold: true }),
    item(`first line of section ${k} runs on`, 72, 180 + k * 70),
    item("and ends on the second line.", 72, 192 + k * 70),
  ]);
  const md = markdown([
    page([
      item("Date: 14 October 2026", 72, 100),
      item("Present: the chair and the treasurer", 72, 123),
      ...sections,
    ]),
  ]);
  assert.match(md, /^Date: 14 October 2026\n\nPresent: the chair and the treasurer$/m);
  assert.match(md, /^first line of section 1 runs on and ends on the second line\.$/m);
});

Deno.test("layout: monospace words among prose are inline code; a monospace letter inside a word is not", () => {
  const mono = { fontName: "monospace" };
  const md = markdown([page([
    item("The command", 72, 100),
    item("fieldkit status", 130, 100, mono),
    item("prints the level, and", 210, 100),
    item("x", 320, 100, mono),
    item("2 + 8 stays maths.", 325, 100),
  ])]);
  assert.equal(md, "The command `fieldkit status` prints the level, and x2 + 8 stays maths.\n");
});

Deno.test("layout: text set in beside a bar of its own height is a quotation; a bar in line with others is not", () => {
  const body = lines(["The body text starts at the margin and runs", "over two lines of the page here."]);
  // No wider space above the quotation than between lines: only the bar tells it from the text around it.
  const quote = lines(["Never charge the battery pack in", "direct sunlight or below freezing."], 92, 124);
  const after = lines(["Back at the margin after the quote."], 72, 170);
  const bar = { x1: 84, y1: 122, x2: 84, y2: 148 };
  const md = markdown([page([...body, ...quote, ...after], 1, { rules: [bar] })]);
  assert.match(md, /^> Never charge the battery pack in direct sunlight or below freezing\.$/m);
  assert.match(md, /^Back at the margin after the quote\.$/m);
  const carriedOn = markdown([page([...body, ...quote, ...after], 1, {
    rules: [bar, { x1: 84, y1: 20, x2: 84, y2: 90 }],
  })]);
  assert.doesNotMatch(carriedOn, /^>/m);
});

Deno.test("layout: a paragraph cut by a column break reads as one; one that ends its sentence does not", () => {
  const column = (x: number, texts: string[]) => lines(texts, x, 100);
  const filler = (seed: string) =>
    Array.from({ length: 20 }, (_, i) => `${seed} line ${i} of the column text`);
  const md = markdown([page([
    ...column(72, [...filler("left"), "and the sentence runs on past the"]),
    ...column(320, ["bottom of the column into the next.", ...filler("right"), "This one ends here."]),
  ])]);
  assert.match(md, /runs on past the bottom of the column into the next\./);
  assert.doesNotMatch(md, /past the\n/);
});

Deno.test("layout: a scan's paragraph runs on over the page break though its sizes, estimated, differ a little", () => {
  const body = Array.from(
    { length: 8 },
    (_, i) => `Line ${i} of the body text on the first page, in one size`,
  );
  const pages = (style: Partial<TextItem>) => [
    page(lines([...body, "and the last sentence of the page runs on past the"], 72, 100, style)),
    page(
      lines(["bottom of the page onto the next.", "A paragraph of its own."], 72, 100, {
        ...style,
        fontSize: 9,
      }),
      2,
    ),
  ];
  const joined = /runs on past the bottom of the page onto the next\./;
  assert.match(markdown(pages({ estimatedSize: true })), joined);
  // Read off a text layer, a tenth smaller is other text.
  assert.match(markdown(pages({})), /runs on past the\n\nbottom of the page/);
});

Deno.test("layout: lines of a paragraph are joined and hyphenated words re-joined", () => {
  const md = markdown([
    page(lines(["The quick brown fox jumps over the lazy dog and then", "keeps run-", "ning far away."])),
  ]);
  assert.equal(md, "The quick brown fox jumps over the lazy dog and then keeps running far away.\n");
});

Deno.test("layout: a word cut at a line's end is joined as the page spells it elsewhere", () => {
  const cut = ["as four hexadecimal digits. Its 16-bit Uni-", "code form was the first of them."];
  const md = (texts: string[]) => markdown([page(lines(texts))]);
  assert.match(md(["Every character has one Unicode code point, written", ...cut]), /16-bit Unicode form/);
  // "Uni" and "code" are English words and "unicode" is none: without the page's own spelling, a compound.
  assert.match(md(cut), /16-bit Uni-code form/);
});

Deno.test("layout: a wider gap starts a new paragraph", () => {
  const md = markdown([
    page([...lines(["First paragraph text here."]), ...lines(["Second paragraph text."], 72, 130)]),
  ]);
  assert.equal(md, "First paragraph text here.\n\nSecond paragraph text.\n");
});

/** Six lines of body text, for pages whose headings are the point. */
const BODY_LINES = Array.from(
  { length: 6 },
  (_, i) => `Body text line number ${i} with enough words to be body.`,
);

Deno.test("layout: headings come from font size, with levels by size, and from bold lines", () => {
  const body = BODY_LINES;
  const md = markdown([page([
    item("Document Title", 72, 60, { fontSize: 20 }),
    item("A Section", 72, 100, { fontSize: 14 }),
    ...lines(body, 72, 130),
    item("A bold subsection", 72, 220, { bold: true }),
    ...lines(body, 72, 245),
  ])]);
  assert.match(md, /^# Document Title$/m);
  assert.match(md, /^## A Section$/m);
  assert.match(md, /^### A bold subsection$/m);
  assert.doesNotMatch(md, /^#+ Body/m);
});

Deno.test("layout: a figure's or table's numbered caption is text, however large or bold", () => {
  const body = BODY_LINES;
  const md = markdown([page([
    item("Figure 3: Soil moisture by week", 72, 60, { fontSize: 14 }),
    ...lines(body, 72, 90),
    item("[표 1] 감염병예방법 개정전·후 비교", 72, 180, { bold: true }),
    ...lines(body, 72, 205),
    item("Table of Results", 72, 295, { bold: true }),
    ...lines(body, 72, 320),
  ])]);
  assert.match(md, /^Figure 3: Soil moisture by week$/m);
  assert.match(md, /^\*\*\\\[표 1\\\] 감염병예방법 개정전·후 비교\*\*$/m);
  assert.match(md, /^#+ Table of Results$/m);
});

Deno.test("layout: heading levels the document never uses are closed up under its top one", () => {
  const body = BODY_LINES;
  // An excerpt of a report: its title, then subsections numbered under a section it does not hold.
  const md = markdown([page([
    item("Field Trial Results", 72, 60, { fontSize: 20 }),
    item("2.1 Methods", 72, 100, { bold: true }),
    ...lines(body, 72, 125),
    item("2.1.1 Plots", 72, 215, { bold: true }),
    ...lines(body, 72, 240),
  ])]);
  assert.match(md, /^# Field Trial Results$/m);
  assert.match(md, /^## 2\.1 Methods$/m);
  assert.match(md, /^### 2\.1\.1 Plots$/m);
});

Deno.test("layout: a scan's headings of one type are one level though their read sizes wander", () => {
  const body = BODY_LINES;
  // As tesseract's rows give them: a wrapped title's short last line and the section heads a sixth apart.
  const scanned = (style: Partial<TextItem>) => ({ ...style, bold: true, estimatedSize: true });
  const md = markdown([page([
    item("Soil Moisture and Crop Yield in Dry", 72, 40, scanned({ fontSize: 21.5 })),
    item("Summers", 72, 80, scanned({ fontSize: 18 })),
    item("Before You Start", 72, 120, scanned({ fontSize: 13.7 })),
    ...lines(body, 72, 150, { estimatedSize: true }),
    item("Configuration", 72, 240, scanned({ fontSize: 15.7 })),
    ...lines(body, 72, 270, { estimatedSize: true }),
  ])]);
  assert.match(md, /^# Soil Moisture and Crop Yield in Dry Summers$/m, md);
  assert.match(md, /^## Before You Start$/m, md);
  assert.match(md, /^## Configuration$/m, md);
  // Printed sizes are exact: 13.7 and 15.7 points are two levels.
  const printed = markdown([page([
    item("Before You Start", 72, 120, { fontSize: 15.7, bold: true }),
    ...lines(body, 72, 150),
    item("Configuration", 72, 240, { fontSize: 13.7, bold: true }),
    ...lines(body, 72, 270),
  ])]);
  assert.match(printed, /^# Before You Start$/m, printed);
  assert.match(printed, /^## Configuration$/m, printed);
});

Deno.test("layout: on a scan, a line of its own in capitals is a heading; printed, or ending a sentence, it is not", () => {
  const body = BODY_LINES;
  const page1 = (estimatedSize: boolean) =>
    markdown([page([
      ...lines(body, 72, 100, { estimatedSize }),
      item("CCS CONCEPTS", 72, 190, { estimatedSize }),
      ...lines(body, 72, 210, { estimatedSize }),
      item("SEE THE ANNEX.", 72, 300, { estimatedSize }),
      ...lines(body, 72, 320, { estimatedSize }),
    ])]);
  const scanned = page1(true);
  assert.match(scanned, /^#+ CCS CONCEPTS$/m, scanned);
  assert.match(scanned, /^SEE THE ANNEX\.$/m, scanned);
  const printed = page1(false);
  assert.match(printed, /^CCS CONCEPTS$/m, printed);
});

Deno.test("layout: a bold line read a little small off a scan is a heading; printed as small, or smaller, it is not", () => {
  const body = BODY_LINES;
  // A bold title with no descenders measures 8 points high among body lines of 8.5 read with theirs.
  const page1 = (estimatedSize: boolean, fontSize: number) =>
    markdown([page([
      item("The Evolution of the Word Processor", 72, 80, { estimatedSize, fontSize, bold: true }),
      ...lines(body, 72, 100, { estimatedSize, fontSize: 8.5 }),
    ])]);
  assert.match(page1(true, 8), /^# The Evolution of the Word Processor$/m);
  assert.match(page1(false, 8), /^\*\*The Evolution of the Word Processor\*\*$/m);
  assert.match(page1(true, 7.5), /^\*\*The Evolution of the Word Processor\*\*$/m);
});

Deno.test("layout: the outline sets heading levels", () => {
  const md = layoutToMarkdown([page([
    item("Introduction", 72, 60, { fontSize: 14 }),
    ...lines(["Some body text that is long enough to count as body text."], 72, 90),
  ])], { ...options, outline: [{ title: "Introduction", level: 3 }] });
  assert.match(md, /^### Introduction$/m);
});

Deno.test("layout: a title over an outline that starts at the sections puts the sections a level under it", () => {
  // ACM's bookmarks name the sections from level 1; the paper's title, in larger type, is in none.
  const md = layoutToMarkdown([page([
    item("Reading Pages by Their Geometry", 72, 60, { fontSize: 17, bold: true }),
    item("1 Introduction", 72, 100, { fontSize: 11, bold: true }),
    ...lines(["Some body text that is long enough to count as body text, in nine points."], 72, 120, {
      fontSize: 9,
    }),
    item("1.1 Scope", 72, 150, { fontSize: 11, bold: true }),
    ...lines(["More body text that is long enough to count as body text, in nine points."], 72, 170, {
      fontSize: 9,
    }),
  ])], {
    ...options,
    outline: [{ title: "1 Introduction", level: 1 }, { title: "1.1 Scope", level: 2 }],
  });
  assert.match(md, /^# Reading Pages by Their Geometry\n\n## 1 Introduction$/m, md);
  assert.match(md, /^### 1\.1 Scope$/m, md);
});

Deno.test("layout: a section's title right over its first subsection's, in one size and weight, is two headings", () => {
  // As ACM sets them: "2 METHOD" over "2.1 Lines and columns", 11-point bold over 9-point text.
  const md = markdown([page([
    ...lines(["Body text of the section before, long enough to set the body's size for the page."], 72, 60, {
      fontSize: 9,
    }),
    item("2 METHOD", 72, 100, { fontSize: 11, bold: true }),
    item("2.1 Lines and columns", 72, 115.7, { fontSize: 11, bold: true }),
    ...lines(["Each page is split into lines by baseline, and lines into columns by the gaps."], 72, 131, {
      fontSize: 9,
    }),
  ])]);
  assert.match(md, /^## 2 METHOD\n\n### 2\.1 Lines and columns$/m, md);
});

Deno.test("layout: an item whose number shares a run with its text goes on where that text starts", () => {
  const md = markdown([page([
    // The line's second run is the command, far into the text: no place the item's text starts.
    item("1. With the single command ", 147, 251),
    item("\\nocite", 282, 251, { fontName: "monospace" }),
    item(" you can now include in the ref-", 317, 251),
    item("erence list every entry in the database files, without having to", 162, 263),
    item("2. You can now have as a field value the concatenation of strings.", 147, 275),
  ])]);
  assert.match(
    md,
    /^1\. With the single .* in the reference list every entry .* having to\n2\. You can now/m,
    md,
  );
});

Deno.test("layout: a Korean item's number sharing its run is measured as narrow beside the syllables", () => {
  // "1) " is three narrow characters, then 17 syllables an em wide each: the text starts 1.5 ems in.
  const head = "1) 손해보험의 표준약관 규정에 따르면,";
  const md = markdown([page([
    item(head, 72, 100, { width: 10 * (1.5 + [...head.slice(3)].filter((c) => c !== " ").length + 0.5 * 3) }),
    item("보험기간 중에", 300, 100, { width: 60 }),
    item("우연한 외래의 사고로 신체에 입은 상해", 87, 112, { width: 190 }),
  ])]);
  assert.match(md, /^1\. 손해보험의 .* 보험기간 중에 우연한 외래의/m, md);
});

Deno.test("layout: a paragraph set in under a list item's text is that item's; one only indented is not", () => {
  const list = (further: TextItem[]) =>
    markdown([page([
      item("The elements of a source file:", 72, 88),
      item("•", 72, 100),
      item("glob elements name a pattern that a file's name matches.", 90, 100),
      ...further,
      item("•", 72, 160),
      item("magic elements list the matches of the file's contents.", 90, 160),
    ])]);
  const md = list(lines(
    [
      "The first glob element is the type's main extension, which a program",
      "can use to name the files it saves.",
    ],
    90,
    120,
  ));
  assert.match(
    md,
    /^- glob elements .* matches\.\n\n {2}The first glob element .* it saves\.\n- magic elements/m,
    md,
  );
  // Set in at its first line alone, as TeX indents a paragraph as far as an item's text: the text's own.
  const indented = list([
    item("The first glob element is the type's main extension, which a program", 90, 120),
    item("can use to name the files it saves, and so the list of them goes on.", 72, 132),
  ]);
  assert.match(indented, /^The first glob element .* goes on\.$/m, indented);
  // Set in on the right as well, where the column's lines run on: a quotation after the list.
  const quoted = list([
    item(
      "The whole of this column runs on to its right edge here, well past the lines of the note.",
      72,
      176,
    ),
    ...lines(
      ["The first glob element is the main extension,", "which a program can use to name files."],
      90,
      120,
    ),
  ]);
  assert.match(quoted, /^The first glob element .* name files\.$/m, quoted);
});

Deno.test("layout: an outline entry names its most prominent block; an agenda's bullet of that name stays an item", () => {
  const md = layoutToMarkdown([
    page([
      item("Agenda", 72, 60, { fontSize: 24 }),
      item("•", 72, 100),
      item("Results for the quarter", 90, 100),
      item("•", 72, 112),
      item("Customer service", 90, 112),
      item("Contents: results for the quarter", 72, 140),
    ]),
    page([
      item("Results for the Quarter", 72, 60, { fontSize: 24 }),
      ...lines(["Revenue grew on the same quarter last year, and costs came in under budget."], 72, 100),
    ], 2),
  ], {
    ...options,
    outline: ["Agenda", "Results for the Quarter", "Customer Service", "Contents: results for the quarter"]
      .map((title) => ({ title, level: 1 })),
  });
  assert.match(md, /^# Agenda\n\n- Results for the quarter\n- Customer service$/m, md);
  assert.match(md, /^# Results for the Quarter$/m, md);
  // Named once, in body text, it is the entry's block still.
  assert.match(md, /^# Contents: results for the quarter$/m, md);
  assert.equal(md.match(/^#/gm)?.length, 3, md);
});

Deno.test("layout: a slide's smaller dashes half an em before their text are items nested under its bullets", () => {
  // LibreOffice's slides: level-one bullets in 24 points, level two an en dash in 21, 0.73 em before its text.
  const dash = (text: string, y: number) => [
    item("–", 70, y, { fontSize: 21, width: 11.7 }),
    item(text, 97, y, { fontSize: 21 }),
  ];
  const md = markdown([page([
    item("•", 43, 100, { fontSize: 24, width: 8.4 }),
    item("Satisfaction score: 4.4 out of 5", 70, 100, { fontSize: 24 }),
    ...dash("highest in the South region", 133),
    ...dash("lowest for weekend orders", 162),
    item("•", 43, 192, { fontSize: 24, width: 8.4 }),
    item("Complaints halved", 70, 192, { fontSize: 24 }),
  ])]);
  assert.match(
    md,
    /^- Satisfaction score: 4\.4 out of 5\n {2}- highest in the South region\n {2}- lowest for weekend orders\n- Complaints halved$/m,
    md,
  );
  // One dash so far from its text is a clause of a sentence with a wide space, not an item.
  const alone = markdown([page([
    ...lines(["The plant was built in 1962 and has been extended twice since"], 72, 100),
    item("–", 72, 112, { width: 5 }),
    item("most recently in 2019.", 83, 112),
  ])]);
  assert.doesNotMatch(alone, /^- /m, alone);
});

Deno.test("layout: centred lines set far apart are lines of their own; a wrapped centred title is one", () => {
  const centred = (text: string, y: number, fontSize: number) =>
    item(text, 306 - text.length * fontSize * 0.25, y, { fontSize });
  // A title slide: its two lines under the title show no spacing but their own.
  const md = markdown([page([
    centred("Quarterly Business Review", 150, 33),
    centred("Third quarter", 235, 24),
    centred("Finance and Operations", 292, 24),
  ])]);
  assert.match(md, /^Third quarter\n\nFinance and Operations$/m, md);
  const title = markdown([page([
    centred("A title long enough that it had to", 400, 20),
    centred("wrap onto a second line", 424, 20),
  ])]);
  assert.match(title, /^A title long enough that it had to wrap onto a second line$/m, title);
});

Deno.test("layout: a date alone at a cover's foot stays; a small foot with a page number goes", () => {
  const cover = (foot: string) =>
    markdown([page([
      item("Annual Water Quality Report", 72, 200, { fontSize: 24 }),
      item("Department of Public Works", 72, 240, { fontSize: 14 }),
      ...lines(["This report gives the water quality measured across the city's network in 2026."], 72, 300),
      item(foot, 72, 740, { fontSize: 8 }),
    ])]);
  assert.match(cover("2 December 2026"), /^2 December 2026$/m);
  assert.match(cover("Published March 2024"), /^Published March 2024$/m);
  assert.doesNotMatch(cover("Annual Water Quality Report 2026 7"), /Report 2026 7/);
  assert.doesNotMatch(cover("file:///home/ana/report.html 1/2"), /report\.html/);
});

Deno.test("layout: a man page's option tag stands over its text set in; a dash-led bold tag is no heading", () => {
  const bold = { bold: true };
  const md = markdown([page([
    item("The options below tell tar what to do, and exactly one of them must be given to it.", 72, 80),
    item("-c", 108, 100, bold),
    item(",", 118, 100, { width: 2.5 }),
    item("--create", 123, 100, bold),
    item("Create a new archive. Arguments supply the names of the files to be archived, and", 144, 112),
    item("directories are archived recursively.", 144, 124),
    item("--delete", 108, 141, bold),
    item("Delete from the archive. The arguments supply names of the members to be removed.", 144, 153),
    // A tag's text going on in lower case is the tag's own sentence, wrapped under a hanging indent.
    item("Note", 108, 175),
    item("that the archive must not be compressed for this to work.", 144, 187),
  ])]);
  assert.match(md, /^\*\*-c\*\*, \*\*--create\*\*\n\nCreate a new archive\./m, md);
  assert.match(md, /^\*\*--delete\*\*\n\nDelete from the archive\./m, md);
  assert.match(md, /^Note that the archive must not be compressed/m, md);
});

Deno.test("layout: a man page's bold sub-heading stands apart from the command set in under it", () => {
  const bold = { bold: true };
  const md = markdown([page([
    item(
      "The archiver is called in one of three ways, by options of one or two letters or by words.",
      72,
      80,
    ),
    item("Traditional usage", 84, 92, bold),
    item("tar", 108, 104, bold),
    item("{A|c|d|r|t|u|x}[GnSkUWOmpsMBiajJzZhPlRvwo] [ARG...]", 126, 104),
    item("UNIX-style usage", 84, 116, bold),
    item("tar -A", 108, 128, bold),
    item("[OPTIONS] ARCHIVE ARCHIVE", 141, 128),
  ])]);
  assert.match(md, /^\**Traditional usage\**$|^#+ Traditional usage$/m, md);
  assert.match(md, /^\*\*tar\*\* \{A\|c/m, md);
  assert.match(md, /^\*\*tar -A\*\* \\\[OPTIONS\\\]/m, md);
});

Deno.test("layout: an option's tag set out under the last one's description starts an item of its own", () => {
  const bold = { bold: true };
  const md = markdown([page([
    item("List information about the FILEs, the current directory by default, sorted by name unless", 72, 80),
    item("told otherwise.", 72, 92),
    // The description ends short: the next tag, set out to the tag's place, is a new item.
    item("--author", 84, 110, bold),
    item("with -l, print the author of each file", 120, 122),
    item("-b", 84, 134, bold),
    item(", --escape", 94, 134),
    item("print C-style escapes for nongraphic characters in names", 120, 146),
    // A description that runs the column's width, set in under its tag: the next tag is a new item too.
    item("--block-size=", 84, 158, bold),
    item("SIZE", 149, 158, { italic: true }),
    item("with -l, scale sizes by SIZE when printing them, for example 'M'; see SIZE below", 120, 170),
    item("-B", 84, 182, bold),
    item(", --ignore-backups", 94, 182),
    item("do not list implied entries ending with ~", 120, 194),
    item("-c", 84, 206, bold),
    item(
      "with -lt: sort by, and show, ctime (time of last change of status information); with -l:",
      120,
      206,
    ),
    item("show ctime and sort by name; otherwise: sort by ctime, newest first", 120, 218),
    // Tag and text on one line, the next option under it: an option's hyphen goes on no sentence.
    item("-l", 84, 230, bold),
    item("use a long listing format", 120, 230),
    item("-L", 84, 242, bold),
    item(", --dereference", 94, 242),
    item("show the file a symbolic link references, not the link itself", 120, 254),
    item("-Z", 84, 266, bold),
    item(", --context print any security context of each file", 94, 266),
    item("-1", 84, 278, bold),
    item("list one file per line", 120, 278),
  ])]);
  assert.match(md, /^with -l, print the author of each file$/m, md);
  assert.match(md, /^\*\*-b\*\*, --escape/m, md);
  assert.match(md, /see SIZE below$/m, md);
  assert.match(md, /^\*\*-B\*\*, --ignore-backups/m, md);
  assert.match(md, /^\*\*-c\*\* with -lt/m, md);
  assert.match(md, /^\*\*-l\*\* use a long listing format$/m, md);
  assert.match(md, /^\*\*-L\*\*, --dereference/m, md);
  assert.match(md, /^\*\*-1\*\* list one file per line$/m, md);
});

Deno.test("layout: a paragraph's second line set out from its indented first goes on with it", () => {
  const md = markdown([page([
    item("The paragraph before ends on a full line at the column's edge, as the one below starts.", 72, 88),
    item("The first line of this paragraph is indented, as books set them, and it runs on", 90, 100),
    item("to a second line that starts at the column's edge, further out, and a third that", 72, 112),
    item("ends it.", 72, 124),
    item("A next paragraph starts at the edge again.", 90, 136),
  ])]);
  assert.match(md, /^The first line of this paragraph .* and a third that ends it\.$/m, md);
});

Deno.test("layout: a short line ending its sentence inside a bracket or quotes ends its paragraph", () => {
  // As BibTeX's manual opens: a bracketed note, then a paragraph whose first line is indented.
  const md = markdown([page([
    item("[This document will be expanded when version 1.00 comes out. Please report typos to", 72, 100),
    item("the list. Suggestions for improvements are wanted and welcome.]", 72, 112),
    item("This documentation, for version 0.99b, is meant for general users of the program and", 90, 124),
    item("its styles; designers should read this document and then read the next one.", 72, 136),
    item("He said to them all, as he left the room: \u201cThe meeting is over.\u201d", 90, 148),
    item("Nobody answered him, and one by one they went back to their own desks.", 90, 160),
  ])]);
  assert.match(
    md,
    /welcome\.\\]\n\nThis documentation, for version 0\.99b, is meant for general users of the program and its/,
    md,
  );
  assert.match(md, /over\.\u201d\n\nNobody answered/, md);
});

Deno.test("layout: bullets and numbers become lists, continuation lines stay in their item", () => {
  const md = markdown([page([
    item("•", 72, 100),
    item("First item that wraps onto", 84, 100),
    item("a second line", 84, 112),
    item("•", 72, 124),
    item("Second item", 84, 124),
    item("1.", 72, 150),
    item("Numbered one", 86, 150),
    item("2.", 72, 162),
    item("Numbered two", 86, 162),
  ])]);
  assert.match(md, /^- First item that wraps onto a second line\n- Second item$/m);
  assert.match(md, /^1\. Numbered one\n2\. Numbered two$/m);
});

Deno.test("layout: items nested under a numbered item are set in as far as its text, as markdown nests", () => {
  const md = markdown([page([
    item("1.", 72, 100),
    item("Rinse the bottle", 90, 100),
    item("2.", 72, 112),
    item("Fill the bottle", 90, 112),
    item("1.", 90, 124),
    item("Hands downstream", 108, 124),
    item("•", 108, 136),
    item("Facing upstream", 120, 136),
    item("3.", 72, 148),
    item("Label the bottle", 90, 148),
  ])]);
  // "2. " takes three columns and "1. " under it three more: its bullet starts at the sixth.
  assert.match(
    md,
    /^1\. Rinse the bottle\n2\. Fill the bottle\n {3}1\. Hands downstream\n {6}- Facing upstream\n3\. Label/m,
    md,
  );
});

Deno.test("layout: a column's footnotes go to the page's end, so its last paragraph runs on into the next column", () => {
  const body = (x: number, y: number, n: number, from: number) =>
    Array.from(
      { length: n },
      (_, i) => item(`column text goes on here in line ${from + i} of it`, x, y + i * 12),
    );
  const md = markdown([page([
    ...body(72, 100, 8, 1),
    // Small print under the left column, on a pitch of its own beside the right column's lines.
    item("1 A note set small that explains the point", 72, 200, { fontSize: 7.5 }),
    item("and goes on for a second line.", 72, 209, { fontSize: 7.5 }),
    ...body(320, 98, 11, 9),
  ])]);
  const paragraphs = md.trim().split("\n\n");
  assert.equal(paragraphs.length, 2, md);
  assert.match(
    paragraphs[0],
    /^column text goes on here in line 1 of it .* line 8 of it column text .* line 19 of it$/,
  );
  assert.equal(paragraphs[1], "1 A note set small that explains the point and goes on for a second line.");
});

Deno.test("layout: a paragraph running on over a page break passes over the page's footnotes", () => {
  const body = (texts: string[], y: number) => lines(texts, 72, y);
  const md = markdown([
    page([
      ...body([
        "The survey asked every farm about its yields, its soils and the water",
        "it used over the season, and the answers came back from most of the",
        "farms we wrote to, which gave us the results1 of the",
      ], 600),
      item("1 Counted at the end of October.", 72, 700, { fontSize: 8 }),
    ], 1),
    page(body(["survey in full by the spring, as the plan had it."], 100), 2),
  ]);
  assert.match(
    md,
    /results1 of the survey in full by the spring, as the plan had it\.\n\n1 Counted at the end/,
    md,
  );
});

Deno.test("layout: a paragraph running on over a page break passes over a running head on that page only", () => {
  // ACM's second page: the authors' names small in the top margin, on no other page, over the text going on.
  const body = (texts: string[], y: number) => lines(texts, 72, y);
  const filler = (n: number, y: number) =>
    body(
      Array.from({ length: n }, (_, i) => `Line ${i} of the page's text, which runs on as body text does.`),
      y,
    );
  const md = markdown([
    page([
      ...filler(6, 100),
      ...body(["and the answers came back from most of the farms we wrote to, which"], 172),
    ], 1),
    page([
      item("Maria Keller", 500, 40, { fontSize: 7 }),
      ...body(["gave us the results in full by the spring, as the plan had it."], 100),
      ...filler(6, 124),
    ], 2),
  ]);
  assert.match(md, /farms we wrote to, which gave us the results in full/, md);
});

Deno.test("layout: a paragraph running on over a page break does not pass over a bold title atop the page", () => {
  const body = (texts: string[], y: number) => lines(texts, 72, y);
  const md = markdown([
    page([item("Chapter 1", 72, 80, { fontSize: 20, bold: true }), ...body(["page 2 / 3"], 800)], 2),
    page([item("Paragraph 1.1", 72, 80, { fontSize: 20, bold: true }), ...body(["page 3 / 3"], 800)], 3),
  ]);
  assert.doesNotMatch(md, /page 2 \/ 3 page 3 \/ 3/, md);
});

Deno.test("layout: a numbered section title in capitals under a table, further off than its rows, is no row", () => {
  // ACM's acmsmall: "3 RESULTS" in the text's size, its number a quad before it, two ems under the table.
  const row = (y: number, cells: string[]) => cells.map((c, i) => item(c, [191, 239, 277][i], y));
  const md = markdown([page([
    ...row(100, ["System", "Text", "Tables"]),
    ...row(112, ["Baseline", "0.81", "0.00"]),
    ...row(124, ["Ours", "0.94", "0.66"]),
    ...row(136, ["Oracle", "1.00", "1.00"]),
    item("3", 46, 165),
    item("RESULTS", 62, 165),
    ...lines(["Fusce mauris. Vestibulum luctus nibh at lectus, and the results follow here."], 46, 180),
  ])]);
  assert.match(md, /^\| Oracle \| 1\.00 \| 1\.00 \|\n\n3 RESULTS$/m, md);
});

Deno.test("layout: a reference's label opens the next entry after a full line; a citation opening a line does not", () => {
  const md = markdown([page([
    ...lines(
      [
        "The method follows the one in the survey that the authors wrote for the journal,",
        "[2] and it reads each page's lines in order, as the survey reads them there too.",
      ],
      72,
      60,
    ),
    ...lines([
      "[1] A. Author and B. Writer. A study of layout. In Proc. of the Conference, 2020.",
      "[2] C. Scholar. Learning to read pages. Journal of Reading, 12(3):45-67, 2021.",
    ]),
  ])]);
  assert.match(md, /2020\.\n\n\\\[2\\\] C\. Scholar/, md);
  assert.match(md, /for the journal, \\\[2\\\] and it reads/, md);
});

Deno.test("layout: a title page's author and date under the title, all on one middle, are text", () => {
  // LaTeX's report: the title in 17 points, the author and the date in 12, centred alone on their page; the
  // title is the widest line, so it gives their column its width.
  const centredAt = (text: string, y: number, fontSize: number) =>
    item(text, 306 - (text.length * fontSize * 0.5) / 2, y, { fontSize });
  const md = markdown([
    page([
      centredAt("A Field Report", 325, 17),
      centredAt("Maria Keller", 372, 12),
      centredAt("November 29, 2026", 398, 12),
    ], 1),
    page(lines(["Body text of the report in ten points, long enough to set the size of the body text."]), 2),
  ]);
  assert.match(md, /^Maria Keller\n\nNovember 29, 2026$/m, md);
});

Deno.test("layout: a document's own angle brackets never open HTML, in paragraphs or table cells", () => {
  const row = (y: number, cells: string[]) => cells.map((c, i) => item(c, 72 + i * 120, y));
  const md = markdown([page([
    item("Type <img src=x onerror=alert(1)> and x < 5.", 72, 60),
    ...row(100, ["Tag", "Use"]),
    ...row(112, ["<script>", "runs code"]),
    ...row(124, ["<b>", "bold"]),
  ])]);
  assert.match(md, /^Type &lt;img src=x onerror=alert\(1\)> and x < 5\.$/m, md);
  assert.match(md, /^\| &lt;script> \| runs code \|$/m, md);
  assert.doesNotMatch(md, /<(script|img|b)\b/);
});

Deno.test("layout: small raised marks are superscripts; small text on the baseline and all-small lines are not", () => {
  const md = markdown([page([
    item("The yield rose by a third", 72, 100),
    item("1", 197, 98, { fontSize: 6 }),
    item("over the year, and the area a", 203, 100),
    item("2", 348, 98, { fontSize: 6 }),
    item("grew with it.", 72, 112),
    // A fraction's denominator sits on the baseline: it stays as it is.
    item("Bolts up to 1/", 72, 136),
    item("4", 142, 140, { fontSize: 6 }),
    item(" inch.", 145, 136),
    item("1 A note set small, on a line of its own.", 72, 300, { fontSize: 6 }),
  ])]);
  // The mark with a note of its number at the foot refers to it (see the test of footnotes below).
  assert.match(md, /^The yield rose by a third\[\^1\] over the year, and the area a<sup>2<\/sup> grew/m, md);
  assert.match(md, /^Bolts up to 1\/4 inch\.$/m, md);
  assert.match(md, /^\[\^1\]: A note set small/m, md);
  // A browser's <sup>: five sixths of the text's size, raised a third of an em.
  const printed = markdown([page([
    item("entered into the database the same day.", 72, 100, { fontSize: 12 }),
    item("1", 306, 97.6, { fontSize: 10 }),
  ])]);
  assert.match(printed, /^entered into the database the same day\.<sup>1<\/sup>$/m, printed);
});

Deno.test("layout: small marks set below the baseline are subscripts, where the file gives baselines", () => {
  // Items as a PDF's text layer gives them: top at the baseline less the font's ascent (0.8 of its size).
  const placed = (text: string, x: number, baseline: number, fontSize = 10) =>
    item(text, x, baseline - 0.8 * fontSize, { fontSize, baseline });
  const md = markdown([page([
    placed("Water is H", 72, 100),
    placed("2", 122, 101.5, 7),
    placed("O and carbon dioxide is CO", 125.5, 100),
    placed("2", 255.5, 101.5, 7),
    placed(".", 259, 100),
    // Smaller type on the baseline (small capitals) and a raised mark are no subscripts.
    placed("Agencies such as", 72, 120),
    placed("NASA", 153, 120, 7),
    placed("report in m", 168, 120),
    placed("3", 223, 117, 7),
    placed("a year.", 229, 120),
  ])]);
  assert.match(md, /^Water is H<sub>2<\/sub>O and carbon dioxide is CO<sub>2<\/sub>\.$/m, md);
  assert.match(md, /^Agencies such as NASA report in m<sup>3<\/sup> a year\.$/m, md);
  // Without baselines (OCR's word boxes) a lower word is not taken for a subscript.
  const boxes = markdown([page([
    item("Water is H", 72, 92),
    item("2", 122, 96.9, { fontSize: 7 }),
    item("O and more text", 125.5, 92),
  ])]);
  assert.doesNotMatch(boxes, /<sub>/, boxes);
});

Deno.test("layout: notes at a page's foot are markdown footnotes, linked to the raised numbers that refer to them", () => {
  const body = (y: number, seed: string) =>
    lines(
      Array.from({ length: 12 }, (_, i) => `${seed} body text of the report on line ${i + 1} goes on`),
      72,
      y,
    );
  const note = (text: string, y: number) => item(text, 72, y, { fontSize: 7 });
  const md = markdown([
    page([
      ...body(100, "first"),
      item("Rents rose", 72, 260),
      item("1", 122, 257, { fontSize: 6 }),
      item(" in the city, and the floor area in m", 125, 260),
      item("2", 310, 257, { fontSize: 6 }),
      item(" fell.", 313, 260),
      note("1) Counted in October.", 700),
      note("2) Gross, walls included.", 710),
    ], 1),
    // Notes numbered again on the next page; a note with no mark in the text stays as it was.
    page([
      ...body(100, "second"),
      item("Wages followed", 72, 260),
      item("1", 142, 257, { fontSize: 6 }),
      item(" a year later.", 145, 260),
      note("1 From the tax returns.", 700),
      note("3 A note nothing refers to.", 710),
    ], 2),
  ]);
  assert.match(md, /^Rents rose\[\^1\] in the city, and the floor area in m\[\^2\] fell\.$/m, md);
  assert.match(md, /^\[\^1\]: Counted in October\.$/m, md);
  assert.match(md, /^\[\^2\]: Gross, walls included\.$/m, md);
  assert.match(md, /^Wages followed\[\^1-p2\] a year later\.$/m, md);
  assert.match(md, /^\[\^1-p2\]: From the tax returns\.$/m, md);
  assert.match(md, /^3 A note nothing refers to\.$/m, md);
});

Deno.test("layout: notes set line under line, each opening with its raised number, are notes of their own", () => {
  // LaTeX's notes: one line each, filling the measure, the number raised and smaller than the note's text.
  const md = markdown([page([
    ...lines(Array.from({ length: 12 }, (_, i) => `body text of the report on its line ${i + 1} goes on`)),
    item("Rents rose", 72, 260),
    item("1", 122, 257, { fontSize: 6 }),
    item(" in the city and wages", 125, 260),
    item("2", 235, 257, { fontSize: 6 }),
    item(" fell.", 238, 260),
    item("1", 72, 698, { fontSize: 6 }),
    item("Counted in October by the city's own office, street by street, ward by ward.", 76, 700, {
      fontSize: 8,
    }),
    item("2", 72, 707, { fontSize: 6 }),
    item("Gross, before taxes and the levies that the city and the region take from them.", 76, 709, {
      fontSize: 8,
    }),
  ])]);
  assert.match(md, /^Rents rose\[\^1\] in the city and wages\[\^2\] fell\.$/m, md);
  assert.match(
    md,
    /^\[\^1\]: Counted in October by the city's own office, street by street, ward by ward\.$/m,
    md,
  );
  assert.match(md, /^\[\^2\]: Gross, before taxes/m, md);
});

/** A LaTeX note at a page's foot: its raised 6-point mark, then its 8-point text right after the mark. */
const latexNote = (mark: string, text: string, y: number) => [
  item(mark, 72, y - 2, { fontSize: 6 }),
  item(text, 73 + mark.length * 3, y, { fontSize: 8 }),
];

Deno.test("layout: notes marked with LaTeX's symbols, after lines ending short, are notes of their own", () => {
  const body = lines(
    Array.from({ length: 12 }, (_, i) => `body text of the report on its line ${i + 1} goes on`),
  );
  const md = markdown([
    page([
      ...body,
      item("Ann Marsh", 72, 260),
      item("\u2217", 117, 257, { fontSize: 6 }),
      item(" and Ben Lowe", 120, 260),
      item("\u2020", 185, 257, { fontSize: 6 }),
      item(" wrote that the survey", 188, 260),
      ...latexNote("\u2217", "Email: a.marsh@example.org", 700),
      ...latexNote("\u2020", "Department of Geography.", 709),
    ], 1),
    page([
      item("went on for years.", 72, 100),
      ...lines(["The second page's paragraph.", "It ends."], 72, 130),
    ], 2),
  ]);
  // The notes are the page's (its paragraph runs on past them), each a block of its own, linked to its mark.
  assert.match(
    md,
    /^Ann Marsh\[\^star\] and Ben Lowe\[\^dagger\] wrote that the survey went on for years\.$/m,
    md,
  );
  assert.match(md, /^\[\^star\]: Email: a\.marsh@example\.org$/m, md);
  assert.match(md, /^\[\^dagger\]: Department of Geography\.$/m, md);
  const after = markdown([page([
    ...body,
    ...latexNote("\u2020", "Department of Geography", 700),
    ...latexNote("\u2217", "Email: a.marsh@example.org", 709),
  ])]);
  // With no mark in the text to refer to them, they stay as they were.
  assert.match(after, /^<sup>\u2217<\/sup> ?Email: a\.marsh@example\.org$/m, after);
});

Deno.test("layout: LaTeX's symbols, used again for the notes after a paper's title notes, link each note to its own mark", () => {
  const md = markdown([page([
    item("Ann Marsh", 200, 100),
    item("\u2217", 245, 97, { fontSize: 6 }),
    item(" Ben Lowe", 250, 100),
    item("\u2020", 295, 97, { fontSize: 6 }),
    ...lines(
      Array.from({ length: 12 }, (_, i) => `body text of the report on its line ${i + 1} goes on`),
      72,
      140,
    ),
    item("Samples were weighed", 72, 300),
    item("\u2217", 172, 297, { fontSize: 6 }),
    item(" and then dried", 175, 300),
    item("\u2020\u2020", 250, 297, { fontSize: 6 }),
    item(" overnight.", 256, 300),
    ...latexNote("\u2217", "Department of Geography.", 680),
    ...latexNote("\u2020", "Department of Botany.", 689),
    ...latexNote("\u2217", "On a laboratory balance.", 698),
    ...latexNote("\u2020\u2020", "At sixty degrees.", 707),
  ])]);
  assert.match(md, /^Ann Marsh\[\^star\] Ben Lowe\[\^dagger\]$/m, md);
  assert.match(md, /^Samples were weighed\[\^star-p1\] and then dried\[\^dagger-2\] overnight\.$/m, md);
  assert.match(md, /^\[\^star\]: Department of Geography\.$/m, md);
  assert.match(md, /^\[\^dagger\]: Department of Botany\.$/m, md);
  assert.match(md, /^\[\^star-p1\]: On a laboratory balance\.$/m, md);
  assert.match(md, /^\[\^dagger-2\]: At sixty degrees\.$/m, md);
});

Deno.test("layout: notes in the body's size under a word processor's short rule are footnotes; a list is not", () => {
  const body = lines(
    Array.from({ length: 12 }, (_, i) => `body text of the report on its line ${i + 1} goes on`),
  );
  const separator = { x1: 72, y1: 640, x2: 190, y2: 640 };
  // The second note did not fit on the first page: it starts the second page's notes, before the third.
  const md = markdown([
    page(
      [
        ...body,
        item("Rents rose", 72, 260),
        item("1", 122, 257, { fontSize: 6 }),
        item(" in the city and wages", 125, 260),
        item("2", 235, 257, { fontSize: 6 }),
        item(" fell.", 238, 260),
        item("1", 72, 648, { fontSize: 6 }),
        item("Counted in October.", 76, 650),
      ],
      1,
      { rules: [separator] },
    ),
    page(
      [
        ...body,
        item("Prices held", 72, 260),
        item("3", 127, 257, { fontSize: 6 }),
        item(" all year.", 130, 260),
        item("2", 72, 648, { fontSize: 6 }),
        item("Before taxes.", 76, 650),
        item("3", 72, 660, { fontSize: 6 }),
        item("In the shops we asked.", 76, 662),
      ],
      2,
      { rules: [separator] },
    ),
  ]);
  assert.match(md, /^Rents rose\[\^1\] in the city and wages\[\^2\] fell\.$/m, md);
  assert.match(md, /^\[\^1\]: Counted in October\.$/m, md);
  assert.match(md, /^Prices held\[\^3\] all year\.$/m, md);
  assert.match(md, /^\[\^2\]: Before taxes\.\n\n\[\^3\]: In the shops we asked\.$/m, md);
  // The same rule over a numbered list that nothing in the text refers to: the list stays in the body, and the
  // paragraph after it runs on over the page break as body text does.
  const list = markdown([
    page(
      [
        ...body,
        item("The steps that follow:", 72, 260),
        item("1. Open the valve.", 72, 650),
        item("2. Close the drain.", 72, 662),
        item("When both are done the tank", 72, 680),
      ],
      1,
      { rules: [separator] },
    ),
    page([
      item("fills with water.", 72, 100),
      ...lines(["A paragraph of the second page.", "It ends here."], 72, 130),
    ], 2),
  ]);
  assert.match(
    list,
    /^1\. Open the valve\.\n2\. Close the drain\.\n\nWhen both are done the tank fills with water\.$/m,
    list,
  );
  // A narrow table's last rule, a numbered section after it (bold right under the rule, or plain further
  // down) on a page whose text has a raised mark: the section is the body's, and its paragraph runs on.
  for (const [heading, y] of [[{ bold: true }, 650], [{}, 668]] as const) {
    const section = markdown([
      page(
        [
          ...body,
          item("Rents rose", 72, 260),
          item("1", 122, 257, { fontSize: 6 }),
          item(" in the city.", 125, 260),
          item("2 Method", 72, y, heading),
          item("The team set the", 72, y + 20),
        ],
        1,
        { rules: [separator] },
      ),
      page([
        item("markers in spring.", 72, 100),
        ...lines(["A paragraph of the second page.", "It ends here."], 72, 130),
      ], 2),
    ]);
    assert.match(section, /^The team set the markers in spring\.$/m, section);
  }
  // A lone note under the rule in the page's bottom margin, in the body's size, is a note too.
  const lone = markdown([page(
    [
      ...body,
      item("Rents rose", 72, 260),
      item("1", 122, 257, { fontSize: 6 }),
      item(" in the city.", 125, 260),
      item("1", 72, 748, { fontSize: 6 }),
      item("Counted in October.", 76, 750),
    ],
    1,
    { rules: [{ x1: 72, y1: 740, x2: 190, y2: 740 }] },
  )]);
  assert.match(lone, /^\[\^1\]: Counted in October\.$/m, lone);
});

Deno.test("layout: a web page's endnotes, numbered items ending in arrows back, are markdown footnotes", () => {
  const md = markdown([page([
    item("Rents rose", 72, 100),
    item("1", 122, 97, { fontSize: 6 }),
    item(" in the city and wages", 125, 100),
    item("2", 235, 97, { fontSize: 6 }),
    item(" fell.", 238, 100),
    item("1. Counted in October.\u21A9\uFE0E", 72, 140),
    item("2. Before taxes.\u21A9\uFE0E", 72, 152),
    // A list's last item with no reference in the text keeps its arrow.
    item("3. Nothing refers here.\u21A9\uFE0E", 72, 164),
  ])]);
  assert.match(md, /^Rents rose\[\^1\] in the city and wages\[\^2\] fell\.$/m, md);
  assert.match(md, /^\[\^1\]: Counted in October\.\n\n\[\^2\]: Before taxes\.$/m, md);
  assert.match(md, /^3\. Nothing refers here\.\u21A9\uFE0E$/m, md);
});

Deno.test("layout: a references list in small print under its heading stays in column order", () => {
  const body = Array.from(
    { length: 16 },
    (_, i) => item(`body text of the paper on line ${i + 1} goes on`, 72, 40 + i * 12),
  );
  const reference = (n: number, x: number, y: number) =>
    item(`[${n}] An Author. A paper title, numbered ${n}.`, x, y, { fontSize: 7.5 });
  const md = markdown([page([
    ...body,
    item("References", 72, 240, { bold: true }),
    reference(1, 72, 255),
    reference(2, 72, 264),
    ...Array.from({ length: 10 }, (_, i) => reference(i + 3, 320, 40 + i * 9)),
  ])]);
  const at = (n: number) => md.indexOf(`\\[${n}\\] An Author`);
  assert.ok(at(1) > md.indexOf("References") && at(2) < at(3) && at(11) < at(12), md);
});

Deno.test("layout: a line that starts with a run-in title in small capitals goes on into the next", () => {
  const md = markdown([page([
    // The line's small capitals outnumber its body-size letters, which the next line goes on in.
    item("FOR FURTHER INFORMATION CONTACT: IAN WON, MANAGER, SEATTLE ACO BRANCH", 72, 100, {
      fontSize: 7.4,
      bold: true,
    }),
    item("of the FAA, 2200 South 216th St.", 340, 99, { fontSize: 9 }),
    item("Des Moines, WA 98198; phone and fax: 206-231-3500; email: the inquiry address given", 72, 110, {
      fontSize: 9,
    }),
    item("in the notice, or in writing to the office named in this notice at the address above.", 72, 120, {
      fontSize: 9,
    }),
  ])]);
  assert.match(
    md,
    /^\*\*FOR FURTHER .* BRANCH\*\* of the FAA, 2200 South 216th St\. Des Moines, .* address above\.$/m,
    md,
  );
});

Deno.test("layout: a list that starts under a numbered question elsewhere keeps its items side by side", () => {
  // The question's number stands left of the options' bullets, so each option lies a level in: the first
  // one after the note (the question's further paragraph) starts a list, and the others must stay beside it.
  const md = markdown([page([
    item("27.", 72, 100),
    item("What may a student do?", 90, 100),
    item("(Please select all that apply)", 90, 130),
    ...["Represent people", "Give legal advice", "Prepare documents"].flatMap((text, i) => [
      item("•", 90, 160 + i * 14),
      item(text, 102, 160 + i * 14),
    ]),
  ])]);
  assert.match(md, /^( *)- Represent people\n\1- Give legal advice\n\1- Prepare documents$/m, md);
});

Deno.test("layout: a bold question wrapped onto a line of plain text goes on; a bold heading before a paragraph does not", () => {
  const bold = { bold: true };
  const md = markdown([page([
    item("26.", 72, 100, bold),
    item("Are there national guidelines on how students are supervised in providing", 90, 100, bold),
    item("services? (Please select all that apply)", 90, 112),
    item("Supervision of students", 72, 160, bold),
    item("A faculty member supervises each student law clinic and signs its advice.", 72, 172),
  ])]);
  assert.match(md, /^26\. \*\*Are there .* providing\*\* services\? \(Please select all that apply\)$/m, md);
  assert.match(md, /^#+ Supervision of students\n\nA faculty member/m, md);
});

Deno.test("layout: a bold label over text set in past its end is a heading of its own (a man page's sections)", () => {
  const bold = { bold: true };
  const md = markdown([page([
    item("NAME", 72, 100, bold),
    item("tar - an archiving utility", 120, 112),
    // The labels are the only lines that start where NAME does, and short: they show no right edge to wrap at,
    // and the long line under SYNOPSIS keeps the page from counting as one of short lines.
    item("SYNOPSIS", 72, 136, bold),
    item("tar {A|c|d|r|t|u|x} [OPTIONS] [ARG...] with the options given as one cluster of letters", 120, 148),
  ])]);
  assert.match(md, /^#+ NAME\n\ntar - an archiving utility$/m, md);
  assert.match(md, /^#+ SYNOPSIS\n\ntar \{A\|c/m, md);
});

Deno.test("layout: a bold line set in from the text on both sides is a displayed line, not a heading; a centred one is", () => {
  const bold = { bold: true };
  const md = markdown([page([
    item(
      "This manpage is a short description of GNU tar, for a detailed discussion of its examples and",
      72,
      100,
    ),
    item(
      "usage see the manual. If the info reader is properly installed on your system, the command",
      72,
      112,
    ),
    item("info tar", 108, 130, bold),
    item(
      "should give you access to the complete manual, with its examples and its recommendations, which",
      72,
      148,
    ),
    item(
      "covers every option of every operation mode with at least one example of its use in scripts.",
      72,
      160,
    ),
    item("Related manuals", 306 - 37.5, 178, bold),
    item(
      "You can also view the manual using the info mode in emacs, or find it in various formats online",
      72,
      196,
    ),
    item(
      "on the project's pages, where the manuals of the other GNU archiving tools are published too.",
      72,
      208,
    ),
  ])]);
  assert.match(md, /the command\n\n\*\*info tar\*\*\n\nshould give/, md);
  assert.match(md, /^#+ Related manuals$/m, md);
});

Deno.test("layout: a numbered heading right over a table, its number a quad from its title, is no row of it", () => {
  const bold = { bold: true, fontSize: 12 };
  const md = markdown([page([
    item("1.3", 72, 100, bold),
    item("Leave", 106, 100, bold),
    ...[["Type of leave", "Days per year", "Notice required"], ["Annual leave", "25", "Two weeks"], [
      "Sick leave",
      "10",
      "Same day",
    ]].flatMap((row, r) => row.map((cell, c) => item(cell, 130 + c * 90, 124 + r * 14))),
  ])]);
  assert.match(md, /^#+ 1\.3 Leave\n\n\| Type of leave \| Days per year \| Notice required \|$/m, md);
});

Deno.test("layout: a word processor's nested items under en dashes or Word's \"o\", half an inch in, are one level down", () => {
  const md = markdown([page([
    item("1. Requirements", 72, 70, { fontSize: 14, bold: true }),
    item("•", 84, 100),
    item("Mounting pole in two sections", 108, 100),
    item("–", 120, 116),
    item("upper section with the bracket", 144, 116),
    item("–", 120, 132),
    item("lower section with the spike", 144, 132),
    item("•", 84, 148),
    item("Battery pack", 108, 148),
    // Word's second level: a Courier "o" with the text nine tenths of an em after it.
    item("o", 120, 164, { fontName: "monospace" }),
    item("with its charger", 134, 164),
    item("Prices fell in 2025, and rose in the year", 72, 180),
    item("– as the report expects – after it.", 72, 192),
  ])]);
  assert.match(
    md,
    /^- Mounting pole in two sections\n {2}- upper section with the bracket\n {2}- lower section with the spike\n- Battery pack\n {2}- with its charger$/m,
    md,
  );
  // A dash a word space from the next word opens a clause.
  assert.match(md, /^Prices fell in 2025, and rose in the year – as the report expects – after it\.$/m, md);
});

Deno.test("layout: bold, italic and links inside a paragraph", () => {
  const md = markdown([page([
    item("Plain", 72, 100),
    item("strong", 102, 100, { bold: true }),
    item("slanted", 140, 100, { italic: true }),
    item("site", 182, 100, { link: "https://example.com/a b" }),
  ])]);
  assert.equal(md, "Plain **strong** *slanted* [site](https://example.com/a%20b)\n");
});

Deno.test("layout: numbers a tab before their text, with no stop, are a numbered list; one alone is text", () => {
  // ReportLab's default list: "1" at the margin, its text 18 points on, wrapped lines under the text.
  const md = markdown([page([
    item("Steps", 72, 80, { fontSize: 14, bold: true }),
    item("1", 72, 100),
    item("Switch off the pump and wait until the impeller has stopped turning,", 90, 100),
    item("which can take two minutes.", 90, 112),
    item("2", 72, 130),
    item("Close the two valves.", 90, 130),
    item("1", 90, 142),
    item("Turn the inlet valve.", 108, 142),
    item("2", 90, 160),
    item("Turn the outlet valve.", 108, 160),
    item("3", 72, 178),
    item("Open the drain screw.", 90, 178),
    item("Notes", 72, 210, { fontSize: 14, bold: true }),
    item("7", 72, 230),
    item("pumps were serviced this year.", 90, 230),
  ])]);
  assert.match(
    md,
    /^1\. Switch off the pump and wait until the impeller has stopped turning, which can take two minutes\.\n2\. Close the two valves\.\n {3}1\. Turn the inlet valve\.\n {3}2\. Turn the outlet valve\.\n3\. Open the drain screw\.$/m,
    md,
  );
  assert.doesNotMatch(md, /\|/, md);
  assert.match(md, /^7 pumps were serviced this year\.$/m, md);
});

Deno.test('layout: a two-column run whose first cells count 1, 2, 3 is a list; one headed "No." is a table', () => {
  const steps = (y: number, first = 1) =>
    ["Coagulation", "Sedimentation in basins", "Filtration through sand"].flatMap((text, k) => [
      item(String(first + k), 72, y + k * 18),
      item(text, 100, y + k * 18),
    ]);
  const md = markdown([page([
    ...steps(100),
    item("Next, the numbered table.", 72, 170),
    item("No.", 72, 200, { bold: true }),
    item("Step", 100, 200, { bold: true }),
    ...steps(218),
  ])]);
  assert.match(md, /^1\. Coagulation\n2\. Sedimentation in basins\n3\. Filtration through sand$/m, md);
  assert.match(md, /^\| No\. \| Step \|\n\| - \| - \|\n\| 1 \| Coagulation \|/m, md);
});

Deno.test("layout: a last column's cell wrapped short of its edge goes on in a wider line under it", () => {
  // ReportLab wraps a cell at its column's width: "Returned when the employee" left room its next word did
  // not fit in, so the line under it runs further right than any cell above.
  const row = (y: number, cells: string[]) => cells.map((c, i) => item(c, 72 + i * 90, y, { fontSize: 9 }));
  const md = markdown([page([
    ...row(100, ["Item", "Provided by", "Notes"]),
    ...row(117, ["Laptop", "Company", "Returned when the employee"]),
    item("leaves; repairs are arranged by", 252, 128, { fontSize: 9 }),
    item("IT desk.", 252, 139, { fontSize: 9 }),
    ...row(156, ["Headset", "Company", "Replaced every two years."]),
    item("Text after the table, set as a paragraph.", 72, 190),
  ])]);
  assert.match(
    md,
    /^\| Laptop \| Company \| Returned when the employee leaves; repairs are arranged by IT desk\. \|\n\| Headset \| Company \| Replaced every two years\. \|$/m,
    md,
  );
});

Deno.test("layout: aligned columns become a table with a header row", () => {
  const row = (y: number, cells: string[]) => cells.map((c, i) => item(c, 72 + i * 120, y));
  const md = markdown([page([
    ...lines(["Text before the table."], 72, 60),
    ...row(100, ["Name", "Count", "Price"]),
    ...row(112, ["apple", "3", "1.20"]),
    ...row(124, ["pear", "5", "0.80"]),
    ...lines(["Text after the table."], 72, 160),
  ])]);
  assert.match(
    md,
    /\| Name \| Count \| Price \|\n\| - \| - \| - \|\n\| apple \| 3 \| 1\.20 \|\n\| pear \| 5 \| 0\.80 \|/,
  );
  assert.ok(
    md.indexOf("Text before") < md.indexOf("| Name") && md.indexOf("| pear") < md.indexOf("Text after"),
  );
});

Deno.test("layout: two columns an em apart, joined in every row, part where the header's cells do", () => {
  // LaTeX sets columns 12 points apart: in 12-point type each row's code and part read as one fragment, and
  // the header's last three heads as another, so the rows hold more cells than the header.
  const cell = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 12 });
  const md = markdown([page([
    cell("Code", 72, 100),
    cell("Part", 120, 100),
    cell("In stock", 250, 100),
    cell("Unit price", 310, 100),
    cell("Warehouse", 382, 100),
    ...[["P-1000", "Hinge, small", "404", "334.06", "Leeds"], [
      "P-1007",
      "Relay, small",
      "374",
      "299.07",
      "Derby",
    ], [
      "P-1014",
      "Bolt",
      "444",
      "15.08",
      "Hull",
    ]].flatMap(([code, part, count, price, site], r) => [
      cell(code, 72, 116 + r * 14),
      cell(part, 120, 116 + r * 14),
      cell(count, 250, 116 + r * 14),
      cell(price, 310, 116 + r * 14),
      cell(site, 382, 116 + r * 14),
    ]),
  ])]);
  assert.match(
    md,
    /^\| P-1000 \| Hinge, small \| 404 \| 334\.06 \| Leeds \|\n\| P-1007 \| Relay, small \|/m,
    md,
  );
});

Deno.test("layout: two columns an em apart, joined in every row and in the header, part where the rows' cells start", () => {
  // LaTeX in 12-point Times: each row's date runs into its item, and the header's "Order" into "Date" and
  // "Department" into "Amount"; only the items, each starting at one x past a gap of half an em or more, show
  // the column.
  const cell = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 12 });
  const rows = [
    ["1001", "02/10/2026", "Envelopes", "Sales", "160.96"],
    ["1002", "03/10/2026", "Paper", "Finance", "329.40"],
    ["1003", "04/10/2026", "Toner", "Legal", "235.20"],
    ["1004", "05/10/2026", "Glue", "Facilities", "89.81"],
  ];
  const xs = [72, 112, 178, 260, 330];
  const md = markdown([page([
    ...["Order", "Date", "Item", "Department", "Amount"].map((t, c) => cell(t, xs[c], 100)),
    ...rows.flatMap((cells, r) => cells.map((t, c) => cell(t, xs[c], 116 + r * 14))),
  ])]);
  assert.match(md, /^\| Order \| Date \| Item \| Department \| Amount \|$/m, md);
  assert.match(md, /^\| 1001 \| 02\/10\/2026 \| Envelopes \| Sales \| 160\.96 \|$/m, md);
  assert.match(md, /^\| 1004 \| 05\/10\/2026 \| Glue \| Facilities \| 89\.81 \|$/m, md);
});

Deno.test("layout: a contents' section numbers stay with their titles, which start at one x", () => {
  const entries = [["4.7", "Arrows", "30"], ["4.8", "Labels", "32"], ["4.9", "A few samples", "34"], [
    "5.1",
    "Comparisons",
    "38",
  ], ["5.2", "Thumbnails", "40"]];
  const md = markdown([page(entries.flatMap(([number, title, at], k) => [
    item(number, 72, 100 + k * 14),
    // A quad after the number, narrower than the gap that parts fragments.
    item(title, 93, 100 + k * 14),
    item(at, 400, 100 + k * 14),
  ]))]);
  assert.match(md, /4\.9 A few samples/, md);
  assert.doesNotMatch(md, /\| 4\.9 \|/, md);
});

Deno.test("layout: a table of one row parts two cells an em apart where its header's cells part", () => {
  // LaTeX's right-aligned figures in 12-point Times, where and as wide as it prints them.
  const cell = ([text, x, width]: [string, number, number], y: number) =>
    item(text, x, y, { fontSize: 12, width });
  const md = markdown([page([
    ...([["Energy", 190.7, 34.3], ["Protein", 237, 34.5], ["Fat", 298.2, 15.1], ["Carbohydrate", 325.3, 65], [
      "Fibre",
      402.3,
      25.2,
    ]] as [string, number, number][]).map((c) => cell(c, 100)),
    ...([
      ["1,180 kJ", 184.5, 40.5],
      ["12.4 g", 241.6, 29.9],
      ["13.1 g", 283.5, 29.8],
      ["38.6 g", 360.4, 29.9],
      [
        "9.2 g",
        403.6,
        23.9,
      ],
    ] as [string, number, number][]).map((c) => cell(c, 120)),
  ])]);
  assert.match(md, /^\| 1,180 kJ \| 12\.4 g \| 13\.1 g \| 38\.6 g \| 9\.2 g \|$/m, md);
});

Deno.test("layout: a header set an em apart over one row of cells is that row's table", () => {
  // LaTeX's summary table in 12-point Times: header cells 12 points (an em) apart, right-aligned figures under
  // them, as wide and where it prints them, between a booktabs table's rules.
  const cell = ([text, x, width]: [string, number, number], y: number) =>
    item(text, x, y, { fontSize: 12, width });
  const header: [string, number, number][] = [
    ["Opening balance", 160.4, 80.7],
    ["Money in", 253, 46],
    ["Money out", 311, 51.9],
    ["Closing balance", 374.9, 76.7],
  ];
  const row: [string, number, number][] = [
    ["2,418.35", 199.2, 41.9],
    ["3,960.00", 257.2, 41.8],
    ["3,127.44", 321.1, 41.8],
    ["3,250.91", 409.7, 41.9],
  ];
  const rules = [183.2, 204.1, 224.9].map((y) => ({ x1: 160.4, y1: y, x2: 451.6, y2: y }));
  const md = markdown([page(
    [
      item("Summary", 56.7, 157.1, { fontSize: 14.3, bold: true }),
      ...header.map((c) => cell(c, 189.2)),
      ...row.map((c) => cell(c, 209.9)),
    ],
    1,
    { rules },
  )]);
  assert.match(
    md,
    /^\| Opening balance \| Money in \| Money out \| Closing balance \|\n\| - \| - \| - \| - \|\n\| 2,418\.35 \| 3,960\.00 \| 3,127\.44 \| 3,250\.91 \|$/m,
    md,
  );
  // A line of prose over a row of cells parts at none of its columns: no table.
  const prose = markdown([page([
    item("The three readings taken at noon were these ones", 160.4, 189.2, { fontSize: 12, width: 291 }),
    ...row.map((c) => cell(c, 209.9)),
  ])]);
  assert.doesNotMatch(prose, /\|/, prose);
});

Deno.test("layout: a table's last row keeps its first cell's wrapped line like the rows above it", () => {
  // A statement in Palatino: every date wraps ("18" over "Oct"), and a row whose description wraps too puts a
  // line of two cells a cell's leading under it, so rows and wrapped lines follow one another alike.
  const row = (y: number, cells: [string, number][]) => cells.map(([text, x]) => item(text, x, y));
  const md = markdown([page([
    ...row(100, [["Date", 72], ["Description", 120], ["Money out", 300], ["Balance", 400]]),
    ...row(112, [["2 Oct", 72], ["Rent", 120], ["995.00", 300], ["1,423.35", 400]]),
    ...row(124, [["3 Oct", 72], ["Card payment, Greenleaf", 120], ["64.20", 300], ["1,359.15", 400]]),
    ...row(136, [["12", 72], ["Card payment, Bookshop on the", 120], ["27.80", 300], ["1,560.46", 400]]),
    ...row(148, [["Oct", 72], ["Square", 120]]),
    ...row(160, [["18", 72], ["Standing order", 120], ["25.00", 300], ["1,535.46", 400]]),
    ...row(172, [["Oct", 72]]),
    ...row(184, [["29", 72], ["Card payment, Cinema", 120], ["24.00", 300], ["3,381.21", 400]]),
    ...row(196, [["Oct", 72]]),
    item("No overdraft was used during the period, so no interest was charged.", 72, 230),
  ])]);
  assert.match(md, /^\| 18 Oct \| Standing order \| 25\.00 \| 1,535\.46 \|$/m, md);
  assert.match(md, /^\| 29 Oct \| Card payment, Cinema \| 24\.00 \| 3,381\.21 \|\n\nNo overdraft/m, md);
});

Deno.test("layout: a page of nothing but a table reads row by row; columns of text beside side heads do not", () => {
  // As a photo of a table alone was read (200 dpi pixels): the gap between its second and third columns lies
  // mid-page and is wide enough for a gutter, with as much text on either side of it.
  const cells = (y: number, texts: string[], spans: number[][]) =>
    texts.map((text, i) => item(text, spans[i][0], y, { fontSize: 30, width: spans[i][1] - spans[i][0] }));
  const table = markdown([{
    ...page([
      ...cells(100, ["1 minute", "9 days", "40 MB", "short experiments"], [
        [52, 196],
        [272, 377],
        [515, 624],
        [
          843,
          1148,
        ],
      ]),
      ...cells(162, ["5 minutes", "6 weeks", "8 MB", "irrigation trials"], [
        [50, 214],
        [272, 405],
        [516, 602],
        [
          843,
          1098,
        ],
      ]),
      ...cells(224, ["15 minutes", "4 months", "3 MB", "general monitoring"], [[52, 235], [271, 425], [
        517,
        602,
      ], [
        843,
        1167,
      ]]),
      ...cells(286, ["30 minutes", "7 months", "1.5 MB", "long-term studies"], [[50, 235], [272, 425], [
        518,
        634,
      ], [
        843,
        1137,
      ]]),
    ]),
    width: 1400,
    height: 500,
  }]);
  assert.match(table, /^\| 1 minute \| 9 days \| 40 MB \| short experiments \|$/m);
  assert.match(table, /^\| 15 minutes \| 4 months \| 3 MB \| general monitoring \|$/m);
  // Side heads beside a column of body text, beside a second column: each column still reads on its own,
  // though most lines hold a head and a line of text left of the gutter.
  const body = (seed: string) =>
    Array.from({ length: 10 }, (_, i) => `${seed} ${i} is a line of body text set in its column`);
  const heads = ["Implement", "roles and", "duties", "", "Leverage", "row", "permissions", "", "Protect"];
  const columns = markdown([page([
    ...lines(heads, 20).filter((i) => i.text),
    ...lines(body("left"), 100),
    ...lines(body("right"), 350),
  ])]);
  assert.match(columns, /left 9 is a line of body text set in its column right 0 is a line/);
});

Deno.test("layout: Chinese and Japanese table cells an em apart are cells; a number's space before its unit is not", () => {
  // As Chromium prints pandoc's HTML table: 12-point cells an em of padding apart, "450 人" a third of an em.
  const wide = (text: string, x: number, y: number) => ({ ...item(text, x, y, { fontSize: 12 }), width: 12 });
  // Each number's unit ends exactly an em before the next cell's number.
  const cell = (number: string, x: number, y: number) => [
    { ...item(number, x, y, { fontSize: 12 }), width: 23 },
    wide("人", x + 26.8, y),
  ];
  const row = (y: number, name: string, a: string, b: string) => [
    { ...wide(name, 71.2, y), width: name.length * 12 },
    ...cell(a, 131.2, y),
    ...cell(b, 182, y),
  ];
  const md = markdown([page([
    { ...wide("地区", 83, 100), width: 24 },
    { ...wide("参加者", 132.6, 100), width: 36 },
    { ...wide("前年", 189.3, 100), width: 24 },
    ...row(121, "北地区", "450", "410"),
    ...row(143, "中央地区", "520", "480"),
  ])]);
  assert.match(
    md,
    /\| 地区 \| 参加者 \| 前年 \|\n\| - \| - \| - \|\n\| 北地区 \| 450 人 \| 410 人 \|\n\| 中央地区 \| 520 人 \|/,
  );
});

Deno.test("layout: a word broken where it reached its cell's end is joined again; a wrapped cell keeps its space", () => {
  // As LibreOffice prints a Word table ruled under its header: a word longer than its column is cut at the
  // cell's edge (60 points a column, 5 of padding inside the rule's ends), other headers wrap between words.
  const md = markdown([page(
    [
      item("Battery", 132, 100),
      item("Recommende", 192, 100),
      ...["Interval", "life", "d for"].map((c, i) => item(c, 72 + i * 60, 110)),
      ...["1 minute", "9 days", "trials"].map((c, i) => item(c, 72 + i * 60, 120)),
      ...["5 minutes", "6 weeks", "surveys"].map((c, i) => item(c, 72 + i * 60, 135)),
      ...["1 hour", "1 year", "sites"].map((c, i) => item(c, 72 + i * 60, 150)),
    ],
    1,
    { rules: [{ x1: 67, y1: 114, x2: 247, y2: 114 }] },
  )]);
  assert.match(md, /^\| Interval \| Battery life \| Recommended for \|$/m, md);
  assert.match(md, /^\| 5 minutes \| 6 weeks \| surveys \|$/m);
});

Deno.test("layout: a spanning header cell is repeated over its columns; a table continued on the next page is joined", () => {
  const row = (y: number, cells: string[]) => cells.map((c, i) => item(c, 72 + i * 120, y));
  const first = page(
    [
      item("Scores across both model kinds", 200, 88),
      ...row(100, ["Model", "simple", "complex"]),
      ...row(112, ["A", "0.91", "0.85"]),
      ...row(124, ["B", "0.93", "0.88"]),
    ],
    1,
    { rules: [{ x1: 70, y1: 85, x2: 400, y2: 85 }] },
  );
  const second = page([...row(100, ["C", "0.95", "0.90"]), ...row(112, ["D", "0.97", "0.92"])], 2);
  const md = markdown([first, second]);
  assert.match(md, /^\| {2}\| Scores across both model kinds \| Scores across both model kinds \|$/m);
  assert.equal(md.match(/^\| - \| - \| - \|$/gm)?.length, 1, md);
  assert.match(md, /\| B \| 0\.93 \| 0\.88 \|\n\| C \| 0\.95 \| 0\.90 \|/);
});

Deno.test("layout: a table continued over three pages is one table", () => {
  const row = (y: number, cells: string[]) => cells.map((c, i) => item(c, 72 + i * 120, y));
  const md = markdown([
    page([...row(100, ["Name", "Count", "Price"]), ...row(112, ["apple", "3", "1.20"])], 1),
    page([...row(100, ["pear", "5", "0.80"]), ...row(112, ["plum", "7", "0.40"])], 2),
    page([...row(100, ["fig", "2", "2.10"]), ...row(112, ["kiwi", "9", "0.30"])], 3),
  ]);
  assert.equal(md.match(/^\| - \| - \| - \|$/gm)?.length, 1, md);
  assert.match(md, /\| plum \| 7 \| 0\.40 \|\n\| fig \| 2 \| 2\.10 \|/);
});

Deno.test("layout: a cell broken over a page break mid-word joins again with no space, a wrapped word with one", () => {
  // As Word prints a ledger's narrow columns: each date's year broken ("02/10/20" over "26"), and a row's
  // last line on a page carried on atop the next, under the repeated header and the rule below it.
  const at = [72, 150, 230, 330];
  const line = (y: number, cells: string[]) => cells.flatMap((text, c) => text ? [item(text, at[c], y)] : []);
  const row = (y: number, [order, date, thing, amount]: string[]) => [
    ...line(y, [order, date.slice(0, 8), thing, amount]),
    ...line(y + 11, ["", date.slice(8), "", ""]),
  ];
  const header = (y: number) => line(y, ["Order", "Date", "Item", "Amount"]);
  const rule = (y: number): RuleLine => ({ x1: 70, y1: y, x2: 400, y2: y });
  const body = [
    ["1001", "02/10/2026", "Notebooks", "12.50"],
    ["1002", "03/10/2026", "Paper", "8.10"],
    ["1003", "04/10/2026", "Notebooks", "30.00"],
  ];
  // The next page's rows, the first `count` of three.
  const later = (count: number) =>
    body.slice(0, count).map(([order, , ...cells], i) => [`${+order + 4}`, `0${6 + i}/10/2026`, ...cells]);
  const table = (last: [string, string], carried: [string, string], rest = 3) =>
    markdown([
      page(
        [
          ...header(100),
          ...body.flatMap((cells, i) => row(116 + i * 26, cells)),
          ...line(194, ["1004", last[0], last[1], "4.75"]),
        ],
        1,
        { rules: [rule(112)] },
      ),
      page(
        [
          ...header(100),
          ...line(116, ["", ...carried, ""]),
          ...later(rest).flatMap((cells, i) => row(130 + i * 26, cells)),
        ],
        2,
        { rules: [rule(112)] },
      ),
    ]);
  const md = table(["05/10/20", "Noteboo"], ["26", "ks"]);
  assert.equal(md.match(/^\| - \| - \| - \| - \|$/gm)?.length, 1, md);
  assert.match(md, /^\| 1004 \| 05\/10\/2026 \| Notebooks \| 4\.75 \|$/m, md);
  assert.doesNotMatch(md, /\/20 26/, md);
  // A second word of an item's name, wrapped whole, stays a word of its own.
  const wrapped = table(["05/10/20", "Paper"], ["26", "clips"]);
  assert.match(wrapped, /^\| 1004 \| 05\/10\/2026 \| Paper clips \| 4\.75 \|$/m, wrapped);
  // A last page of two rows shows no breaks of its own: the column's other pages show them.
  const short = table(["05/10/20", "Noteboo"], ["26", "ks"], 2);
  assert.match(short, /^\| 1006 \| 07\/10\/2026 \| Paper \| 8\.10 \|$/m, short);
  assert.doesNotMatch(short, /\/20 26/, short);
});

Deno.test("layout: a section title across a ruled table is written once, in its first column", () => {
  const h = (y: number): RuleLine => ({ x1: 100, y1: y, x2: 500, y2: y });
  const v = (x: number, y1: number, y2: number): RuleLine => ({ x1: x, y1, x2: x, y2 });
  // The inner edges stop at the section row: its one box runs the width of the table.
  const inner = [200, 300, 400].flatMap((x) => [v(x, 100, 120), v(x, 140, 180)]);
  const rules = [...[100, 120, 140, 160, 180].map(h), v(100, 100, 180), v(500, 100, 180), ...inner];
  const cells = (y: number, texts: string[]) => texts.map((t, i) => item(t, 105 + i * 100, y));
  const md = markdown([page(
    [
      ...cells(105, ["Reaction", "VTEp", "NVAF", "VTEt"]),
      item("Blood and lymphatic system disorders", 105, 125),
      ...cells(145, ["Anaemia", "Common", "Common", "Rare"]),
      ...cells(165, ["Pruritus", "Rare", "Common", "Rare"]),
    ],
    1,
    { rules },
  )]);
  assert.match(md, /^\| Blood and lymphatic system disorders \| {2}\| {2}\| {2}\|$/m, md);
});

Deno.test("layout: a note across an aligned table is written once, in its first column", () => {
  const row = (y: number, cells: string[]) => cells.map((c, i) => item(c, 72 + i * 100, y));
  const md = markdown([page([
    ...row(100, ["State", "Permit", "Handgun", "Long Gun", "Totals"]),
    ...row(112, ["Alabama", "18,870", "23,022", "22,650", "71,137"]),
    item("Figures for the northern states follow the revised count of the bureau", 72, 124),
    ...row(136, ["Alaska", "209", "3,062", "3,209", "7,095"]),
    ...row(148, ["Arizona", "2,303", "12,382", "9,041", "27,087"]),
  ])]);
  assert.match(
    md,
    /^\| Figures for the northern states follow the revised count of the bureau \| {2}\| {2}\| {2}\| {2}\|$/m,
    md,
  );
});

/**
 * Rows of a word processor's table without rules between them: cells an em and more apart, rows 14.5 points
 * apart, a cell's wrapped lines 12 apart.
 */
const productTable = (top: number, rows: string[][]) => {
  let y = top;
  return rows.flatMap((cells) => {
    const items = cells.flatMap((text, c) =>
      text.split("\n").map((line, l) => item(line, [72, 150, 220, 290][c], y + l * 12))
    );
    y += 14.5 + 12 * (Math.max(...cells.map((text) => text.split("\n").length)) - 1);
    return items;
  });
};

Deno.test("layout: a first cell wrapped in its column stays in its row; close-set form fields are rows each", () => {
  const md = markdown([page([
    ...productTable(100, [
      ["Product line", "Units sold", "Revenue", "Margin"],
      ["Office chairs", "12,400", "2,108", "31%"],
      ["Standing\ndesks", "3,150", "1,575", "28%"],
      ["Lighting", "9,760", "586", "42%"],
      ["Storage\ncabinets", "5,820", "873", "35%"],
    ]),
    ...productTable(300, [
      ["Name:", "Ada", "Age:", "36"],
      ["Place of birth:", "London", "Died:", "1852"],
      ["Town:", "London", "Notes:", "none"],
      ["Needs: none", "", "", ""],
    ]),
  ])]);
  assert.match(md, /^\| Standing desks \| 3,150 \| 1,575 \| 28% \|\n\| Lighting \|/m, md);
  assert.match(md, /^\| Storage cabinets \| 5,820 \| 873 \| 35% \|$/m, md);
  // Twelve points under the row above, but a field of its own.
  assert.match(md, /^\| Needs: none \| {2}\| {2}\| {2}\|$/m, md);
});

Deno.test("layout: close-set lines of numbered answers are rows each", () => {
  const md = markdown([page(productTable(100, [
    ["First", "Second", "Third"],
    ["1. k\n4. 2k", "2. 3k\n5. 4k", "3. 5k"],
    ["6. 6k", "7. 7k", "8. 8k"],
  ]))]);
  assert.match(md, /^\| 1\. k \| 2\. 3k \| 3\. 5k \|\n\| 4\. 2k \| 5\. 4k \| {2}\|$/m, md);
});

Deno.test("layout: a word processor's table over two pages: header lines, its repeat, a cell carried over", () => {
  // As LibreOffice prints it: header cells set to the bottom of their row, the header repeated on the next
  // page with its rule under it, and a row whose last cell wraps past the page's end.
  const at = (x: number, y: number, text: string) => item(text, [72, 171, 270, 369][x], y);
  const header = (top: number) => [
    at(2, top, "Data per"),
    at(3, top, "Advised"),
    ...["Interval", "Battery", "month", "for"].map((text, c) => at(c, top + 14, text)),
  ];
  const headerRule = (y: number): RuleLine => ({ x1: 70, y1: y, x2: 460, y2: y });
  const first = page(
    [
      ...header(600),
      ...["1 minute", "9 days", "40 MB", "lab trials"].map((text, c) => at(c, 632.4, text)),
      ...["5 minutes", "6 weeks", "8 MB", "short"].map((text, c) => at(c, 650, text)),
    ],
    1,
    { rules: [headerRule(626)] },
  );
  const second = page(
    [
      ...header(74),
      at(3, 106.4, "experiments"),
      ...["1 hour", "1 year", "0.7 MB", "remote sites"].map((text, c) => at(c, 124, text)),
      ...["6 hours", "3 years", "0.1 MB", "surveys"].map((text, c) => at(c, 141.6, text)),
    ],
    2,
    { rules: [headerRule(100)] },
  );
  const md = markdown([first, second]);
  assert.equal(
    md,
    [
      "| Interval | Battery | Data per month | Advised for |",
      "| - | - | - | - |",
      "| 1 minute | 9 days | 40 MB | lab trials |",
      "| 5 minutes | 6 weeks | 8 MB | short experiments |",
      "| 1 hour | 1 year | 0.7 MB | remote sites |",
      "| 6 hours | 3 years | 0.1 MB | surveys |",
      "",
    ].join("\n"),
  );
});

Deno.test("layout: a heading between two tables parts them, even with the second's header rule close below", () => {
  const md = markdown([page(
    [
      ...productTable(100, [["Region", "Q3 2025", "Q3 2026", "Change"], [
        "North",
        "1,240",
        "1,385",
        "+11.7%",
      ]]),
      item("Sales by Product Line", 72, 134, { fontSize: 11.5, bold: true }),
      ...productTable(154, [["Product line", "Units sold", "Revenue", "Margin"], [
        "Lighting",
        "9,760",
        "586",
        "42%",
      ]]),
    ],
    1,
    { rules: [{ x1: 70, y1: 112, x2: 340, y2: 112 }, { x1: 70, y1: 166, x2: 340, y2: 166 }] },
  )]);
  assert.match(
    md,
    /\| North \| 1,240 \| 1,385 \| \+11\.7% \|\n\n#+ Sales by Product Line\n\n\| Product line \|/,
    md,
  );
});

Deno.test("layout: booktabs tables, each centred and ruled to its own width, keep the heading between them out", () => {
  // As LaTeX sets them: a top, a middle and a bottom rule as wide as each table, the heading at the margin.
  const table = (top: number, xs: number[], rows: string[][]) =>
    rows.flatMap((cells, r) => cells.map((text, c) => item(text, xs[c], top + (r ? 17 + (r - 1) * 12 : 0))));
  const ruled = (left: number, right: number, ys: number[]) =>
    ys.map((y) => ({ x1: left, y1: y, x2: right, y2: y }));
  const md = markdown([page(
    [
      ...table(228, [218, 263, 311, 359], [["Region", "Q3 2025", "Q3 2026", "Change"], [
        "North",
        "1,240",
        "1,385",
        "+11.7%",
      ], ["South", "980", "1,042", "+6.3%"]]),
      item("Sales by Product Line", 134, 290, { fontSize: 12, bold: true }),
      ...table(318, [196, 280, 336, 384], [["Product line", "Units sold", "Revenue", "Margin"], [
        "Lighting",
        "9,760",
        "586",
        "42%",
      ], ["Accessories", "21,300", "1,032", "47%"]]),
    ],
    1,
    { rules: [...ruled(218, 393, [223, 240.5, 269.5]), ...ruled(196, 415, [313, 330.5, 359.5])] },
  )]);
  assert.match(
    md,
    /\| South \| 980 \| 1,042 \| \+6\.3% \|\n\n#+ Sales by Product Line\n\n\| Product line \|/,
    md,
  );
});

Deno.test("layout: a totals label set in from the first column stays in it; long names do not split it", () => {
  const at = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 6 });
  // Figures right-aligned at 150 and 200; names from 40, the totals label set in at 62.
  const row = (y: number, name: string, a: string, b: string, x = 40) => [
    at(name, x, y),
    at(a, 150 - a.length * 3, y),
    at(b, 200 - b.length * 3, y),
  ];
  const names = ["Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Delaware", "Guam"];
  const md = markdown([page([
    ...row(100, "State", "Permit", "Handgun"),
    ...names.flatMap((name, i) => row(108 + i * 8, name, `${i + 1},204`, `${i + 3},152`)),
    ...row(172, "Totals", "804,006", "671,330", 62),
  ])]);
  assert.match(md, /^\| State \| Permit \| Handgun \|$/m, md);
  assert.match(md, /^\| California \| 5,204 \| 7,152 \|$/m, md);
  assert.match(md, /^\| Totals \| 804,006 \| 671,330 \|$/m, md);
});

Deno.test("layout: a browser's rows of wrapped cells, short cells centred beside them, are a row each", () => {
  // Lines 18 points apart in a cell, rows padded 4.5 points more; a one-line cell centred in its row sits half
  // a line down, overlapping the lines of the cell beside it. The header too: "Provided by" over two lines.
  const at = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 12 });
  const row = (y: number, first: string[], second: string, notes: string[]) => {
    const middle = y + (Math.max(first.length, notes.length) - 1) * 9;
    return [
      ...first.map((t, k) => at(t, 71, middle - (first.length - 1) * 9 + k * 18)),
      at(second, 151, middle),
      ...notes.map((t, k) => at(t, 215, middle - (notes.length - 1) * 9 + k * 18)),
    ];
  };
  // Under a rule across the table, "Provided" and "Employee" reach the end of their column, sized to them:
  // no word was cut there.
  const md = markdown([page(
    [
      at("Provided", 151, 100),
      at("Item", 85, 109),
      at("Notes", 358, 109),
      at("by", 165, 118),
      ...row(141.5, ["Laptop"], "Company", ["Returned when the employee leaves;", "repairs by the IT desk."]),
      ...row(182, ["Monitor"], "Company", [
        "One screen of up to 27 inches,",
        "delivered to the home address.",
      ]),
      ...row(222.5, ["Desk and", "chair"], "Employee", [
        "An allowance of 250 euros,",
        "on receipt of an invoice.",
      ]),
      ...row(263, ["Headset"], "Company", ["Replaced every two years."]),
    ],
    1,
    { rules: [{ x1: 65, y1: 92, x2: 560, y2: 92 }] },
  )]);
  assert.match(md, /^\| Item \| Provided by \| Notes \|$/m, md);
  assert.match(
    md,
    /^\| Laptop \| Company \| Returned when the employee leaves; repairs by the IT desk\. \|$/m,
    md,
  );
  assert.match(
    md,
    /^\| Desk and chair \| Employee \| An allowance of 250 euros, on receipt of an invoice\. \|$/m,
    md,
  );
  assert.match(md, /^\| Headset \| Company \| Replaced every two years\. \|$/m, md);
});

Deno.test("layout: an invoice's codes broken after their hyphen and its totals rows under the figures", () => {
  const at = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 12 });
  // As a browser prints it: a code broken after its hyphen over two lines, the figures centred beside them;
  // then totals rows, their labels in the price column and no first cell.
  const row = (y: number, code: string, text: string, amount: string) => [
    at(code.slice(0, 3), 71, y),
    at(text, 115, y + 9),
    at(amount, 499, y + 9),
    at(code.slice(3), 71, y + 18),
  ];
  const md = markdown([page([
    at("Item", 71, 100),
    at("Description", 115, 100),
    at("Amount", 488, 100),
    ...row(122, "OC-1150", "Office chair", "1,134.00"),
    ...row(162.5, "SD-2200", "Standing desk", "1,090.00"),
    ...row(203, "DL-0098", "Delivery", "120.00"),
    at("Subtotal", 424, 243.5),
    at("2,344.00", 499, 243.5),
    at("Total", 445, 266),
    at("2,812.80", 499, 266),
  ])]);
  assert.match(md, /^\| SD-2200 \| Standing desk \| 1,090\.00 \|$/m, md);
  assert.match(md, /^\| DL-0098 \| Delivery \| 120\.00 \|$/m, md);
  assert.match(md, /^\| {2}\| Subtotal \| 2,344\.00 \|$/m, md);
  assert.match(md, /^\| {2}\| Total \| 2,812\.80 \|$/m, md);
  // As LaTeX sets it: top-aligned, no more space between rows than between a cell's lines.
  const latex = markdown([page([
    ...["Item", "Description", "Amount"].map((t, c) => at(t, [71, 115, 488][c], 100)),
    ...[
      ["OC-", "Office chair, mesh back,", "1,134.00"],
      ["1150", "lumbar support", ""],
      [
        "SD-",
        "Standing desk",
        "1,090.00",
      ],
      ["2200", "", ""],
      ["Total", "", "2,224.00"],
    ].flatMap((cells, k) => cells.flatMap((t, c) => t ? [at(t, [71, 115, 499][c], 114 + k * 14)] : [])),
  ])]);
  assert.match(latex, /^\| OC-1150 \| Office chair, mesh back, lumbar support \| 1,134\.00 \|$/m, latex);
  assert.match(latex, /^\| SD-2200 \| Standing desk \| 1,090\.00 \|$/m, latex);
  // An item's number with a dash is no word broken at its hyphen.
  const notes = markdown([page([
    ...[["1-", "Capital letters", "A"], ["2-", "Levels", "B"], ["3-", "Centres", "C"]].flatMap((cells, k) =>
      cells.map((t, c) => at(t, [71, 115, 400][c], 100 + k * 14))
    ),
  ])]);
  assert.match(notes, /^\| 2- \| Levels \| B \|$/m, notes);
});

Deno.test("layout: a requirement's code broken after its hyphen goes on with its number, no space between", () => {
  const at = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 10 });
  const requirements = [
    ["R-", "Measure the air temperature every sixty", "Must", "Logger record"],
    ["01", "seconds", "", "review"],
    ["R-", "Send a daily summary to the quality team", "Should", "Mail log review"],
    ["02", "", "", ""],
  ];
  const cellsAt = (rows: string[][], top: number, pitch: number) =>
    rows.flatMap((cells, k) =>
      cells.flatMap((t, c) => t ? [at(t, [72, 100, 330, 380][c], top + k * pitch)] : [])
    );
  // As LaTeX sets it, rows as close as a cell's lines; then as a browser pads its rows.
  const header = ["ID", "Requirement", "Priority", "Test method"].map((t, c) =>
    at(t, [72, 100, 330, 380][c], 100)
  );
  const latex = markdown([page([...header, ...cellsAt(requirements, 114, 12)])]);
  assert.match(
    latex,
    /^\| R-01 \| Measure the air temperature every sixty seconds \| Must \| Logger record review \|$/m,
  );
  assert.match(
    latex,
    /^\| R-02 \| Send a daily summary to the quality team \| Should \| Mail log review \|$/m,
  );
  const padded = [
    ...header,
    ...requirements.flatMap((cells, k) => {
      const top = 116 + Math.floor(k / 2) * 30 + (k % 2) * 12;
      return cells.flatMap((t, c) => t ? [at(t, [72, 100, 330, 380][c], top)] : []);
    }),
  ];
  const browser = markdown([page(padded)]);
  assert.match(
    browser,
    /^\| R-01 \| Measure the air temperature every sixty seconds \| Must \| Logger record review \|$/m,
  );
  // A word's hyphen before a word is still a word's: the space stays out only before a figure.
  assert.doesNotMatch(browser, /R- 0/);
});

Deno.test("layout: LaTeX's wrapped first cell goes on in capitals beside a room's number, under a wider header", () => {
  // Computer Modern's letters, narrower than Helvetica's.
  const at = (text: string, x: number, y: number, style: Partial<TextItem> = {}) =>
    item(text, x, y, { fontSize: 10, width: text.length * 4.2, ...style });
  const xs = [134, 236, 289, 324, 358, 388, 459];
  const rows = [
    ["Beginner Spanish", "Monday", "18:00", "19:30", "101", "Ana Ruiz", "120"],
    ["Pottery", "Wednesday", "18:00", "21:00", "Kiln", "Sara Okafor", "210"],
    ["Introduction to", "Wednesday", "18:30", "20:30", "Lab", "Priya Nair", "160"],
    ["Python", "", "", "", "2", "", ""],
    ["First Aid", "Thursday", "18:00", "21:00", "Hall", "Mark Evans", "95"],
  ];
  const md = markdown([page([
    // LaTeX lets the header's one word overrun its narrow column: it says nothing of the room "Lab" had.
    ...["Class", "Day", "Start", "End", "Room", "Teacher", "Fee"].map((t, c) =>
      at(t, xs[c], 100, t === "Room" ? { width: 26 } : {})
    ),
    ...rows.flatMap((cells, k) => cells.flatMap((t, c) => t ? [at(t, xs[c], 116 + k * 12)] : [])),
  ])]);
  assert.match(
    md,
    /^\| Introduction to Python \| Wednesday \| 18:30 \| 20:30 \| Lab 2 \| Priya Nair \| 160 \|$/m,
    md,
  );
  assert.match(md, /^\| First Aid \| Thursday \|/m, md);
});

Deno.test("layout: a bold section title under a table with no rule at its foot is the next section's", () => {
  const at = (text: string, x: number, y: number, style: Partial<TextItem> = {}) =>
    item(text, x, y, { fontSize: 12, ...style });
  // As LibreOffice prints a Word table: a rule under the header only, rows padded, their cells wrapped, a
  // heading in the text's size under the last row, over a numbered list.
  const rows = [
    [["R-", "Measure the temperature every", "Must", "Logger record"], ["01", "minute", "", "review"]],
    [["R-", "Keep the measurements for five", "Must", "Archive"], ["02", "years", "", "inspection"]],
    [["R-", "Show the current readings on", "Could", "Visual check"], ["03", "the display", "", ""]],
  ];
  const xs = [72, 101, 380, 426];
  const md = markdown([page(
    [
      ...["ID", "Requirement", "Priority", "Test method"].map((t, c) => at(t, xs[c], 486)),
      ...rows.flatMap((lines, r) =>
        lines.flatMap((cells, k) => cells.flatMap((t, c) => t ? [at(t, xs[c], 504 + r * 31.6 + k * 14)] : []))
      ),
      at("3.1 Alarm Handling", 72, 608, { bold: true }),
      at("1. The logger sounds the local buzzer and lights the red lamp above the door.", 84, 624),
      at("2. The duty manager receives a text message with the room number.", 84, 638),
    ],
    1,
    { rules: [{ x1: 66, y1: 500, x2: 534, y2: 500 }] },
  )]);
  assert.match(
    md,
    /^\| R-03 \| Show the current readings on the display \| Could \| Visual check \|\n\n#+ 3\.1 Alarm Handling$/m,
    md,
  );
});

Deno.test("layout: LaTeX's rows, set as close as a cell's lines, keep the lines their full cells wrapped onto", () => {
  const at = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 10 });
  const md = markdown([page([
    ...[
      ["Item", "Provided by", "Notes"],
      ["Laptop", "Company", "Returned when the employee leaves;"],
      ["", "", "repairs by the IT desk."],
      ["Desk and", "Employee", "An allowance is paid once, on receipt of"],
      ["chair", "", "an invoice."],
      // A first cell on three lines, its last beside no other cell: the line before it went on too.
      ["Internet", "Employee", "Not reimbursed, except for staff kept on"],
      ["line and", "", "call."],
      ["router", "", ""],
      ["Pen", "Company", "Blue ink."],
      ["cap", "", "none."],
    ].flatMap((cells, k) => cells.flatMap((t, c) => t ? [at(t, [72, 150, 250][c], 100 + k * 12)] : [])),
  ])]);
  assert.match(
    md,
    /^\| Internet line and router \| Employee \| Not reimbursed, except for staff kept on call\. \|$/m,
    md,
  );
  assert.match(
    md,
    /^\| Laptop \| Company \| Returned when the employee leaves; repairs by the IT desk\. \|$/m,
    md,
  );
  assert.match(
    md,
    /^\| Desk and chair \| Employee \| An allowance is paid once, on receipt of an invoice\. \|$/m,
    md,
  );
  // "cap" would have fitted after "Pen": a row of its own.
  assert.match(md, /^\| Pen \| Company \| Blue ink\. \|$/m, md);
  assert.match(md, /^\| cap \| {2}\| none\. \|$/m, md);
});

Deno.test("layout: LaTeX's rows of figures keep a date or description wrapped onto a line of its own", () => {
  const at = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 10 });
  const md = markdown([page([
    ...[
      ["Date", "Description", "Out", "Balance"],
      ["1 Oct", "Opening balance", "", "2,418.35"],
      ["9 Oct", "Card payment, Rail", "42.50", "2,375.85"],
      ["12", "Cash withdrawal", "100.00", "2,275.85"],
      ["Oct", "", "", ""],
      ["15", "Card payment, Bookshop", "27.80", "2,248.05"],
      ["Oct", "Square", "", ""],
      // "Fee" would have fitted after "2": not a part of its row.
      ["2", "Rent", "995.00", "1,253.05"],
      ["Fee", "", "", ""],
    ].flatMap((cells, k) => cells.flatMap((t, c) => t ? [at(t, [72, 115, 240, 300][c], 100 + k * 12)] : [])),
  ])]);
  assert.match(md, /^\| 12 Oct \| Cash withdrawal \| 100\.00 \| 2,275\.85 \|$/m, md);
  assert.match(md, /^\| 15 Oct \| Card payment, Bookshop Square \| 27\.80 \| 2,248\.05 \|$/m, md);
  assert.match(md, /^\| 2 \| Rent \| 995\.00 \| 1,253\.05 \|$/m, md);
  assert.match(md, /^Fee$/m, md);
});

Deno.test("layout: LaTeX's run-in title, a bold word a quad before its text, is a heading below bold lines", () => {
  const md = markdown([page([
    item("Remote Working Policy", 72, 56, { fontSize: 16, bold: true }),
    item("Requesting Remote Work", 72, 80, { bold: true }),
    ...lines(
      ["A request is made through the staff portal and approved by the line", "manager in ten days."],
      72,
      98,
    ),
    item("Appeals", 72, 134, { bold: true }),
    item("If a request is refused, the employee may appeal to the head of", 117, 134),
    item("department, who will reply in writing.", 72, 146),
    // A bold word a word space before its sentence is stressed, not a title.
    item("Never", 72, 170, { bold: true }),
    item("leave a laptop unattended in a public place, even for a", 102, 170),
    item("moment, nor in a car.", 72, 182),
  ])]);
  assert.match(md, /^## Requesting Remote Work\n\nA request/m, md);
  assert.match(md, /^### Appeals\n\nIf a request is refused/m, md);
  assert.match(md, /^\*\*Never\*\* leave a laptop/m, md);
});

Deno.test("layout: a browser's first cell wrapped round a centred cell, capitalised, and a range broken after its dash", () => {
  // A bank statement's date wrapped in a narrow column ("1" over "Oct"), the description and figures centred
  // beside it, half a line down: the date's second line stands beside them as its first does.
  const at = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 12 });
  const row = (y: number, day: string, text: string, amount: string) => [
    at(day, 71, y),
    at(text, 114, y + 9),
    at(amount, 487, y + 9),
    at("Oct", 71, y + 18),
  ];
  const md = markdown([page([
    ...["Date", "Description", "Balance"].map((t, c) => at(t, [71, 190, 487][c], 100)),
    ...row(122, "1", "Opening balance", "2,418.35"),
    ...row(162.5, "2", "Rent, Harbour Lettings Ltd", "1,423.35"),
    ...row(203, "3", "Card payment, Greenleaf Market", "1,359.15"),
  ])]);
  assert.match(md, /^\| 1 Oct \| Opening balance \| 2,418\.35 \|$/m, md);
  assert.match(md, /^\| 3 Oct \| Card payment, Greenleaf Market \| 1,359\.15 \|$/m, md);
  // Years broken after their en dash, as a browser breaks them in a narrow column, join again without a space.
  const years = markdown([page([
    ...["Years", "Degree", "School"].map((t, c) => at(t, [72, 208, 426][c], 75)),
    at("2015–", 71, 98.4),
    at("Master of Civil Engineering", 121, 107.4),
    at("INSA Lyon", 356, 107.4),
    at("2017", 71, 116.4),
    ...[["2012–", "Bachelor of Science in Civil", "Budapest University of"], [
      "2015",
      "Engineering",
      "Technology",
    ]]
      .flatMap((cells, k) => cells.map((t, c) => at(t, [71, 121, 356][c], 138.9 + k * 18))),
  ])]);
  assert.match(years, /^\| 2015–2017 \| Master of Civil Engineering \| INSA Lyon \|$/m, years);
  assert.match(
    years,
    /^\| 2012–2015 \| Bachelor of Science in Civil Engineering \| Budapest University of Technology \|$/m,
    years,
  );
});

Deno.test("layout: a scan's first cell wrapped round a centred cell, whose lines' boxes only touch", () => {
  // The bank statement scanned at 200 dpi: boxes are the letters' ink (tops to baseline), so the centred
  // description touches the "3" above it and the "Oct" below by a pixel, or by four where its descenders
  // ("City Energy") deepen its box; by 2.5 points under one touching the line above ("Opening balance", its
  // column read alone: 0.28 em).
  const at = (text: string, x: number, y: number, height = 9.4) =>
    item(text, x, y, { fontSize: 9.2, height, estimatedSize: true });
  const row = (y: number, day: string, text: string, amount: string, deeper = 0) => [
    at(day, 72, y),
    at(text, 115, y + 9, 9.4 + deeper),
    at(amount, 489, y + 9),
    at("Oct", 72, y + 18),
  ];
  const md = markdown([page([
    ...["Date", "Description", "Balance"].map((t, c) => at(t, [71, 190, 487][c], 100)),
    ...row(122, "1", "Opening balance", "2,418.35"),
    ...row(162.5, "2", "Rent, Harbour Lettings Ltd", "1,423.35"),
    ...row(203, "7", "Direct debit, City Energy", "1,770.75", 1.4),
    ...row(243.5, "9", "Card payment, Northline Rail", "1,728.25"),
    ...row(284, "12", "Cash withdrawal, Canal Street", "1,628.25", 2.5),
  ])]);
  assert.match(md, /^\| 1 Oct \| Opening balance \| 2,418\.35 \|$/m, md);
  assert.match(md, /^\| 7 Oct \| Direct debit, City Energy \| 1,770\.75 \|$/m, md);
  assert.match(md, /^\| 9 Oct \| Card payment, Northline Rail \| 1,728\.25 \|$/m, md);
  assert.match(md, /^\| 12 Oct \| Cash withdrawal, Canal Street \| 1,628\.25 \|$/m, md);
});

Deno.test("layout: a word processor's table of tasks and short values, cells set close, on a page of its own", () => {
  // LibreOffice's cells are padded a few points: "mop the tiled" runs up to "Daily" as one fragment. The page
  // holds the table and a short line only, so the value column could pass for a second column of text.
  const at = (text: string, x: number, y: number) =>
    item(text, x, y, { fontSize: 12, width: text.length * 6 });
  const md = markdown([page([
    item("Schedule: Cleaning Tasks", 72, 72, { fontSize: 14, bold: true }),
    at("Task", 72, 90),
    at("Frequency", 300, 90),
    at("Empty the bins, replace liners", 72, 108.5),
    at("Daily", 300, 108.5),
    at("Vacuum the carpets, and mop the tiled", 72, 126.1),
    at("Daily", 300, 126.1),
    at("floors", 72, 140.1),
    ...[["Clean and restock the washrooms", "Daily"], ["Wipe desks and telephones", "Weekly"], [
      "Clean the inside of the windows",
      "Monthly",
    ], ["Deep clean the kitchen and fridge", "Every year"]].flatMap((cells, k) =>
      cells.map((t, c) => at(t, [72, 300][c], 157.7 + k * 17.6))
    ),
    at("Signed for the Client: Tom Harding, Director", 72, 250),
  ])]);
  assert.match(md, /^\| Task \| Frequency \|$/m, md);
  assert.match(md, /^\| Vacuum the carpets, and mop the tiled floors \| Daily \|$/m, md);
  assert.match(md, /^\| Deep clean the kitchen and fridge \| Every year \|$/m, md);
});

Deno.test("layout: a word processor's figures broken at their cell's end join again, and so do their rows", () => {
  // LibreOffice breaks what does not fit a narrow column anywhere: "2,418." over "35", "1,500.0" over "0", the
  // total's "3,16" over "0.80" (the column's figures have two decimals). Figures stand at the right of their columns; each row is two lines, 14 points
  // apart, and rows 17.6 points apart.
  const at = (text: string, x: number, y: number) =>
    item(text, x, y, { fontSize: 12, width: text.length * 6 });
  const right = (text: string, end: number, y: number) => at(text, end - text.length * 6, y);
  const row = (y: number, cells: string[], under: string[]) => [
    at(cells[0], 72, y),
    at(cells[1], 114, y),
    ...(cells[2] ? [right(cells[2], 417, y)] : []),
    right(cells[3], 529, y),
    at(under[0], 72, y + 14),
    ...(under[1] ? [right(under[1], 417, y + 14)] : []),
    right(under[2], 529, y + 14),
  ];
  const md = markdown([page(
    [
      at("Date", 72, 100),
      at("Description", 114, 100),
      right("Out", 417, 100),
      right("Balance", 529, 100),
      ...row(120, ["1", "Opening balance", "", "2,418."], ["Oct", "", "35"]),
      ...row(151.6, ["27", "Transfer to savings", "1,500.0", "3,405."], ["Oct", "0", "21"]),
      ...row(183.2, ["29", "Card payment", "24.00", "3,381."], ["Oct", "", "21"]),
      ...row(214.8, ["30", "Home insurance", "56.30", "3,324."], ["Oct", "", "91"]),
      at("Total", 114, 246.4),
      right("3,16", 529, 246.4),
      right("0.80", 529, 260.4),
    ],
    1,
    { rules: [{ x1: 66, y1: 116, x2: 535, y2: 116 }] },
  )]);
  assert.match(md, /^\| 1 Oct \| Opening balance \| {2}\| 2,418\.35 \|$/m, md);
  assert.match(md, /^\| 27 Oct \| Transfer to savings \| 1,500\.00 \| 3,405\.21 \|$/m, md);
  assert.match(md, /^\| 29 Oct \| Card payment \| 24\.00 \| 3,381\.21 \|$/m, md);
  assert.match(md, /^\| {2}\| Total \| {2}\| 3,160\.80 \|$/m, md);
});

Deno.test("layout: a browser's borders drawn cell by cell part cells whose text stands only an em apart", () => {
  // As Chromium prints pandoc's right-aligned cells, padded half an em each side: "Energy" ends an em before
  // "Protein" starts, "12.4 g" an em before "13.1 g", as close as a fragment's words may stand. Each cell's
  // border is drawn on its own, meeting the next at the cells' edges.
  const at = (text: string, x: number, width: number, y: number) => item(text, x, y, { fontSize: 12, width });
  const borders = [65.2, 127.5, 189, 239.2, 342.7, 390];
  const ruleAt = (y: number) => borders.slice(1).map((x, i) => ({ x1: borders[i], y1: y, x2: x, y2: y }));
  const md = markdown([page(
    [
      at("Energy", 74.3, 47.2, 100),
      at("Protein", 133.5, 49.8, 100),
      at("Fat", 212.3, 21.2, 100),
      at("Carbohydrate", 245.5, 91.4, 100),
      at("Fibre", 348.9, 35.4, 100),
      at("1,180 kJ", 71.3, 50.2, 124),
      at("12.4 g", 145.1, 38.2, 124),
      at("13.1 g", 195.3, 38.2, 124),
      at("38.6 g", 298.7, 38.2, 124),
      at("9.2 g", 353.8, 30.6, 124),
    ],
    1,
    { rules: [...ruleAt(96), ...ruleAt(119), ...ruleAt(142)] },
  )]);
  assert.match(md, /^\| Energy \| Protein \| Fat \| Carbohydrate \| Fibre \|$/m, md);
  assert.match(md, /^\| 1,180 kJ \| 12\.4 g \| 13\.1 g \| 38\.6 g \| 9\.2 g \|$/m, md);
});

Deno.test("layout: a heading at the margin parts a table centred under it from the table above", () => {
  const at = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 12 });
  const md = markdown([page([
    item("Summary", 72, 80, { fontSize: 14, bold: true }),
    ...[["Opening", "In", "Out", "Closing"], ["2,418.35", "3,960.00", "3,127.44", "3,250.91"]].flatMap((
      cells,
      k,
    ) => cells.map((t, c) => at(t, [107, 203, 304, 404][c], 100 + k * 18))),
    item("Transactions", 72, 150, { fontSize: 14, bold: true }),
    ...[["Date", "Description", "Balance"], ["1 Oct", "Opening balance", "2,418.35"], [
      "2 Oct",
      "Rent",
      "1,423.35",
    ]].flatMap((cells, k) => cells.map((t, c) => at(t, [72, 114, 491][c], 170 + k * 18))),
  ])]);
  assert.match(
    md,
    /^\| 2,418\.35 \| 3,960\.00 \| 3,127\.44 \| 3,250\.91 \|\n\n# Transactions\n\n\| Date \|/m,
    md,
  );
});

Deno.test("layout: two lines alone under a table, a paragraph's space apart, are two paragraphs", () => {
  const md = markdown([page([
    ...lines([
      "This agreement starts on 1 December and runs for twelve months. Either party",
      "may end it by giving the other three months' notice in writing, by letter.",
    ]),
    ...[["Task", "Frequency"], ["Empty bins", "Daily"], ["Clean windows", "Monthly"]].flatMap((cells, k) =>
      cells.map((t, c) => item(t, [72, 250][c], 140 + k * 12))
    ),
    // As wide as the text above: only the space between them tells them apart.
    item("Signed for the Client: Tom Harding, Director of Harbour Lettings Ltd, Bristol", 72, 190),
    item("Signed for the Contractor: Aisha Rahman, Owner", 72, 210),
  ])]);
  assert.match(md, /^Signed for the Client: .* Bristol\n\nSigned for the Contractor/m, md);
});

Deno.test("layout: a defined term in bold, its sentence going on in lower case, is no run-in title", () => {
  const md = markdown([page([
    item("Working Day", 72, 100, { bold: true }),
    item("means any day from Monday to Friday that is not a public holiday.", 135, 100),
  ])]);
  assert.equal(md, "**Working Day** means any day from Monday to Friday that is not a public holiday.\n");
});

Deno.test("layout: a caption's bold label before its text is no run-in title", () => {
  const md = markdown([page([
    item("Table 2", 72, 100, { bold: true }),
    item("Bit meanings of the options above.", 120, 100),
  ])]);
  assert.equal(md, "**Table 2** Bit meanings of the options above.\n");
});

Deno.test("layout: an italic lettered title in sentence case over its paragraph is a heading of its own", () => {
  // IEEE's subsection title on a line of its own, its paragraph's first line under it: read as one block, the
  // title splits off as a run-in one would, though only its letter and first word are capitalised.
  const md = markdown([page([
    item("A. Lines and columns", 72, 100, { italic: true }),
    ...lines(
      [
        "Each page is split into lines by baseline, and lines into columns by the",
        "gaps between them, which no line crosses.",
      ],
      72,
      112,
    ),
  ])]);
  assert.match(md, /^#+ A\. Lines and columns\n\nEach page is split into lines/m, md);
});

Deno.test("layout: a paragraph set in under an italic title line goes on past its first line", () => {
  // elsarticle's column: the subsection's title on its own line, its paragraph's first line set in under it
  // and the next back at the margin, which after a block's set-in second line would start a hanging indent's.
  const before = Array.from(
    { length: 6 },
    (_, i) =>
      item(`body line ${i} of the paragraph before the subsection title`, 37.6, 400 + i * 12, {
        width: i === 5 ? 120 : 251,
      }),
  );
  const md = layoutToMarkdown([{
    ...page([
      ...before,
      item("2.1. Lines and columns", 37.6, 485.5, { italic: true, width: 102.7 }),
      item("Each page is split into lines by baseline, and lines into", 52.5, 500.5, { width: 236.1 }),
      item("columns by the gaps between them.", 37.6, 512.4, { width: 163.4 }),
      item("The gutter is the", 209.9, 512.4, { width: 78.7 }),
      item("widest band that no line crosses.", 37.6, 524.4, { width: 142.5 }),
    ]),
    width: 326,
  }], options);
  assert.match(md, /lines into columns by the gaps between them\. The gutter is the widest band/, md);
});

Deno.test("layout: an author's name over an italic affiliation, centred on the page's text, are two lines", () => {
  // REVTeX on an A4 page: the columns run from 54 to 562, so the title block is centred at 308, ten points
  // right of the page's middle, and the abstract under it is set off that centre; the affiliation is set in
  // italic a point under the name.
  const column = (x: number) =>
    Array.from(
      { length: 20 },
      (_, i) => item(`column text line ${i} of the paper`, x, 150 + i * 12, { width: 244 }),
    );
  const md = layoutToMarkdown([{
    ...page([
      item("Maria Keller", 279.3, 79.5, { width: 57.6 }),
      item("University of Examples, Oslo, Norway", 227.4, 90.7, { italic: true, fontSize: 9, width: 161.2 }),
      item("We convert documents to markdown with geometry alone.", 118, 111, { fontSize: 9, width: 235.6 }),
      ...column(54),
      ...column(318),
    ]),
    width: 595,
  }], options);
  assert.match(md, /^Maria Keller\n\n\*University of Examples, Oslo, Norway\*$/m, md);
});

Deno.test("layout: a name in bold that its sentence goes on from with a comma is no run-in title", () => {
  const md = markdown([page([
    item("Northwind Office Supplies Ltd", 72, 100, { bold: true }),
    item(", 4 Canal Street, Manchester", 217, 100),
  ])]);
  assert.equal(md, "**Northwind Office Supplies Ltd**, 4 Canal Street, Manchester\n");
});

Deno.test("layout: a header cell's first line wrapped above the header row is its; a paragraph's last line is not", () => {
  const at = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 10 });
  // "2027 (proposed)" wrapped in its right-aligned column, its first line 2 points above the header's line.
  const table = (y: number) => [
    ...["Source", "2025", "(proposed)"].map((t, c) => at(t, [72, 180, 250][c], y)),
    ...[["Hall hire", "18,400", "20,000"], ["Grants", "2,500", "3,000"], ["Donations", "940", "1,000"]]
      .flatMap((cells, r) =>
        cells.map((t, c) => at(t, [72, 210 - t.length * 5, 300 - t.length * 5][c], y + 17 + r * 17))
      ),
  ];
  const md = markdown([
    page([item("Income", 72, 80, { fontSize: 14, bold: true }), at("2027", 280, 100), ...table(112)]),
  ]);
  assert.match(md, /^\| Source \| 2025 \| 2027 \(proposed\) \|$/m, md);
  // The same line ending a paragraph set close above: the paragraph's.
  const prose = markdown([page([
    at("The committee proposes the following budget, in euros, for the coming year", 72, 88),
    at("2027", 280, 100),
    ...table(112),
  ])]);
  assert.match(prose, /^\| Source \| 2025 \| \(proposed\) \|$/m, prose);
});

Deno.test("layout: padded rows whose cells wrap are a row each; lower-case names in rows set close are rows", () => {
  const at = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 10 });
  // A word processor's table: cells top-aligned, 12 points a line, 5 more between rows.
  const wrapped = markdown([page([
    at("Part", 72, 100),
    at("Supplier", 150, 100),
    at("Notes", 250, 100),
    ...[["Bearing", "Acme", "Ordered in March;", "arrives in May."], ["Seal", "Bolt & Co", "In stock."], [
      "Valve",
      "Acme",
      "Two sizes, the larger",
      "one on back order.",
    ]].flatMap((cells, r) => {
      const y = 117 + r * 29;
      return [
        at(cells[0], 72, y),
        at(cells[1], 150, y),
        ...cells.slice(2).map((t, k) => at(t, 250, y + k * 12)),
      ];
    }),
  ])]);
  assert.match(wrapped, /^\| Bearing \| Acme \| Ordered in March; arrives in May\. \|$/m, wrapped);
  assert.match(wrapped, /^\| Seal \| Bolt & Co \| In stock\. \|$/m, wrapped);
  assert.match(wrapped, /^\| Valve \| Acme \| Two sizes, the larger one on back order\. \|$/m, wrapped);
  // Every cell of a row wrapped, its second line all in lower case.
  const allWrapped = markdown([page([
    at("Part", 72, 100),
    at("Supplier", 150, 100),
    at("Notes", 250, 100),
    ...[["Pressure", "Bolt &", "Rated to ten"], ["gauge", "sons", "bar."]].flatMap((cells, k) =>
      cells.map((t, c) => at(t, [72, 150, 250][c], 117 + k * 12))
    ),
    ...["Seal", "Acme", "In stock."].map((t, c) => at(t, [72, 150, 250][c], 146)),
    ...["Valve", "Acme", "On order."].map((t, c) => at(t, [72, 150, 250][c], 163)),
  ])]);
  assert.match(allWrapped, /^\| Pressure gauge \| Bolt & sons \| Rated to ten bar\. \|$/m, allWrapped);
  assert.match(allWrapped, /^\| Seal \| Acme \| In stock\. \|$/m, allWrapped);
  // Lower-case rows set as close, whose words would have fitted on the line above: rows of their own.
  const methods = markdown([page([
    ...["Return", "Name"].map((t, c) => at(t, [72, 170][c], 100)),
    ...[["CanvasGradient", "createGradient( float x)"], ["void", "save( )"], ["void", "restore( )"]].flatMap((
      cells,
      k,
    ) => cells.map((t, c) => at(t, [72, 170][c], 117 + k * 12))),
    ...["Object", "getContext( string id)"].map((t, c) => at(t, [72, 170][c], 158)),
  ])]);
  assert.match(methods, /^\| void \| save\( \) \|$/m, methods);
  assert.match(methods, /^\| void \| restore\( \) \|$/m, methods);
  // Rows of single lines 13 points apart, a line without a first cell, and a row set farther off: the rows'
  // spaces are the narrowest, but each line with a first cell is a row of its own.
  const names = markdown([page([
    at("Name", 72, 107),
    at("Type", 150, 107),
    at("Default", 250, 107),
    ...[["width", "unsigned long", "300"], ["height", "unsigned long", "150"], ["alpha", "float", "1.0"]]
      .flatMap((cells, r) => cells.map((t, c) => at(t, [72, 150, 250][c], 120 + r * 13))),
    at("string", 150, 159),
    at("source-over", 250, 159),
    at("Total", 72, 180),
    at("none", 150, 180),
    at("0", 250, 180),
  ])]);
  assert.match(names, /^\| height \| unsigned long \| 150 \|$/m, names);
  // The line under a figure ("1.0") is a row of its own: figures do not wrap.
  assert.match(names, /^\| alpha \| float \| 1\.0 \|$/m, names);
});

Deno.test("layout: cells an em apart in every row are cells, parted where the header's columns part them", () => {
  // As Chromium prints pandoc's tables: half an em of padding a side, so a code and its part name arrive as
  // one fragment in every data row; only the centred header shows two columns there.
  const parts = ["Hinge, small", "Relay, large", "Bolt, small", "Bracket, large", "Fuse, medium"];
  const md = markdown([page([
    item("Code", 76, 100),
    item("Part", 133, 100),
    item("Stock", 230, 100),
    item("Site", 290, 100),
    ...parts.flatMap((part, i) => {
      const y = 114 + i * 14, [name, size] = part.split(" ");
      return [
        item(`P-10${i}0`, 71, y),
        // The name's word space is a quarter em: no cell boundary.
        item(name, 111, y),
        item(size, 111 + name.length * 5 + 2.5, y),
        item(`${40 + i}`, 235, y),
        item("Leeds", 290, y),
      ];
    }),
  ])]);
  assert.match(md, /^\| Code \| Part \| Stock \| Site \|$/m, md);
  assert.match(md, /^\| P-1030 \| Bracket, large \| 43 \| Leeds \|$/m, md);
});

Deno.test("layout: a centred header over right-aligned figures that stop short of it is their column's header", () => {
  const at = (text: string, x: number, y: number) => item(text, x, y, { fontSize: 6 });
  // "*Other" spans 200-218; its figures end at 224, right of it, without reaching under it.
  const md = markdown([page([
    at("Item", 40, 100),
    at("Count", 120, 100),
    at("*Other", 200, 100),
    at("Total", 260, 100),
    ...["Bolts", "Nuts", "Screws", "Washers"].flatMap((name, i) => [
      at(name, 40, 108 + i * 8),
      at(`${i + 10}`, 126, 108 + i * 8),
      at(`${i}`, 221, 108 + i * 8),
      at(`${i + 20}`, 263, 108 + i * 8),
    ]),
  ])]);
  assert.match(md, /^\| Item \| Count \| \*Other \| Total \|$/m, md);
  assert.match(md, /^\| Nuts \| 11 \| 1 \| 21 \|$/m, md);
});

Deno.test("layout: a ruled table with no rules between its records has a row per record", () => {
  const h = (y: number): RuleLine => ({ x1: 50, y1: y, x2: 500, y2: y });
  const v = (x: number): RuleLine => ({ x1: x, y1: 80, x2: x, y2: 160 });
  const rules = [h(80), h(100), h(160), ...[50, 200, 350, 500].map(v)];
  const md = markdown([page(
    [
      item("Action", 55, 85),
      item("Labor cost", 205, 85),
      item("Cost per product", 355, 85),
      item("Stabilizer wiring change", 55, 105),
      item("Up to 79 work-hours =", 205, 105),
      item("Up to $10,505", 355, 105),
      item("Up to $6,715.", 205, 117),
      item("AOA sensor system test", 55, 129),
      item("40 work-hours =", 205, 129),
      item("$3,400", 355, 129),
      item("$3,400.", 205, 141),
    ],
    1,
    { rules },
  )]);
  assert.equal(
    md,
    "| Action | Labor cost | Cost per product |\n| - | - | - |\n" +
      "| Stabilizer wiring change | Up to 79 work-hours = Up to $6,715. | Up to $10,505 |\n" +
      "| AOA sensor system test | 40 work-hours = $3,400. | $3,400 |\n",
  );
  // Rules between the records: a row of two full lines is one record with wrapped cells.
  const ruled = markdown([page(
    [
      item("Name", 55, 85),
      item("Note", 205, 85),
      item("Tempora co", 55, 105),
      item("Quaerat ip", 205, 105),
      item("Voluptatem", 55, 117),
      item("Amet est l", 205, 117),
      item("Sit dolore", 55, 145),
      item("Modi aliqu", 205, 145),
    ],
    1,
    { rules: [h(80), h(100), h(140), h(160), ...[50, 200, 350].map(v)] },
  )]);
  assert.match(ruled, /^\| Tempora co Voluptatem \| Quaerat ip Amet est l \|/m, ruled);
  // Rules between body rows of several lines each: every ruled row is one record, however many lines it has.
  const cells = (y: number, a: string[], b: string[]) => [
    ...a.map((text, i) => item(text, 55, y + i * 12)),
    ...b.map((text, i) => item(text, 205, y + i * 12)),
  ];
  const rich = markdown([page(
    [
      ...cells(85, ["Column A"], ["Column B"]),
      ...cells(105, ["This is a list:", "A First", "A Second"], ["A formatted list:", "B First", "B Second"]),
      ...cells(145, ["First paragraph", "Second paragraph"], ["Simple text", "with x2"]),
    ],
    1,
    {
      rules: [
        h(80),
        h(100),
        h(140),
        h(170),
        ...[50, 200, 500].map((x) => ({ x1: x, y1: 80, x2: x, y2: 170 })),
      ],
    },
  )]);
  assert.match(
    rich,
    /^\| This is a list: A First A Second \| A formatted list: B First B Second \|\n\| First paragraph Second paragraph \| Simple text with x2 \|$/m,
    rich,
  );
});

Deno.test("layout: dot leaders in table cells are dropped, also when drawn under a row's label", () => {
  const leaders = (y: number) => item(". ".repeat(30), 30, y, { width: 138 });
  const row = (y: number, name: string, a: string, b: string) => [
    leaders(y),
    item(name, 31.5, y),
    item(a, 200, y),
    item(b, 280, y),
  ];
  const md = markdown([page([
    item("Country", 31.5, 88),
    item("2003", 200, 88),
    item("2004", 280, 88),
    ...row(100, "Algeria", "33 003", "33 461"),
    ...row(112, "Angola", "15 421", "15 977"),
    ...row(124, "Benin", "7 606 ....", "7 823"),
  ])]);
  assert.match(md, /^\| Algeria \| 33 003 \| 33 461 \|$/m, md);
  assert.match(md, /^\| Benin \| 7 606 \| 7 823 \|$/m, md);
});

Deno.test("layout: leaders printed a dot at a time lead a form's label to its box, no cells of their own", () => {
  // As a tax form sets its lines in 8 points: the line's number, its label, lone dots 12 points apart up to
  // the box's number, and the amount. The labels' lines stand closer than the rows between, and line 11's
  // number comes under line 10's.
  // The dots stand on a grid 12 points apart from 312, from the first place clear of the label.
  const dots = (y: number, after: number) =>
    Array.from({ length: 12 }, (_, k) => 312 + k * 12).filter((x) => x > after + 4).map((x) =>
      item(".", x, y, { fontSize: 8 })
    );
  const row = (y: number, number: string, label: string, amount: string) => {
    const text = item(label, 136.8, y, { fontSize: 8 });
    return [
      item(number, 118, y, { fontSize: 8, bold: true }),
      text,
      ...dots(y, text.x + text.width),
      item(number, 469, y, { fontSize: 8, bold: true }),
      item(amount, 500, y, { fontSize: 8 }),
    ];
  };
  const md = markdown([page([
    item("Income", 36, 100, { fontSize: 12, bold: true }),
    ...row(100, "7", "Wages, salaries, tips. Attach Form(s) W-2", "52,400"),
    ...row(112, "9", "Ordinary dividends. Attach Schedule B", "1,210"),
    ...row(124, "10", "Taxable refunds, credits, or offsets", "310"),
    ...row(133.6, "11", "Alimony received", "0"),
    ...row(145.6, "12", "Business income or (loss)", "7,000"),
    // A row with a box of its own in the middle, where the other rows' leaders pass.
    item("15a", 118, 157.6, { fontSize: 8, bold: true }),
    item("IRA distributions", 136.8, 157.6, { fontSize: 8 }),
    item("b Taxable amount", 380, 157.6, { fontSize: 8 }),
    item("15b", 469, 157.6, { fontSize: 8, bold: true }),
    item("900", 500, 157.6, { fontSize: 8 }),
  ])]);
  assert.match(
    md,
    /^\| Income \| 7 \| Wages, salaries, tips\. Attach Form\(s\) W-2 \| +\| 7 \| 52,400 \|$/m,
    md,
  );
  assert.match(md, /^\| +\| 11 \| Alimony received \| +\| 11 \| 0 \|$/m, md);
  assert.match(md, /^\| +\| 15a \| IRA distributions \| b Taxable amount \| 15b \| 900 \|$/m, md);
  assert.doesNotMatch(md, /\| \. \|/, md);
});

Deno.test("layout: a table of contents becomes an entry and page table", () => {
  const md = markdown([
    page(lines(["Notices . . . . . . . . . . vii", "1.1 Security fundamentals. . . . . . . 2"])),
  ]);
  assert.equal(
    md,
    "| Notices . . . . . . . . . . | vii |\n| - | - |\n| 1.1 Security fundamentals . . . . . . . | 2 |\n",
  );
});

Deno.test("layout: a contents' entries without leaders, their page where the others' is, stay in its table", () => {
  // LaTeX sets a section's entry in bold with no leaders, its subsections' with them, pages ending at 540.
  const bold = { bold: true };
  const entry = (title: string, pageLabel: string, y: number, style: Partial<TextItem> = {}) => {
    const x = 72 + (style.bold ? 0 : 15);
    const leaders = style.bold ? "" : " " + ". ".repeat(Math.floor((440 - x - title.length * 5) / 10));
    return [item(title + leaders, x, y, style), item(pageLabel, 540 - pageLabel.length * 5, y, style)];
  };
  const md = markdown([page([
    item("Contents", 72, 60, { fontSize: 16, bold: true }),
    ...entry("1 Introduction", "1", 100, bold),
    ...entry("1.1 Scope", "1", 112),
    ...entry("2 Methods", "2", 130, bold),
    ...entry("2.1 Samples", "2", 142),
    ...entry("2.2 Analysis", "3", 154),
  ])]);
  assert.match(
    md,
    /^\| 1 Introduction \| 1 \|\n\| - \| - \|\n\| 1\.1 Scope \. \. .*\| 1 \|\n\| 2 Methods \| 2 \|\n/m,
    md,
  );
  assert.doesNotMatch(md, /^#+ \d/m, md);
});

Deno.test("layout: two columns are read left column first, full-width title above", () => {
  const left = Array.from({ length: 12 }, (_, i) => `Left column line ${i} words words`);
  const right = Array.from({ length: 12 }, (_, i) => `Right column line ${i} words word`);
  const md = markdown([page([
    item("A Title Across Both Columns Of The Page Here", 150, 60, { fontSize: 16 }),
    ...lines(left, 72, 100),
    ...lines(right, 320, 100),
  ])]);
  assert.ok(md.indexOf("Left column line 11") < md.indexOf("Right column line 0"), md);
  assert.ok(md.indexOf("A Title") < md.indexOf("Left column line 0"));
});

Deno.test("layout: two columns under a title in large type over two lines and a full-width abstract", () => {
  // The title's two lines, three times the body's height, must not count as six lines across the gutter.
  const column = (side: string) =>
    Array.from({ length: 20 }, (_, i) => `${side} column line ${i} words words`);
  const abstract = Array.from(
    { length: 4 },
    (_, i) => `Abstract line ${i} ${"runs across the page ".repeat(4)}`,
  );
  const md = markdown([page([
    item("Soil Moisture and the Yield of", 72, 40, { fontSize: 30 }),
    item("Wheat in Three Dry Summers", 72, 76, { fontSize: 30 }),
    ...lines(abstract, 72, 120),
    ...lines(column("Left"), 72, 180),
    ...lines(column("Right"), 320, 180),
  ])]);
  assert.ok(md.indexOf("Left column line 19") < md.indexOf("Right column line 0"), md);
  assert.ok(md.indexOf("Abstract line 3") < md.indexOf("Left column line 0"), md);
});

Deno.test("layout: running headers, footers and page numbers are removed", () => {
  const pages = [1, 2, 3].map((n) =>
    page([
      item("Annual Report 2024", 72, 30),
      ...lines([`Body of page ${n} with some words in it.`], 72, 100),
      item(`Page ${n} of 3`, 280, 770),
    ], n)
  );
  const md = markdown(pages);
  assert.doesNotMatch(md, /Annual Report|Page \d of 3/);
  assert.match(md, /Body of page 1[\s\S]*Body of page 3/);
});

Deno.test("layout: a bare page number a sixth of the page over its foot goes; other text there stays", () => {
  // LaTeX's article on A4 sets its page number that high; a line of text there is the body's.
  const body = lines(
    Array.from({ length: 30 }, (_, i) => `Body line ${i + 1} of the page with words in it.`),
  );
  const numbered = markdown([page([...body, item("1", 303, 660)])]);
  assert.match(numbered, /Body line 30 of the page with words in it\.\n$/, numbered);
  const worded = markdown([page([...body, item("Signed in London.", 72, 660)])]);
  assert.match(worded, /^Signed in London\.$/m, worded);
});

Deno.test("layout: double-spaced columns keep their first and last lines, however near the page's edges", () => {
  // Line spacing of two: a line's gap to the next is more than a line space, as a scan's lines also show.
  const column = (x: number, tops: number[], name: string) =>
    tops.map((y, i) => item(`${name} ${i + 1} of this column goes on here`, x, y));
  const pitch = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i * 24);
  // At the top: both columns' first lines side by side, a heading after three of them.
  const top = markdown([page([
    ...column(72, pitch(40, 3), "Left"),
    ...column(320, pitch(40, 3), "Right"),
    item("Discussion", 72, 130, { fontSize: 14, bold: true }),
    item("Conclusion", 320, 130, { fontSize: 14, bold: true }),
    ...column(72, pitch(160, 20), "Lower left"),
    ...column(320, pitch(160, 20), "Lower right"),
  ])]).replace(/\s+/g, " ");
  assert.match(
    top,
    /^Left 1 of this column goes on here Left 2 .* Left 3 of this column goes on here #+ Discussion/,
    top,
  );
  // At the foot: the left column goes on past the right column's last line, which stands just above its own.
  const foot = markdown([page([
    ...column(72, pitch(60, 28), "Left"),
    ...column(320, pitch(76, 26), "Right"),
  ])]).replace(/\s+/g, " ");
  assert.match(foot, /Left 27 of this column goes on here Left 28 of this column goes on here Right 1/, foot);
});

Deno.test("layout: a short page's lines are its content, even repeated high on every page", () => {
  const pages = [1, 2, 3].map((n) =>
    page([item("The same opening sentence", 72, 40), item("and its end.", 72, 80)], n)
  );
  assert.equal(markdown(pages).match(/The same opening sentence/g)?.length, 3);
});

Deno.test("layout: images become numbered placeholders unless skipped; pages are marked on request", () => {
  const pages = [
    page([...lines(["Before the picture."], 72, 100), ...lines(["After the picture."], 72, 400)], 1, {
      images: [{ x: 72, y: 150, width: 300, height: 200 }, { x: 10, y: 10, width: 5, height: 5 }],
    }),
    page(lines(["Second page."]), 2),
  ];
  const md = markdown(pages, { pageSeparator: true });
  assert.equal(
    md,
    `Before the picture.\n\n![Image 1](page-1-image-1)\n\nAfter the picture.\n\n${
      pageMarker(2)
    }\n\nSecond page.\n`,
  );
  assert.doesNotMatch(markdown(pages, { skipImages: true }), /!\[Image/);
});

Deno.test("layout: pieces of one drawing get one placeholder; a small head with a page number goes, even alone", () => {
  const md = markdown([page(
    [
      item("Short Paper Title For Heads 9", 200, 40, { fontSize: 8 }),
      ...lines(["Body text above the drawing.", "It carries on here."], 72, 100),
      ...lines(["Body text below the drawing."], 72, 460),
    ],
    1,
    {
      images: [{ x: 72, y: 150, width: 150, height: 120 }, { x: 226, y: 150, width: 150, height: 120 }, {
        x: 72,
        y: 274,
        width: 304,
        height: 150,
      }],
    },
  )]);
  assert.equal(md.match(/!\[Image/g)?.length, 1, md);
  assert.doesNotMatch(md, /Short Paper Title/);
});

Deno.test("layout: right-to-left lines read from the right", () => {
  const md = markdown([page([item("שלום", 200, 100), item("עולם", 150, 100)])]);
  assert.equal(md, "שלום עולם\n");
  // A Latin word touching its Arabic neighbours still gets its spaces, and keeps its own order.
  const mixed = markdown([
    page([
      item("البرمجة بلغة", 200, 100),
      item("R", 190, 100),
      item("و", 180, 100),
      item("Python", 150, 100),
    ]),
  ]);
  assert.equal(mixed, "البرمجة بلغة R و Python\n");
});

Deno.test("layout: a right-to-left paragraph is set from the right edge; its short last line ends it", () => {
  // Right-aligned lines, ragged on the left; the second paragraph's first line is indented from the right.
  const right = 500;
  const at = (text: string, y: number, indent = 0) => item(text, right - indent - text.length * 5, y);
  const md = markdown([page([
    at("هذه فقرة طويلة تمتد على عرض العمود كله تقريبا وأكثر", 100),
    at("وتستمر في السطر الثاني حتى آخر العمود تقريبا أيضا", 112),
    at("ثم تنتهي هنا.", 124),
    at("فقرة ثانية تبدأ بمسافة بادئة من اليمين هنا", 136, 20),
    at("وتكمل في السطر التالي حتى نهاية الفقرة.", 148),
  ])]);
  assert.equal(
    md,
    "هذه فقرة طويلة تمتد على عرض العمود كله تقريبا وأكثر وتستمر في السطر الثاني حتى آخر العمود تقريبا أيضا " +
      "ثم تنتهي هنا.\n\nفقرة ثانية تبدأ بمسافة بادئة من اليمين هنا وتكمل في السطر التالي حتى نهاية الفقرة.\n",
  );
});

Deno.test("layout: a right-to-left ruled table lists its rightmost column first; a two-box banner is no table", () => {
  const h = (y: number, x1: number, x2: number): RuleLine => ({ x1, y1: y, x2, y2: y });
  const v = (x: number, y1: number, y2: number): RuleLine => ({ x1: x, y1, x2: x, y2 });
  const grid = [...[100, 120, 140].map((y) => h(y, 100, 500)), ...[100, 300, 500].map((x) => v(x, 100, 140))];
  const md = markdown([page(
    [
      item("تاريخ الطلب", 420, 105),
      item("1403/09/19", 150, 105),
      item("رقم الجلسة", 420, 125),
      item("436", 150, 125),
    ],
    1,
    { rules: grid },
  )]);
  assert.equal(md, "| تاريخ الطلب | 1403/09/19 |\n| - | - |\n| رقم الجلسة | 436 |\n");
  // A tab with an issue number above a box with a title across it.
  const banner = [
    ...[100, 120, 140].map((y) => h(y, 400, 500)),
    ...[400, 500].map((x) => v(x, 100, 140)),
    v(450, 100, 120),
  ];
  const plain = markdown([
    page([item("1695", 455, 105), item("Issue paper", 410, 125)], 1, { rules: banner }),
  ]);
  assert.doesNotMatch(plain, /\|/);
});

Deno.test("layout: Korean words drawn a hair apart keep their spaces; Latin pieces that close stay one word", () => {
  // Hangul items a twentieth of an em apart (justified Korean), and a symbol between them just as close.
  const korean = [
    item("마시는", 72, 100),
    item("물", 87.5, 100),
    item("또는", 93, 100),
    item("→", 103.5, 100),
    item("식품", 109, 100),
  ];
  assert.equal(markdown([page(korean)]), "마시는 물 또는 → 식품\n");
  // "Lay" + "out" as two runs half a twentieth of an em apart (kerning): one word.
  assert.equal(markdown([page([item("Lay", 72, 100), item("out", 87.25, 100)])]), "Layout\n");
  // Chinese runs set a third of an em apart by justification: no word space between them ("炸 药" was one).
  assert.equal(markdown([page([item("使得炸", 72, 100), item("药单耗", 90, 100)])]), "使得炸药单耗\n");
});

Deno.test("layout: a rule under a spanning header makes a second header row; cells it does not cross span both", () => {
  const h = (y: number, x1: number, x2: number): RuleLine => ({ x1, y1: y, x2, y2: y });
  const v = (x: number, y1: number, y2: number): RuleLine => ({ x1: x, y1, x2: x, y2 });
  const rules = [
    ...[100, 140, 160].map((y) => h(y, 100, 500)),
    h(120, 200, 400),
    ...[100, 200, 400, 500].map((x) => v(x, 100, 160)),
    v(300, 120, 160),
  ];
  const md = markdown([page(
    [
      item("Scores", 280, 105),
      item("Model", 110, 122),
      item("simple", 210, 125),
      item("complex", 310, 125),
      item("Time", 410, 122),
      item("A", 110, 145),
      item("0.9", 210, 145),
      item("0.8", 310, 145),
      item("2s", 410, 145),
    ],
    1,
    { rules },
  )]);
  assert.equal(
    md,
    "| Model | Scores | Scores | Time |\n| - | - | - | - |\n| Model | simple | complex | Time |\n| A | 0.9 | 0.8 | 2s |\n",
  );
});

Deno.test("layout: a hyphen is a bullet only with a space after it", () => {
  const md = markdown([page([
    ...lines(["- first point of the list", "- second point of the list"]),
    ...lines(["-40 degrees is where the scales meet."], 72, 150),
  ])]);
  assert.equal(
    md,
    "- first point of the list\n- second point of the list\n\n-40 degrees is where the scales meet.\n",
  );
});

Deno.test("layout: text printed twice for a bold look reads once; words over each other are never one line", () => {
  const overprint = markdown([
    page([item("ENABLE", 72, 100), item("ENABLE", 72.3, 100.2), item("now", 110, 100)]),
  ]);
  assert.equal(overprint, "ENABLE now\n");
  // Tightly set lines of a sidebar whose heights overlap: still two lines, read one after the other.
  const sidebar = markdown([
    page([
      item("Implement roles and", 30, 100, { fontSize: 12 }),
      item("separation", 30, 106, { fontSize: 12 }),
    ]),
  ]);
  assert.equal(sidebar, "Implement roles and separation\n");
});

Deno.test("layout: a narrow sidebar of headings beside the body is a column of its own", () => {
  const body = Array.from(
    { length: 12 },
    (_, i) => `Body text line ${i} runs across the whole middle column`,
  );
  const right = Array.from({ length: 14 }, (_, i) => `Right side note ${i} here`);
  const md = markdown([page([
    ...lines(["Implement roles and", "separation of duties"], 40, 100, { bold: true }),
    ...lines(["Leverage row", "permissions on the", "database"], 40, 136, { bold: true }),
    ...lines(body, 160, 100),
    ...lines(right, 440, 100, { fontSize: 8 }),
  ])]);
  assert.match(md, /Implement roles and separation of duties/, md);
  assert.match(md, /Body text line 0 runs across the whole middle column Body text line 1/, md);
  assert.ok(md.indexOf("database") < md.indexOf("Body text line 0"), md);
  assert.ok(md.indexOf("Body text line 11") < md.indexOf("Right side note 0"), md);
});

Deno.test("layout: captions side by side at the foot of two columns are read each at the end of its column", () => {
  const left = Array.from({ length: 12 }, (_, i) => `Left column line ${i} words words`);
  const right = Array.from({ length: 12 }, (_, i) => `Right column line ${i} words word`);
  const md = markdown([page([
    ...lines(left, 72, 100),
    ...lines(right, 320, 100),
    item("Figure 1. Left figure.", 72, 720),
    item("Figure 2. Right figure.", 320, 720),
    item("7-45", 520, 760),
  ])]);
  assert.match(md, /Left column line 11 words words\n\nFigure 1\. Left figure\.\n\nRight column line 0/, md);
  assert.match(md, /Right column line 11 words word\n\nFigure 2\. Right figure\.\n$/, md);
});

Deno.test("layout: a table's last row low on the page stays in the table, above the footer", () => {
  const row = (y: number, cells: string[]) => cells.map((c, i) => item(c, 72 + i * 150, y));
  const body = Array.from({ length: 8 }, (_, i) => `Body line ${i} of the page before the table.`);
  const rows = ["Children", "Women", "The elderly", "Migrants", "Refugees", "Displaced persons"];
  const md = markdown([page([
    ...lines(body, 72, 300),
    ...row(580, ["Group", "State", "Others"]),
    ...rows.flatMap((name, i) => row(600 + i * 20, [name, "yes", "no"])),
    item("Global Study on Legal Aid", 250, 760),
  ])]);
  assert.match(md, /\| Refugees \| yes \| no \|\n\| Displaced persons \| yes \| no \|\n\nGlobal Study/, md);
});

Deno.test("layout: a scan's table at the foot of a page keeps its last rows, though its header stands far below the text", () => {
  // As OCR places them off a 200-dpi scan: sizes are the letters' height (9 for 12-point type), so the header,
  // a table's space below the paragraph, stands over three line heights under it, and no rules were read.
  const ocr = { fontSize: 9 };
  const row = (y: number, cells: [string, number][]) => cells.map(([text, x]) => item(text, x, y, ocr));
  const body = Array.from({ length: 8 }, (_, i) => `Stock line ${i} counted in the warehouse at year end.`);
  const md = markdown([page([
    ...body.map((text, i) => item(text, 66, 520 + i * 18, ocr)),
    ...row(684, [["Code", 76], ["Part", 167], ["In stock", 249], ["Unit price", 315], ["Warehouse", 395]]),
    ...row(706, [["P-1000", 71], ["Hinge, small", 122], ["404", 249], ["334.06", 315], ["Leeds", 395]]),
    ...row(729, [["P-1007", 71], ["Relay, small", 122], ["374", 249], ["299.07", 315], ["Derby", 395]]),
  ])]);
  assert.match(
    md,
    /\| P-1000 \| Hinge, small \| 404 \| 334\.06 \| Leeds \|\n\| P-1007 \| Relay, small \|/,
    md,
  );
});

Deno.test("layout: monospace lines in a proportional document are a fenced code block, spaced as drawn", () => {
  // Code set in fixed cells 5.63 points wide, as pdf.js reports it: spaces it read into the slivers between
  // glyphs ("add (a ,"), runs split where cells were left empty.
  const code = (text: string, x: number, y: number, width: number) =>
    item(text, x, y, { width, fontSize: 9, fontName: "monospace" });
  const body = Array.from({ length: 6 }, (_, i) => `Proportional body text line ${i} with words.`);
  const md = markdown([page([
    ...lines(body, 134, 200),
    code("function", 134.6, 300, 43.5),
    code("add (a ,", 185.3, 300, 32.7),
    code("b )", 224.6, 300, 10.4),
    code("{", 241.6, 300, 4.7),
    code("return", 157.2, 311, 32.3),
    code("a", 196.4, 311, 4.7),
    code("+", 207.7, 311, 4.7),
    code("b ;", 219.0, 311, 10.4),
    code("}", 134.2, 322, 4.7),
    code("console . log ( add (3 ,", 134.6, 333, 100.3),
    code("5) ) ;", 241.7, 333, 21.5),
    ...lines(["Text after the listing."], 134, 360),
  ])]);
  assert.match(
    md,
    /\n```\nfunction add\(a, b\) \{\n {4}return a \+ b;\n\}\nconsole\.log\(add\(3, 5\)\);\n```\n\nText after/,
    md,
  );
});

Deno.test("layout: one line of code between paragraphs is code; a paragraph's line a long code word fills is not", () => {
  const mono = { fontName: "monospace", fontSize: 10 };
  const md = markdown([page([
    ...lines(["Readings are typed in with the command below, one", "line per sample:"], 72, 100),
    item("river-db add --site UP3 --cond 412", 72, 136, mono),
    ...lines(["Values entered later must carry a note explaining", "the delay to the reader."], 72, 160),
    ...lines(["The tool lives in the repository at"], 72, 200),
    item("https://example.org/tools/river-db/releases/latest", 72, 212, mono),
    ...lines(["and is updated every month."], 72, 224),
  ])]);
  assert.match(md, /line per sample:\n\n```\nriver-db add --site UP3 --cond 412\n```\n\nValues entered/, md);
  assert.doesNotMatch(md, /```\nhttps/, md);
});

Deno.test("layout: a line of code at the foot of a page is code, though it ends in a number", () => {
  // Below the body, a paragraph's space apart, where a running footer with its page number would stand.
  const body = Array.from({ length: 8 }, (_, i) => `Proportional body text line ${i} with words.`);
  const md = markdown([page([
    ...lines(body, 72, 600),
    item("river-db add --site UP3 --cond 412", 72, 735, { fontSize: 10, fontName: "monospace" }),
  ])]);
  assert.match(md, /line 7 with words\.\n\n```\nriver-db add --site UP3 --cond 412\n```\n?$/, md);
});

Deno.test("layout: bulleted lines in a monospace font are a list, not code", () => {
  // Word's Symbol bullet (a private-use glyph) a tab before each item, both in Courier New.
  const mono = { fontName: "monospace" };
  const body = Array.from({ length: 4 }, (_, i) => `Proportional body text line ${i} with words.`);
  const md = markdown([page([
    ...lines(body, 72, 100),
    ...["Term 1: Definition 1", "Term 2: Definition 2", "Term 3: Definition 3"].flatMap((text, i) => [
      item("\uF0B7", 90, 170 + i * 13, mono),
      item(text, 108, 170 + i * 13, mono),
    ]),
  ])]);
  assert.match(md, /^- Term 1: Definition 1\n- Term 2: Definition 2\n- Term 3: Definition 3$/m, md);
  assert.doesNotMatch(md, /```/);
});

Deno.test("layout: a document set wholly in a monospace font keeps its paragraphs", () => {
  const mono = { fontName: "monospace" };
  const md = markdown([page([
    ...lines(["A plain text document typed in one", "fixed-width font throughout."], 72, 100, mono),
    ...lines(["Its second paragraph is here."], 72, 140, mono),
  ])]);
  assert.equal(
    md,
    "A plain text document typed in one fixed-width font throughout.\n\nIts second paragraph is here.\n",
  );
});

Deno.test("layout: numbered steps set in from their heading are a top-level list, never an indented code block", () => {
  const md = markdown([page([
    item("3.6.6 Activating the controls", 72, 200, { fontSize: 14, bold: true }),
    ...lines(["Body text set in from the heading, as the whole section is."], 108, 230),
    item("1. Run the statements shown below in the example.", 108, 260),
    item("2. Look at the definition of the table afterwards.", 108, 275),
  ])]);
  assert.match(md, /^1\. Run the statements[^\n]*\n2\. Look at/m, md);
});

Deno.test("layout: ballot boxes, and squares both empty and filled in one list, are check boxes", () => {
  const md = markdown([
    page([
      ...lines(["☐ Not yet done", "☒ Already done"], 72, 100),
      ...lines(["□ Left empty", "■ Filled in"], 72, 160),
      ...lines(["Ordinary text between the lists."], 72, 220),
    ]),
    page(lines(["■ A filled square alone", "■ is a plain bullet"], 72, 100), 2),
  ]);
  assert.match(md, /^- \[ \] Not yet done\n- \[x\] Already done$/m, md);
  assert.match(md, /^- \[ \] Left empty\n- \[x\] Filled in$/m, md);
  assert.match(md, /^- A filled square alone\n- is a plain bullet$/m, md);
  // A Word task list printed: a bullet, then the box, then the item's text.
  const word = markdown([page([
    item("•", 84, 100),
    item("☒", 102, 100),
    item("Book the removal company", 120, 100),
    item("•", 84, 116),
    item("☐", 102, 116),
    item("Agree the seating plan", 120, 116),
  ])]);
  assert.match(word, /^- \[x\] Book the removal company\n- \[ \] Agree the seating plan$/m, word);
});

Deno.test("layout: a bullet or number set a tab stop before its text is a list item, not a table column", () => {
  const steps = ["Open the valve slowly", "Wait for the gauge to settle", "Close the valve"];
  const checks = ["Pressure noted", "Gauge reset", "Log signed"];
  const markdownText = markdown([page([
    item("Before you start.", 72, 80),
    // Word puts a list's text at the next tab stop: about two ems after a bullet, more after a number.
    ...steps.flatMap((text, i) => [item(`${i + 1}.`, 72, 100 + i * 14), item(text, 100, 100 + i * 14)]),
    item("Then check:", 72, 160),
    ...checks.flatMap((text, i) => [item("•", 72, 180 + i * 14), item(text, 94, 180 + i * 14)]),
  ])]);
  assert.match(
    markdownText,
    /^1\. Open the valve slowly\n2\. Wait for the gauge to settle\n3\. Close the valve$/m,
  );
  assert.match(markdownText, /^- Pressure noted\n- Gauge reset\n- Log signed$/m);
  assert.doesNotMatch(markdownText, /\|/);
});

Deno.test("layout: LaTeX's nested item, a bold dash half an em before its text, is a list item", () => {
  const md = markdown([page([
    item("Check the parts.", 72, 80),
    item("•", 84, 100),
    item("Mounting pole in two sections", 96, 100),
    ...["upper section with the bracket", "lower section with the ground spike"].flatMap((text, i) => [
      item("–", 107, 112 + i * 12, { bold: true }),
      item(text, 117, 112 + i * 12),
    ]),
    item("•", 84, 136),
    item("Battery pack and charger", 96, 136),
  ])]);
  assert.match(
    md,
    /^- Mounting pole in two sections\n {2}- upper section with the bracket\n {2}- lower section with the ground spike\n- Battery/m,
    md,
  );
});

Deno.test("layout: LaTeX's third-level item, an asterisk operator half an em before its text, is a list item", () => {
  const md = markdown([page([
    item("•", 84, 100),
    item("Company data is stored only on company equipment.", 96, 100),
    item("–", 107, 112, { bold: true }),
    item("Personal devices may be used for e-mail.", 117, 112),
    ...["The app must be locked with a PIN.", "Lost devices are reported at once."].flatMap((text, i) => [
      item("∗", 127, 124 + i * 12),
      item(text, 137, 124 + i * 12),
    ]),
  ])]);
  assert.match(
    md,
    /^- Company data.*\n {2}- Personal devices.*\n {4}- The app must be locked with a PIN\.\n {4}- Lost devices/m,
    md,
  );
});

Deno.test("layout: a transcript's line numbers are dropped and its text reads on; a numbered table keeps its numbers", () => {
  const transcript = [
    "The witness was sworn and the hearing",
    "began at ten in the morning, with counsel",
    "for both parties present.",
    "",
    "QUESTION: Where were you on the night",
    "of the fourth?",
    "ANSWER: At home, with my family.",
    "",
    "QUESTION: Did anyone call you?",
    "ANSWER: No one did.",
    "",
    "",
  ];
  const numbered = transcript.flatMap((text, i) => [
    item(String(i + 1), i + 1 < 10 ? 80 : 75, 100 + i * 24),
    ...(text ? [item(text, 108, 100 + i * 24)] : []),
  ]);
  const md = markdown([page(numbered)]);
  assert.doesNotMatch(md, /\|/);
  assert.match(
    md,
    /^The witness was sworn and the hearing began at ten in the morning, with counsel for both/m,
  );
  assert.doesNotMatch(md, /^\d+\b/m);

  // Row numbers of a table: every row has its cells, and no row runs on from the one before.
  const rows = Array.from({ length: 12 }, (_, i) => [
    item(String(i + 1), 72, 100 + i * 14),
    item(`Item ${String.fromCharCode(65 + i)}`, 120, 100 + i * 14),
    item(`${(i + 1) * 7} kg`, 300, 100 + i * 14),
  ]).flat();
  const table = markdown([page(rows)]);
  assert.match(table, /^\| 1 \| Item A \| 7 kg \|$/m);
  assert.match(table, /^\| 12 \| Item L \| 84 kg \|$/m);
});

Deno.test("layout: a ruled row whose first cell has one line of two is one record, wherever that line falls", () => {
  // A scan's reading puts a merged cell's value on one of the row's lines, here the second.
  const h = (y: number): RuleLine => ({ x1: 50, y1: y, x2: 500, y2: y });
  const v = (x: number): RuleLine => ({ x1: x, y1: 80, x2: x, y2: 200 });
  const row = (top: number, layers: string, first: boolean) => [
    item(layers, 55, first ? top + 5 : top + 22),
    item("OTSL", 205, top + 5),
    item("0.965", 355, top + 5),
    item("HTML", 205, top + 22),
    item("0.969", 355, top + 22),
  ];
  const md = markdown([page(
    [item("Layers", 55, 85), item("Language", 205, 85), item("TEDs", 355, 85), ...row(100, "6", true)]
      .concat(row(150, "4", false)),
    1,
    { rules: [h(80), h(100), h(150), h(200), ...[50, 200, 350, 500].map(v)] },
  )]);
  assert.match(md, /^\| 6 \| OTSL HTML \| 0\.965 0\.969 \|$/m, md);
  assert.match(md, /^\| 4 \| OTSL HTML \| 0\.965 0\.969 \|$/m, md);
});

Deno.test("layout: a line of spaced dashes is a divider of its own, not a list item or part of a paragraph", () => {
  const md = markdown([page([
    item("IN THE SUPREME COURT", 72, 100),
    item("-", 72, 120),
    item("- - - - - - - - x", 86, 120),
    item("Washington, D.C.", 150, 140),
    item("- item one", 72, 170),
  ])]);
  assert.equal(md, "IN THE SUPREME COURT\n\n\\- - - - - - - - - x\n\nWashington, D.C.\n\n- item one\n");
});

Deno.test("layout: a line set in after a full one starts a paragraph, unless it goes on in lower case", () => {
  const md = markdown([page([
    item("CHARLES M. SEVILLA, ESQ., San Diego, Cal.; on behalf of the", 72, 100),
    item("Respondent, and of the others named.", 72, 112),
    item("Highlights No one else has the vast consulting skills and", 72, 136),
    item("renown service offerings to do what we can do for you.", 90, 148),
    item("The second paragraph ends at the margin, as it happens, here.", 72, 172),
    item("Every new paragraph in this style.", 90, 184),
  ])]);
  assert.match(md, /^Highlights No one else .* skills and renown service offerings to do/m, md);
  assert.match(md, /^Every new paragraph in this style\.$/m, md);
});

// Lines of running text wide enough to be wrapped (Helvetica-sized: 80 characters take 400 points at 10 pt).
const WIDE_LINE = "Never charge the battery pack in direct sunlight or below freezing, as the cells";

Deno.test("layout: a paragraph set in without a bar, with space around it, is a quotation", () => {
  const md = markdown([page([
    ...lines([
      WIDE_LINE + " of the pack age fast.",
      "The pack keeps its charge for months when it is stored cool.",
    ]),
    ...lines([WIDE_LINE, "must be returned to the supplier."], 96, 140),
    ...lines(
      ["After the quotation the text goes on at the left margin as it did before it, for", "two lines."],
      72,
      180,
    ),
  ])]);
  assert.match(md, /^> Never charge the battery pack .* must be returned to the supplier\.$/m, md);
  assert.match(md, /^After the quotation/m, md);
});

Deno.test("layout: in justified text, a quotation set in as far as a list's text stops short of the right edge", () => {
  // As LaTeX sets them: the quotation is set in on both sides; an item's further paragraph runs to the edge.
  const justified = (texts: string[], x: number, y: number, right: number) =>
    texts.map((text, i) => item(text, x, y + i * 12, { width: i < texts.length - 1 ? right - x : 100 }));
  const quoted = (right: number) =>
    markdown([page([
      ...justified(
        ["Check that the box holds every part listed below,", "and read the notes", "first."],
        72,
        100,
        480,
      ),
      item("•", 84, 146),
      item("Sensor head with cable", 96, 146),
      item("•", 84, 158),
      item("Battery pack and charger", 96, 158),
      ...justified(
        ["Never charge the battery pack in direct sunlight or", "below freezing."],
        96,
        176,
        right,
      ),
      ...justified(
        ["After the quotation the text goes on at the", "margin as before", "it did."],
        72,
        212,
        480,
      ),
    ])]);
  const quotation = quoted(456);
  assert.match(
    quotation,
    /^> Never charge the battery pack in direct sunlight or below freezing\.$/m,
    quotation,
  );
  assert.match(quotation, /^After the quotation/m, quotation);
  const further = quoted(480);
  assert.doesNotMatch(further, /^>/m, further);
});

Deno.test("layout: set-in lines that are no quotation: a hanging indent, an item's further paragraph, an abstract", () => {
  // A hanging indent: the set-in lines follow their paragraph's first line at the usual line pitch.
  const hanging = markdown([page([
    ...lines([WIDE_LINE + " and the", "second paragraph starts here."]),
    item("[1] Nakamoto, S. Bitcoin: a peer-to-peer electronic cash system, which describes the", 72, 140),
    ...lines([WIDE_LINE, "chain of proof-of-work."], 96, 152),
    ...lines(
      ["Text at the margin follows, the way it did before the reference, for two lines", "of it."],
      72,
      190,
    ),
  ])]);
  assert.doesNotMatch(hanging, /^>/m, hanging);
  // A list item's further paragraph is set in to where the item's text starts.
  const further = markdown([page([
    ...lines([WIDE_LINE + " and the", "second paragraph starts here."]),
    item("•", 84, 140),
    item("Sensor head with cable", 108, 140),
    ...lines([WIDE_LINE, "cable must not be bent."], 108, 160),
    ...lines(
      ["Text at the margin follows, the way it did before the list, for two lines", "of it."],
      72,
      200,
    ),
  ])]);
  assert.doesNotMatch(further, /^>/m, further);
  // An abstract set in, in smaller type, opened by a bold run-in heading.
  const abstract = markdown([page([
    ...lines([WIDE_LINE + " and the", "second paragraph starts here."]),
    item("Abstract.", 96, 140, { fontSize: 9, bold: true }),
    item("A purely peer-to-peer version of electronic cash would allow online payments", 140, 140, {
      fontSize: 9,
    }),
    ...lines([WIDE_LINE, "to be sent directly."], 96, 151, { fontSize: 9 }),
    ...lines(
      ["Text at the margin follows, the way it did before the abstract, for two lines", "of it."],
      72,
      200,
    ),
  ])]);
  assert.doesNotMatch(abstract, /^>/m, abstract);
  // A symbol font's unmapped codes set in are no running text.
  const codes = "26 D$ E6 %% 3 %! ! % & 26 D$ E6 %% 3 %! ! % & 26 D$ E6 %% 3 %! ! % & 26 D$ E6 %% 3 % &";
  const garbage = markdown([page([
    ...lines([WIDE_LINE + " and the", "second paragraph starts here."]),
    ...lines([codes, codes], 96, 140),
    ...lines(
      ["Text at the margin follows, the way it did before the codes, for two lines", "of it."],
      72,
      180,
    ),
  ])]);
  assert.doesNotMatch(garbage, /^>/m, garbage);
});

Deno.test("layout: a line its next line's first word would have fitted after ends its paragraph", () => {
  const full = "This letter confirms the booking of the hall for the evening of the spring meeting, which"; // 88
  const md = markdown([page(lines([
    "Jane Smith",
    "12 Harbour Road",
    "Portsmouth",
    full,
    "starts at seven and ends by ten. The caretaker will open the doors at half past six, and the",
    "Extraordinarily long words stay on the line below without ending the paragraph above it at all.",
  ]))]);
  assert.match(md, /^Jane Smith\n\n12 Harbour Road\n\nPortsmouth\n\nThis letter confirms/m);
  // "the" ends 10 points short of the widest line: "Extraordinarily" would not have fitted.
  assert.match(md, /half past six, and the Extraordinarily long words/);
});

Deno.test("layout: an address over a letter set in from it is a line per line; beside a picture, one paragraph", () => {
  // The address's lines start where no other line does: their own right edge is the longest of them.
  const address = lines(["Joanna Public", "1 Hillside", "SAMPLESTEAD", "WX12 3YZ"], 57, 100);
  const letter = [
    item("12th October 2022", 426, 160),
    ...lines(
      [
        "Dear Madam Chair,",
        "The last general meeting was more than a year ago. I would like to remind you",
        "that the articles of our club stipulate that one should be held every six months.",
      ],
      74,
      190,
    ),
  ];
  const md = markdown([page([...address, ...letter])]);
  assert.match(md, /^Joanna Public\n\n1 Hillside\n\nSAMPLESTEAD\n\nWX12 3YZ\n\n12th October/m, md);
  // The same lines wrapped beside a picture: the picture, not the writer, ended them.
  const beside = markdown([page([...address, ...letter], 1, {
    images: [{ x: 132, y: 95, width: 300, height: 60 }],
  })]);
  assert.match(beside, /^Joanna Public 1 Hillside SAMPLESTEAD WX12 3YZ$/m, beside);
  // Or in a box drawn close around them: the box's edge is their measure.
  const boxed = markdown([
    page([...address, ...letter], 1, { rules: [{ x1: 132, y1: 96, x2: 132, y2: 148 }] }),
  ]);
  assert.match(boxed, /^Joanna Public 1 Hillside SAMPLESTEAD WX12 3YZ$/m, boxed);
});

Deno.test("layout: a logo letter as tall as an address beside it takes none of its lines; a drop cap starts its word", () => {
  // The letter's top stands 8 points above the address's fourth line, whose place in the order it took.
  const address = ["Joe Public", "2 Valley", "SAMPLEBY", "ZY32 1XW", "Phone: 0 12 34 56 78"]
    .map((text, i) => item(text, 57, 24 + i * 14.5, { fontSize: 12 }));
  const logo = item("M", 467, 60, { fontSize: 72 });
  const md = markdown([page([...address, logo])]);
  assert.match(md, /SAMPLEBY\n\n(M\n\n)?ZY32 1XW\n\n(M\n\n)?Phone: 0 12 34 56 78/, md);
  // As tall as one row beside it, it is that row's: a cover's logo word, which heads nothing.
  const cover = markdown([page([
    item("ibm.com/redbooks", 37, 751, { fontSize: 15 }),
    item("Redpaper", 315, 712, { fontSize: 70 }),
  ])]);
  assert.match(cover, /ibm\.com\/redbooks\s+Redpaper/, cover);
  // Type of a size no text is set in (a font matrix scaled to a tenth) tells nothing of a line's height.
  const tiny = markdown([
    page([
      item("4 5.0 5", 137, 100),
      item("sour e", 350, 101, { fontSize: 1.3 }),
      item("\\opadd{45,05}", 258, 104, { fontSize: 1.3 }),
    ]),
  ]);
  assert.match(tiny, /^4 5\.0 5 +\\\\opadd\{45,05\} +sour e$/m, tiny);
  // A drop cap stands just before its line's text: it stays the line's, and the first letter of its word.
  const dropped = markdown([page([
    item("L", 72, 99, { fontSize: 32 }),
    ...lines([
      "orem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor",
      "incididunt ut labore et dolore magna aliqua, ut enim ad minim veniam, quis",
      "nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.",
    ], 88),
    ...lines(
      [
        "Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu",
        "fugiat nulla pariatur.",
      ],
      72,
      136,
    ),
  ])]);
  assert.match(dropped, /^Lorem ipsum dolor .* commodo consequat\. Duis aute .* pariatur\.$/m, dropped);
  // Half an em off, the capital is a word of its own, or the line's it was boxed into.
  const apart = markdown([page([item("A", 72, 99, { fontSize: 32 }), item("and mend the nets", 93, 100)])]);
  assert.match(apart, /^A and mend the nets$/m, apart);
  // Set three lines deep (LaTeX's lettrine), the capital is boxed from the second line down: it opens the
  // first line's word all the same.
  const deep = markdown([page([
    item("A", 133.8, 141.5, { fontSize: 24.8, width: 17.2 }),
    item("nother", 151, 128.8, { width: 36 }),
    item("story begins here with a long first paragraph that runs over several", 189.8, 127.9),
    item("lines so that the drop cap spans three of them, as the package sets it by", 155.9, 139.8),
    item("default when asked for three lines. The boats came in at dawn and the", 155.9, 151.8),
    item("harbour woke to the sound of gulls and the shouts of the men unloading", 133.8, 163.7),
  ])]);
  assert.match(deep, /^Another story begins .* over several lines so that the drop cap spans/m, deep);
});

Deno.test("layout: a letter kerned back over the one before stays on its line (TeX's logo, its accents)", () => {
  // "An Index Processor For L" is 120 points wide: the raised "A" starts 3 points before its end.
  const md = markdown([page([
    item("An Index Processor For L", 100, 127),
    item("A", 217, 125, { fontSize: 8 }),
    item("T", 221, 127),
    item("E", 226, 129),
    item("X", 231, 127),
    item("as Lamport wrote it.", 100, 139),
  ])]);
  assert.match(md, /^An Index Processor For LATEX as Lamport wrote it\.$/m, md);
  // A copy of words printed over the middle and the end of a line's run is no part of that line.
  const over = markdown([page([
    item("Specifies that the row permission is to be initially disabled", 100, 127),
    item("ifi th", 117, 127),
    item("bl d", 385, 127),
  ])]);
  assert.match(over, /^Specifies that the row permission is to be initially disabled(\s|$)/m, over);
});

Deno.test("layout: a broken copy of a line's letters printed under it is dropped, other text over it is not", () => {
  // A Redbook's figure draws some letters of the line where they stand in it, then the whole line over them.
  const line = "Specifies that the row permission is to be initially disabled";
  const copy = markdown([page([
    item("S", 100, 127),
    item("ifi", 130, 127),
    item("th t th", 150, 127),
    item("bl d", 385, 127),
    item(line, 100, 127),
  ])]);
  assert.equal(copy, `${line}\n`);
  // Colour separations: each word drawn alone, then the whole name.
  const name = markdown([
    page([item("Piotr", 100, 127), item("Pianowski", 130, 127), item("Piotr Pianowski", 100, 127)]),
  ]);
  assert.equal(name, "Piotr Pianowski\n");
  // Letters the line does not have there are a stamp over it, a word inside a longer one (slides' overlays
  // drawn over each other) is no copy of its letters, nor is an accent: all are kept.
  const stamp = markdown([page([item("NEW", 200, 127), item(line, 100, 127)])]);
  assert.match(stamp, /NEW/, stamp);
  assert.match(stamp, /Specifies that the row permission/, stamp);
  const overlays = markdown([
    page([item("uncover", 100, 127, { width: 30 }), item("cover", 105, 127, { width: 20 })]),
  ]);
  assert.match(overlays, /\bcover\b/, overlays);
  assert.match(overlays, /uncover/, overlays);
  const accent = markdown([page([item("´", 103, 127, { width: 3 }), item("vyuzˇı´va", 100, 127)])]);
  assert.match(accent, /´.*´|´{2}/, accent);
});

Deno.test("layout: on a page of short lines only, each line a writer ended is its own paragraph", () => {
  const md = markdown([
    page(lines(["Breakfast options", "Choose as many as you like", "Orange juice or tea"])),
  ]);
  assert.match(md, /^Breakfast options\n\nChoose as many as you like\n\nOrange juice or tea$/m);
});

Deno.test("layout: a justified column's lines stay one paragraph under a wider block that starts where they do", () => {
  const column = [
    "The interpreter spends most of its time in the", // 46 characters each: a justified edge
    "regular expression matcher, which makes only a",
    "difference of about ten per cent (Note that it",
    "10% of the time goes to the garbage collector.",
  ];
  const md = markdown([page([
    item(
      "Table 3. The benchmark programs, their sizes and their running times on each virtual machine",
      72,
      88,
    ),
    ...lines(column, 72, 100),
  ])]);
  assert.match(md, /ten per cent \(Note that it 10% of the time/);
});

Deno.test("layout: a rule between two lines, with space around it, parts their paragraphs; an underline does not", () => {
  const md = markdown([page(
    [
      item("Breakfast options", 72, 100),
      item("choose as many as you like, and tell the kitchen by nine", 72, 122),
      item("The menu changes every week, and the kitchen posts it on the", 72, 160),
      item("board by the door on Monday morning.", 72, 172),
    ],
    1,
    {
      rules: [
        { x1: 66, y1: 116, x2: 400, y2: 116 }, // between two rows of a box, 6 points clear of each line
        { x1: 72, y1: 170.5, x2: 372, y2: 170.5 }, // under the words of the line above, 2 points from the next
      ],
    },
  )]);
  assert.match(md, /^Breakfast options\n\nchoose as many as you like/m, md);
  assert.match(md, /posts it on the board by the door/, md);
});

Deno.test("layout: Word's symbol-font bullets in a table's cells read as bullets, a lone one as nothing", () => {
  const h = (y: number): RuleLine => ({ x1: 100, y1: y, x2: 500, y2: y });
  const v = (x: number): RuleLine => ({ x1: x, y1: 100, x2: x, y2: 180 });
  const md = markdown([page(
    [
      item("Column A", 105, 105),
      item("Column B", 305, 105),
      item("This is a list:", 105, 125),
      ...["A First", "A Second"].flatMap((
        t,
        i,
      ) => [item("\uF0B7", 110, 137 + i * 12), item(t, 125, 137 + i * 12)]),
      item("\uF0B7", 305, 125),
    ],
    1,
    { rules: [h(100), h(120), h(180), v(100), v(300), v(500)] },
  )]);
  assert.match(md, /^\| This is a list: • A First • A Second \| {2}\|$/m, md);
  assert.doesNotMatch(md, /[\uE000-\uF8FF]/);
});

/** A PDF's run placed by its baseline, as the text layer gives it. */
const pdfItem = (text: string, x: number, baseline: number, style: Partial<TextItem> = {}) => {
  const fontSize = style.fontSize ?? 10;
  return { ...item(text, x, baseline - fontSize * 0.8, style), baseline };
};

/**
 * A printed Wikipedia page (Edgar's): body text in 12 points, lines 16 apart from `top`, its column ending at 334,
 * beside an infobox whose bold labels and values in 10.6 points stand in rows 19.5 apart from `boxTop`.
 */
const wikipediaPage = (bodyLines: number, rows: string[][], boxTop = 394.5, top = 302.2) => [
  ...Array.from(
    { length: bodyLines },
    (_, i) =>
      pdfItem(`sentence ${i} of the body text runs on to its column's edge`, 35.2, top + i * 16, {
        fontSize: 12,
        width: 298.6,
      }),
  ),
  // The box's title, across the gap between its labels and values.
  pdfItem("King of the English", 412.5, boxTop - 18.8, { fontSize: 10.6, bold: true }),
  ...rows.flatMap(([label, ...values], i) => [
    ...(label ? [pdfItem(label, 350.3, boxTop + i * 19.5, { fontSize: 10.6, bold: true })] : []),
    ...values.map((value) => pdfItem(value, 433.5, boxTop + i * 19.5, { fontSize: 10.6 })),
  ]),
];

Deno.test("layout: a box of labels and values beside body text is read after the text, as a table", () => {
  // As a printed Wikipedia page sets its infobox: body lines 16 points apart, the box's rows 19 apart on
  // baselines of their own, a caption across the gap between the box's labels and values.
  const body = Array.from(
    { length: 20 },
    (_, i) => pdfItem(`sentence ${i} of the body text runs on to its column's edge`, 72, 120 + i * 16),
  );
  const rows = [
    ["Reign", "959 to 975"],
    ["Born", "943 or 944"],
    ["Died", "8 July 975"],
    ["Burial", "Glastonbury"],
    ["Spouses", "Æthelflæd"],
    ["House", "Wessex"],
    ["Father", "Edmund I"],
    ["Mother", "Ælfgifu"],
  ];
  const box = rows.flatMap(([label, value], i) => [
    pdfItem(label, 380, 151 + i * 19, { fontSize: 9, bold: true }),
    pdfItem(value, 440, 151 + i * 19, { fontSize: 9 }),
  ]);
  const md = markdown([page([
    ...body,
    pdfItem("King of the English", 400, 131, { fontSize: 9 }),
    ...box,
  ])]);
  assert.match(md, /sentence 5 of the body text runs on to its column's edge sentence 6 of the body/);
  assert.match(
    md,
    /sentence 19 of the body text runs on to its column's edge\n\n(.+\n\n)?\| Reign \| 959 to 975 \|/,
  );
  assert.match(md, /^\| Burial \| Glastonbury \|$/m);
});

Deno.test("layout: a paragraph wrapping around a box beside it and on under it full width reads whole", () => {
  const rows = Array.from({ length: 14 }, (_, i) => [`Label ${i}`, `value ${i}`]);
  // The column's last line at 702, and under it a line across the page.
  const band = (text: string) => pdfItem(text, 35.2, 718.2, { fontSize: 12, width: 540 });
  const under = "and the paragraph goes on under the box across the whole width of the page to its end.";
  const md = markdown([page([...wikipediaPage(26, rows), band(under)])]);
  assert.match(
    md,
    /column's edge and the paragraph goes on under the box[^\n]*\n\n\*\*King of the English\*\*\n\n\| Label 0 \| value 0 \|/,
    md,
  );
  // A band that starts a sentence of its own is read after the box, as the page's next band.
  const md2 = markdown([page([...wikipediaPage(26, rows), band("The" + under.slice(7))])]);
  assert.match(
    md2,
    /sentence 25 of the body text runs on to its column's edge\n\n\*\*King of the English/,
    md2,
  );
  assert.match(md2, /\| Label 13 \| value 13 \|\n\nThe paragraph goes on/, md2);
});

Deno.test("layout: an infobox's value set one name a line stays in its row, its links' underlines no borders", () => {
  const rows = [
    ["Reign", "1 October 959 – 8 July 975"],
    ["Born", "943 or 944"],
    ["Died", "8 July 975"],
    ["Burial", "Glastonbury Abbey"],
    ["Issue", "Edward the Martyr"],
    ["", "Edith of Wilton"],
    ["", "Edmund"],
    ["", "Æthelred the Unready"],
    ["House", "Wessex"],
    ["Father", "Edmund I"],
    ["Mother", "Ælfgifu"],
  ];
  const items = wikipediaPage(26, rows);
  // Each value is a link, underlined at its foot; some are longer than a third of the box.
  const underlines = items.filter((i) => i.x === 433.5).map((i) => {
    const at = i.baseline + 1.5;
    return { x1: i.x, y1: at, x2: i.x + i.width, y2: at };
  });
  const md = markdown([page(items, 1, { rules: underlines })]);
  assert.match(md, /^\| Issue \| Edward the Martyr Edith of Wilton Edmund Æthelred the Unready \|$/m, md);
  assert.match(md, /^\| Burial \| Glastonbury Abbey \|\n\| Issue /m, md);
  assert.match(md, /^\| House \| Wessex \|$/m, md);
  // A border drawn across the box between two lines parts them, as it parts any table's rows.
  const at = 394.5 + 4.5 * 19.5;
  const border = { x1: 348, y1: at, x2: 562, y2: at };
  const bordered = markdown([page(items, 1, { rules: [...underlines, border] })]);
  assert.match(
    bordered,
    /^\| Issue \| Edward the Martyr \|\n\| +\| Edith of Wilton Edmund Æthelred the Unready \|$/m,
    bordered,
  );
});

Deno.test("layout: a hanging indent's capitalised line goes on a line that stopped mid-sentence", () => {
  // As a transcript lists its appearances: the name's line runs to the margin, the rest set in under it.
  const md = markdown([page([
    ...lines([WIDE_LINE + " Deputy Attorney General, Los"], 72, 100),
    ...lines(["Angeles, Cal.; on behalf of the Petitioner."], 100, 112),
    // A first line set in after a line that ends its sentence starts a paragraph.
    ...lines([WIDE_LINE + " ended here."], 72, 124),
    ...lines(["New paragraph begins set in."], 100, 136),
  ])]);
  assert.match(md, /General, Los Angeles, Cal\.; on behalf of the Petitioner\./, md);
  assert.match(md, /ended here\.\n\nNew paragraph begins set in\./, md);
});

Deno.test("layout: one-line paragraphs a blank line apart stay apart when they outnumber wrapped ones", () => {
  // As minutes list who attended: most paragraphs one line, a blank line (1.4 lines) between them, closer
  // than the line and a half that still counts as a paragraph's own spacing.
  const attendee = (n: number) =>
    `Member ${n} of the committee attended the meeting held in the council room`;
  const items: TextItem[] = [];
  let y = 100;
  for (const n of [1, 2, 3, 4, 5, 6]) {
    items.push(item(attendee(n), 72, y));
    y += 24;
  }
  for (const text of [WIDE_LINE, WIDE_LINE, WIDE_LINE, "and the paragraph ends."]) {
    items.push(item(text, 72, y));
    y += 12;
  }
  const md = markdown([page(items)]);
  assert.match(md, /council room\n\nMember 2 of/, md);
  assert.match(md, /^Member 6 of .* council room$/m, md);
  assert.match(md, /as the cells Never charge .* cells and the paragraph ends\.$/m, md);
});

Deno.test("layout: a ledger's dates and words broken at their narrow columns' edges join again", () => {
  // As LibreOffice prints a Word table of six equal columns: each date broken after its century, long words
  // broken where they reach the column's edge, rows padded, the header's long word broken too. No figure is
  // broken, but the table shows its breaks three times over.
  const at = (text: string, x: number, y: number) =>
    item(text, x, y, { fontSize: 12, width: text.length * 6 });
  const xs = [72, 136, 200, 264];
  const rows = [
    [["1001", "02/10/20", "Envelop", "Sales"], ["", "26", "es", ""]],
    [["1002", "03/10/20", "Paper", "Finance"], ["", "26", "", ""]],
    [["1004", "05/10/20", "Glue", "Facilitie"], ["", "26", "", "s"]],
    [["1005", "06/10/20", "Toner", "IT"], ["", "26", "", ""]],
  ];
  const md = markdown([page(
    [
      at("Departm", 264, 88),
      ...["Order", "Date", "Item", "ent"].map((t, c) => at(t, xs[c], 102)),
      ...rows.flatMap((lines, r) =>
        lines.flatMap((cells, k) => cells.flatMap((t, c) => t ? [at(t, xs[c], 120 + r * 31.6 + k * 14)] : []))
      ),
    ],
    1,
    { rules: [{ x1: 66, y1: 116, x2: 330, y2: 116 }] },
  )]);
  assert.match(md, /^\| 1001 \| 02\/10\/2026 \| Envelopes \| Sales \|$/m, md);
  assert.match(md, /^\| 1004 \| 05\/10\/2026 \| Glue \| Facilities \|$/m, md);
});

Deno.test("layout: a word processor's words broken between letters in narrow cells join again; full words stay apart", () => {
  // As LibreOffice sets an invoice's narrow columns: "Ite" over "m", "OC-" over "115" over "0", "Q" over "t"
  // over "y" in a column a character wide, "Balanc" over "e" and "1,13" over "4.00" (a figure broken
  // mid-number shows the table breaks words so). "Money" over "in" fills its column as well, but is two
  // words as far as a page can tell. "Subtot" over "al" beside "2,63" over "4.00" is one row's wrapped cells,
  // though both its lines hold two cells. A cell's lines are 14 points apart, rows 17.6.
  const at = (text: string, x: number, y: number) =>
    item(text, x, y, { fontSize: 12, width: text.length * 6 });
  const right = (text: string, end: number, y: number) => at(text, end - text.length * 6, y);
  const row = (y: number, cells: string[][]) =>
    cells.flatMap(([code, description, qty, paid, amount], k) => [
      ...(code ? [at(code, 72, y + 14 * k)] : []),
      ...(description ? [at(description, 114, y + 14 * k)] : []),
      ...(qty ? [right(qty, 420, y + 14 * k)] : []),
      ...(paid ? [right(paid, 470, y + 14 * k)] : []),
      ...(amount ? [right(amount, 529, y + 14 * k)] : []),
    ]);
  const table = (
    [first, under]: string[],
    [second, below]: string[],
    total = [["", "", "", "Total", "224.00"]],
  ) =>
    markdown([page(
      [
        ...row(100, [["", "", "Q", "", ""], ["Ite", "", "t", "Money", "Balanc"], [
          "m",
          "Description",
          "y",
          "in",
          "e",
        ]]),
        ...row(146, [["OC-", "Office chair", "6", "24.00", first], ["115", "", "", "", under], [
          "0",
          "",
          "",
          "",
          "",
        ]]),
        ...row(191.6, [["SD-", "Desk", "2", "", second], ["220", "", "", "", below], ["0", "", "", "", ""]]),
        ...row(237.2, total),
      ],
      1,
      { rules: [{ x1: 66, y1: 143, x2: 535, y2: 143 }] },
    )]);
  const md = table(["1,13", "4.00"], ["1,09", "0.00"]);
  assert.match(md, /^\| Item \| Description \| Qty \| Money in \| Balance \|$/m, md);
  assert.match(md, /^\| OC-1150 \| Office chair \| 6 \| 24\.00 \| 1,134\.00 \|$/m, md);
  assert.match(md, /^\| SD-2200 \| Desk \| 2 \| {2}\| 1,090\.00 \|$/m, md);
  const subtotal = table(["1,13", "4.00"], ["1,09", "0.00"], [["", "", "", "Subtot", "2,63"], [
    "",
    "",
    "",
    "al",
    "4.00",
  ]]);
  assert.match(subtotal, /^\| {2}\| {2}\| {2}\| Subtotal \| 2,634\.00 \|$/m, subtotal);
  // A negative amount broken after its minus sign joins with no space.
  const negative = table(["-", "1,134.00"], ["1,09", "0.00"]);
  assert.match(negative, /^\| OC-1150 \| Office chair \| 6 \| 24\.00 \| -1,134\.00 \|$/m, negative);
  // With every figure whole, nothing shows the table breaks words: "OC-" over "115" may be a code and a number.
  // "Ite" over "m" is the dictionary's word all the same.
  const whole = table(["134.00", ""], ["90.00", ""]);
  assert.doesNotMatch(whole, /OC-1150/, whole);
  assert.match(whole, /^\| Item \|/m, whole);
});

Deno.test("layout: a header's word cut between two lines in a table that shows no other break is the dictionary's word", () => {
  // As LibreOffice sets a recipe's nutrition table and an invoice's header: "Carbohydr" over "ate" and "Amo"
  // over "unt" fill their columns, as "Unit" over "price", "Sub" over "total" and "Money" over "in" do; only
  // the first two are one word cut, and "Sub total" may be either.
  const at = (text: string, x: number, y: number) =>
    item(text, x, y, { fontSize: 12, width: text.length * 6 });
  const xs = [72, 150, 228, 306, 384];
  const header = [["Energy", "Carbohydr", "Unit", "Money", "Sub"], ["", "ate", "price", "in", "total"]];
  const rows = [["1,180 kJ", "38.6 g", "4.00", "12.00", "16.00"], [
    "990 kJ",
    "21.0 g",
    "5.00",
    "3.00",
    "8.00",
  ]];
  const md = markdown([page(
    [
      ...header.flatMap((cells, k) => cells.flatMap((t, c) => t ? [at(t, xs[c], 100 + 14 * k)] : [])),
      ...rows.flatMap((cells, r) => cells.map((t, c) => at(t, xs[c], 140 + 18 * r))),
    ],
    1,
    { rules: [{ x1: 66, y1: 130, x2: 450, y2: 130 }] },
  )]);
  assert.match(md, /^\| Energy \| Carbohydrate \| Unit price \| Money in \| Sub total \|$/m, md);
  assert.match(md, /^\| 990 kJ \| 21\.0 g \| 5\.00 \| 3\.00 \| 8\.00 \|$/m, md);
});

Deno.test("layout: the centred lines under a title page's title (authors, a date) are text, not headings", () => {
  const centred = (text: string, y: number, fontSize: number, bold = false) =>
    item(text, 306 - (text.length * fontSize * 0.5) / 2, y, { fontSize, bold });
  const body = lines(
    Array.from({ length: 12 }, (_, i) => `body text of the report on its line ${i + 1} goes on and on`),
    72,
    300,
  );
  const titlePage = [
    centred("Measuring River Sediment", 120, 17),
    centred("Anna Berg and Tomas Lind", 160, 12),
    centred("Institute of Hydrology, Uppsala", 175, 12),
    centred("March 2026", 215, 12),
    centred("Abstract", 240, 10, true),
    item("1 Introduction", 72, 270, { fontSize: 14, bold: true }),
    ...body,
  ];
  const md = markdown([page(titlePage)]);
  assert.match(md, /^# Measuring River Sediment$/m, md);
  assert.match(md, /^Anna Berg and Tomas Lind Institute of Hydrology, Uppsala$/m, md);
  assert.match(md, /^March 2026$/m, md);
  assert.match(md, /^## 1 Introduction$/m, md);
  // Under body text, a centred line in larger type is a heading still.
  const later = markdown([
    page([...body, centred("Results in Brief", 480, 12), ...lines(["More text."], 72, 500)]),
  ]);
  assert.match(later, /^# Results in Brief$/m, later);
});

Deno.test("layout: a centred title in small capitals of the text's size and weight (IEEE's) is a heading", () => {
  const para = (y: number, seed: string) => [
    item(`${seed} opens this paragraph of the paper and runs on to the`, 82, y),
    ...lines(
      Array.from({ length: 5 }, (_, i) => `column's edge, line ${i + 2} of the ${seed} paragraph runs on`),
      72,
      y + 12,
    ),
  ];
  // "I" in the text's 10 points, "NTRODUCTION" in 8 on its baseline, run on without a gap; centred on 306.
  const smallCaps = (number: string, first: string, rest: string, y: number) => {
    const width = (number.length + first.length) * 5 + rest.length * 4;
    const x = 306 - width / 2;
    return [
      item(`${number}${first}`, x, y, { baseline: y + 8 }),
      item(rest, x + (number.length + first.length) * 5, y + 1.6, { fontSize: 8, baseline: y + 8 }),
    ];
  };
  const md = markdown([page([
    ...para(100, "first"),
    ...smallCaps("I. ", "I", "NTRODUCTION", 190),
    ...para(205, "second"),
    ...smallCaps("II. ", "M", "ETHOD", 295),
    ...para(310, "third"),
    ...smallCaps("", "A", "CKNOWLEDGMENT", 400),
    ...para(415, "fourth"),
    // A subsection's title: italic, lettered, on a line of its own.
    item("A. Data Sets", 72, 500, { italic: true }),
    ...para(522, "fifth"),
  ])]);
  assert.match(md, /^#+ I\. INTRODUCTION$/m, md);
  assert.match(md, /^#+ II\. METHOD$/m, md);
  assert.match(md, /^#+ ACKNOWLEDGMENT$/m, md);
  const level = (title: string) => md.match(new RegExp(`^(#+) ${title}$`, "m"))?.[1].length ?? 0;
  assert.ok(level("A\\. Data Sets") > level("II\\. METHOD") && level("II\\. METHOD") > 0, md);
  assert.match(md, /^second opens this paragraph/m, md);
  assert.match(md, /^third opens this paragraph/m, md);
  // The left column alone on its page, under a title across it: its titles are centred over its lines.
  const column = (y: number, seed: string) => [
    item(`${seed} opens this paragraph`, 59, y, { width: 241 }),
    ...Array.from(
      { length: 5 },
      (_, i) => item(`line ${i + 2} of the ${seed} paragraph`, 49, y + 12 * (i + 1), { width: 251 }),
    ),
  ];
  const lone = markdown([page([
    item("A Title Across the Whole of the Page", 76, 60, { fontSize: 24, width: 460 }),
    ...column(100, "first"),
    ...smallCaps("I. ", "I", "NTRODUCTION", 190).map((i) => ({ ...i, x: i.x - 131.5 })),
    ...column(205, "second"),
  ])]);
  assert.match(lone, /^#+ I\. INTRODUCTION$/m, lone);
  assert.match(lone, /^second opens this paragraph/m, lone);
});

Deno.test("layout: a bold title centred on its own line a size under the text is a heading; a caption is not", () => {
  const centred = (text: string, y: number) =>
    item(text, 306 - (text.length * 9 * 0.5) / 2, y, { fontSize: 9, bold: true });
  const para = (y: number, seed: string) =>
    lines(
      Array.from({ length: 4 }, (_, i) => `line ${i + 1} of the ${seed} paragraph runs on to the edge`),
      72,
      y,
    );
  const md = markdown([page([
    centred("Abstract", 100),
    ...para(115, "first"),
    centred("Figure 2 Results by region", 180),
    ...para(195, "second"),
  ])]);
  assert.match(md, /^#+ Abstract$/m, md);
  assert.doesNotMatch(md, /^#+ Figure 2/m, md);
});

Deno.test("layout: a table of authors over a row of email addresses reads an author at a time", () => {
  const row = (cells: string[], y: number) => cells.map((cell, i) => item(cell, 90 + i * 170, y));
  const body = lines(
    Array.from({ length: 8 }, (_, i) => `line ${i + 1} of the paper's first paragraph runs on to its edge`),
    72,
    260,
  );
  const md = markdown([page([
    item("Sparse Attention for Long Documents", 150, 100, { fontSize: 18 }),
    ...row(["Maria Keller", "Jonas Weber", "Lena Roth"], 150),
    ...row(["Basel", "Zurich", "Lausanne"], 163),
    ...row(["mk@unibas.ch", "jw@ethz.ch", "lr@epfl.ch"], 176),
    ...body,
  ])]);
  assert.match(
    md,
    /^Maria Keller\n\nBasel\n\nmk@unibas\.ch\n\nJonas Weber\n\nZurich\n\njw@ethz\.ch\n\nLena Roth$/m,
    md,
  );
  assert.doesNotMatch(md, /\|/, md);
  // A table with a column of addresses is a table still.
  const contacts = markdown([page([
    ...row(["Name", "Office", "Email"], 150),
    ...row(["Maria Keller", "Basel", "mk@unibas.ch"], 163),
    ...row(["Jonas Weber", "Zurich", "jw@ethz.ch"], 176),
    ...body,
  ])]);
  assert.match(contacts, /^\| Maria Keller \| Basel \| mk@unibas\.ch \|$/m, contacts);
});

Deno.test("layout: a table squeezed into a column parts its cells at their common starts; a cell run into the next spans nothing", () => {
  // As LaTeX sets a seven-column timetable in 9-point type in one of two columns: cells start on one grid to a
  // hundredth of a point, 7 to 8 points (under an em) after the cell before ends, and "Wednesday" runs past
  // the start of the time beside it.
  const size = { fontSize: 9 };
  // Each column as wide as its widest cell (4.5 points a character here) but "Wednesday", then 7.5 points.
  const widths = [8, 7, 5, 5, 4, 7].map((chars) => chars * 4.5 + 7.5);
  const at = widths.reduce((starts, width) => [...starts, starts.at(-1)! + width], [42.53]);
  const row = (y: number, cells: string[]) => cells.map((text, c) => item(text, at[c], y, size));
  const md = markdown([page([
    ...row(150, ["Class", "Day", "Start", "End", "Room", "Teacher", "Fee"]),
    ...row(166, ["Spanish", "Monday", "18:00", "19:30", "101", "Ana", "120"]),
    ...row(177, ["Painting", "Tuesday", "19:00", "21:00", "Art", "Tom", "150"]),
    ...row(188, ["Pottery", "Wednesday", "18:00", "21:00", "Kiln", "Sara", "210"]),
    ...row(199, ["Python", "Friday", "18:30", "20:30", "Lab", "Priya", "160"]),
  ])]);
  assert.match(md, /^\| Class \| Day \| Start \| End \| Room \| Teacher \| Fee \|$/m, md);
  assert.match(md, /^\| Pottery \| Wednesday \| 18:00 \| 21:00 \| Kiln \| Sara \| 210 \|$/m, md);
});

Deno.test("layout: a column a character wide stands its figures a digit a line; they join as the header's letters do", () => {
  // As LibreOffice prints a Word timetable whose last column is one character wide: "F" over "e" over "e",
  // "1" over "2" over "0" under it, beside times broken after their third digit ("18:0" over "0") under a
  // header broken too ("Star" over "t"). A cell's lines are 14 points apart, rows 45.6.
  const at = (text: string, x: number, y: number) =>
    item(text, x, y, { fontSize: 12, width: text.length * 6 });
  const xs = [72, 180, 230, 300];
  const rows = [
    ["Spanish", "18:0", "19:3", "1"],
    ["", "0", "0", "2"],
    ["", "", "", "0"],
  ];
  const fee = [["Painting", "19:0", "21:0", "1"], ["", "0", "0", "5"], ["", "", "", "0"]];
  const lines = (cells: string[][], y: number) =>
    cells.flatMap((line, k) => line.flatMap((t, c) => t ? [at(t, xs[c], y + k * 14)] : []));
  const md = markdown([page([
    at("F", 300, 60),
    at("Star", 180, 74),
    at("e", 300, 74),
    ...["Class", "t", "End", "e"].map((t, c) => at(t, xs[c], 88)),
    ...lines(rows, 110),
    ...lines(fee, 155.6),
    ...lines([["Pottery", "18:0", "21:0", "2"], ["", "0", "0", "1"], ["", "", "", "0"]], 201.2),
  ])]);
  assert.match(md, /^\| Class \| Start \| End \| Fee \|$/m, md);
  assert.match(md, /^\| Spanish \| 18:00 \| 19:30 \| 120 \|$/m, md);
  assert.match(md, /^\| Pottery \| 18:00 \| 21:00 \| 210 \|$/m, md);
});

Deno.test("layout: codes stood a character a line in a narrow first column join again, their rows whole", () => {
  // As LibreOffice prints a Word requirements table whose ID column is a character wide: "I" over "D", "R"
  // over "-" over "0" over "1" beside each requirement's wrapped text, "Prior" over "ity" and "Shoul" over
  // "d" broken at their column's edge. A cell's lines are 14 points apart, rows padded 4 points more.
  const at = (text: string, x: number, y: number) =>
    item(text, x, y, { fontSize: 12, width: text.length * 6 });
  const xs = [72, 95, 378, 424];
  const lines = (cells: string[][], y: number) =>
    cells.flatMap((line, k) => line.flatMap((t, c) => t ? [at(t, xs[c], y + k * 14)] : []));
  const requirement = (id: string, text: string[], priority: string[], method: string[]) =>
    [...id].map((char, k) => [char, text[k] ?? "", priority[k] ?? "", method[k] ?? ""]);
  const md = markdown([page([
    ...lines([["I", "", "Prior", ""], ["D", "Requirement", "ity", "Test method"]], 100),
    ...lines(requirement("R-01", ["Measure the air every", "sixty seconds"], ["Must"], ["Logger"]), 146),
    ...lines(requirement("R-02", ["Keep the measurements", "five years"], ["Must"], ["Archive"]), 206),
    ...lines(requirement("R-03", ["Send a daily summary"], ["Shoul", "d"], ["Mail log"]), 266),
  ])]);
  assert.match(md, /^\| ID \| Requirement \| Priority \| Test method \|$/m, md);
  assert.match(md, /^\| R-01 \| Measure the air every sixty seconds \| Must \| Logger \|$/m, md);
  assert.match(md, /^\| R-03 \| Send a daily summary \| Should \| Mail log \|$/m, md);
});

Deno.test("layout: a scan's word space just over half its read size apart is no cell boundary", () => {
  // A 200-dpi scan of a one-row table under a centred header, as tesseract boxed its words (pixels, here
  // set in points): "Measure" and "the" stand 13 pixels apart, 0.51 of the line's 25.5-pixel size as read,
  // which its letters' height gives a sixth short of the type's.
  const scale = 72 / 200;
  const word = (text: string, x0: number, x1: number, top: number) =>
    item(text, x0 * scale, top * scale, {
      fontSize: 25.5 * scale,
      width: (x1 - x0) * scale,
      estimatedSize: true,
    });
  const rule = (at: number): RuleLine => ({
    x1: 181 * scale,
    y1: at * scale,
    x2: 1518 * scale,
    y2: at * scale,
  });
  const md = markdown([page(
    [
      word("ID", 198, 241, 1949),
      word("Requirement", 523, 765, 1949),
      word("Priority", 1046, 1188, 1949),
      word("Test", 1246, 1322, 1949),
      word("method", 1335, 1476, 1949),
      word("R-", 200, 233, 2015),
      word("Measure", 277, 422, 2015),
      word("the", 435, 487, 2015),
      word("air", 501, 546, 2015),
      word("temperature", 557, 767, 2015),
      word("every", 781, 872, 2015),
      word("sixty", 885, 962, 2015),
      word("Logger", 1223, 1342, 2015),
      word("record", 1354, 1463, 2015),
      word("Must", 1047, 1131, 2040),
      word("01", 200, 236, 2064),
      word("seconds", 277, 409, 2064),
      word("review", 1222, 1334, 2064),
    ],
    1,
    { rules: [rule(1929.5), rule(1998.5)] },
  )]);
  assert.match(md, /^\| ID \| Requirement \| Priority \| Test method \|$/m, md);
  assert.match(
    md,
    /^\| R-01 \| Measure the air temperature every sixty seconds \| Must \| Logger record review \|$/m,
    md,
  );
});

Deno.test("layout: a code stood a character a line and broken over a page break joins its row under the repeated header", () => {
  // As LibreOffice prints a requirements table over two pages (the specification's fresh print): the ID
  // column a character wide, "R" over "-" at the foot of the first page and "0" over "4" under the header it
  // repeats ("I" over "D", "Priori" over "ty") on the next, a rule under the header on each. Widths and
  // places are the print's.
  const xs = [72.1, 95.2, 378.4, 424.5];
  const cell = (text: string, c: number, top: number, width: number) =>
    item(text, xs[c], top, { fontSize: 12, width });
  const header = (top: number) => [
    cell("I", 0, top, 4.7),
    cell("Priori", 2, top, 34.4),
    cell("D", 0, top + 14, 9.6),
    cell("Requirement", 1, top + 14, 79.2),
    cell("ty", 2, top + 14, 11.6),
    cell("Test method", 3, top + 14, 75.7),
  ];
  const rule = (at: number): RuleLine => ({ x1: 67, y1: at, x2: 535, y2: at });
  const stood = (code: string, top: number) => [...code].map((char, k) => cell(char, 0, top + k * 14, 7.6));
  const first = page(
    [
      ...header(470.4),
      cell("R", 0, 502.8, 9),
      cell("Raise an alarm within two minutes of an", 1, 502.8, 245.9),
      cell("Must", 2, 502.8, 30.9),
      cell("Simulated", 3, 502.8, 61.7),
      cell("-", 0, 516.8, 4),
      cell("excursion", 1, 516.8, 58.9),
      cell("excursion", 3, 516.8, 58.9),
      ...stood("03", 530.8),
      cell("R", 0, 562.4, 9),
      cell("Send a daily summary to the quality team", 1, 562.4, 254),
      cell("Shoul", 2, 562.4, 34.7),
      cell("Mail log review", 3, 562.4, 94.2),
      cell("-", 0, 576.4, 4),
      cell("d", 2, 576.4, 7.7),
    ],
    1,
    { rules: [rule(500.6)] },
  );
  const second = page(
    [
      ...header(73.9),
      ...stood("04", 105.5),
      cell("R", 0, 137.1, 9),
      cell("Show the current readings on the office", 1, 137.1, 242.5),
      cell("Coul", 2, 137.1, 27.9),
      cell("Visual check", 3, 137.1, 76.6),
      cell("-", 0, 151.1, 4),
      cell("display", 1, 151.1, 43),
      cell("d", 2, 151.1, 7.7),
      ...stood("05", 165.1),
    ],
    2,
    { rules: [rule(104)] },
  );
  const md = markdown([first, second]);
  assert.equal(md.match(/^\| ID \| Requirement \| Priority \| Test method \|$/gm)?.length, 1, md);
  assert.match(
    md,
    /^\| R-03 \| Raise an alarm within two minutes of an excursion \| Must \| Simulated excursion \|$/m,
    md,
  );
  assert.match(
    md,
    /^\| R-04 \| Send a daily summary to the quality team \| Should \| Mail log review \|$/m,
    md,
  );
  assert.match(
    md,
    /^\| R-05 \| Show the current readings on the office display \| Could \| Visual check \|$/m,
    md,
  );
  assert.equal(md.split("\n").filter((line) => line.startsWith("| ")).length, 5, md);
});

Deno.test("layout: a report's rows ruled off in groups are one table; a description runs up to the figures beside it", () => {
  const size = { fontSize: 6 };
  const row = (y: number, cells: [string, number][]) => cells.map(([text, x]) => item(text, x, y, size));
  const airfare = "AIRFARE FOR E JOHNSON KANSAS CITY TO WASHINGTON DC AND RETURN ON THE SAME";
  const md = markdown([page(
    [
      // The header's "AMOUNT ($)" is centred over its figures, so it starts left of them.
      ...row(70, [["DOCUMENT NO.", 40], ["DATE POSTED", 100], ["PAYEE NAME", 150], ["DESCRIPTION", 250], [
        "AMOUNT ($)",
        465,
      ]]),
      ...row(80, [["SMITH, ALVARO", 150], ["CORRESPONDENT", 250], ["21,000.00", 473]]),
      ...row(88, [["ARMER, DEREK", 150], ["STAFF ASSISTANT", 250], ["12,111.06", 473]]),
      // Under the rule that closes the first group, two ems down.
      ...row(106, [["DHAW0001", 40], ["05/03/2019", 100], ["CITIBANK CARD", 150], [
        "STAFF TRANSPORTATION",
        250,
      ], [
        "920.68",
        482,
      ]]),
      // Its description on three lines, the second running up to the figures.
      ...row(113, [[airfare, 250]]),
      ...row(120, [["TO THE HEARING", 250]]),
      ...row(129, [["DHAW0002", 40], ["05/24/2019", 100], ["CITIBANK CARD", 150], [
        "STAFF TRANSPORTATION",
        250,
      ], [
        "907.96",
        482,
      ]]),
      // A numbered section's title under the rule that closes the table is no row of it.
      item("4.2", 40, 149, { fontSize: 7.5 }),
      item("Travel by staff", 60, 149, { fontSize: 7.5 }),
      ...row(165, [["The staff travelled twice in the quarter.", 40]]),
    ],
    1,
    {
      rules: [78, 100, 141].map((y) => ({ x1: 40, y1: y, x2: 500, y2: y })),
    },
  )]);
  const tables = md.split("\n\n").filter((part) => part.startsWith("|"));
  assert.equal(tables.length, 1, md);
  assert.match(md, /^\| DOCUMENT NO\. \| DATE POSTED \| PAYEE NAME \| DESCRIPTION \| AMOUNT \(\$\) \|$/m, md);
  assert.match(
    md,
    new RegExp(
      `^\\| DHAW0001 \\| 05/03/2019 \\| CITIBANK CARD \\| STAFF TRANSPORTATION ${airfare} TO THE HEARING \\| 920\\.68 \\|$`,
      "m",
    ),
    md,
  );
  assert.match(md, /^\| {2}\| {2}\| SMITH, ALVARO \| CORRESPONDENT \| 21,000\.00 \|$/m, md);
  assert.match(md, /^#+ 4\.2 Travel by staff$/m, md);
  // A rule under one line of a few words (tabs over a language bar) makes no table of it and the next line.
  const bar = markdown([page(
    [
      ...row(200, [["Text", 40], ["Websites", 120]]),
      ...row(220, [["KOREAN", 40], ["to", 100], ["ENGLISH", 140]]),
    ],
    1,
    { rules: [{ x1: 40, y1: 210, x2: 200, y2: 210 }] },
  )]);
  assert.doesNotMatch(bar, /\|/, bar);
});

Deno.test("layout: text only a little larger than an agenda's running text is no heading, though small print has more characters", () => {
  const notice = Array.from(
    { length: 10 },
    (_, i) =>
      `notice line ${i} of the boxed small print that tells the public how to address the board today`,
  );
  const agenda = Array.from(
    { length: 8 },
    (_, i) => `agenda text line ${i} the board may take action on this item today`,
  );
  const md = markdown([page([
    item("Board of Education Agenda", 200, 60, { fontSize: 14, bold: true }),
    item("1309 S. Mary Avenue", 72, 90, { fontSize: 11 }),
    ...lines(notice, 72, 120, { fontSize: 8 }).map((l, i) => ({ ...l, y: 120 + i * 10 })),
    ...lines(agenda, 72, 260, { fontSize: 10 }),
  ])]);
  assert.match(md, /^# Board of Education Agenda$/m, md);
  assert.match(md, /^1309 S\. Mary Avenue$/m, md);
});

Deno.test("layout: a browser's print header (the time it printed, then the title) goes on a page printed alone", () => {
  const body = lines(
    [
      "Edgar was King of the English from 959 until his death in 975, and king of all",
      "England on his brother's death. He was the younger son of King Edmund I.",
    ],
    72,
    100,
    { fontSize: 12 },
  );
  const md = markdown([
    page([item("10/1/24, 3:42 PM Edgar, King of England - Wikipedia", 30, 16, { fontSize: 8 }), ...body]),
  ]);
  assert.doesNotMatch(md, /3:42 PM/, md);
  assert.match(md, /^Edgar was King of the English/m, md);
  // A note in the margin that starts with a date but no time of printing stays.
  const note = markdown([page([item("10/1/24 draft for the board", 30, 16, { fontSize: 8 }), ...body])]);
  assert.match(note, /draft for the board/, note);
});

Deno.test("layout: a group's head wrapped over two lines in its box covers the columns under it", () => {
  const size = { fontSize: 6 };
  const at = (text: string, x: number, y: number) => item(text, x, y, size);
  const rule = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 });
  const md = markdown([page(
    [
      at("DATE", 55, 62),
      at("OBLIGATION/SERVICE", 121, 62),
      at("DESCRIPTION", 220, 62),
      // The head's second line, centred over the two columns but short enough to stand over one.
      at("DATES", 142, 68),
      // Another column's head wrapped, its second line between the two.
      at("POSTED", 52, 71),
      at("START", 108, 80),
      at("END", 165, 80),
      ...[95, 103].flatMap((y, i) => [
        at(`0${i + 1}/02`, 50, y),
        at(`03/0${i + 4}/2019`, 105, y),
        at(`05/0${i + 6}/2019`, 155, y),
        at(`Travel to hearing ${i + 1}`, 210, y),
      ]),
    ],
    1,
    {
      rules: [
        rule(40, 60, 300, 60),
        rule(40, 90, 300, 90),
        rule(100, 76, 200, 76),
        ...[40, 100, 200, 300].map((x) => rule(x, 60, x, 90)),
        rule(150, 76, 150, 90),
      ],
    },
  )]);
  assert.match(
    md,
    /^\| DATE POSTED \| OBLIGATION\/SERVICE DATES START \| OBLIGATION\/SERVICE DATES END \| DESCRIPTION \|$/m,
    md,
  );
});
