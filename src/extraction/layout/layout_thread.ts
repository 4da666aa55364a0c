import type { PageContent } from "../types.ts";
import type { Block } from "./blocks.ts";
import { type LayoutEndpoint, takeLayoutThread } from "./layout_ports.ts";
import { pageBlocks } from "./page_blocks.ts";

type LayoutOptions = Parameters<typeof pageBlocks>[1];

/** Pages on their way to the thread or back at most: enough to keep both threads busy. */
const IN_FLIGHT = 8;
/** A page of more text runs and rules than this is laid out on the caller's thread (see `layOut`). */
const HEAVY_PARTS = 2000;

export type LayoutRequest = { id: number; page: PageContent; options: LayoutOptions } | { close: true };
export type LayoutReply = { id: number; blocks: Block[] } | { id: number; error: string };

/**
 * A long text PDF's pages laid out on a thread of their own (layout_worker.ts), beside the thread pdf.js
 * reads them on: on the 500-page benchmark the layout was two fifths of that thread's work, and sending a
 * page's text over and its blocks back costs a quarter of laying it out. A page the thread does not lay out
 * (it failed, or it is gone) is laid out on the caller's thread instead, so nothing is lost with it.
 */
export class LayoutThread {
  readonly #pending = new Map<number, (reply: LayoutReply) => void>();
  /** Callers waiting for fewer pages to be in flight (see `layOut`). */
  readonly #waiting: (() => void)[] = [];
  #next = 0;
  #gone = false;
  /** The thread has loaded the layout (it says so first). */
  #ready = false;

  private constructor(readonly endpoint: LayoutEndpoint) {
    endpoint.port.onmessage = (event: MessageEvent<LayoutReply | { ready: true }>) => {
      if ("ready" in event.data) {
        this.#ready = true;
        return;
      }
      this.#pending.get(event.data.id)?.(event.data);
      this.#pending.delete(event.data.id);
      this.#waiting.shift()?.();
    };
    endpoint.onFailure((reason) => this.#fail(reason));
  }

  /** The layout thread started for this conversion (see layout_ports.ts), or undefined if none could be. */
  static async take(): Promise<LayoutThread | undefined> {
    const endpoint = await takeLayoutThread();
    return endpoint && new LayoutThread(endpoint);
  }

  /** What waits on the thread, and whatever comes later, is laid out here. */
  #fail(reason: string) {
    this.#gone = true;
    for (const [id, answer] of this.#pending) answer({ id, error: reason });
    this.#pending.clear();
    for (const wake of this.#waiting.splice(0)) wake();
  }

  /**
   * Sends `page` to the thread, once fewer than IN_FLIGHT pages are on their way (so the caller reads no
   * further ahead), and resolves with its blocks to come. A page of more than HEAVY_PARTS text runs and rules
   * (a drawing's) is laid out here at once: on the thread, 25 of them took an architect's PDF 50 to 100 MB
   * higher than laid out here, the thread's heap growing beside this one's.
   */
  async layOut(page: PageContent, options: LayoutOptions): Promise<{ blocks: Promise<Block[]> }> {
    if (!this.#ready || page.items.length + page.rules.length > HEAVY_PARTS) {
      return { blocks: Promise.resolve().then(() => pageBlocks(page, options)) };
    }
    while (!this.#gone && this.#pending.size >= IN_FLIGHT) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    return { blocks: this.pageBlocks(page, options) };
  }

  /** A page's blocks, laid out on the thread (here, if the thread is gone or fails it). */
  async pageBlocks(page: PageContent, options: LayoutOptions): Promise<Block[]> {
    if (this.#gone) return pageBlocks(page, options);
    const id = this.#next++;
    const reply = await new Promise<LayoutReply>((resolve) => {
      this.#pending.set(id, resolve);
      const request: LayoutRequest = { id, page, options: { skipImages: options.skipImages } };
      this.endpoint.port.postMessage(request);
    });
    return "blocks" in reply ? reply.blocks : pageBlocks(page, options);
  }

  close() {
    this.#fail("closed");
    this.endpoint.end();
  }
}
