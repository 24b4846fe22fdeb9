import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@/lib/messages";
import { call, useTempDatabase } from "@/tests/support/requests";

type Handler = Parameters<typeof call>[0];
let rewrite: Handler;
let detect: Handler;
let quota: Handler;

const PROSE =
  "In today's fast-paced world, it is important to note that technology plays a crucial role in our daily lives. " +
  "Furthermore, many people use online tools to manage their schedules and stay in touch with friends and family.";
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

beforeAll(async () => {
  await useTempDatabase({ ANON_IP_DAILY_CEILING: "8" });
  rewrite = (await import("@/app/api/getResponseToAPrompt/route")).POST as Handler;
  detect = (await import("@/app/api/getAiDetectionScore/route")).POST as Handler;
  quota = (await import("@/app/api/quota/route")).GET as Handler;
});

let ipCounter = 0;
/** A fresh visitor: its own IP, no cookie yet. */
const freshIp = () => `198.51.100.${++ipCounter}`;

describe("POST /api/getResponseToAPrompt", () => {
  it("rewrites text, scores it, spends one use and sets the anonymous cookie", async () => {
    const { res, status, cookie, setCookie } = await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE }, { ip: freshIp() });
    expect(status).toBe(200);
    const body = await res.json();
    expect(body.response).toEqual(expect.any(String));
    expect(body.response).not.toBe(PROSE);
    expect(body.detectionScore).toBeGreaterThanOrEqual(0);
    expect(body.detectionScore).toBeLessThanOrEqual(100);
    expect(body.usesLeft).toBe(4);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/^rs_anon=/);
  });

  it("says so when the offline engine finds no safe change, returns the text as written and spends no use", async () => {
    const prompt = "Great answer thanks for the details! Was there a political component to the job?";
    const { res, status } = await call(rewrite, "/api/getResponseToAPrompt", { prompt }, { ip: freshIp() });
    expect(status).toBe(200);
    const body = await res.json();
    expect(body.response).toBe(prompt);
    expect(body.notice).toEqual(expect.stringContaining("found no change it could make"));
    expect(body.usesLeft).toBe(5);
  });

  it("adds no notice to a result it changed", async () => {
    const { res } = await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE }, { ip: freshIp() });
    expect((await res.json()).notice).toBeUndefined();
  });

  it("streams the text as server-sent events ending with the same fields", async () => {
    const { res, status } = await call(
      rewrite,
      "/api/getResponseToAPrompt",
      { prompt: PROSE },
      { ip: freshIp(), accept: "text/event-stream" },
    );
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const frames = (await res.text()).trim().split("\n\n");
    const events = frames.map((f) => ({ event: /^event: (.*)$/m.exec(f)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(f)?.[1] ?? "null") }));
    const chunks = events.filter((e) => e.event === "chunk");
    expect(chunks.length).toBeGreaterThan(0);
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    expect(chunks.map((c) => c.data.text).join("")).toBe(done?.data.response);
    expect(done?.data).toMatchObject({
      detectionScore: expect.any(Number),
      detectionVerdict: expect.stringMatching(/^(human|mixed|possibly_ai|ai)$/),
      usesLeft: 4,
      servedBy: { kind: "offline" },
      review: [],
    });
  });

  it.each([
    ["a body that is not JSON", undefined, "{not json", "invalid_json"],
    ["a missing prompt", {}, undefined, "invalid_request"],
    ["a blank prompt", { prompt: "   " }, undefined, "invalid_request"],
    ["an unknown option value", { prompt: PROSE, promptOptions: { tone: "Sarcastic" } }, undefined, "invalid_request"],
    ["an unknown model", { prompt: PROSE, selectedModel: "GPT-9" }, undefined, "invalid_request"],
    ["a wrong rephrase type", { prompt: PROSE, rephraseType: "Poet" }, undefined, "invalid_request"],
  ])("answers 400 with a message for %s", async (_name, body, rawBody, code) => {
    const { res, status } = await call(rewrite, "/api/getResponseToAPrompt", body, { ip: freshIp(), rawBody, method: "POST" });
    expect(status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe(code);
    expect(json.error.message).toEqual(expect.any(String));
  });

  it("accepts the spec's unset choices and model titles", async () => {
    const { status } = await call(
      rewrite,
      "/api/getResponseToAPrompt",
      {
        prompt: PROSE,
        promptOptions: { fluency: "Default", audience: "General", language: "English (US)", tone: null },
        selectedModel: "Pulse 3.0",
        isHumanizeEnabled: true,
        rephraseType: "Humanizer",
      },
      { ip: freshIp() },
    );
    expect(status).toBe(200);
  });

  it("refuses text over the free word limit with 413 and spends nothing", async () => {
    const ip = freshIp();
    const { res, status, cookie } = await call(rewrite, "/api/getResponseToAPrompt", { prompt: words(251) }, { ip });
    expect(status).toBe(413);
    const json = await res.json();
    expect(json.error).toMatchObject({ code: "word_limit", limit: 250, words: 251 });
    expect(json.error.message).toContain(MESSAGES.wordLimit.content);
    const left = await call(quota, "/api/quota", undefined, { ip, cookie });
    expect((await left.res.json()).usesLeft).toBe(5);
  });

  it("tells the browser the offline engine is in use, so it can show the languages it cannot write as unavailable", async () => {
    const { res } = await call(quota, "/api/quota", undefined, { ip: freshIp() });
    expect(await res.json()).toMatchObject({ usesLeft: 5, pro: false, engine: "offline" });
  });

  it("refuses a Pro-only option for free users with the upgrade message", async () => {
    const { res, status } = await call(
      rewrite,
      "/api/getResponseToAPrompt",
      { prompt: PROSE, promptOptions: { tone: "Persuasive" } },
      { ip: freshIp() },
    );
    expect(status).toBe(403);
    expect((await res.json()).error).toMatchObject({ code: "pro_required", message: MESSAGES.upgrade.content });
  });

  it("explains that other output languages need an AI provider, without spending a use", async () => {
    const ip = freshIp();
    const first = await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE, promptOptions: { language: "English (UK)" } }, { ip });
    expect(first.status).toBe(200);
    // Spanish is a Pro choice; the local engine cannot write it either. A free user hears about Pro first.
    const spanish = await call(
      rewrite,
      "/api/getResponseToAPrompt",
      { prompt: PROSE, promptOptions: { language: "Spanish" } },
      { ip, cookie: first.cookie },
    );
    expect(spanish.status).toBe(403);
    const left = await call(quota, "/api/quota", undefined, { ip, cookie: first.cookie });
    expect((await left.res.json()).usesLeft).toBe(4);
  });
});

