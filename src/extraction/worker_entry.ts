/// <reference lib="deno.worker" />
import { convertFile } from "./convert.ts";
import { type RecognizeReply, recognizeThroughParent } from "./ocr/relay.ts";
import { layoutThreadsFromParent, parentLayoutFailed } from "./layout/layout_ports.ts";
import { errorMessage, throttledProgress } from "./supervision.ts";
import type { ConvertOptions } from "./types.ts";

// OCR runs in the process that started this worker (see engine.ts): each page's pixels go there and its words
// come back.
const answered = recognizeThroughParent((request) => self.postMessage(request));

// So are its long documents' pages laid out (see layout_thread.ts): the parent starts the thread and hands
// back a port to it.
const portsWanted: ((port: MessagePort | null) => void)[] = [];
layoutThreadsFromParent(() =>
  new Promise((resolve) => {
    portsWanted.push(resolve);
    self.postMessage({ type: "layout" });
  })
);

type Incoming =
  | { bytes: Uint8Array; fileName: string; options: ConvertOptions }
  | RecognizeReply
  | { layoutPort: MessagePort | null }
  | { layoutFailed: string };

self.onmessage = async (event: MessageEvent<Incoming>) => {
  if ("recognized" in event.data) return answered(event.data);
  if ("layoutPort" in event.data) return portsWanted.shift()?.(event.data.layoutPort);
  if ("layoutFailed" in event.data) return parentLayoutFailed(event.data.layoutFailed);
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
