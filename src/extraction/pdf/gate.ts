/** Lets one caller through at a time, in the order they came. */
export class Gate {
  #last: Promise<void> = Promise.resolve();

  /** Waits for its turn; resolves with the function that ends it (which may be called more than once). */
  async enter(): Promise<() => void> {
    let open!: () => void;
    const turn = new Promise<void>((resolve) => (open = resolve));
    const before = this.#last;
    this.#last = before.then(() => turn);
    await before;
    return open;
  }
}
