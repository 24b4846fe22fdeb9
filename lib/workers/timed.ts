/** A worker task's result with the time it took in its thread (wall clock, so a slowed thread shows as slower). */
export interface Timed<T> {
  value: T;
  ms: number;
}

export function timed<T>(work: () => T): Timed<T> {
  const start = performance.now();
  const value = work();
  return { value, ms: performance.now() - start };
}

export async function timedAsync<T>(work: () => Promise<T>): Promise<Timed<T>> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}
