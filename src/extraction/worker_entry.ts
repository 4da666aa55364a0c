/// <reference lib="deno.worker" />
import { convertFile } from "./convert.ts";
import { type ConvertOptions, ExtractionError } from "./types.ts";

self.onmessage = async (
  event: MessageEvent<{ bytes: Uint8Array; fileName: string; options: ConvertOptions }>,
) => {
  const { bytes, fileName, options } = event.data;
  try {
    const result = await convertFile(bytes, fileName, {
      ...options,
      onPage: (pagesDone, pageCount) => self.postMessage({ type: "page", pagesDone, pageCount }),
    });
    self.postMessage({ type: "done", result });
  } catch (error) {
    self.postMessage({
      type: "error",
      code: error instanceof ExtractionError ? error.code : undefined,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
