import assert from "node:assert/strict";
import { strToU8, zipSync } from "fflate";
import { odfChartMarkdown } from "./odf_chart.ts";

/** An OpenDocument package: its mimetype and a content.xml whose body is `body`. */
function odfPackage(body: string, mimetype = "application/vnd.oasis.opendocument.chart"): Uint8Array {
  const content =
    `<office:document-content xmlns:office="o" xmlns:chart="c" xmlns:table="t" xmlns:text="x">` +
    `<office:body><office:chart>${body}</office:chart></office:body></office:document-content>`;
  return zipSync({ mimetype: strToU8(mimetype), "content.xml": strToU8(content) });
}

const cell = (text: string, extra = "") =>
  `<table:table-cell${extra}><text:p>${text}</text:p></table:table-cell>`;

Deno.test("odf chart: untitled, its kind names it; repeated cells and rows are spelled out, within bounds", () => {
  const rows = `<table:table-row>${cell("")}${cell("Share")}</table:table-row>` +
    `<table:table-row table:number-rows-repeated="2">${cell("Tea")}${
      cell("5", ' table:number-columns-repeated="2"')
    }` +
    `</table:table-row>`;
  const pie = `<chart:chart chart:class="chart:circle"><table:table>${rows}</table:table></chart:chart>`;
  assert.equal(
    odfChartMarkdown(odfPackage(pie)),
    "Pie chart\n\n|  | Share |  |\n| - | - | - |\n| Tea | 5 | 5 |\n| Tea | 5 | 5 |",
  );
  // A hostile file's repeats are cut at a thousand rows and a hundred columns.
  const huge = `<chart:chart chart:class="chart:bar"><table:table><table:table-row ` +
    `table:number-rows-repeated="1000000000">${cell("x", ' table:number-columns-repeated="1000000"')}` +
    `</table:table-row></table:table></chart:chart>`;
  const lines = odfChartMarkdown(odfPackage(huge))!.split("\n");
  assert.equal(lines.length, 2 + 1001);
  assert.equal(lines[2].split("|").length, 102);
});

Deno.test("odf chart: another kind of object, a damaged package or one that inflates past its bound gives none", () => {
  const chart = `<chart:chart chart:class="chart:line"></chart:chart>`;
  assert.equal(odfChartMarkdown(odfPackage(chart)), "Line chart");
  assert.equal(
    odfChartMarkdown(odfPackage(chart, "application/vnd.oasis.opendocument.spreadsheet")),
    undefined,
  );
  assert.equal(odfChartMarkdown(new Uint8Array(100)), undefined);
  assert.equal(odfChartMarkdown(odfPackage(`${chart}<!--${" ".repeat(9 * 1024 * 1024)}-->`)), undefined);
  assert.equal(odfChartMarkdown(odfPackage("<chart:chart chart:class=")), undefined);
});