describe("the daily allowance", () => {
  it("blocks the sixth use of the day, across tools, with the spec's messages", async () => {
    const ip = freshIp();
    const first = await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE }, { ip });
    const cookie = first.cookie;
    for (let i = 0; i < 2; i++)
      expect((await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE }, { ip, cookie })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await call(detect, "/api/getAiDetectionScore", { text: PROSE }, { ip, cookie })).status).toBe(200);
    const sixth = await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE }, { ip, cookie });
    expect(sixth.status).toBe(429);
    expect((await sixth.res.json()).error).toMatchObject({ code: "daily_limit_reached", message: MESSAGES.outOfRewrites, usesLeft: 0 });
    const check = await call(detect, "/api/getAiDetectionScore", { text: PROSE }, { ip, cookie });
    expect(check.status).toBe(429);
    expect((await check.res.json()).error.message).toBe(MESSAGES.outOfChecks);
    expect((await (await call(quota, "/api/quota", undefined, { ip, cookie })).res.json()).usesLeft).toBe(0);
  });

  it("lets exactly five of many simultaneous requests through", async () => {
    const ip = freshIp();
    const { cookie } = await call(quota, "/api/quota", undefined, { ip });
    const results = await Promise.all(
      Array.from({ length: 9 }, () => call(detect, "/api/getAiDetectionScore", { text: PROSE }, { ip, cookie })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
  });

  it("caps anonymous uses per IP address however many fresh cookies arrive", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await call(detect, "/api/getAiDetectionScore", { text: PROSE }, { ip })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it("treats a forged cookie as a new visitor", async () => {
    const ip = freshIp();
    const { status, cookie } = await call(
      detect,
      "/api/getAiDetectionScore",
      { text: PROSE },
      { ip, cookie: "rs_anon=someone-else.forged" },
    );
    expect(status).toBe(200);
    expect(cookie).toMatch(/^rs_anon=/);
    expect(cookie).not.toContain("someone-else");
  });
});

describe("POST /api/getAiDetectionScore", () => {
  it("answers the AI probability in percent with sentence scores", async () => {
    const { res, status } = await call(detect, "/api/getAiDetectionScore", { text: PROSE }, { ip: freshIp() });
    expect(status).toBe(200);
    const body = await res.json();
    expect(body.response).toBeGreaterThanOrEqual(0);
    expect(body.response).toBeLessThanOrEqual(100);
    expect(body.usesLeft).toBe(4);
    expect(body.sentences.length).toBeGreaterThan(0);
    expect(body.sentences[0]).toEqual({ start: 0, end: expect.any(Number), score: expect.any(Number) });
    expect(["human", "mixed", "possibly_ai", "ai"]).toContain(body.verdict);
  });

  it("answers the verdict with how often human writing scores as high, judging a 40-99 word text by its own band", async () => {
    const stock = (n: number) =>
      Array.from(
        { length: n },
        (_, i) =>
          [
            "Furthermore, effective collaboration is crucial for fostering innovation and enhancing productivity across diverse teams.",
            "Moreover, leveraging data-driven insights empowers organizations to navigate complex challenges with confidence.",
            "Ultimately, prioritizing continuous learning ensures sustainable growth in an ever-evolving landscape.",
          ][i % 3],
      ).join(" ");
    const long = await (await call(detect, "/api/getAiDetectionScore", { text: stock(12) }, { ip: freshIp() })).res.json();
    expect(long).toMatchObject({ verdict: "ai", reliable: true, paragraphs: [{ start: 0, end: stock(12).length, verdict: "ai" }] });
    expect(long.humanRate).toBeLessThan(0.01);
    expect(long.humanRateSentence).toMatch(/^Among [\d,]+ human texts of similar length from \d+ kinds of writing, .+ this high\.$/);
    expect(long.wordsForAiVerdict).toBeUndefined();
    expect(long.wordsForLikelyAi).toBeUndefined();
    const short = await (await call(detect, "/api/getAiDetectionScore", { text: stock(4) }, { ip: freshIp() })).res.json();
    expect(short).toMatchObject({ verdict: expect.stringMatching(/^(possibly_ai|ai)$/), reliable: true });
    expect(short.wordsForAiVerdict).toBeUndefined();
    // the shipped bands open every verdict from 40 words ("Likely AI" at a higher score under 100), so no word count is owed
    expect(short.wordsForLikelyAi).toBeUndefined();
    const tiny = await (await call(detect, "/api/getAiDetectionScore", { text: stock(2) }, { ip: freshIp() })).res.json();
    expect(tiny).toMatchObject({ verdict: "mixed", reliable: false, reason: "too_short", humanRate: null, humanRateSentence: null });
  });

  it("allows 2800 words to free users and refuses more with 413", async () => {
    const ip = freshIp();
    expect((await call(detect, "/api/getAiDetectionScore", { text: words(2800) }, { ip })).status).toBe(200);
    const over = await call(detect, "/api/getAiDetectionScore", { text: words(2801) }, { ip });
    expect(over.status).toBe(413);
    expect((await over.res.json()).error).toMatchObject({ code: "word_limit", limit: 2800 });
  });

  it.each([
    ["a missing text", {}],
    ["a blank text", { text: " \n " }],
    ["a text that is not a string", { text: 42 }],
  ])("answers 400 for %s", async (_name, body) => {
    const { res, status } = await call(detect, "/api/getAiDetectionScore", body, { ip: freshIp() });
    expect(status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_request");
  });
});
