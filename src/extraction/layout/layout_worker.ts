/// <reference lib="deno.worker" />
// A thread that lays out pages (layout_thread.ts): each page's content in, its blocks out. Spoken to directly,
// or through a port its parent hands it when it works for a conversion worker.
import { pageBlocks } from "./page_blocks.ts";
import type { LayoutReply, LayoutRequest } from "./layout_thread.ts";

const serve = (endpoint: { postMessage(reply: LayoutReply): void }) => (request: LayoutRequest) => {
  if ("close" in request) return self.close();
  let reply: LayoutReply;
  try {
    reply = { id: request.id, blocks: pageBlocks(request.page, request.options) };
  } catch (error) {
    reply = { id: request.id, error: (error as Error)?.message ?? String(error) };
  }
  endpoint.postMessage(reply);
};

const direct = serve(self);
self.onmessage = (event: MessageEvent<LayoutRequest | { port: MessagePort }>) => {
  if ("port" in event.data) {
    const port = event.data.port, answer = serve(port);
    port.onmessage = (message: MessageEvent<LayoutRequest>) => answer(message.data);
    port.postMessage({ ready: true });
  } else direct(event.data);
};
// Loaded: the pages sent from now on are laid out at once (see LayoutThread.layOut). Through a port, once it
// has come.
self.postMessage({ ready: true });
