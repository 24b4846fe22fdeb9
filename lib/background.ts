/**
 * Work that runs after the response, so that neither the answer nor how long it takes depends on it (a
 * reset email, say, which would reveal whether an account exists). Failures are logged.
 */
const pending = new Set<Promise<void>>();

export function runAfterResponse(label: string, task: () => Promise<unknown>): void {
  const run = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await task();
    } catch (error) {
      console.error(`${label} failed:`, error);
    }
  })();
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Resolves once every task started so far has finished (tests, and a server that is shutting down). */
export async function backgroundIdle(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
