// deno task convert FILE… — converts documents to markdown with the same engine the server runs.
import { type CliArgs, parseArgs, USAGE } from "./cli_args.ts";
import { loadLater } from "./load_later.ts";
import { startConversionWorker } from "./worker.ts";

let args: CliArgs;
try {
  args = parseArgs(Deno.args);
} catch (error) {
  Deno.stderr.writeSync(new TextEncoder().encode(`${(error as Error).message}\n${USAGE}\n`));
  Deno.exit(2);
}
// One file converts in a worker (cli_run.ts), started here, before the rest of the command line loads: its
// start (about 50 ms) and the loading then overlap.
const startedWorker = args.files.length === 1 ? startConversionWorker() : undefined;
const { runCli } = await loadLater<typeof import("./cli_run.ts")>("./cli_run.ts");
Deno.exit(await runCli(args, startedWorker));
