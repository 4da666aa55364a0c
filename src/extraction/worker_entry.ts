/// <reference lib="deno.worker" />
import { convertFile } from "./convert.ts";
import { type RecognizeReply, recognizeThroughParent } from "./ocr/relay.ts";
import { errorMessage, throttledProgress } from "./supervision.ts";
import type { ConvertOptions } from "./types.ts";

// OCR runs in the process that started this worker (see engine.ts): each page's pixels go there and its words
// come back.
const answered = recognizeThroughParent((request) => self.postMessage(request));

type Incoming = { bytes: Uint8Array; fileName: string; options: ConvertOptions } | RecognizeReply;

self.onmessage = async (event: MessageEvent<Incoming>) => {
  if ("recognized" in event.data) return answered(event.data);
  const { bytes, fileName, options } = event.data;
  try {
    const result = await convertFile(bytes, fileName, {
      ...options,
      onPage: throttledProgress((message) => self.postMessage(message)),
    });
    self.postMessage({ type: "done", result });
  } catch (error) {
    self.postMessage(errorMessage(error));
  }
};
