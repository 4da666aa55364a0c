import assert from "node:assert/strict";
import { makePdf, type PdfText } from "../testing/make_pdf.ts";
import { convertPdf } from "./convert_pdf.ts";

const options = { accuracy: "lite" as const, pageSeparator: false, skipImages: false };
// Helvetica's widths at 10 points: "2015-2017 " is eight digits, a hyphen and a space.
const YEARS = (8 * 556 + 333 + 278) / 100;

Deno.test("pdf: a cell that runs up to the next one a word space away is still a cell of its own", async () => {
  // As LaTeX sets a column too narrow for its years: each row's years and degree are one run, and the degree
  // starts exactly where the header's "Degree" does.
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "Years" },
    { x: 72 + YEARS, y: 100, text: "Degree" },
    { x: 320, y: 100, text: "School" },
    { x: 72, y: 116, text: "2015-2017 Master of Civil Engineering" },
    { x: 320, y: 116, text: "INSA Lyon" },
    { x: 72, y: 130, text: "2012-2015 Bachelor of Science" },
    { x: 320, y: 130, text: "Budapest University" },
  ];
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.match(markdown, /^\| Years +\| Degree +\| School +\|$/m, markdown);
  assert.match(markdown, /^\| 2015-2017 +\| Master of Civil Engineering +\| INSA Lyon +\|$/m, markdown);
  // The second row learns the column from the first row's cut.
  assert.match(markdown, /^\| 2012-2015 +\| Bachelor of Science +\| Budapest University +\|$/m, markdown);
});

Deno.test("pdf: a cell that runs into the next one with no space at all is cut where that cell starts", async () => {
  // "10:30-11:00" is eight digits, two colons and a hyphen wide; the "Session" column starts a point before
  // it ends, so "Coffee" is drawn hard against it and the two make one run.
  const time = (8 * 556 + 2 * 278 + 333) / 100, session = 72 + time - 1;
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "Time" },
    { x: session, y: 100, text: "Session" },
    { x: 320, y: 100, text: "Room" },
    { x: 72, y: 116, text: "10:30-11:00" },
    { x: session, y: 116, text: "Coffee" },
    { x: 320, y: 116, text: "Foyer" },
    { x: 72, y: 130, text: "11:00-12:30" },
    { x: session, y: 130, text: "Workshop" },
    { x: 320, y: 130, text: "Room 2" },
  ];
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.match(markdown, /^\| Time +\| Session +\| Room +\|$/m, markdown);
  assert.match(markdown, /^\| 10:30-11:00 +\| Coffee +\| Foyer +\|$/m, markdown);
  assert.match(markdown, /^\| 11:00-12:30 +\| Workshop +\| Room 2 +\|$/m, markdown);
});

Deno.test("pdf: a word merely near a cell's start is not cut off: columns line up exactly", async () => {
  // The degrees start half a point right of the header's "Degree": by chance, as a sentence's word might.
  const texts: PdfText[] = [
    { x: 72, y: 100, text: "Years" },
    { x: 72 + YEARS - 0.5, y: 100, text: "Degree" },
    { x: 320, y: 100, text: "School" },
    { x: 72, y: 116, text: "2015-2017 Master of Civil Engineering" },
    { x: 320, y: 116, text: "INSA Lyon" },
  ];
  const { markdown } = await convertPdf(makePdf([{ texts }]), options);
  assert.doesNotMatch(markdown, /\| Master/, markdown);
  assert.match(markdown, /2015-2017 Master of Civil Engineering/, markdown);
});
