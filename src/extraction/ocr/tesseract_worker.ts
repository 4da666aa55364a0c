/// <reference lib="deno.worker" />
// A Deno Web Worker that runs tesseract.js's own worker script (load, loadLanguage, initialize, recognize),
// fed with the same job packets tesseract.js's createWorker would send. tesseract.js hosts that script in a
// node:worker_threads thread, where under Deno each page took 3–5× longer and the thread's memory grew by about
// 100 MB a page; in a plain Web Worker the same script runs at in-thread speed with flat memory.
import workerScript from "tesseract.js/src/worker-script/index.js";
import getCore from "tesseract.js/src/worker-script/node/getCore.js";
import cache from "tesseract.js/src/worker-script/node/cache.js";
import { gunzipSync } from "node:zlib";

workerScript.setAdapter({ getCore, gunzip: gunzipSync, fetch, ...cache });

self.onmessage = (event: MessageEvent) => {
  workerScript.dispatchHandlers(event.data, (message: { status: string }) => {
    // Progress reports are not used: they would only cost messages.
    if (message.status !== "progress") self.postMessage(message);
  });
};
