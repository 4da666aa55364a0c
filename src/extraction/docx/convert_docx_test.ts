import assert from "node:assert/strict";
import CFB from "cfb";
import { strToU8, unzipSync, zipSync } from "fflate";
import { docFile } from "../doc/testdata/files.ts";
import { ExtractionError } from "../types.ts";
import { convertDocx } from "./convert_docx.ts";

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const STRICT_W = "http://purl.oclc.org/ooxml/wordprocessingml/main";
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

function docx(body: string, extra: Record<string, string | Uint8Array> = {}, ns = W): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0"?><w:document xmlns:w="${ns}" xmlns:r="${R}" xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"><w:body>${body}</w:body></w:document>`,
    ),
    "word/_rels/document.xml.rels": strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${R}/numbering" Target="numbering.xml"/><Relationship Id="rId3" Type="${R}/hyperlink" Target="https://example.com/x" TargetMode="External"/><Relationship Id="rId4" Type="${R}/image" Target="media/image1.png"/><Relationship Id="rId5" Type="${R}/chart" Target="charts/chart1.xml"/><Relationship Id="rId6" Type="${R}/oleObject" Target="embeddings/oleObject1.bin"/><Relationship Id="rId7" Type="${R}/oleObject" Target="embeddings/oleObject2.bin"/><Relationship Id="rId8" Type="${R}/diagramData" Target="diagrams/data1.xml"/></Relationships>`,
    ),
    "word/styles.xml": strToU8(
      `<w:styles xmlns:w="${ns}"><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style><w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Heading1"/></w:style></w:styles>`,
    ),
    "word/numbering.xml": strToU8(
      `<w:numbering xmlns:w="${ns}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl><w:lvl w:ilvl="1"><w:numFmt w:val="bullet"/><w:lvlText w:val="o"/></w:lvl><w:lvl w:ilvl="2"><w:numFmt w:val="bullet"/><w:lvlText w:val="-"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num></w:numbering>`,
    ),
  };
  for (const [name, part] of Object.entries(extra)) {
    files[name] = typeof part === "string" ? strToU8(part) : part;
  }
  return zipSync(files);
}

