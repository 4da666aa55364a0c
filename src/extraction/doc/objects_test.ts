import assert from "node:assert/strict";
import CFB from "cfb";
import { convertDoc } from "./convert_doc.ts";
import { docFile } from "./testdata/files.ts";

// Made by pandoc from markdown with TeX math (to a Word file, its equations Office Math), then saved as .doc
// by LibreOffice, which writes each equation as an Equation Editor 3.0 object: two inline in a sentence, one
// displayed, a sum and a cube root, two in a table's cells, a displayed matrix just after the table.
// LibreOffice drops the accents (`\bar{x}`, `\hat{v}`) on the way.
const equationsDoc = () => docFile("equations");

Deno.test("doc: Equation Editor objects become LaTeX where they stand, displayed when alone in their paragraph", async () => {
  const { markdown } = await convertDoc(equationsDoc(), {});
  assert.equal(
    markdown,
    [
      "The area of a circle is $A=\\pi r^{2}$ for a radius $r$.",
      "The roots of a quadratic:",
      "$$x=\\frac{-b\\pm \\sqrt{b^{2}-4ac}}{2a}$$",
      "A sum and a root of order three: $\\sum_{k=1}^{n}k^{2}$ and $\\sqrt[3]{x+1}$.",
      // In a table's cell an equation stays inline, even alone; the one after the table stands after it.
      "| Quantity | Formula |\n| - | - |\n| Energy | $E=mc^{2}$ |\n| Mean | $x=\\frac{1}{n}\\sum_{i=1}^{n}x_{i}$ |",
      "$$\\left(\\begin{matrix}a&b\\\\c&d\\end{matrix}\\right)v=\\lambda v$$",
      "The end.",
    ].join("\n\n") + "\n",
  );
});

Deno.test("doc: an equation is LaTeX even with pictures skipped", async () => {
  const { markdown } = await convertDoc(equationsDoc(), { skipImages: true });
  assert.match(markdown, /^The area of a circle is \$A=\\pi r\^\{2\}\$ for a radius \$r\$\./);
});

Deno.test("doc: an equation object that cannot be read is shown as its picture", async () => {
  const file = CFB.read(equationsDoc(), { type: "buffer" });
  const path = file.FullPaths.find((p) => p.endsWith("/ObjectPool/_2147483647/Equation Native"))!;
  const entry = file.FileIndex[file.FullPaths.indexOf(path)];
  // Cut within its first template: the stream ends before the records do.
  entry.content = Uint8Array.from(entry.content as ArrayLike<number>).slice(0, 40) as never;
  const broken = new Uint8Array(CFB.write(file, { type: "array" }) as ArrayBuffer);
  const { markdown } = await convertDoc(broken, {});
  assert.match(markdown, /^The area of a circle is !\[Image 1\]\(Data\/\d+\) for a radius \$r\$\./);
});

// Made by LibreOffice from a Word file with a bar chart (its title, two series, three quarters; a series
// named "South <b>") between two paragraphs, and from the same chart alone: LibreOffice writes the chart as
// an OpenDocument chart in the object's package.
Deno.test("doc: a chart LibreOffice embeds becomes its title and data table after its paragraph", async () => {
  const table = "Sales by quarter\n\n|  | North | South &lt;b> |\n| - | - | - |\n| Q1 | 10 | 7.5 |\n" +
    "| Q2 | 12 | 8 |\n| Q3 | 15 | 9.25 |";
  const { markdown } = await convertDoc(docFile("chart"), {});
  assert.equal(markdown, `Sales rose in every quarter.\n\n${table}\n\nThe chart shows both regions.\n`);
  // With no paragraph of text to stand after, it stands on its own.
  assert.equal((await convertDoc(docFile("chart_alone"), {})).markdown, `${table}\n`);
});
