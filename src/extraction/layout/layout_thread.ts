import type { PageContent } from "../types.ts";
import type { Block } from "./blocks.ts";
import { type LayoutEndpoint, takeLayoutThread } from "./layout_ports.ts";
import { pageBlocks } from "./page_blocks.ts";

type LayoutOptions = Parameters<typeof pageBlocks>[1];

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
  #next = 0;
  #gone = false;

  private constructor(readonly endpoint: LayoutEndpoint) {
    endpoint.port.onmessage = (event: MessageEvent<LayoutReply>) => {
      this.#pending.get(event.data.id)?.(event.data);
      this.#pending.delete(event.data.id);
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
  }

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
