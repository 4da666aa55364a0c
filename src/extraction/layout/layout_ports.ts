/**
 * Starting a layout thread (layout_thread.ts), kept apart from the layout itself so that neither the thread
 * that starts one nor a conversion worker's parent loads the layout to do it. A conversion worker gets its
 * thread from the thread that started it: a worker's own workers start slowly in Deno (half a second to a
 * second before they run), the parent's at once.
 */
const layoutWorkerUrl = new URL("./layout_worker.ts", import.meta.url);

/** What a layout thread is spoken to through (its Worker, or a port the parent connected to it). */
export interface LayoutEndpoint {
  port: {
    postMessage(message: unknown): void;
    onmessage: ((event: MessageEvent) => void) | null;
  };
  end(): void;
  /** Calls `listener` when the thread cannot answer any more (it failed to start, or crashed). */
  onFailure(listener: (reason: string) => void): void;
}

let fromParent: (() => Promise<MessagePort | null>) | undefined;
const parentFailures = new Set<(reason: string) => void>();
let started: Promise<LayoutEndpoint | undefined> | undefined;

/**
 * In a conversion worker: layout threads come from the parent, through ports `request` asks it for (null when
 * the parent could start none; `request` undefined: this thread starts its own again).
 */
export function layoutThreadsFromParent(request: (() => Promise<MessagePort | null>) | undefined) {
  fromParent = request;
}

/** In a conversion worker, the parent's report that the layout thread it started failed. */
export function parentLayoutFailed(reason: string) {
  for (const listener of parentFailures) listener(reason);
}

function ownThread(): LayoutEndpoint {
  const worker = new Worker(layoutWorkerUrl, { type: "module" });
  const listeners: ((reason: string) => void)[] = [];
  worker.onerror = (event) => {
    event.preventDefault();
    for (const listener of listeners) listener(event.message);
  };
  return { port: worker, end: () => worker.terminate(), onFailure: (listener) => listeners.push(listener) };
}

async function parentThread(request: () => Promise<MessagePort | null>): Promise<LayoutEndpoint> {
  const port = await request();
  if (!port) throw new Error("The parent started no layout thread");
  const listeners = new Set<(reason: string) => void>();
  const failed = (reason: string) => listeners.forEach((listener) => listener(reason));
  parentFailures.add(failed);
  return {
    port,
    end: () => {
      parentFailures.delete(failed);
      port.postMessage({ close: true });
      port.close();
    },
    onFailure: (listener) => listeners.add(listener),
  };
}

/**
 * Starts a layout thread now, to be taken by `takeLayoutThread`: a long PDF's conversion asks for it before
 * pdf.js has loaded, so the thread loads the layout meanwhile on another core.
 */
export function startLayoutThread() {
  started ??= newThread();
}

/**
 * A thread that cannot be started (a runtime without workers, or not allowed them) is no thread: the pages
 * are then laid out on the converting thread.
 */
async function newThread(): Promise<LayoutEndpoint | undefined> {
  try {
    return fromParent ? await parentThread(fromParent) : ownThread();
  } catch {
    return undefined;
  }
}

/** The thread `startLayoutThread` started (starting one if it was not), now the caller's to end. */
export function takeLayoutThread(): Promise<LayoutEndpoint | undefined> {
  startLayoutThread();
  const taken = started!;
  started = undefined;
  return taken;
}

/** Ends a thread started and never taken (the document was short after all). */
export function endUntakenLayoutThread() {
  const untaken = started;
  started = undefined;
  untaken?.then((endpoint) => endpoint?.end());
}

/**
 * In the thread that started a conversion worker: a layout thread for it, and the port the worker speaks to
 * it through. The thread ends when the worker sends it "close" through the port, or with `stop`; `failed`
 * hears of it if it cannot start or crashes, which the worker could not tell from a thread still at work.
 */
export function layoutThreadFor(failed: (reason: string) => void): { port: MessagePort; stop(): void } {
  const worker = new Worker(layoutWorkerUrl, { type: "module" });
  worker.onerror = (event) => {
    event.preventDefault();
    failed(event.message);
  };
  const { port1, port2 } = new MessageChannel();
  worker.postMessage({ port: port1 }, [port1]);
  return { port: port2, stop: () => worker.terminate() };
}