const p = (text: string, pPr = "", rPr = "") =>
  `<w:p><w:pPr>${pPr}</w:pPr><w:r><w:rPr>${rPr}</w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const item = (text: string, numId: number, ilvl = 0) =>
  p(text, `<w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr>`);
const cell = (text: string, tcPr = "") => `<w:tc><w:tcPr>${tcPr}</w:tcPr>${p(text)}</w:tc>`;
const options = { skipImages: false };

Deno.test("docx: headings from styles, emphasis, links and the page count from app.xml", async () => {
  const body = p("The title", `<w:pStyle w:val="Title"/>`) + p("Chapter", `<w:pStyle w:val="Heading1"/>`) +
    p("Section", `<w:pStyle w:val="Heading2"/>`) + p("strong", "", "<w:b/>") +
    `<w:p><w:r><w:t xml:space="preserve">see </w:t></w:r><w:hyperlink r:id="rId3"><w:r><w:rPr><w:i/></w:rPr><w:t>here</w:t></w:r></w:hyperlink></w:p>`;
  const result = await convertDocx(
    docx(body, { "docProps/app.xml": `<Properties><Pages>7</Pages></Properties>` }),
    options,
  );
  assert.equal(
    result.markdown,
    "# The title\n\n## Chapter\n\n### Section\n\n**strong**\n\nsee [*here*](https://example.com/x)\n",
  );
  assert.equal(result.pages, 7);
  assert.equal(result.pagesEstimated, false);
});

Deno.test("docx: superscript and subscript runs are marked as such", async () => {
  const run = (text: string, align = "") =>
    `<w:r>${
      align && `<w:rPr><w:vertAlign w:val="${align}"/></w:rPr>`
    }<w:t xml:space="preserve">${text}</w:t></w:r>`;
  const body = `<w:p>${run("x")}${run("2", "superscript")}${run(" and H")}${run("2", "subscript")}${
    run("O")
  }</w:p>`;
  const { markdown } = await convertDocx(docx(body), options);
  assert.equal(markdown, "x<sup>2</sup> and H<sub>2</sub>O\n");
});

Deno.test("docx: nested and resumed lists; a new num instance with startOverride restarts", async () => {
  const body = item("one", 1) + item("sub", 1, 1) + item("two", 1) + p("between") + item("three", 1) +
    item("again", 2);
  const { markdown, pagesEstimated } = await convertDocx(docx(body), options);
  assert.equal(markdown, "1. one\n    - sub\n2. two\n\nbetween\n\n3. three\n\n1. again\n");
  assert.equal(pagesEstimated, true);
});

Deno.test("docx: a nested list of its own (pandoc's, restarting every level) leaves the outer list counting on", async () => {
  const body = item("one", 1) + item("two", 1) + item("sub a", 2, 1) + item("sub b", 2, 1) + item("three", 1);
  const { markdown } = await convertDocx(docx(body), options);
  assert.equal(markdown, "1. one\n2. two\n    - sub a\n    - sub b\n3. three\n");
});

Deno.test("docx: footnotes and endnotes are numbered where the text refers to them and written after it", async () => {
  const note = (kind: string, id: string, text: string, type = "") =>
    `<w:${kind} w:id="${id}"${type ? ` w:type="${type}"` : ""}><w:p><w:r><w:${kind}Ref/></w:r>` +
    `<w:r><w:t xml:space="preserve"> ${text}</w:t></w:r></w:p></w:${kind}>`;
  const ref = (kind: string, id: string) => `<w:r><w:${kind}Reference w:id="${id}"/></w:r>`;
  const body = `<w:p><w:r><w:t>Backed up nightly.</w:t></w:r>${ref("footnote", "2")}` +
    `<w:r><w:t xml:space="preserve"> Kept for years.</w:t></w:r>${ref("endnote", "1")}</w:p>`;
  const rels = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId7" Type="${R}/footnotes" Target="footnotes.xml"/>` +
    `<Relationship Id="rId8" Type="${R}/endnotes" Target="endnotes.xml"/></Relationships>`;
  const { markdown } = await convertDocx(
    docx(body, {
      "word/_rels/document.xml.rels": rels,
      "word/footnotes.xml": `<w:footnotes xmlns:w="${W}">${note("footnote", "0", "", "separator")}` +
        `${note("footnote", "2", "To the regional office.")}</w:footnotes>`,
      "word/endnotes.xml": `<w:endnotes xmlns:w="${W}">${
        note("endnote", "1", "Ten years at least.")
      }</w:endnotes>`,
    }),
    options,
  );
  assert.equal(
    markdown,
    "Backed up nightly.[^1] Kept for years.[^2]\n\n[^1]: To the regional office.\n\n[^2]: Ten years at least.\n",
  );
});

Deno.test("docx: tables repeat merged cells across their span and keep a header row", async () => {
  const row = (cells: string) => `<w:tr>${cells}</w:tr>`;
  const table = `<w:tbl>${row(cell("H1") + cell("H2") + cell("H3"))}${
    row(cell("wide", `<w:gridSpan w:val="2"/>`) + cell("tall", `<w:vMerge w:val="restart"/>`))
  }${row(cell("a") + cell("b|c") + cell("", "<w:vMerge/>"))}</w:tbl>`;
  const { markdown } = await convertDocx(docx(table), options);
  assert.equal(
    markdown,
    "| H1 | H2 | H3 |\n| - | - | - |\n| wide | wide | tall |\n| a | b\\|c | tall |\n",
  );
});

