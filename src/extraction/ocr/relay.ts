import type { Page } from "tesseract.js";
import type { GreyImage } from "../image/raster.ts";
import { recognize, recognizeElsewhere, type RecognizeOptions } from "./engine.ts";

/** A page a worker asks the thread that started it to read with OCR. */
export interface RecognizeRequest {
  type: "recognize";
  id: number;
  image: GreyImage;
  options: RecognizeOptions;
}

/** The answer to a RecognizeRequest: the page's words, or why they could not be read. */
export interface RecognizeReply {
  recognized: number;
  page?: Page;
  error?: string;
}

/**
 * Inside a worker: every recognition is sent to the thread that started it (see recognizeElsewhere for why),
 * which answers with `answerRecognition`. The pixels are copied, not transferred: the page is read again here
 * (its rules, its table cells). `post` is the worker's postMessage; the handler returned takes the answers from
 * the worker's onmessage.
 */
export function recognizeThroughParent(
  post: (request: RecognizeRequest) => void,
): (reply: RecognizeReply) => void {
  const waiting = new Map<number, { resolve(page: Page): void; reject(error: Error): void }>();
  let nextId = 0;
  recognizeElsewhere((image, options) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      post({ type: "recognize", id, image, options });
    })
  );
  return ({ recognized, page, error }) => {
    const request = waiting.get(recognized);
    waiting.delete(recognized);
    if (page) request?.resolve(page);
    else request?.reject(new Error(error ?? "OCR failed"));
  };
}

/** In the thread that started `worker`: reads its page with this thread's OCR and answers while `wanted`. */
export function answerRecognition(worker: Worker, request: RecognizeRequest, wanted: () => boolean) {
  const answer = (reply: RecognizeReply) => wanted() && worker.postMessage(reply);
  recognize(request.image, request.options).then(
    (page) => answer({ recognized: request.id, page }),
    (error) => answer({ recognized: request.id, error: error instanceof Error ? error.message : `${error}` }),
  );
}
