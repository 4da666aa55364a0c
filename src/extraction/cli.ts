// deno task convert FILE… — converts documents to markdown with the same engine the server runs.
import { type CliArgs, HELP, parseArgs, USAGE } from "./cli_args.ts";
import { detectKind } from "./detect.ts";
import { convertIsolated } from "./isolated.ts";

// File names by hand: node:path would bring in Node's compatibility layer, about 15 ms of every conversion's
// start on this thread, before the conversion's worker starts.
const SEPARATOR = Deno.build.os === "windows" ? /[\\/]/ : /\//;
const baseName = (path: string) => path.split(SEPARATOR).at(-1)!;
/** A file's name without its extension, as node:path's would be ("report.v2.pdf" is "report.v2"). */
const stem = (path: string) => baseName(path).replace(/(?<=.)\.[^.]*$/, "");

const encoder = new TextEncoder();
const writeErr = (text: string) => Deno.stderr.writeSync(encoder.encode(text));

/** All of `text` to stdout: one write may take only part of it (a pipe's buffer). */
async function writeOut(text: string) {
  const bytes = encoder.encode(text);
  for (let written = 0; written < bytes.length;) written += await Deno.stdout.write(bytes.subarray(written));
}

/** A one-line progress bar, redrawn in place; only on a terminal, where it cannot corrupt piped output. */
class Progress {
  readonly #enabled = Deno.stderr.isTerminal();
  #shown = false;

  draw(label: string, done: number, total: number) {
    if (!this.#enabled || total <= 0) return;
    const width = 30;
    const filled = Math.round((done / total) * width);
    writeErr(`\r\x1b[K[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} ${label}`);
    this.#shown = true;
  }

  clear() {
    if (this.#shown) writeErr("\r\x1b[K");
    this.#shown = false;
  }
}

async function convertOne(
  file: string,
  args: CliArgs,
  progress: Progress,
  fileIndex: number,
  fileCount: number,
) {
  const started = performance.now();
  const bytes = await Deno.readFile(file);
  const label = fileCount > 1 ? `${baseName(file)} (${fileIndex + 1}/${fileCount})` : baseName(file);
  // One file converts in a worker: the process ends with it, taking along anything the worker left running.
  // With several, each PDF gets a process of its own: pdf.js can be caught in a promise chain no worker
  // terminate stops, which would take the files after it down. Word files and images stay in workers.
  const isolation = fileCount > 1 && detectKind(bytes, file) === "pdf" ? "process" : "worker";
  const result = await convertIsolated(isolation, bytes, baseName(file), {
    accuracy: args.accuracy,
    pageSeparator: args.pageSeparator,
    skipImages: args.skipImages,
  }, {
    timeoutMs: args.timeoutSeconds * 1000,
    onPage: (done, total) => progress.draw(label, done, total),
  });
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  return { result, seconds };
}

async function main(): Promise<number> {
  let args: CliArgs;
  try {
    args = parseArgs(Deno.args);
  } catch (error) {
    writeErr(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    await writeOut(HELP);
    return 0;
  }
  if (args.out) await Deno.mkdir(args.out, { recursive: true });
  const progress = new Progress();
  let failures = 0;
  for (const [index, file] of args.files.entries()) {
    try {
      const { result, seconds } = await convertOne(file, args, progress, index, args.files.length);
      progress.clear();
      const pages = `${result.pages}${result.pagesEstimated ? " (estimated)" : ""} page${
        result.pages === 1 ? "" : "s"
      }`;
      writeErr(`${file}: ${pages}, ${seconds} s, ${result.warnings.length} warning(s)\n`);
      for (const warning of result.warnings) writeErr(`  warning: ${warning}\n`);
      const output = args.json
        ? JSON.stringify({
          pages: result.pages,
          seconds,
          warnings: result.warnings,
          markdown: result.markdown,
        }) +
          "\n"
        : result.markdown;
      if (args.out) {
        const name = stem(file) + (args.json ? ".json" : ".md");
        await Deno.writeTextFile(`${args.out.replace(/[\\/]+$/, "")}/${name}`, output);
      } else await writeOut(output);
    } catch (error) {
      progress.clear();
      failures++;
      writeErr(`${file}: failed: ${(error as Error)?.message ?? error}\n`);
    }
  }
  return failures ? 1 : 0;
}

Deno.exit(await main());
