// deno task bench [--corpus DIR]
//   [--only docling/pdf,docling/docx,docling/img,docling/scan,olmocr_sample/pdf,pdfplumber/pdf,
//     docling/pdf_scanned,robust,fresh,slides,languages,doc,speed,ocr_speed]
//   [--robust-timeout SECONDS]
//   [--ocr-rounds N] [--speed-rounds N] [--fresh-sources DIR] [--keep]
// The conversion engine against pdftotext, pandoc and tesseract on the same corpus in the same run, scored by
// the corpus's score.py; also the robust folder, documents printed from bench/fresh/ (fresh.ts) and from
// bench/languages/ (Russian, Chinese, Japanese), slide decks from bench/slides/ (slides.ts), docling's Word
// files saved as .doc by LibreOffice (when it is installed), the 500-page speed target, the OCR speed target
// and peak memory. Prints JSON. `--fresh-sources` runs the fresh section's writers over another folder of
// markdown sources (a trial of new documents before they join bench/fresh/); `--keep` leaves every output
// under the scratch folder the report names, for reading.
import { capture, FOLDERS, installed, median, missingTesseractLanguages, TOOLS } from "./convert_tools.ts";
import { buildFresh, LANGUAGE_SOURCES } from "./fresh.ts";
import { scanPdfs } from "./scanned_pdf.ts";
import { buildSlides } from "./slides.ts";
import { benchOcrSpeed } from "./ocr_speed.ts";
import { textPdf } from "./text_pdf.ts";

const args = Deno.args;
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const corpus = option("--corpus") ?? Deno.env.get("QUARRY_CORPUS") ??
  new URL("../../shared/corpus", import.meta.url).pathname;
