// The comparison tools of bench/convert.ts: per input kind, the command a user would otherwise run.

export interface Tool {
  name: string;
  /** Executables it needs; the tool is reported missing (never installed) when one is absent. */
  needs: string[];
  /** Writes the tool's text for one input file to `out`. */
  run(file: string, out: string, scratch: string): void;
}

const decoder = new TextDecoder();

/** Runs a command and returns its stdout (stderr discarded); tesseract is held to one thread per page. */
export function capture(cmd: string, args: string[]): string {
  const env = { OMP_THREAD_LIMIT: "1" };
  return decoder.decode(
    new Deno.Command(cmd, { args, env, stdout: "piped", stderr: "null" }).outputSync().stdout,
  );
}

export function installed(executable: string): boolean {
  return new Deno.Command("sh", { args: ["-c", `command -v ${executable}`], stdout: "null" }).outputSync()
    .success;
}

export const TOOLS: Record<string, Tool> = {
  pdftotext: {
    name: "pdftotext",
    needs: ["pdftotext"],
    run: (file, out) => Deno.writeTextFileSync(out, capture("pdftotext", [file, "-"])),
  },
  pandoc: {
    name: "pandoc -t gfm",
    needs: ["pandoc"],
    run: (file, out) => Deno.writeTextFileSync(out, capture("pandoc", ["-t", "gfm", file])),
  },
  tesseract: {
    name: "tesseract",
    needs: ["tesseract"],
    run: (file, out) => Deno.writeTextFileSync(out, capture("tesseract", [file, "-"])),
  },
  tesseract_scan: {
    name: "pdftoppm -r300 + tesseract --psm 1",
    needs: ["pdftoppm", "tesseract"],
    run: (file, out, scratch) => scanWithTesseract(file, out, scratch, []),
  },
  tesseract_scan_language: {
    name: "pdftoppm -r300 + tesseract --psm 1 -l <the document's language>",
    needs: ["pdftoppm", "tesseract"],
    run: (file, out, scratch) => scanWithTesseract(file, out, scratch, ["-l", languageOf(file)]),
  },
};

/** Each page of a PDF rendered at 300 dpi and read by the tesseract command, pages apart by a blank line. */
function scanWithTesseract(file: string, out: string, scratch: string, extra: string[]) {
  const prefix = `${scratch}/page`;
  capture("pdftoppm", ["-r", "300", "-png", file, prefix]);
  const pages = [...Deno.readDirSync(scratch)].map((e) => `${scratch}/${e.name}`).filter((p) =>
    p.startsWith(prefix)
  ).sort();
  Deno.writeTextFileSync(
    out,
    pages.map((p) => capture("tesseract", [p, "-", "--psm", "1", ...extra])).join("\n\n"),
  );
  for (const p of pages) Deno.removeSync(p);
}

/** The tesseract language of each source in bench/languages/, which a user of the command would name. */
export const LANGUAGE_OF: Record<string, string> = { russian: "rus", chinese: "chi_sim", japanese: "jpn" };
const languageOf = (file: string) => LANGUAGE_OF[file.split("/").pop()!.replace(/\.[^.]+$/, "")] ?? "eng";

/** The tesseract languages of LANGUAGE_OF that the tesseract command here lacks. */
export function missingTesseractLanguages(): string[] {
  if (!installed("tesseract")) return [];
  const listed = capture("tesseract", ["--list-langs"]).split("\n").map((line) => line.trim());
  return Object.values(LANGUAGE_OF).filter((language) => !listed.includes(language));
}

/** The corpus folders scored against references, and which tools each is compared with. */
export const FOLDERS: { folder: string; gt: string; tools: string[] }[] = [
  { folder: "docling/pdf", gt: "docling/gt", tools: ["pdftotext"] },
  { folder: "docling/docx", gt: "docling/gt", tools: ["pandoc"] },
  { folder: "docling/img", gt: "docling/gt", tools: ["tesseract"] },
  { folder: "docling/scan", gt: "docling/gt", tools: ["tesseract_scan"] },
  // Four more pages with references other tools made: a Wikipedia print with an infobox, a financial table,
  // a blank page, a court transcript with line numbers (pdfplumber's layout text).
  { folder: "olmocr_sample/pdf", gt: "olmocr_sample/gt", tools: ["pdftotext"] },
  { folder: "pdfplumber/pdf", gt: "pdfplumber/gt", tools: ["pdftotext"] },
];

/** The middle value (the upper one of an even count): a timing that one busy moment cannot drag. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
