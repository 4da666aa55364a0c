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

/** A Word file whose body is a paragraph, an altChunk of `name`, and a paragraph. */
function withChunk(name: string, chunk: Uint8Array): Uint8Array {
  const p = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
  return zipSync({
    "word/document.xml": strToU8(
      `<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${p("Before")}<w:altChunk r:id="rId9"/>${
        p("After")
      }</w:body></w:document>`,
    ),
    "word/_rels/document.xml.rels": strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId9" Type="${R}/aFChunk" Target="${name}"/></Relationships>`,
    ),
    [`word/${name}`]: chunk,
  });
}

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

Deno.test("html: a table in a cell is read into the cell, a spanning cell repeated; code keeps its lines", () => {
  assert.equal(
    markdownOf(
      `<table><tr><td>Outer<table><tr><td>in 1</td><td>in 2</td></tr></table></td><td>B <img src="b.png"></td>` +
        `<td><img src="c.png"></td></tr>` +
        `<tr><td colspan="2">wide</td></tr></table>` +
        `<pre>let a = 1;\n  let b = 2;</pre><p>line one<br>line two</p><ul><li>item<br>same item</li></ul>`,
    ),
    "| Outer in 1 in 2 | B ![Image](b.png) | ![Image](c.png) |\n| - | - | - |\n| wide | wide |  |\n\n```\nlet a = 1;\n  let b = 2;\n```\n\n" +
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