const only = option("--only")?.split(",");
const robustTimeout = Number(option("--robust-timeout") ?? 60);
const ocrRounds = Number(option("--ocr-rounds") ?? 3);
const speedRounds = Number(option("--speed-rounds") ?? 5);
const freshSources = option("--fresh-sources")?.replace(/\/*$/, "/");
const keep = args.includes("--keep");
const wanted = (section: string) => !only || only.includes(section);
const cli = new URL("../src/extraction/cli.ts", import.meta.url).pathname;
const round = (n: number, places = 3) => Math.round(n * 10 ** places) / 10 ** places;

interface Measured {
  seconds: number;
  peakMb: number;
  code: number;
  stderr: string;
}

/** Runs a command under GNU time for wall time and peak resident memory (process start included). */
function measure(cmd: string, cmdArgs: string[], env: Record<string, string> = {}): Measured {
  const started = performance.now();
  const result = new Deno.Command("/usr/bin/time", {
    args: ["-f", "__peak_kb=%M", cmd, ...cmdArgs],
    env,
    stdout: "null",
    stderr: "piped",
  }).outputSync();
  const seconds = (performance.now() - started) / 1000;
  const stderr = new TextDecoder().decode(result.stderr);
  const peakKb = Number(stderr.match(/__peak_kb=(\d+)/)?.[1] ?? 0);
  return { seconds: round(seconds, 2), peakMb: Math.round(peakKb / 1024), code: result.code, stderr };
}

/** score.py's means for `predictions` against the references in `gtDir`, for the inputs in `inputDir`. */
function score(gtDir: string, predictions: string, inputDir: string) {
  const out = capture("python3", [
    `${corpus}/score.py`,
    gtDir,
    predictions,
    "--restrict",
    inputDir,
    "--no-per-file",
  ]);
  const result = JSON.parse(out);
  return {
    ...result.mean,
    tables: result.mean_tables,
    headings: result.mean_headings,
    order: result.mean_order,
  };
}

function pagesIn(folder: string): Map<string, number> {
  const pages = new Map<string, number>();
  try {
    for (const line of Deno.readTextFileSync(`${corpus}/${folder}/../manifest.tsv`).split("\n").slice(1)) {
      const [name, , count] = line.split("\t");
      if (name && Number(count) > 0) pages.set(name.split("/").pop()!, Number(count));
    }
  } catch {
    // Without a manifest pages/s is left out.
  }
  return pages;
}

const scratch = Deno.makeTempDirSync({ prefix: "quarry_bench_" });
const report: Record<string, unknown> = {
  corpus,
  missing_tools: [...new Set(Object.values(TOOLS).flatMap((t) => t.needs))].filter((t) => !installed(t)),
};

/** The engine and each comparison tool over the files of `inputDir`, scored against `gtDir`. */
function benchFolder(inputDir: string, gtDir: string, tools: string[], manifest = new Map<string, number>()) {
  const files = [...Deno.readDirSync(inputDir)].map((e) => `${inputDir}/${e.name}`).sort();
  const pages = files.reduce((n, f) => n + (manifest.get(f.split("/").pop()!) ?? 0), 0);
  const rows: Record<string, unknown> = {};
  const label = inputDir.split("/").slice(-2).join("_");
  const engineOut = `${scratch}/${label}_engine`;
  const run = measure("deno", ["run", "-A", cli, "--out", engineOut, ...files]);
  rows.engine = {
    seconds: run.seconds,
    pages_per_second: pages ? round(pages / run.seconds, 2) : undefined,
    peak_mb: run.peakMb,
    failed: run.stderr.split("\n").filter((l) => l.includes(": failed:")),
    ...score(gtDir, engineOut, inputDir),
  };
  for (const key of tools) {
    const tool = TOOLS[key];
    if (!tool.needs.every(installed)) continue;
    const out = `${scratch}/${label}_${key}`;
    Deno.mkdirSync(out, { recursive: true });
    const started = performance.now();
    for (const file of files) {
      const stem = file.split("/").pop()!.replace(/\.[^.]+$/, "");
      tool.run(file, `${out}/${stem}.md`, scratch);
    }
    const seconds = round((performance.now() - started) / 1000, 2);
    rows[tool.name] = {
      seconds,
      pages_per_second: pages ? round(pages / seconds, 2) : undefined,
      ...score(gtDir, out, inputDir),
    };
  }
  // The references scored against themselves: where a reference repeats a paragraph, the order metric finds
  // only its first occurrence, so even a perfect output stays under 1 there.
  const ceiling = score(gtDir, gtDir, inputDir).order as { order: number | null } | undefined;
  return {
    files: files.length,
    pages: pages || undefined,
    ...rows,
    reference_itself: { order: ceiling?.order == null ? undefined : round(ceiling.order) },
  };
}

for (const { folder, gt, tools } of FOLDERS) {
  if (!wanted(folder)) continue;
  try {
    Deno.statSync(`${corpus}/${folder}`);
  } catch {
    report[folder] = "folder missing";
    continue;
  }
  report[folder] = benchFolder(`${corpus}/${folder}`, `${corpus}/${gt}`, tools, pagesIn(folder));
}

/**
 * docling's born-digital PDFs scanned (each page a 200-dpi grey JPEG in an image-only PDF, scanned_pdf.ts)
 * and scored against the same references: papers, a handbook, a Redbook's contents. The right-to-left and
 * Korean ones are past OCR's English model, for the comparison tool as for the engine.
 */
if (wanted("docling/pdf_scanned")) {
  report["docling/pdf_scanned"] = installed("pdftoppm")
    ? benchFolder(
      scanPdfs(`${corpus}/docling/pdf`, `${scratch}/docling_pdf_scanned`),
      `${corpus}/docling/gt`,
      ["tesseract_scan"],
      pagesIn("docling/pdf"),
    )
    : "needs pdftoppm (poppler-utils)";
}

/** Every robust file converts or fails with a reason, each in its own process within its time limit. */
function benchRobust() {
  const dir = `${corpus}/robust/pdf`;
  const files = [...Deno.readDirSync(dir)].map((e) => e.name).sort();
  const outcomes = { converted: 0, failed_with_reason: 0, past_limit: 0, crashed: 0 };
  const reasons: Record<string, number> = {};
  const slowest: { file: string; seconds: number }[] = [];
  let peak = { file: "", mb: 0 };
  for (const file of files) {
    // The outer kill is a safety net 15 s past the engine's own limit: reaching it means the engine hung.
    const run = measure("timeout", [
      "-s",
      "KILL",
      String(robustTimeout + 15),
      "deno",
      "run",
      "-A",
      cli,
      "--timeout",
      String(robustTimeout),
      "--json",
      "--out",
      `${scratch}/robust`,
      `${dir}/${file}`,
    ]);
    const failure = run.stderr.match(/: failed: (.*)/)?.[1];
    if (run.code === 0) outcomes.converted++;
    else if (failure?.startsWith("Conversion took longer")) outcomes.past_limit++;
    else if (failure) {
      outcomes.failed_with_reason++;
      const reason = failure.replace(/\(.*\)|:.*/, "").trim();
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    } else outcomes.crashed++;
    slowest.push({ file, seconds: run.seconds });
    if (run.peakMb > peak.mb) peak = { file, mb: run.peakMb };
  }
  slowest.sort((a, b) => b.seconds - a.seconds);
  return {
    files: files.length,
    time_limit_seconds: robustTimeout,
    ...outcomes,
    reasons,
    slowest: slowest.slice(0, 5),
    peak_mb: peak,
  };
}

if (wanted("robust")) report.robust = benchRobust();

/**
 * Documents the engine has never seen, printed from markdown sources that are their exact references: PDFs
 * printed by Chromium, Word files written by pandoc, those Word files printed to PDF by LibreOffice (a
 * second PDF writer, with a word processor's tables), Chromium's PDFs scanned (each page a 200-dpi grey JPEG
 * in an image-only PDF, scanned_pdf.ts), also scanned crooked, grainy and blurred, and the sources typeset
 * by LaTeX through pandoc (justified and hyphenated, booktabs tables, page numbers), in one column and in two
 * (10 points apart, a right column often short, tables beside text), and in one column in 12-point Times and
 * in Palatino (LATEX_VARIABLES), and by ReportLab (typesetWithReportLab), each when its tool is installed.
 */
function benchFresh() {
  const built = buildFresh(scratch, freshSources);
  if ("missing" in built) return `needs ${built.missing.join(" and ")}`;
  return {
    pdf: benchFolder(built.pdf, built.references, ["pdftotext"]),
    docx: benchFolder(built.docx, built.references, []),
    pdf_from_word: installed("soffice")
      ? benchFolder(printWithLibreOffice(built.docx), built.references, ["pdftotext"])
      : "needs soffice (libreoffice-writer)",
    pdf_scanned: installed("pdftoppm")
      ? benchFolder(scanPdfs(built.pdf, `${scratch}/fresh_pdf_scanned`), built.references, ["tesseract_scan"])
      : "needs pdftoppm (poppler-utils)",
    pdf_scanned_crooked: installed("pdftoppm") && installed("convert")
      ? benchFolder(
        scanPdfs(built.pdf, `${scratch}/fresh_pdf_scanned_crooked`, 200, true),
        built.references,
        ["tesseract_scan"],
      )
      : "needs pdftoppm (poppler-utils) and convert (imagemagick)",
    pdf_from_latex: installed("pdflatex")
      ? benchFolder(typesetWithLatex(built.sources), built.references, ["pdftotext"])
      : "needs pdflatex (texlive-latex-recommended, texlive-latex-extra, lmodern)",
    pdf_from_latex_two_columns: installed("pdflatex")
      ? benchFolder(typesetWithLatex(built.sources, "two_columns"), built.references, ["pdftotext"])
      : "needs pdflatex (texlive-latex-recommended, texlive-latex-extra, lmodern)",
    pdf_from_latex_times_12pt: installed("pdflatex")
      ? benchFolder(typesetWithLatex(built.sources, "times_12pt"), built.references, ["pdftotext"])
      : "needs pdflatex (texlive-latex-recommended, texlive-latex-extra, lmodern)",
    pdf_from_latex_palatino: installed("pdflatex")
      ? benchFolder(typesetWithLatex(built.sources, "palatino"), built.references, ["pdftotext"])
      : "needs pdflatex (texlive-latex-recommended, texlive-latex-extra, lmodern)",
    pdf_from_reportlab: reportlabPython
      ? benchFolder(typesetWithReportLab(built.sources, "grid"), built.references, ["pdftotext"])
      : "needs python3-reportlab",
    pdf_from_reportlab_rules: reportlabPython
      ? benchFolder(typesetWithReportLab(built.sources, "rules"), built.references, ["pdftotext"])
      : "needs python3-reportlab",
  };
}

/** A python3 that can import ReportLab: Debian's python3-reportlab installs it for the system's own. */
const reportlabPython = ["python3", "/usr/bin/python3"].find((python) =>
  installed(python) &&
  new Deno.Command(python, { args: ["-c", "import reportlab"], stdout: "null", stderr: "null" }).outputSync()
    .success
);

/**
 * The sources typeset by ReportLab (typeset_reportlab.py), as programs print invoices and reports: its
 * sample styles, numbered lists as it numbers them by default ("1" with no stop, a tab before the text), and
 * tables in a ruled grid or with one rule under the header (`rules`), cells wrapped at their column's width.
 */
function typesetWithReportLab(sources: string, style: "grid" | "rules"): string {
  const dir = `${scratch}/fresh_pdf_from_reportlab${style === "grid" ? "" : "_rules"}`;
  const script = new URL("./typeset_reportlab.py", import.meta.url).pathname;
  capture(reportlabPython!, [script, sources, dir, style]);
  return dir;
}

/**
 * pandoc's variables for each way the sources are typeset in one column: Latin Modern at 10 points, Times at
 * 12 (LaTeX's 12 points between table columns are then an em), Palatino (wider figures: a table's first
 * column runs into the next).
 */
const LATEX_VARIABLES: Record<string, string[]> = {
  one_column: [],
  times_12pt: [
    "--variable=fontfamily=mathptmx",
    "--variable=fontsize=12pt",
    "--variable=geometry:margin=2cm",
  ],
  palatino: ["--variable=fontfamily=mathpazo"],
};

function typesetWithLatex(
  sources: string,
  style: "one_column" | "two_columns" | "times_12pt" | "palatino" = "one_column",
): string {
  const twoColumns = style === "two_columns";
  const dir = `${scratch}/fresh_pdf_from_latex${style === "one_column" ? "" : `_${style}`}`;
  Deno.mkdirSync(dir, { recursive: true });
  for (const entry of [...Deno.readDirSync(sources)].filter((e) => e.name.endsWith(".md"))) {
    const stem = entry.name.slice(0, -3);
    const source = `${sources}${entry.name}`;
    if (!twoColumns) {
      capture("pandoc", [
        source,
        "--from=markdown-smart",
        "--pdf-engine=pdflatex",
        ...LATEX_VARIABLES[style],
        "--output",
        `${dir}/${stem}.pdf`,
      ]);
      continue;
    }
    const tex = capture("pandoc", [
      source,
      "--from=markdown-smart",
      "--standalone",
      "--to=latex",
      "--variable=classoption=twocolumn",
      "--variable=geometry:margin=1.5cm",
    ]);
    // Built beside the folder, which must hold nothing but the PDFs the tools read.
    const build = `${dir}_build`;
    Deno.mkdirSync(build, { recursive: true });
    Deno.writeTextFileSync(`${build}/${stem}.tex`, tabularTables(tex));
    capture("pdflatex", ["-interaction=nonstopmode", "-output-directory", build, `${build}/${stem}.tex`]);
    try {
      Deno.renameSync(`${build}/${stem}.pdf`, `${dir}/${stem}.pdf`);
    } catch {
      // pdflatex could not set it: the file is scored as missing.
    }
  }
  return dir;
}

/**
 * LaTeX cannot set a longtable in two columns: each becomes a tabular of the same rows in its column, its
 * header (repeated for later pages after \endfirsthead) once.
 */
const tabularTables = (tex: string) =>
  tex.replace(
    /\\begin\{longtable\}\[\]((?:\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}))([\s\S]*?)\\end\{longtable\}/g,
    (_, columns: string, rows: string) => {
      const once = rows.replace(/\\endfirsthead[\s\S]*?\\endhead/, "").replace(
        /\\end(first|last)?(head|foot)/g,
        "",
      );
      return `\\begin{center}\\small\\begin{tabular}${columns}${once}\\end{tabular}\\end{center}`;
    },
  );

