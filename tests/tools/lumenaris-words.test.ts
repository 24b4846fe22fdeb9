import type { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { allowanceDate } from "@/components/billing/use-model-allowance";
import { MODEL_WORDS_PER_MONTH, MODEL_WORDS_PER_YEAR } from "@/lib/limits";
import { apiRequest, becomePro, loadApiRoutes, signedInCookie } from "@/tests/support/api";
import { call, useTempDatabase } from "@/tests/support/requests";

// No AI provider is configured here: every rewrite is the offline engine's, whatever model was asked for.
type Handler = (req: NextRequest) => Promise<Response>;
let api: Awaited<ReturnType<typeof loadApiRoutes>>;
let rewrite: Handler;
let quota: Handler;
let createCheckout: Handler;
let pay: Handler;
let subscriptions: (email: string, cookie: string) => Promise<{ current_period_end: number; status: string }[]>;

const PROSE =
  "In today's fast-paced world, it is important to note that technology plays a crucial role in our daily lives. " +
  "Furthermore, many people utilize online tools to manage their schedules and stay in touch with friends and family.";

beforeAll(async () => {
  await useTempDatabase();
  api = await loadApiRoutes();
  rewrite = (await import("@/app/api/getResponseToAPrompt/route")).POST as Handler;
  quota = (await import("@/app/api/quota/route")).GET as Handler;
  createCheckout = (await import("@/app/api/createCheckoutSession/route")).POST as Handler;
  pay = (await import("@/app/api/dev-billing/pay/route")).POST as Handler;
  const byEmail = (await import("@/app/api/getSubscriptionbyEmail/[email]/route")).GET as unknown as (
    req: NextRequest,
    ctx: { params: Promise<{ email: string }> },
  ) => Promise<Response>;
  subscriptions = async (email, cookie) => {
    const { NextRequest } = await import("next/server");
    const req = new NextRequest(`http://localhost/api/getSubscriptionbyEmail/${encodeURIComponent(email)}`, { headers: { cookie } });
    return (await byEmail(req, { params: Promise.resolve({ email }) })).json();
  };
});
afterEach(() => vi.useRealTimers());

const allowanceOf = async (cookie: string) => (await (await call(quota, "/api/quota", undefined, { cookie })).res.json()).modelAllowance;

async function proAccount(email: string, price: "price_dev_monthly" | "price_dev_yearly") {
  const cookie = await signedInCookie(email);
  const checkout = await call(
    createCheckout,
    "/api/createCheckoutSession",
    { lineItems: [{ price, quantity: 1 }], customerEmail: email },
    { cookie },
  );
  const session = new URL((await checkout.res.json()).url).searchParams.get("session")!;
  expect((await call(pay, "/api/dev-billing/pay", { session }, { cookie })).status).toBe(200);
  return cookie;
}

describe("Lumenaris words when the offline engine writes the rewrite", () => {
  it("are not counted through the public API: /api/v1/usage says 0 used after a Lumenaris rewrite", async () => {
    const email = "offline-api@example.com";
    const cookie = await signedInCookie(email);
    await becomePro(cookie, email);
    const { key } = await (await call(api.createKey, "/api/keys", { name: "script" }, { cookie })).res.json();
    const usage = async () => (await (await api.usage(apiRequest("/api/v1/usage", { key }))).json()).lumenarisWords;
    expect(await usage()).toMatchObject({ used: 0, left: MODEL_WORDS_PER_MONTH });
    for (let i = 0; i < 2; i++) {
      const done = await (await api.rewrite(apiRequest("/api/v1/rewrite", { key, body: { text: PROSE, model: "lumenaris" } }))).json();
      expect(done.engine).toEqual({ kind: "offline" });
    }
    expect(await usage()).toMatchObject({ used: 0, left: MODEL_WORDS_PER_MONTH });
  }, 90_000);

  it("are not counted on the site: the Billing tab's words left stay whole after a Lumenaris rewrite", async () => {
    const cookie = await proAccount("offline-site@example.com", "price_dev_monthly");
    const done = await (
      await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE, selectedModel: "Lumenaris" }, { cookie })
    ).res.json();
    expect(done.servedBy).toEqual({ kind: "offline" });
    expect(await allowanceOf(cookie)).toMatchObject({ used: 0, left: MODEL_WORDS_PER_MONTH });
  });
});

describe("the Billing tab's dates", () => {
  it.each([
    ["monthly", "price_dev_monthly", MODEL_WORDS_PER_MONTH, Date.UTC(2027, 0, 3, 18, 34)],
    ["yearly", "price_dev_yearly", MODEL_WORDS_PER_YEAR, Date.UTC(2027, 11, 3, 18, 34)],
  ] as const)("give one date for the end of the %s period and for the Lumenaris words' new start", async (plan, price, limit, endMs) => {
    // Bought on December 3 at 18:34 UTC, as in the report ("ends January 2" beside "until January 1").
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 11, 3, 18, 34) });
    const email = `dates-${plan}@example.com`;
    const cookie = await proAccount(email, price);
    const [active] = (await subscriptions(email, cookie)).filter((s) => s.status === "active");
    const allowance = await allowanceOf(cookie);
    expect(allowance).toMatchObject({ limit, used: 0 });
    expect(allowance.resetsAt).toBe(active.current_period_end);
    expect(allowanceDate(allowance.resetsAt)).toBe(allowanceDate(active.current_period_end));
    expect(active.current_period_end).toBe(endMs / 1000);
  });

  it("end a test-mode period as Stripe does: the same day next month, or the month's last day", async () => {
    const { periodEnd } = await import("@/lib/billing/dev");
    const at = (...date: [number, number, number]) => Date.UTC(...date, 9, 30) / 1000;
    expect(periodEnd(at(2026, 11, 3), "month")).toBe(at(2027, 0, 3));
    expect(periodEnd(at(2027, 0, 31), "month")).toBe(at(2027, 1, 28));
    expect(periodEnd(at(2028, 0, 31), "month")).toBe(at(2028, 1, 29));
    expect(periodEnd(at(2028, 1, 29), "year")).toBe(at(2029, 1, 28));
    expect(periodEnd(at(2026, 11, 3), "year")).toBe(at(2027, 11, 3));
  });
});
