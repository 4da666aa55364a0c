/**
 * The channel between pdf.js's API and its parser when both run in this thread.
 *
 * pdf.js's own in-thread channel structured-clones every message, as a real worker boundary would. For a
 * text page that means copying the whole operator list, glyph objects included: about an eighth of a long
 * text PDF's conversion went to those copies. Here both ends share one thread and one heap, so a message is
 * handed over as it is, with the two exceptions where the sender goes on using what it sent:
 *
 * - A chunk of a stream (an operator list, a page's text): the parser empties or replaces the chunk's arrays
 *   once it is sent (OperatorList.flush empties fnArray and argsArray in place; getTextContent gives its
 *   chunk new items), so the receiver gets a copy of the chunk and of its arrays. The entries are not
 *   touched again.
 * - Any other message from the parser that transfers buffers (decoded images): it is cloned with the
 *   transfer, so the parser's caches let go of the pixels as they would across a real worker.
 *
 * What the API transfers (the document's bytes, once: a copy openPdf makes for pdf.js) it gives up, as it would
 * to a real worker: it is handed over as it is. Cloning it would also cost the first clone's start-up (Deno
 * loads its serializer then), about 10 ms.
 *
 * A chunk's transfers (text matrices, path coordinates, small inline images) are buffers the parser gives up
 * when it sends them: it never reads them again, or it would fail across a real worker, where they arrive
 * detached. They are handed over without the clone.
 */
type Listener = (event: { data: unknown }) => void;

/** A copy of a stream chunk, its arrays copied too, so the sender's later changes do not reach it. */
function copyChunk(chunk: object): object {
  const copy: Record<string, unknown> = { ...chunk };
  for (const [key, value] of Object.entries(copy)) if (Array.isArray(value)) copy[key] = [...value];
  return copy;
}

function handOver(data: unknown, transfer: Transferable[] | undefined, cloneTransfers: boolean): unknown {
  const chunk = (data as { chunk?: unknown } | null)?.chunk;
  if (chunk && typeof chunk === "object") return { ...data as object, chunk: copyChunk(chunk) };
  return cloneTransfers && transfer?.length ? structuredClone(data, { transfer }) : data;
}

/** One end of the channel: what it posts reaches the other end's listeners, in order, a microtask later. */
class PortEnd {
  readonly #listeners = new Map<Listener, () => void>();
  peer?: PortEnd;

  constructor(readonly cloneTransfers: boolean) {}

  postMessage(data: unknown, transfer?: Transferable[]) {
    const event = { data: handOver(data, transfer, this.cloneTransfers) };
    const peer = this.peer;
    if (!peer) return;
    queueMicrotask(() => {
      for (const listener of [...peer.#listeners.keys()]) listener.call(peer, event);
    });
  }

  addEventListener(_type: "message", listener: Listener, options?: { signal?: AbortSignal }) {
    const signal = options?.signal;
    if (signal?.aborted) return;
    const remove = () => this.removeEventListener("message", listener);
    signal?.addEventListener("abort", remove, { once: true });
    this.#listeners.set(listener, () => signal?.removeEventListener("abort", remove));
  }

  removeEventListener(_type: "message", listener: Listener) {
    this.#listeners.get(listener)?.();
    this.#listeners.delete(listener);
  }

  terminate() {
    for (const stopListening of this.#listeners.values()) stopListening();
    this.#listeners.clear();
  }
}

/** Two connected ends: one for pdf.js's API (`PDFWorker`'s port), one for its parser. */
export function directPorts(): { api: PortEnd; parser: PortEnd } {
  const api = new PortEnd(false), parser = new PortEnd(true);
  api.peer = parser;
  parser.peer = api;
  return { api, parser };
}
