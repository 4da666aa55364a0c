// One conversion in a process of its own, started by convert_process.ts: the file's bytes arrive on stdin, its
// name and the options as the one argument; progress and the outcome leave on stdout, one JSON message a line.
import { convertFile } from "./convert.ts";
import { type ConversionMessage, errorMessage, throttledProgress } from "./supervision.ts";
import type { ConvertOptions } from "./types.ts";

// stdout carries the messages alone: whatever a library prints goes to stderr.
console.log = console.info = console.debug = console.error;

const writer = Deno.stdout.writable.getWriter();
const encoder = new TextEncoder();
const send = (message: ConversionMessage) => writer.write(encoder.encode(JSON.stringify(message) + "\n"));

const { fileName, options } = JSON.parse(Deno.args[0]) as {
  fileName: string;
  options: Omit<ConvertOptions, "onPage">;
};
const bytes = new Uint8Array(await new Response(Deno.stdin.readable).arrayBuffer());
try {
  const result = await convertFile(bytes, fileName, {
    ...options,
    // Left unhandled on purpose: once the parent is gone the write fails and ends this process with it.
    onPage: throttledProgress((message) => void send(message)),
  });
  await send({ type: "done", result });
} catch (error) {
  await send(errorMessage(error));
}
await writer.close();
// OCR workers or pdf.js timers must not keep a finished conversion's process alive.
Deno.exit(0);