Deno.test("docx: text boxes are read once (not again from the VML fallback); images are placeholders", async () => {
  const box =
    `<w:p><w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice Requires="wps"><w:drawing><wps:txbx xmlns:wps="x"><w:txbxContent>${
      p("boxed")
    }</w:txbxContent></wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox xmlns:v="v"><w:txbxContent>${
      p("boxed")
    }</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;
  const picture = `<w:p><w:r><w:drawing><a:blip xmlns:a="a" r:embed="rId4"/></w:drawing></w:r></w:p>`;
  const result = await convertDocx(docx(box + picture), options);
  assert.equal(result.markdown, "boxed\n\n![Image 1](word/media/image1.png)\n");
  const skipped = await convertDocx(docx(box + picture), { skipImages: true });
  assert.equal(skipped.markdown, "boxed\n");
});

Deno.test("docx: Strict OOXML namespaces read like Transitional ones", async () => {
  const { markdown } = await convertDocx(
    docx(
      p("Chapter", `<w:pStyle w:val="Heading1"/>`) + p("Section", `<w:pStyle w:val="Heading2"/>`),
      {},
      STRICT_W,
    ),
    options,
  );
  // No Title: Heading 1 is the top level.
  assert.equal(markdown, "# Chapter\n\n## Section\n");
});

Deno.test("docx: monospace words are inline code, quotation styles blockquotes, code blocks keep plain breaks", async () => {
  const styles = `<w:styles xmlns:w="${W}">` +
    `<w:style w:type="paragraph" w:styleId="BlockText"><w:name w:val="Block Text"/></w:style>` +
    `<w:style w:type="paragraph" w:styleId="SourceCode"><w:name w:val="Source Code"/></w:style>` +
    `<w:style w:type="character" w:styleId="VerbatimChar"><w:name w:val="Verbatim Char"/></w:style></w:styles>`;
  const run = (text: string, rPr = "") =>
    `<w:r><w:rPr>${rPr}</w:rPr><w:t xml:space="preserve">${text}</w:t></w:r>`;
  const body =
    `<w:p>${run("Run ")}${run("fieldkit status", `<w:rStyle w:val="VerbatimChar"/>`)}${run(" or ")}${
      run("ls -l", `<w:rFonts w:ascii="Courier New"/>`)
    }${run(" now.")}</w:p>` +
    p("Never charge it in the sun.", `<w:pStyle w:val="BlockText"/>`) +
    `<w:p><w:pPr><w:pStyle w:val="SourceCode"/></w:pPr>${run("first line")}<w:r><w:br/></w:r>${
      run("second line")
    }</w:p>`;
  const { markdown } = await convertDocx(docx(body, { "word/styles.xml": styles }), options);
  assert.equal(
    markdown,
    "Run `fieldkit status` or `ls -l` now.\n\n> Never charge it in the sun.\n\n```\nfirst line\nsecond line\n```\n",
  );
});

Deno.test("docx: equations become LaTeX", async () => {
  const math =
    `<w:p><m:oMathPara><m:oMath><m:r><m:t>E=m</m:t></m:r><m:sSup><m:e><m:r><m:t>c</m:t></m:r></m:e><m:sup><m:r><m:t>2</m:t></m:r></m:sup></m:sSup></m:oMath></m:oMathPara></w:p>`;
  const { markdown } = await convertDocx(docx(math), options);
  assert.equal(markdown, "$$E=mc^{2}$$\n");
});

Deno.test("docx: corrupt, truncated and non-Word archives fail with a reason", async () => {
  await assert.rejects(convertDocx(strToU8("PK\u0003\u0004 not really a zip"), options), ExtractionError);
  const whole = docx(p("text"));
  await assert.rejects(convertDocx(whole.subarray(0, whole.length - 40), options), ExtractionError);
  await assert.rejects(
    convertDocx(zipSync({ "hello.txt": strToU8("hi") }), options),
    (error: ExtractionError) => error.code === "corrupt" && /not a Word document/.test(error.message),
  );
});

Deno.test("docx: a zip bomb stops at the size limit instead of filling memory", async () => {
  const bomb = zipSync({
    "word/document.xml": new Uint8Array(8 * 1024 * 1024).fill(32),
  }, { level: 9 });
  assert.ok(bomb.length < 100_000);
  await assert.rejects(
    convertDocx(bomb, options, { maxEntryBytes: 1024 * 1024, maxTotalBytes: 4 * 1024 * 1024 }),
    (error: ExtractionError) => error.code === "too_large",
  );
});

const corpus = new URL("../../../../shared/corpus/docling/docx/", import.meta.url);

Deno.test("docx corpus: Strict.docx, text boxes and merged tables", async (t) => {
  try {
    Deno.statSync(corpus);
  } catch {
    console.log("corpus not found, skipping", corpus.pathname);
    return;
  }
  await t.step("Strict.docx", async () => {
    const result = await convertDocx(Deno.readFileSync(new URL("Strict.docx", corpus)), options);
    const gt = Deno.readTextFileSync(new URL("../gt/Strict.md", corpus)).trim();
    assert.equal(result.markdown.trim(), gt);
  });
  await t.step("textbox.docx", async () => {
    const result = await convertDocx(Deno.readFileSync(new URL("textbox.docx", corpus)), options);
    assert.match(result.markdown, /Infectious Disease Reporting Procedure/);
    assert.match(result.markdown, /Health Bureau/);
  });
  await t.step("word_tables.docx", async () => {
    const result = await convertDocx(Deno.readFileSync(new URL("word_tables.docx", corpus)), options);
    assert.match(result.markdown, /\| Cell 1\.0 \| Merged Cell 1\.1 1\.2 \| Merged Cell 1\.1 1\.2 \|/);
  });
});

Deno.test("docx: text is escaped only where markdown would act on it", async () => {
  const { markdown } = await convertDocx(docx(p("2*3 is \\log x, not &lt;b&gt; or a\\*b")), options);
  assert.equal(markdown, "2\\*3 is \\log x, not &lt;b> or a\\\\\\*b\n");
});

Deno.test("docx: entities declared in a DTD are not expanded (billion laughs fails with a reason)", async () => {
  const laughs = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>` +
    `<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>&b;</w:t></w:r></w:p></w:body></w:document>`;
  await assert.rejects(
    convertDocx(zipSync({ "word/document.xml": strToU8(laughs) }), options),
    (error: ExtractionError) => error.code === "corrupt",
  );
});

