/**
 * The pages of a document handed out in small runs to whoever is free (the converting thread and its page
 * workers), so a thread that starts late or meets slow pages simply takes fewer runs.
 */
export class PageQueue {
  #next = 1;
  readonly #returned: number[][] = [];

  constructor(readonly pageCount: number, readonly runLength: number) {}

  take(): number[] | undefined {
    const returned = this.#returned.shift();
    if (returned) return returned;
    if (this.#next > this.pageCount) return undefined;
    const from = this.#next;
    this.#next = Math.min(this.pageCount + 1, from + this.runLength);
    return Array.from({ length: this.#next - from }, (_, i) => from + i);
  }

  /** Pages a worker took but did not finish (it failed): someone else converts them. */
  giveBack(pages: number[]) {
    if (pages.length) this.#returned.push(pages);
  }
}
