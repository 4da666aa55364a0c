// The `slides` section of bench/convert.ts: presentations exported to PDF. The markdown decks in
// bench/slides/ are written to PowerPoint by pandoc (a slide a heading, the title block a title slide) and
// printed to PDF by LibreOffice Impress: titles in an outline, smaller nested bullets set in under en dashes,
// a table beside a note, a date in a title slide's footer. The references are the sources with their title
// block written as the title slide shows it.
import { capture, installed } from "./convert_tools.ts";
import { referencesInCorpusStyle } from "./fresh.ts";

const sources = new URL("./slides/", import.meta.url).pathname;

/** A deck's YAML title block. */
const TITLE_BLOCK = /^---\n([\s\S]*?)\n---\n/;

/** A deck's source with its title block as its title slide reads: the title, then each line under it. */
function asTitleSlide(source: string): string {
  const block = TITLE_BLOCK.exec(source);
  if (!block) return source;
  const fields = new Map(
    block[1].split("\n").map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const under = ["subtitle", "author", "date"].flatMap((key) => fields.has(key) ? [fields.get(key)!] : []);
  return [`# ${fields.get("title")}`, ...under].join("\n\n") + "\n" + source.slice(block[0].length);
}

/** The decks printed to PDF under `scratch`, and their references; what it lacks when it cannot. */
export function buildSlides(scratch: string): { pdf: string; references: string } | { missing: string[] } {
  const missing = ["pandoc", "soffice"].filter((tool) => !installed(tool));
  if (missing.length) return { missing };
  const decks = `${scratch}/slides_pptx`, pdf = `${scratch}/slides_pdf`, titled = `${scratch}/slides_sources`;
  for (const dir of [decks, pdf, titled]) Deno.mkdirSync(dir, { recursive: true });
  for (const entry of [...Deno.readDirSync(sources)].filter((e) => e.name.endsWith(".md"))) {
    const stem = entry.name.slice(0, -3);
    capture("pandoc", [
      `${sources}${entry.name}`,
      "--from=markdown-smart",
      "--output",
      `${decks}/${stem}.pptx`,
    ]);
    Deno.writeTextFileSync(
      `${titled}/${entry.name}`,
      asTitleSlide(Deno.readTextFileSync(`${sources}${entry.name}`)),
    );
  }
  const files = [...Deno.readDirSync(decks)].map((e) => `${decks}/${e.name}`);
  capture("soffice", ["--headless", "--convert-to", "pdf", "--outdir", pdf, ...files]);
  // Without Impress LibreOffice opens no deck and writes nothing.
  if (![...Deno.readDirSync(pdf)].length) return { missing: ["libreoffice-impress"] };
  return { pdf, references: referencesInCorpusStyle(`${titled}/`, `${scratch}/slides_references`) };
}