function printWithLibreOffice(wordDir: string): string {
  const dir = `${scratch}/fresh_pdf_from_word`;
  Deno.mkdirSync(dir, { recursive: true });
  const files = [...Deno.readDirSync(wordDir)].map((e) => `${wordDir}/${e.name}`);
  capture("soffice", ["--headless", "--convert-to", "pdf", "--outdir", dir, ...files]);
  return dir;
}

if (wanted("fresh")) report.fresh = benchFresh();

/** Presentations the engine has never seen (slides.ts), beside pdftotext. */
function benchSlides() {
  const built = buildSlides(scratch);
  if ("missing" in built) return `needs ${built.missing.join(" and ")}`;
  return benchFolder(built.pdf, built.references, ["pdftotext"]);
}

if (wanted("slides")) report.slides = benchSlides();

/**
 * Documents in Russian, Chinese and Japanese (bench/languages/, their exact references), printed by Chromium,
 * and those PDFs scanned: the text layers of other scripts, and OCR's choice of a page's language. tesseract
 * is run both as it comes (English) and told each document's language, as a user who knows it would.
 */
function benchLanguages() {
  const built = buildFresh(scratch, LANGUAGE_SOURCES, "languages", ["zh", "ja"]);
  if ("missing" in built) return `needs ${built.missing.join(" and ")}`;
  const missing = missingTesseractLanguages();
  const scanTools = ["tesseract_scan", ...(missing.length ? [] : ["tesseract_scan_language"])];
  return {
    pdf: benchFolder(built.pdf, built.references, ["pdftotext"]),
    pdf_scanned: installed("pdftoppm")
      ? benchFolder(scanPdfs(built.pdf, `${scratch}/languages_pdf_scanned`), built.references, scanTools)
      : "needs pdftoppm (poppler-utils)",
    tesseract_languages_missing: missing.length
      ? missing.map((language) => `tesseract-ocr-${language.replace("_", "-")}`)
      : undefined,
  };
}

