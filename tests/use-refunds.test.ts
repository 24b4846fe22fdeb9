import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, loadAccountRoutes } from "./support/accounts";
import { call, useTempDatabase } from "./support/requests";
import { startSlowProvider } from "./support/slow-provider";

type Handler = Parameters<typeof call>[0];
let rewrite: Handler;
let quota: Handler;
let accounts: Awaited<ReturnType<typeof loadAccountRoutes>>;
let provider: Awaited<ReturnType<typeof startSlowProvider>>;

beforeAll(async () => {
  provider = await startSlowProvider();
  await useTempDatabase({
    OPENAI_BASE_URL: provider.baseUrl,
    OPENAI_API_KEY: "sk-test",
    OPENAI_TIMEOUT_MS: "5000",
  });
  rewrite = (await import("@/app/api/getResponseToAPrompt/route")).POST as Handler;
  quota = (await import("@/app/api/quota/route")).GET as Handler;
  accounts = await loadAccountRoutes();
});
afterAll(() => provider.close());

const usesLeft = async (cookie: string, ip: string) =>
  (await (await call(quota, "/api/quota", undefined, { cookie, ip })).res.json()).usesLeft;

/** A rewrite the client gives up on: it reads the first piece, then goes away. */
async function rewriteThenLeave(cookie: string, ip: string) {
  const client = new AbortController();
  const res = await rewrite(
    new NextRequest("http://localhost/api/getResponseToAPrompt", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", cookie, "x-forwarded-for": ip },
      body: JSON.stringify({ prompt: "The committee met on Tuesday to review the budget, and it delayed the vote." }),
      signal: client.signal,
    }),
  );
  const reader = res.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toContain("The first words");
  client.abort();
  await reader.cancel();
}

describe("a use of the daily allowance", () => {
  it("is spent once the engine has started, even when the client goes away before the answer", async () => {
    const ip = "198.51.103.1";
    const first = await call(quota, "/api/quota", undefined, { ip });
    const cookie = first.cookie!;
    expect(await usesLeft(cookie, ip)).toBe(5);
    const callsBefore = provider.state.calls;
    for (let i = 0; i < 3; i++) await rewriteThenLeave(cookie, ip);
    expect(provider.state.calls - callsBefore).toBe(3);
    expect(await usesLeft(cookie, ip)).toBe(2);
  });

  it("comes back when the engine fails", async () => {
    const ip = "198.51.103.2";
    const cookie = (await call(quota, "/api/quota", undefined, { ip })).cookie!;
    provider.state.behaviour = "fail";
    try {
      const { status } = await call(
        rewrite,
        "/api/getResponseToAPrompt",
        { prompt: "The committee met on Tuesday to review the budget." },
        { cookie, ip },
      );
      expect(status).toBe(502);
    } finally {
      provider.state.behaviour = "hold";
    }
    expect(await usesLeft(cookie, ip)).toBe(5);
  });
});

describe("a rewrite that changes almost nothing", () => {
  const TEXT =
    "Maybe the committee met on Tuesday to review the budget, and it delayed the vote until the auditors had reported back on the spending of the last two years.";

  /** Signs up and logs in a new account; its session cookie. */
  async function signedIn(email: string, ip: string): Promise<string> {
    await call(
      accounts.auth,
      "/action/auth",
      { authType: "email", opType: "signup", email, password: "abc12345", fullName: "Ada" },
      { ip },
    );
    await call(accounts.verify, "/action/verify-code", { email, code: await latestCode(email), password: "abc12345" }, { ip });
    return (await call(accounts.auth, "/action/auth", { authType: "email", opType: "login", email, password: "abc12345" }, { ip })).cookie!;
  }

  async function rewriteWithAnswer(answer: string, cookie: string, ip: string) {
    provider.state.behaviour = { answer };
    try {
      const { status, res } = await call(rewrite, "/api/getResponseToAPrompt", { prompt: TEXT }, { cookie, ip });
      expect(status).toBe(200);
      return res.json();
    } finally {
      provider.state.behaviour = "hold";
    }
  }

  it("spends no use, says so, and is not saved to history; a real rewrite is", async () => {
    const ip = "198.51.103.3";
    const cookie = await signedIn("slight@example.com", ip);
    const history = async () => (await (await call(accounts.historyGet, "/action/history", undefined, { cookie })).res.json()).documents;

    const oneWord = await rewriteWithAnswer(TEXT.replace("Maybe", "Perhaps"), cookie, ip);
    expect(oneWord).toMatchObject({ response: TEXT.replace("Maybe", "Perhaps"), usesLeft: 5, unchanged: true });
    expect(oneWord.notice).toBe("This rewrite changed only 1 word, so it did not use up a rewrite and is not saved to your history.");
    const twoWords = await rewriteWithAnswer(TEXT.replace("Maybe", "Perhaps").replace("delayed", "postponed"), cookie, ip);
    expect(twoWords).toMatchObject({ usesLeft: 5, unchanged: true });
    expect(await usesLeft(cookie, ip)).toBe(5);
    expect(await history()).toEqual([]);

    const threeWords = TEXT.replace("Maybe", "Perhaps").replace("delayed", "postponed").replace("reported back", "reported");
    const real = await rewriteWithAnswer(threeWords, cookie, ip);
    expect(real.usesLeft).toBe(4);
    expect(real.unchanged).toBeUndefined();
    expect(real.notice).toBeUndefined();
    expect(await usesLeft(cookie, ip)).toBe(4);
    expect((await history()).map((entry: { response: string }) => entry.response)).toEqual([threeWords]);
  });
});
