import type Piscina from "piscina";
import { beforeAll, describe, expect, it } from "vitest";
import { proseOfWords } from "@/tests/rewriter/fixtures";
import { useTempDatabase } from "@/tests/support/requests";

let pool: typeof import("@/lib/workers/pool");
const detectorThreads = () =>
  (globalThis as { enginePools?: { detector?: Piscina } }).enginePools!.detector!.threads.map((thread) => thread.threadId).sort();

beforeAll(async () => {
  await useTempDatabase();
  pool = await import("@/lib/workers/pool");
  pool.warmEnginePools();
});

describe("a check whose caller leaves", () => {
  it("answers the caller at once and keeps the checks' threads: starting one again takes far longer than the check", async () => {
    const text = proseOfWords(5000);
    await pool.detectAllInPool([text, text]);
    const threads = detectorThreads();
    const left = new AbortController();
    const checking = pool.detectAllInPool([text], left.signal);
    // Long enough for the thread to have started the check (5,000 words take tens of milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 5));
    left.abort();
    await expect(checking).rejects.toMatchObject({ name: "AbortError" });
    await pool.detectAllInPool([text, text]);
    expect(detectorThreads()).toEqual(threads);
  });

  it("is not started when its caller left before it was handed over", async () => {
    const left = new AbortController();
    left.abort();
    await expect(pool.detectAllInPool(["A short text to check."], left.signal)).rejects.toMatchObject({ name: "AbortError" });
  });
});
