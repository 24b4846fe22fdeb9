import { monitorEventLoopDelay } from "node:perf_hooks";
import { beforeAll, describe, expect, it } from "vitest";
import { detect } from "@/lib/detector";
import { rewriteText } from "@/lib/rewriter";
import { ADVERSARIAL_UNITS, adversarialText } from "@/tests/support/adversarial";
import { call, useTempDatabase } from "@/tests/support/requests";
import { finishRewrite, proViewer } from "@/tests/support/viewers";
import { proseOfWords } from "@/tests/rewriter/fixtures";

type Handler = Parameters<typeof call>[0];
let rewrite: Handler;
let detectRoute: Handler;
let beginRewrite: typeof import("@/lib/tools/rewrite").beginRewrite;
let ipCounter = 0;
const freshIp = () => `198.51.102.${++ipCounter}`;

const pro = proViewer("pro-limits", "192.0.2.9");

beforeAll(async () => {
  await useTempDatabase({ ANON_IP_DAILY_CEILING: "1000" });
  rewrite = (await import("@/app/api/getResponseToAPrompt/route")).POST as Handler;
  detectRoute = (await import("@/app/api/getAiDetectionScore/route")).POST as Handler;
  ({ beginRewrite } = await import("@/lib/tools/rewrite"));
  // The server starts its engine pools before it listens (server/index.ts); reading the rewriter's tables then
  // is start-up work, not a request's.
  (await import("@/lib/workers/pool")).warmEnginePools();
});

describe("input limits", () => {
  it("refuses a 100,000-character text with no separator a reader sees: 413 with the word-limit message", async () => {
    for (const [route, body] of [
      [rewrite, { prompt: "a.".repeat(50_000) }],
      [detectRoute, { text: "?!".repeat(50_000) }],
    ] as const) {
      const { res, status } = await call(route, "/api/x", body, { ip: freshIp() });
      expect(status).toBe(413);
      const { error } = await res.json();
      expect(error).toMatchObject({ code: "word_limit", message: expect.stringContaining("It seems like you've hit the word limit.") });
    }
  });

  it("refuses 14,707 words joined by an invisible space, which used to pass as one word", async () => {
    const { res, status } = await call(
      rewrite,
      "/api/getResponseToAPrompt",
      { prompt: Array.from({ length: 14_707 }, () => "word").join("\u200B") },
      { ip: freshIp() },
    );
    expect(status).toBe(413);
    expect((await res.json()).error).toMatchObject({ code: "word_limit", words: 14_707 });
  });

  it("refuses a body over 1 MB with 413, whether it declares its length or comes in chunks", async () => {
    const { NextRequest } = await import("next/server");
    const big = JSON.stringify({ text: "x".repeat(1_100_000) });
    const declared = await detectRoute(
      new NextRequest("http://localhost/api/getAiDetectionScore", {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(big.length) },
        body: big,
      }),
    );
    expect(declared.status).toBe(413);
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        if (sent > 50 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const init = { method: "POST", headers: { "content-type": "application/json" }, body: chunked, duplex: "half" };
    const streamed = await detectRoute(
      new NextRequest("http://localhost/api/getAiDetectionScore", init as ConstructorParameters<typeof NextRequest>[1]),
    );
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error.code).toBe("request_too_large");
    // It stopped reading soon after the limit, not at the end of the 50 MB stream.
    expect(sent).toBeLessThan(3 * 1024 * 1024);
  });
});

describe("one long job never holds up other requests", () => {
  it("keeps the request thread free while the engines read worst-case texts at the largest allowed size", async () => {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    await Promise.all([
      ...["?!", "'", "“", "..."].map(async (unit) => {
        const { status } = await call(detectRoute, "/api/getAiDetectionScore", { text: adversarialText(unit, 42_000) }, { ip: freshIp() });
        expect(status).toBe(200);
      }),
      ...["...", "a.b", "a-", "A"].map(async (unit) => {
        const outcome = await finishRewrite(
          await beginRewrite(pro, {
            text: adversarialText(unit, 45_000),
            options: {},
            humanize: true,
            rephraseType: "Rewriter",
            model: "lumenaris",
          }),
        );
        expect(outcome).toMatchObject({ response: expect.any(String) });
      }),
    ]);
    // A block that ends a request is measured only when the monitor's timer next fires: the test's own continuation runs first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    loop.disable();
    // Each of these took seconds on the request thread; now the thread only waits for the workers.
    expect(loop.max / 1e6).toBeLessThan(250);
  });
});

describe("the engines on adversarial text", () => {
  const LENGTH = 40_000;
  const fastest = (run: () => void, times: number) => {
    let best = Infinity;
    for (let i = 0; i < times; i++) {
      const start = performance.now();
      run();
      best = Math.min(best, performance.now() - start);
    }
    return best;
  };

  it("take about as long as on ordinary prose of the same length, never quadratically longer", () => {
    const prose = proseOfWords(LENGTH / 5).slice(0, LENGTH);
    const request = (text: string) => ({
      text,
      options: {},
      humanize: true,
      rephraseType: "Rewriter" as const,
      model: "lumenaris" as const,
    });
    const baseline = { detect: fastest(() => detect(prose), 3), rewrite: fastest(() => rewriteText(request(prose)), 3) };
    const slow: string[] = [];
    for (const unit of ADVERSARIAL_UNITS) {
      const text = adversarialText(unit, LENGTH);
      // A linear pass costs about what prose costs; the quadratic ones cost 100 to 1,000 times more.
      const budget = (base: number) => 10 * base + 50;
      const detectMs = fastest(() => detect(text), 1);
      const rewriteMs = fastest(() => rewriteText(request(text)), 1);
      if (detectMs > budget(baseline.detect) && fastest(() => detect(text), 2) > budget(baseline.detect))
        slow.push(`detect ${JSON.stringify(unit)}: ${detectMs.toFixed(0)} ms`);
      if (rewriteMs > budget(baseline.rewrite) && fastest(() => rewriteText(request(text)), 2) > budget(baseline.rewrite))
        slow.push(`rewrite ${JSON.stringify(unit)}: ${rewriteMs.toFixed(0)} ms`);
    }
    expect(slow, `prose: detect ${baseline.detect.toFixed(0)} ms, rewrite ${baseline.rewrite.toFixed(0)} ms`).toEqual([]);
  }, 120_000);
});
