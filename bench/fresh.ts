// The `fresh` section of bench/convert.ts: the engine on documents it has never seen, against exact
// references. The markdown sources in bench/fresh/ are printed to PDF by Chromium from pandoc's HTML (one in
// two columns, one with Chromium's running header and footer; a source with an HTML file of its own beside it
// is printed from that) and written to Word by pandoc; the sources are the references. pdftotext reads the
// same PDFs. (pandoc is left out on the Word files: it wrote them.) The references are scored in the corpus's
// table style (see referencesInCorpusStyle).
import { capture, installed } from "./convert_tools.ts";

const sources = new URL("./fresh/", import.meta.url).pathname;

const exists = (path: string) => {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
};

/** How each source is printed besides the plain default. */
const PRINT: Record<string, { columns?: boolean; headerFooter?: boolean }> = {
  article: { columns: true },
  minutes: { headerFooter: true },
};

const STYLE = `<style>
body { max-width: none; margin: 0; font-family: "DejaVu Serif", serif; }
body.columns { column-count: 2; column-gap: 2em; }
body.columns h1 { column-span: all; }
</style>`;

const CHROMIUMS = ["chromium", "chromium-browser", "google-chrome"];

export interface FreshRun {
  pdf: string;
  docx: string;
  /** The markdown sources, for the bench's other typesetters. */
  sources: string;
  /** The sources as score.py is to read them. */
  references: string;
}

/** A table's delimiter row: a dash or more, and perhaps alignment colons, a column. */
const DELIMITER_ROW = /^\|(?:\s*:?-+:?\s*\|)+\s*$/;

/** Emphasis between underscores, as `deno fmt` writes it: over words, perhaps over a line's end. */
const UNDERSCORE_EMPHASIS = /(^|[\s(])_([^\s_](?:[^_]*[^\s_])?)_(?=$|[\s.,;:!?)])/gm;

/**
 * The sources with each table's delimiter row written as the corpus's references write it (and the engine
 * does), one dash a column. score.py skips a delimiter row of two dashes or more, pandoc's, but reads a row of
 * single dashes as a row of the table: scored against the sources as written, every table the engine wrote
 * gained a row found in no reference (a correct four-row table scored 0.89 row F1). Written alike, the two
 * delimiter rows match, as they do on the corpus. Emphasis is written between asterisks, as the engine and
 * the corpus's references write it: score.py strips asterisks but reads underscores as text, so a glossary
 * whose terms `deno fmt` had set `_claim_` lost its paragraphs' reading order.
 */
export function referencesInCorpusStyle(from: string, to: string): string {
  Deno.mkdirSync(to, { recursive: true });
  for (const entry of [...Deno.readDirSync(from)].filter((e) => e.name.endsWith(".md"))) {
    const lines = Deno.readTextFileSync(`${from}${entry.name}`).split("\n").map((line) =>
      DELIMITER_ROW.test(line.trim())
        ? `| ${line.trim().slice(1, -1).split("|").map(() => "-").join(" | ")} |`
        : line
    );
    const text = lines.join("\n").replace(UNDERSCORE_EMPHASIS, "$1*$2*");
    Deno.writeTextFileSync(`${to}/${entry.name}`, text);
  }
  return `${to}/`;
}

/** The sources of the `languages` section: Russian, Chinese and Japanese documents, printed the same way. */
export const LANGUAGE_SOURCES = new URL("./languages/", import.meta.url).pathname;

/**
 * Whether a font for `language` (fontconfig's tag: "zh", "ja") is installed. Without one Chromium prints its
 * characters as boxes, which a PDF maps to no text, and the engine would be scored on blank pages.
 */
const hasFontFor = (language: string) =>
  installed("fc-list") && capture("fc-list", [`:lang=${language}`]).trim().length > 0;

/**
 * Prints every source of `sources` (bench/fresh/ unless given) to PDF and Word under `scratch`, in folders
 * named after `name`; what tools (or fonts, for the `fontsFor` languages) it lacks when it cannot.
 */
export function buildFresh(
  scratch: string,
  from = sources,
  name = "fresh",
  fontsFor: string[] = [],
): FreshRun | { missing: string[] } {
  const chromium = CHROMIUMS.find(installed);
  const missing = [
    ...(chromium ? [] : ["chromium"]),
    ...(installed("pandoc") ? [] : ["pandoc"]),
    ...(fontsFor.every(hasFontFor) ? [] : ["fonts-noto-cjk"]),
  ];
  if (missing.length) return { missing };
  const run: FreshRun = {
    pdf: `${scratch}/${name}_pdf`,
    docx: `${scratch}/${name}_docx`,
    sources: from,
    references: referencesInCorpusStyle(from, `${scratch}/${name}_references`),
  };
  Deno.mkdirSync(run.pdf, { recursive: true });
  Deno.mkdirSync(run.docx, { recursive: true });
  Deno.writeTextFileSync(`${scratch}/fresh_style.html`, STYLE);
  for (const entry of [...Deno.readDirSync(from)].filter((e) => e.name.endsWith(".md"))) {
    const stem = entry.name.slice(0, -3);
    const source = `${from}${entry.name}`;
    const print = PRINT[stem] ?? {};
    const html = `${scratch}/${stem}.html`;
    // A page laid out as only HTML lays it out (a letterhead's blocks side by side) is printed from its own
    // HTML beside the source, which stays its reference and what the other writers set.
    const ownHtml = `${from}${stem}.html`;
    if (exists(ownHtml)) Deno.copyFileSync(ownHtml, html);
    else {
      capture("pandoc", [
        source,
        // Quotes as the sources write them: the references have straight ones.
        "--from=markdown-smart",
        "--standalone",
        "--metadata",
        `pagetitle=${stem}`,
        "--include-in-header",
        `${scratch}/fresh_style.html`,
        "--output",
        html,
      ]);
    }
    if (print.columns) {
      Deno.writeTextFileSync(html, Deno.readTextFileSync(html).replace("<body>", '<body class="columns">'));
    }
    capture(chromium!, [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      ...(print.headerFooter ? [] : ["--no-pdf-header-footer"]),
      `--print-to-pdf=${run.pdf}/${stem}.pdf`,
      `file://${html}`,
    ]);
    capture("pandoc", [source, "--from=markdown-smart", "--output", `${run.docx}/${stem}.docx`]);
  }
  return run;
}