Deno.test("docx: a floating picture stands apart from the text; a chart becomes its data table", async () => {
  const floating =
    `<w:p><w:r><w:drawing><wp:anchor xmlns:wp="wp"><a:blip xmlns:a="a" r:embed="rId4"/></wp:anchor></w:drawing></w:r>` +
    `<w:r><w:t>Caption text</w:t></w:r><w:r><w:drawing><c:chart xmlns:c="c" r:id="rId5"/></w:drawing></w:r></w:p>`;
  const pt = (i: number, v: string) => `<c:pt idx="${i}"><c:v>${v}</c:v></c:pt>`;
  const series = (name: string, values: string[]) =>
    `<c:ser><c:tx><c:strRef><c:strCache>${
      pt(0, name)
    }</c:strCache></c:strRef></c:tx><c:cat><c:strRef><c:strCache>${
      pt(0, "Q1") + pt(1, "Q2")
    }</c:strCache></c:strRef></c:cat><c:val><c:numRef><c:numCache>${
      values.map((v, i) => pt(i, v)).join("")
    }</c:numCache></c:numRef></c:val></c:ser>`;
  const chart = `<c:chartSpace xmlns:c="c"><c:chart><c:plotArea><c:barChart>${
    series("Sales", ["1", "4.4000000000000004"]) + series("Costs &lt;b&gt;", ["2", "3"])
  }</c:barChart></c:plotArea></c:chart></c:chartSpace>`;
  const { markdown } = await convertDocx(docx(floating, { "word/charts/chart1.xml": chart }), options);
  assert.equal(
    markdown,
    "![Image 1](word/media/image1.png)\n\nCaption text\n\nBar chart\n\n" +
      // A series' name is text: its "<" opens no tag.
      "|  | Sales | Costs &lt;b> |\n| - | - | - |\n| Q1 | 1 | 2 |\n| Q2 | 4.4 | 3 |\n",
  );
});

/**
 * An embedded OLE file holding one of the equation streams LibreOffice wrote into a .doc (the .doc tests'
 * equations file: A=πr², the quadratic formula), or a stream of `version` (MathType's 5) instead.
 */
function equationObject(object: number, version = 3): Uint8Array {
  const doc = CFB.read(docFile("equations"), { type: "buffer" });
  const path = doc.FullPaths.find((p) => p.endsWith(`/ObjectPool/_${object}/Equation Native`))!;
  const stream = Uint8Array.from(doc.FileIndex[doc.FullPaths.indexOf(path)].content as ArrayLike<number>);
  stream[28] = version;
  const ole = CFB.utils.cfb_new();
  CFB.utils.cfb_add(ole, "Equation Native", stream);
  return new Uint8Array(CFB.write(ole, { type: "array" }) as ArrayBuffer);
}

