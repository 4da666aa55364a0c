import assert from "node:assert/strict";
import { strToU8, zipSync } from "fflate";
import { convertDocx } from "./convert_docx.ts";
import { htmlBlocks } from "./html_blocks.ts";
import { mimeHtml } from "./mime_html.ts";
import { renderBlocks } from "./render.ts";

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const options = { skipImages: false };

// Made by html-docx-js 0.3.1 (the npm package) from an HTML page: a heading, a paragraph with bold, italic
// and a link, a subheading, a nested bullet list, a numbered list, a table, accented text and a script. It
// writes the page as MIME HTML (quoted-printable) in one altChunk and nothing else in the body.
Deno.test("docx: an altChunk of MIME HTML, as html-docx-js writes a whole document, is read", async () => {
  const bytes = Deno.readFileSync(new URL("testdata/html_chunk.docx", import.meta.url));
  const { markdown } = await convertDocx(bytes, options);
  assert.equal(
    markdown,
    [
      "# Quarterly report",
      "Sales grew by **12%** in the *third* quarter, see [the details](https://example.com/q3).",
      "## Highlights",
      "- New customers: 40\n- Churn fell\n    - in Europe",
      "1. Hire\n2. Ship &lt;v2>",
      "| Region | Revenue |\n| - | - |\n| North | 1,200 € |\n| South | 950 € |",
      "Café crème — naïve “quotes”.",
    ].join("\n\n") + "\n",
  );
});

