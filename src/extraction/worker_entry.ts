/// <reference lib="deno.worker" />
import type { Page } from "tesseract.js";
import { convertFile } from "./convert.ts";
import type { GreyImage } from "./image/raster.ts";
import { recognizeElsewhere, type RecognizeOptions } from "./ocr/engine.ts";
import { errorMessage } from "./supervision.ts";
import type { ConvertOptions } from "./types.ts";

// OCR runs in the process that started this worker (see engine.ts): each page's pixels go there and its words
// come back. The pixels are copied, not transferred: the page is read again here (its rules, its table cells).
const recognitions = new Map<number, { resolve(page: Page): void; reject(error: Error): void }>();
let nextRecognition = 0;
recognizeElsewhere((image: GreyImage, options: RecognizeOptions) =>
  new Promise((resolve, reject) => {
    const id = nextRecognition++;
    recognitions.set(id, { resolve, reject });
    self.postMessage({ type: "recognize", id, image, options });
  })
);

type Incoming =
  | { bytes: Uint8Array; fileName: string; options: ConvertOptions }
  | { recognized: number; page?: Page; error?: string };

self.onmessage = async (event: MessageEvent<Incoming>) => {
  if ("recognized" in event.data) {
    const { recognized, page, error } = event.data;
    const waiting = recognitions.get(recognized);
    recognitions.delete(recognized);
    if (page) waiting?.resolve(page);
    else waiting?.reject(new Error(error ?? "OCR failed"));
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