Deno.test("docx: a Word document, a macro-enabled workbook or a chart embedded as an object is read, not its picture", async () => {
  const object = (progId: string, rId: string) =>
    `<w:r><w:object><v:shape xmlns:v="v"><v:imagedata r:id="rId4"/></v:shape>` +
    `<o:OLEObject xmlns:o="o" ProgID="${progId}" r:id="${rId}"/></w:object></w:r>`;
  const body = p("Before") + `<w:p>${object("Word.Document.12", "rId6")}</w:p>` +
    `<w:p>${object("Excel.SheetMacroEnabled.12", "rId7")}</w:p>` + p("Then a chart's data:") +
    `<w:p>${object("Excel.Chart.8", "rId7")}</w:p>` + p("After");
  // The .xlsx LibreOffice embedded in the spreadsheet test's Word file, here as a macro-enabled workbook.
  const sheetDocx = unzipSync(Deno.readFileSync(new URL("../sheets/testdata/sheet.docx", import.meta.url)));
  const table = "| Item | Cost | Share |\n| - | - | - |\n| Rent | 1200 | 60.00% |\n| Food | 800.5 | 40.00% |";
  const { markdown } = await convertDocx(
    docx(body, {
      "word/embeddings/oleObject1.bin": docx(p("Embedded text")),
      "word/embeddings/oleObject2.bin": sheetDocx["word/embeddings/oleObject1.xlsx"],
    }),
    options,
  );
  assert.equal(
    markdown,
    "Before\n\nEmbedded text\n\n" + `${table}\n\nThen a chart's data:\n\n${table}\n\nAfter\n`,
  );
});

Deno.test("docx: Equation Editor objects Word keeps from older files are LaTeX; others stay their pictures", async () => {
  const object = (progId: string, rId: string) =>
    `<w:r><w:object><v:shape xmlns:v="v"><v:imagedata r:id="rId4"/></v:shape>` +
    `<o:OLEObject xmlns:o="o" ProgID="${progId}" r:id="${rId}"/></w:object></w:r>`;
  const body = `<w:p><w:r><w:t xml:space="preserve">The area </w:t></w:r>${object("Equation.3", "rId6")}` +
    `<w:r><w:t xml:space="preserve"> of a circle.</w:t></w:r></w:p>` +
    `<w:p><w:r><w:tab/></w:r>${object("Equation.3", "rId7")}</w:p>` +
    `<w:p>${object("Equation.DSMT4", "rId8")}</w:p>`;
  const { markdown } = await convertDocx(
    docx(body, {
      "word/embeddings/oleObject1.bin": equationObject(2147483647),
      "word/embeddings/oleObject2.bin": equationObject(2147483645),
    }),
    options,
  );
  assert.equal(
    markdown,
    "The area $A=\\pi r^{2}$ of a circle.\n\n$$x=\\frac{-b\\pm \\sqrt{b^{2}-4ac}}{2a}$$\n\n" +
      // MathType's object (no embedding here to read) is its picture.
      "![Image 1](word/media/image1.png)\n",
  );
  // An object whose stream is of a version not read is its picture too.
  const mathType = await convertDocx(
    docx(body, {
      "word/embeddings/oleObject1.bin": equationObject(2147483647, 5),
      "word/embeddings/oleObject2.bin": equationObject(2147483645),
    }),
    options,
  );
  assert.match(mathType.markdown, /^The area !\[Image 1\]\(word\/media\/image1\.png\) of a circle\./);
});