if (wanted("languages")) report.languages = benchLanguages();

/**
 * Legacy Word: docling's Word files saved as Word 97–2003 by LibreOffice, scored against the same references.
 * No comparison tool: pandoc does not read .doc.
 */
function benchDoc() {
  if (!installed("soffice")) return "needs soffice (libreoffice-writer)";
  const source = `${corpus}/docling/docx`;
  const dir = `${scratch}/doc`;
  Deno.mkdirSync(dir, { recursive: true });
  const files = [...Deno.readDirSync(source)].filter((e) => e.name.endsWith(".docx")).map((e) =>
    `${source}/${e.name}`
  );
  capture("soffice", ["--headless", "--convert-to", "doc", "--outdir", dir, ...files]);
  return benchFolder(dir, `${corpus}/docling/gt`, []);
}

if (wanted("doc")) report.doc = benchDoc();

/**
 * The 500-page text PDF target: the engine end to end against pdftotext on the same file, `rounds` times
 * alternating, with the medians reported (one run of either can be off by half on a shared machine).
 */
function benchSpeed(rounds: number) {
  if (!installed("pdftotext")) return "needs pdftotext (poppler-utils)";
  const big = `${scratch}/500_pages.pdf`;
  Deno.writeFileSync(big, textPdf(500));
  const pdftotext: Measured[] = [], engine: Measured[] = [];
  for (let i = 0; i < rounds; i++) {
    pdftotext.push(measure("pdftotext", [big, `${scratch}/500.txt`]));
    engine.push(measure("deno", ["run", "-A", cli, "--out", `${scratch}/speed`, big]));
  }
  return {
    pages: 500,
    rounds,
    pdftotext_seconds: median(pdftotext.map((m) => m.seconds)),
    engine_seconds: median(engine.map((m) => m.seconds)),
    ratio: round(median(engine.map((m, i) => m.seconds / pdftotext[i].seconds)), 2),
    target_ratio: 3,
    engine_peak_mb: Math.max(...engine.map((m) => m.peakMb)),
  };
}

if (wanted("speed")) report.speed_500_pages = benchSpeed(speedRounds);
if (wanted("ocr_speed")) report.ocr_speed = await benchOcrSpeed(corpus, scratch, ocrRounds);

if (keep) report.scratch = scratch;
else Deno.removeSync(scratch, { recursive: true });
console.log(JSON.stringify(report, null, 2));
