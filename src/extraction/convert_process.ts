import { fileURLToPath } from "node:url";
import {
  type ConversionLimits,
  type ConversionMessage,
  DEFAULT_MEMORY_LIMIT_BYTES,
  supervise,
  type Supervisor,
} from "./supervision.ts";
import { type ConvertOptions, type ConvertResult, ExtractionError } from "./types.ts";

const entry = fileURLToPath(new URL("./process_entry.ts", import.meta.url));
const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const config = fileURLToPath(new URL("../../deno.json", import.meta.url));
/** The environment a conversion gets: where Deno keeps its caches, nothing else (no secrets, no URLs). */
const PASSED_ENV = ["HOME", "DENO_DIR", "XDG_CACHE_HOME", "NO_COLOR"];
const MB = 1024 * 1024;
/** Kept of the process's stderr, for the reason it gives when it dies. */
const STDERR_TAIL = 4096;

/** Resident memory of a process, from Linux's /proc; elsewhere only the V8 heap limit bounds it. */
function residentBytes(pid: number): number | undefined {
  try {
    const status = Deno.readTextFileSync(`/proc/${pid}/status`);
    const kb = status.match(/^VmRSS:\s+(\d+) kB/m);
    return kb ? Number(kb[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Splits stdout into messages as it arrives; the last one is the outcome. */
async function readMessages(stdout: ReadableStream<Uint8Array>, supervisor: Supervisor) {
  const decoder = new TextDecoder();
  let pending = "";
  for await (const chunk of stdout) {
    const lines = (pending + decoder.decode(chunk, { stream: true })).split("\n");
    pending = lines.pop()!;
    for (const line of lines) {
      if (line) supervisor.receive(JSON.parse(line) as ConversionMessage);
    }
  }
}

async function readTail(stderr: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let tail = "";
  for await (const chunk of stderr) {
    tail = (tail + decoder.decode(chunk, { stream: true })).slice(-STDERR_TAIL);
  }
  return tail;
}

/**
 * Converts in a Deno process of its own, the strongest isolation there is here: the process may read the
 * project's files (pdf.js's fonts and CMaps, OCR models) and nothing else: no network, no writes, no
 * environment. Its V8 heap is capped at the memory limit and its resident memory sampled, and stopping it
 * is a SIGKILL, which ends even the endless promise chains a worker's terminate cannot (see worker.ts).
 * Each conversion pays for starting Deno and loading the engine, about a quarter of a second.
 */
export function convertInProcess(
  bytes: Uint8Array,
  fileName: string,
  options: Omit<ConvertOptions, "onPage">,
  limits: ConversionLimits,
): Promise<ConvertResult> {
  return supervise(limits, (supervisor) => {
    const heapMb = Math.max(128, Math.ceil((limits.memoryLimitBytes ?? DEFAULT_MEMORY_LIMIT_BYTES) / MB));
    const env = {
      ...Object.fromEntries(
        PASSED_ENV.flatMap((name) => Deno.env.has(name) ? [[name, Deno.env.get(name)!]] : []),
      ),
      // glibc gives each thread that allocates an arena of its own and keeps the memory of a finished thread's:
      // a scan in a script English cannot read starts an OCR worker for each model it tries, and a two-page
      // Cyrillic form held 447 MB so, 387 MB with two arenas, in the same time.
      MALLOC_ARENA_MAX: "2",
    };
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--no-prompt",
        "--cached-only",
        `--config=${config}`,
        `--allow-read=${projectRoot}`,
        `--v8-flags=--max-old-space-size=${heapMb}`,
        entry,
        JSON.stringify({ fileName, options }),
      ],
      clearEnv: true,
      env,
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const input = child.stdin.getWriter();
    // A process that dies before reading everything closes the pipe; its exit says why.
    input.write(bytes).then(() => input.close()).catch(() => {});
    const messages = readMessages(child.stdout, supervisor);
    const stderr = readTail(child.stderr);
    Promise.all([child.status, messages, stderr]).then(([status, , tail]) => {
      if (supervisor.settled) return;
      if (/out of memory/i.test(tail)) {
        const limitMb = Math.round(heapMb);
        supervisor.fail(
          new ExtractionError("out_of_memory", `Conversion needed more than ${limitMb} MB of memory`),
        );
        return;
      }
      const how = status.signal ? `signal ${status.signal}` : `exit code ${status.code}`;
      const reason = tail.trim().split("\n").pop()?.slice(0, 300) || "no message";
      supervisor.fail(new Error(`The conversion process stopped (${how}): ${reason}`));
    }, (error) => supervisor.fail(error instanceof Error ? error : new Error(String(error))));
    return {
      stop: () => {
        try {
          child.kill("SIGKILL");
        } catch {
          // Already gone.
        }
      },
      memoryBytes: () => residentBytes(child.pid),
    };
  });
}
