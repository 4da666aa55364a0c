/// <reference lib="deno.worker" />
// A Deno Web Worker that runs tesseract.js's own worker script (load, loadLanguage, initialize, recognize),
// fed with the same job packets tesseract.js's createWorker would send. tesseract.js hosts that script in a
// node:worker_threads thread, where under Deno each page took 3–5× longer and the thread's memory grew by about
// 100 MB a page; in a plain Web Worker the same script runs at in-thread speed with flat memory.
import workerScript from "tesseract.js/src/worker-script/index.js";
import cache from "tesseract.js/src/worker-script/node/cache.js";
import relaxedSimd from "tesseract.js-core/tesseract-core-relaxedsimd-lstm.js";
import simd from "tesseract.js-core/tesseract-core-simd-lstm.js";
import plain from "tesseract.js-core/tesseract-core-lstm.js";
import { gunzipSync } from "node:zlib";
import type { CoreVariant, TesseractCore } from "./tesseract_core.ts";
import { pageWords, type TesseractModule } from "./tesseract_words.ts";

type CoreFactory = (moduleArg: Record<string, unknown>) => Promise<unknown>;

/** Each build's JavaScript glue, which must match its WebAssembly. */
const GLUE: Record<CoreVariant, CoreFactory> = {
  "tesseract-core-relaxedsimd-lstm": relaxedSimd,
  "tesseract-core-simd-lstm": simd,
  "tesseract-core-lstm": plain,
};

let core: TesseractCore | undefined;

/** tesseract.js's getCore, answered with the build compiled by the pool: it is instantiated, not compiled. */
function getCore(): Promise<CoreFactory> {
  if (!core) return Promise.reject(new Error("The OCR worker was not given tesseract's build"));
  const { variant, module } = core;
  return Promise.resolve(async (moduleArg) => {
    const tesseract = await GLUE[variant]({
      ...moduleArg,
      instantiateWasm(
        imports: WebAssembly.Imports,
        receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
      ) {
        WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module));
        return {};
      },
    }) as TesseractModule;
    // tesseract.js reads its `blocks` output from this method: the words alone are read instead of its
    // letter-by-letter JSON (`tesseract_words.ts`).
    tesseract.TessBaseAPI.prototype.GetJSONText = function () {
      return JSON.stringify(pageWords(tesseract, this));
    };
    return tesseract;
  });
}

workerScript.setAdapter({ getCore, gunzip: gunzipSync, fetch, ...cache });

type Reply = { status: string };

/** Runs one job packet, forwarding its reply; resolves with the reply's status. */
function run(packet: unknown): Promise<string> {
  return new Promise((resolve) => {
    workerScript.dispatchHandlers(packet, (message: Reply) => {
      // Progress reports are not used: they would only cost messages.
      if (message.status === "progress") return;
      self.postMessage(message);
      resolve(message.status);
    });
  });
}

self.onmessage = async (event: MessageEvent) => {
  // The start: the build, and the start-up steps to run in turn, each once the one before has succeeded.
  if (event.data?.core) {
    core = event.data.core;
    for (const step of event.data.start ?? []) if (await run(step) !== "resolve") break;
    return;
  }
  await run(event.data);
};
