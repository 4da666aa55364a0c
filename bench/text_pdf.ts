// Writes a plain multi-page text PDF (Helvetica, headings, paragraphs, page numbers) for the speed benchmark:
// a long born-digital document whose pages share their fonts, as real reports and books do.

const WORDS = ("the engine reads each page of a long report with its fonts and rules and writes markdown " +
  "that keeps headings paragraphs lists and tables in their reading order while running headers go").split(
    " ",
  );

function pageStream(page: number): string {
  const lines: string[] = [];
  let y = 760;
  const text = (font: string, size: number, x: number, s: string) =>
    lines.push(`BT /${font} ${size} Tf ${x} ${y} Td (${s}) Tj ET`);
  text("F2", 14, 72, `Section ${page}: Findings of part ${page}`);
  y -= 28;
  for (let paragraph = 0; paragraph < 5; paragraph++) {
    for (let line = 0; line < 8; line++) {
      const words = Array.from(
        { length: 13 },
        (_, i) => WORDS[(page * 7 + paragraph * 13 + line * 3 + i) % WORDS.length],
      );
      text("F1", 10, 72, words.join(" "));
      y -= 12.5;
    }
    y -= 10;
  }
  y = 40;
  text("F1", 9, 300, String(page));
  return lines.join("\n");
}

/** A PDF of `pages` pages; offsets in the cross-reference table are byte-exact (the text is ASCII). */
export function textPdf(pages: number): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add(""); // the page tree, filled in below once the page objects are numbered
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const kids: number[] = [];
  for (let page = 1; page <= pages; page++) {
    const stream = pageStream(page);
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${objects.length} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${pages} >>`;
  let out = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const offset = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
