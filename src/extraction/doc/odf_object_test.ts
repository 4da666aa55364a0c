import assert from "node:assert/strict";
import { strToU8, zipSync } from "fflate";
import { odfObjectMarkdown } from "./odf_object.ts";

/** An OpenDocument package: its mimetype, and a content.xml of `body` (a chart's within office:chart). */
function odfPackage(body: string, mimetype = "application/vnd.oasis.opendocument.chart"): Uint8Array {
  const inBody = mimetype.endsWith(".chart") ? `<office:chart>${body}</office:chart>` : body;
  const content =
    `<office:document-content xmlns:office="o" xmlns:chart="c" xmlns:table="t" xmlns:text="x">` +
    `<office:body>${inBody}</office:body></office:document-content>`;
  return zipSync({ mimetype: strToU8(mimetype), "content.xml": strToU8(content) });
}

const cell = (text: string, extra = "") =>
  `<table:table-cell${extra}><text:p>${text}</text:p></table:table-cell>`;

Deno.test("odf object: untitled, its kind names it; repeated cells and rows are spelled out, within bounds", () => {
  const rows = `<table:table-row>${cell("")}${cell("Share")}</table:table-row>` +
    `<table:table-row table:number-rows-repeated="2">${cell("Tea")}${
      cell("5", ' table:number-columns-repeated="2"')
    }` +
    `</table:table-row>`;
  const pie = `<chart:chart chart:class="chart:circle"><table:table>${rows}</table:table></chart:chart>`;
  assert.equal(
    odfObjectMarkdown(odfPackage(pie)),
    "Pie chart\n\n|  | Share |  |\n| - | - | - |\n| Tea | 5 | 5 |\n| Tea | 5 | 5 |",
  );
  // A hostile file's repeats are cut at a thousand rows and a hundred columns.
  const huge = `<chart:chart chart:class="chart:bar"><table:table><table:table-row ` +
    `table:number-rows-repeated="1000000000">${cell("x", ' table:number-columns-repeated="1000000"')}` +
    `</table:table-row></table:table></chart:chart>`;
  const lines = odfObjectMarkdown(odfPackage(huge))!.split("\n");
  assert.equal(lines.length, 2 + 1001);
  assert.equal(lines[2].split("|").length, 102);
});

Deno.test("odf object: another kind of object, a damaged package or one that inflates past its bound gives none", () => {
  const chart = `<chart:chart chart:class="chart:line"></chart:chart>`;
  assert.equal(odfObjectMarkdown(odfPackage(chart)), "Line chart");
  assert.equal(
    odfObjectMarkdown(odfPackage(chart, "application/vnd.oasis.opendocument.formula")),
    undefined,
  );
  assert.equal(odfObjectMarkdown(new Uint8Array(100)), undefined);
  assert.equal(odfObjectMarkdown(odfPackage(`${chart}<!--${" ".repeat(9 * 1024 * 1024)}-->`)), undefined);
  assert.equal(odfObjectMarkdown(odfPackage("<chart:chart chart:class=")), undefined);
});

Deno.test("odf object: a spreadsheet's first sheet is its table, merged cells repeated, empty rows and columns cut", () => {
  const rows = `<table:table-row>${cell("Region")}${cell("Total", ' table:number-columns-spanned="2"')}` +
    `<table:covered-table-cell/>${cell("", ' table:number-columns-repeated="1000"')}</table:table-row>` +
    `<table:table-row>${cell("North", ' table:number-rows-spanned="2"')}${cell("1")}${
      cell("2")
    }</table:table-row>` +
    `<table:table-row><table:covered-table-cell/>${cell("3")}${cell("4 &lt;b&gt;")}</table:table-row>` +
    `<table:table-row table:number-rows-repeated="1048573">${
      cell("", ' table:number-columns-repeated="1024"')
    }` +
    `</table:table-row>`;
  const body = `<office:spreadsheet><table:table table:name="Sheet1">${rows}</table:table>` +
    `<table:table table:name="Sheet2"><table:table-row>${cell("other")}</table:table-row></table:table>` +
    `</office:spreadsheet>`;
  assert.equal(
    odfObjectMarkdown(odfPackage(body, "application/vnd.oasis.opendocument.spreadsheet")),
    "| Region | Total | Total |\n| - | - | - |\n| North | 1 | 2 |\n| North | 3 | 4 &lt;b> |",
  );
});
