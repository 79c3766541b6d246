/**
 * Renders and release switches never overlap: the server renderer holds one registration per remote, so a switch
 * waits for the renders in flight (each bounded by SSR_TIMEOUT_MS) and renders arriving meanwhile wait for the
 * switch. Each page is thus rendered with exactly the releases it names in its data block.
 */
export class RenderGate {
  #inFlight = 0;
  #switching: Promise<void> | undefined;
  #drained: (() => void) | undefined;

  async run<T>(render: () => Promise<T>): Promise<T> {
    while (this.#switching) await this.#switching.catch(() => undefined);
    this.#inFlight += 1;
    try {
      return await render();
    } finally {
      this.#inFlight -= 1;
      if (this.#inFlight === 0) this.#drained?.();
    }
  }

  /** Runs `change` once no render is in flight; switches run one after the other. */
  async switch(change: () => void | Promise<void>): Promise<void> {
    const previous = this.#switching ?? Promise.resolve();
    const current = previous
      .catch(() => undefined)
      .then(async () => {
        if (this.#inFlight > 0) await new Promise<void>((resolve) => (this.#drained = resolve));
        this.#drained = undefined;
        await change();
      });
    this.#switching = current;
    try {
      await current;
    } finally {
      if (this.#switching === current) this.#switching = undefined;
    }
  }
}
