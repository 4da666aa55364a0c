/// <reference lib="deno.worker" />
import { convertFile } from "./convert.ts";
import { provideTesseractCore, type TesseractCore } from "./ocr/tesseract_core.ts";
import { errorMessage } from "./supervision.ts";
import type { ConvertOptions } from "./types.ts";

// OCR's compiled tesseract build comes from the process that started this worker, which keeps it (with the
// code optimised while it runs) from one conversion to the next; it is asked for only when a page needs OCR.
const coreWaiters: ((core: TesseractCore) => void)[] = [];
provideTesseractCore(() =>
  new Promise((resolve) => {
    coreWaiters.push(resolve);
    self.postMessage({ type: "core" });
  })
);

self.onmessage = async (
  event: MessageEvent<
    { bytes: Uint8Array; fileName: string; options: ConvertOptions } | { core: TesseractCore }
  >,
) => {
  if ("core" in event.data) {
    for (const resolve of coreWaiters.splice(0)) resolve(event.data.core);
    return;
  }
  const { bytes, fileName, options } = event.data;
  try {
    const result = await convertFile(bytes, fileName, {
      ...options,
      onPage: (pagesDone, pageCount) => self.postMessage({ type: "page", pagesDone, pageCount }),
    });
    self.postMessage({ type: "done", result });
  } catch (error) {
    self.postMessage(errorMessage(error));
  }
};