/** A Word file whose body is a paragraph, an altChunk of each chunk given (by file name), and a paragraph. */
function withChunks(chunks: Record<string, Uint8Array>): Uint8Array {
  const p = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
  const names = Object.keys(chunks);
  const rels = names.map((name, i) =>
    `<Relationship Id="rId${i + 9}" Type="${R}/aFChunk" Target="${name}"/>`
  );
  return zipSync({
    "word/document.xml": strToU8(
      `<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${p("Before")}${
        names.map((_, i) => `<w:altChunk r:id="rId${i + 9}"/>`).join("")
      }${p("After")}</w:body></w:document>`,
    ),
    "word/_rels/document.xml.rels": strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join("")}` +
        `</Relationships>`,
    ),
    ...Object.fromEntries(names.map((name) => [`word/${name}`, chunks[name]])),
  });
}

const withChunk = (name: string, chunk: Uint8Array) => withChunks({ [name]: chunk });

Deno.test("docx: a Word file merged in through an altChunk is read, two levels deep at most", async () => {
  const inner = withChunk("inner.html", strToU8("<p>Merged <b>text</b> <img src='x.png'></p>"));
  // The merged file's picture is numbered on from the outer file's.
  const image = (name: string) => strToU8(`<img src='${name}'>`);
  const outer = withChunks({ "a.html": image("a.png"), "merged.docx": inner, "z.html": image("z.png") });
  assert.equal(
    (await convertDocx(outer, options)).markdown,
    "Before\n\n![Image 1](image1)\n\nBefore\n\nMerged **text** ![Image 2](image2)\n\nAfter\n\n" +
      "![Image 3](image3)\n\nAfter\n",
  );
  // A chain of files each merging the next is read to the second: a file that holds itself ends so.
  const deepest = withChunk("deep.html", strToU8("<p>Deepest</p>"));
  const chain = withChunk("a.docx", withChunk("b.docx", withChunk("c.docx", deepest)));
  assert.equal(
    (await convertDocx(chain, options)).markdown,
    "Before\n\nBefore\n\nBefore\n\nAfter\n\nAfter\n\nAfter\n",
  );
  // A damaged merged file is left out.
  assert.equal(
    (await convertDocx(withChunk("bad.docx", new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])), options)).markdown,
    "Before\n\nAfter\n",
  );
});

Deno.test("docx: HTML and plain-text altChunks stand where they are; RTF ones are left out", async () => {
  const html =
    `<html><body><p>From <code>HTML</code></p><img src="data:image/png;base64,AAAA"></body></html>`;
  assert.equal(
    (await convertDocx(withChunk("chunk.html", strToU8(html)), options)).markdown,
    "Before\n\nFrom `HTML`\n\n![Image 1](image1)\n\nAfter\n",
  );
  assert.equal(
    (await convertDocx(withChunk("chunk.html", strToU8(html)), { skipImages: true })).markdown,
    "Before\n\nFrom `HTML`\n\nAfter\n",
  );
  // An HTML chunk in the character set its meta element names.
  const latin = new Uint8Array([...strToU8(`<meta charset="windows-1252"><p>Caf`), 0xe9, 0x20, 0x80, 0x31]);
  assert.equal(
    (await convertDocx(withChunk("chunk.htm", latin), options)).markdown,
    "Before\n\nCafé €1\n\nAfter\n",
  );
  const text = strToU8("First line\nstill first.\n\nSecond *one*.");
  assert.equal(
    (await convertDocx(withChunk("chunk.txt", text), options)).markdown,
    "Before\n\nFirst line still first.\n\nSecond \\*one\\*.\n\nAfter\n",
  );
  const rtf = strToU8("{\\rtf1\\ansi Hello}");
  assert.equal((await convertDocx(withChunk("chunk.rtf", rtf), options)).markdown, "Before\n\nAfter\n");
});

const markdownOf = (html: string) => renderBlocks(htmlBlocks(html, (source) => `![Image](${source})`));

Deno.test("html: hostile markup stays text; scripts, styles and unsafe links are dropped", () => {
  assert.equal(
    markdownOf(
      `<head><title>T</title><style>p{}</style></head><script>alert(1)</script>` +
        `<p onclick="x()">&lt;img src=x onerror=alert(1)&gt; <a href="javascript:alert(1)">click</a> ` +
        `<a href="mailto:a@b.c">mail</a></p>`,
    ),
    "&lt;img src=x onerror=alert(1)> click [mail](mailto:a@b.c)",
  );
});

Deno.test("html: a table in a cell is read into the cell, spanning cells repeated; code keeps its lines", () => {
  assert.equal(
    markdownOf(
      `<table><tr><td>Outer<table><tr><td>in 1</td><td>in 2</td></tr></table></td><td>B <img src="b.png"></td>` +
        `<td><img src="c.png"></td></tr>` +
        `<tr><td colspan="2">wide</td></tr></table>` +
        `<table><tr><th>Year</th><th>Term</th><th>Mark</th></tr><tr><td rowspan="2">2025</td><td>spring</td>` +
        `<td>A</td></tr><tr><td>autumn</td><td>B</td></tr><tr><td>2026</td><td colspan="2" rowspan="2">none</td></tr>` +
        `<tr><td>2027</td></tr></table>` +
        `<pre>let a = 1;\n  let b = 2;</pre><p>line one<br>line two</p><ul><li>item<br>same item</li></ul>`,
    ),
    "| Outer in 1 in 2 | B ![Image](b.png) | ![Image](c.png) |\n| - | - | - |\n| wide | wide |  |\n\n" +
      "| Year | Term | Mark |\n| - | - | - |\n| 2025 | spring | A |\n| 2025 | autumn | B |\n| 2026 | none | none |\n" +
      "| 2027 | none | none |\n\n```\nlet a = 1;\n  let b = 2;\n```\n\n" +
      "line one\n\nline two\n\n- item same item",
  );
});

Deno.test("mime html: the HTML part is found among others, in base64 or quoted-printable, in its charset", () => {
  const message = (part: string) =>
    strToU8(
      `MIME-Version: 1.0\r\nContent-Type: multipart/related;\r\n boundary="b=1"\r\n\r\n--b=1\r\n` +
        `Content-Type: image/png\r\nContent-Transfer-Encoding: base64\r\n\r\niVBORw0KGgo=\r\n--b=1\r\n` +
        `${part}\r\n--b=1--\r\n`,
    );
  const base64 = btoa(String.fromCharCode(0x3c, 0x70, 0x3e, 0x43, 0x61, 0x66, 0xe9, 0x20, 0x80));
  assert.equal(
    mimeHtml(
      message(
        `Content-Type: text/html; charset="windows-1252"\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64}`,
      ),
    ),
    "<p>Café €",
  );
  assert.equal(
    mimeHtml(
      message(
        `Content-Type: text/html\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n<p a=3D"1">so=\r\nft=C3=A9`,
      ),
    ),
    `<p a="1">softé`,
  );
  assert.equal(mimeHtml(strToU8("MIME-Version: 1.0\r\nContent-Type: text/plain\r\n\r\nplain")), undefined);
});