Deno.test("docx: a SmartArt diagram's text is a nested list in the diagram's order, after its paragraph", async () => {
  const DGM = "http://schemas.openxmlformats.org/drawingml/2006/diagram";
  const A = "http://schemas.openxmlformats.org/drawingml/2006/main";
  const diagram =
    `<w:r><w:drawing><wp:inline xmlns:wp="wp"><a:graphic xmlns:a="${A}"><a:graphicData uri="${DGM}">` +
    `<dgm:relIds xmlns:dgm="${DGM}" r:dm="rId8" r:lo="rId9" r:qs="rId10" r:cs="rId11"/></a:graphicData></a:graphic>` +
    `</wp:inline></w:drawing></w:r>`;
  const body = `<w:p><w:r><w:t>Our process:</w:t></w:r>${diagram}</w:p>` + p("After the diagram.");
  // As Word writes a data part: the root, nodes (one a placeholder with no text yet), the transitions between
  // them and the layout's shapes as points of their own; the tree as parOf connections (the default type),
  // listed here out of their order, beside the layout's presOf and presParOf ones.
  const point = (id: string, text: string, type = "") =>
    `<dgm:pt modelId="${id}"${type && ` type="${type}"`}><dgm:prSet/><dgm:spPr/><dgm:t><a:bodyPr/>` +
    `${text.split("|").map((line) => `<a:p><a:r><a:t>${line}</a:t></a:r></a:p>`).join("")}</dgm:t></dgm:pt>`;
  const cxn = (src: string, dest: string, order: number, type = "") =>
    `<dgm:cxn modelId="c${src}${dest}"${
      type && ` type="${type}"`
    } srcId="${src}" destId="${dest}" srcOrd="${order}"/>`;
  const data = `<dgm:dataModel xmlns:dgm="${DGM}" xmlns:a="${A}"><dgm:ptLst>` +
    point("0", "", "doc") + point("1", "Plan") + point("2", "Build") + point("3", "Test and|ship") +
    point("4", "Review a*b &lt;now&gt;") +
    `<dgm:pt modelId="5"><dgm:prSet phldrT="[Text]"/><dgm:t><a:p/></dgm:t></dgm:pt>` +
    point("t1", "", "parTrans") + point("t2", "", "sibTrans") + point("p1", "layout shape", "pres") +
    `</dgm:ptLst><dgm:cxnLst>` +
    cxn("0", "4", 2) + cxn("0", "1", 0) + cxn("2", "3", 0) + cxn("0", "2", 1) + cxn("0", "5", 3) +
    cxn("1", "p1", 0, "presOf") + cxn("p1", "t1", 0, "presParOf") + cxn("p1", "1", 0, "presParOf") +
    `</dgm:cxnLst></dgm:dataModel>`;
  const { markdown } = await convertDocx(docx(body, { "word/diagrams/data1.xml": data }), options);
  assert.equal(
    markdown,
    "Our process:\n\n- Plan\n- Build\n    - Test and ship\n- Review a\\*b &lt;now>\n\nAfter the diagram.\n",
  );
});

Deno.test("docx: furigana's base text is the text, its reading left out", async () => {
  const ruby = (base: string, reading: string) =>
    `<w:r><w:ruby><w:rubyPr><w:rubyAlign w:val="distributeSpace"/></w:rubyPr>` +
    `<w:rt><w:r><w:t>${reading}</w:t></w:r></w:rt><w:rubyBase><w:r><w:t>${base}</w:t></w:r></w:rubyBase></w:ruby></w:r>`;
  const body = `<w:p><w:r><w:t>日本の</w:t></w:r>${ruby("漢字", "かんじ")}<w:r><w:t>です。</w:t></w:r></w:p>`;
  assert.equal((await convertDocx(docx(body), options)).markdown, "日本の漢字です。\n");
});

Deno.test("docx: legacy WordArt's text (a VML text path) is a paragraph after its own", async () => {
  const wordArt =
    `<w:r><w:pict><v:shape xmlns:v="v" type="#_x0000_t136"><v:textpath style="font-family:Impact" ` +
    `string="Grand *Opening*&#xA;2026"/></v:shape></w:pict></w:r>`;
  const body = `<w:p><w:r><w:t>Poster</w:t></w:r>${wordArt}</w:p>` + p("Details follow.");
  assert.equal(
    (await convertDocx(docx(body), options)).markdown,
    "Poster\n\nGrand \\*Opening\\* 2026\n\nDetails follow.\n",
  );
});

Deno.test("docx: list nesting follows the levels present, not Word's absolute level", async () => {
  const { markdown } = await convertDocx(
    docx(item("deep", 1, 1) + item("deeper", 1, 2) + item("back", 1, 1)),
    options,
  );
  assert.equal(markdown, "- deep\n    - deeper\n- back\n");
});

Deno.test("docx: a bullet or a paragraph opening with a check box is a task item", async () => {
  // pandoc writes a task list so: a bullet list whose items open with ☐ and ☒.
  const body = p("Before the move", `<w:pStyle w:val="Heading1"/>`) + item("Packed", 1) +
    item("☒ Book the removal company", 1, 1) + item("☐ Order crates", 1, 1) + p("☐ Hand the keys in");
  const { markdown } = await convertDocx(docx(body), options);
  assert.match(markdown, /^ *- \[x\] Book the removal company$/m, markdown);
  assert.match(markdown, /^ *- \[ \] Order crates$/m, markdown);
  assert.match(markdown, /^- \[ \] Hand the keys in$/m, markdown);
  assert.doesNotMatch(markdown, /[☐☒]/, markdown);
});
