import type { Accuracy } from "./types.ts";

export interface CliArgs {
  /** `--help`: print HELP and convert nothing. */
  help?: boolean;
  files: string[];
  out?: string;
  accuracy: Accuracy;
  pageSeparator: boolean;
  skipImages: boolean;
  json: boolean;
  timeoutSeconds: number;
}

export const USAGE =
  "usage: deno task convert FILE… [--out DIR] [--accuracy lite|ultra] [--page-separator] [--skip-images] [--json]" +
  " [--timeout SECONDS]";

/** What `--help` prints: the usage, then each option. */
export const HELP = `${USAGE}

Converts PDF, Word (.docx, .doc) and image files to markdown.

  --out DIR           write each input to DIR/<name>.md (DIR/<name>.json with --json); else one file goes to stdout
  --accuracy MODE     lite (default) or ultra: ultra also reads text inside pictures and takes more care with tables
  --page-separator    put <!-- page N --> before each page after the first
  --skip-images       leave out the ![Image n](…) placeholders
  --json              write {pages, seconds, warnings, markdown} instead of markdown
  --timeout SECONDS   stop a file's conversion after this long (default 600)
  -h, --help          print this help
`;

/** Parses the command line; throws a message fit for stderr on anything it does not understand. */
export function parseArgs(args: string[]): CliArgs {
  const parsed: CliArgs = {
    files: [],
    accuracy: "lite",
    pageSeparator: false,
    skipImages: false,
    json: false,
    timeoutSeconds: 600,
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => {
      const v = inline ?? args[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case "-h":
      case "--help":
        return { ...parsed, help: true };
      case "--out":
        parsed.out = value();
        break;
      case "--accuracy": {
        const v = value();
        if (v !== "lite" && v !== "ultra") throw new Error(`--accuracy must be lite or ultra, not ${v}`);
        parsed.accuracy = v;
        break;
      }
      case "--timeout": {
        const v = Number(value());
        if (!(v > 0)) throw new Error("--timeout must be a positive number of seconds");
        parsed.timeoutSeconds = v;
        break;
      }
      case "--page-separator":
        parsed.pageSeparator = true;
        break;
      case "--skip-images":
        parsed.skipImages = true;
        break;
      case "--json":
        parsed.json = true;
        break;
      default:
        if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
        parsed.files.push(arg);
    }
  }
  if (!parsed.files.length) throw new Error("no input files");
  return parsed;
}
