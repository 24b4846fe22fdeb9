/**
 * At most `limit` jobs at once; the rest wait in arrival order, each for at most `maxWaitMs`. Under overload a
 * caller then learns quickly that there is no room (and can answer 503) instead of every job slowing down.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: Array<{ admit: () => void }> = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaitMs: number,
  ) {}

  /**
   * Resolves true once the job may start (call release() when it ends), false when no place freed up in
   * time or the caller gave up (`signal`) while waiting.
   */
  enter(signal?: AbortSignal): Promise<boolean> {
    if (this.running < this.limit && this.waiting.length === 0) {
      this.running++;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const entry = {
        admit: () => {
          settle();
          this.running++;
          resolve(true);
        },
      };
      const giveUp = () => {
        settle();
        resolve(false);
      };
      const timer = setTimeout(giveUp, this.maxWaitMs);
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", giveUp);
        const at = this.waiting.indexOf(entry);
        if (at !== -1) this.waiting.splice(at, 1);
      };
      signal?.addEventListener("abort", giveUp, { once: true });
      this.waiting.push(entry);
      if (signal?.aborted) giveUp();
    });
  }

  release(): void {
    this.running--;
    this.waiting[0]?.admit();
  }
}
