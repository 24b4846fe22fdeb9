import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { latestCode, loadAccountRoutes } from "./support/accounts";
import { call, useTempDatabase } from "./support/requests";
import { startStripeServer } from "./support/stripe-server";

type Handler = Parameters<typeof call>[0];
const WEBHOOK_SECRET = "whsec_test_secret";
let stripeServer: Awaited<ReturnType<typeof startStripeServer>>;
let routes: Awaited<ReturnType<typeof loadAccountRoutes>>;
let webhook: Handler;
let createCheckout: Handler;
let subscriptionsByEmail: (email: string) => Handler;
let cancel: Handler;
let payerCookie: string;
let otherCookie: string;
const stripe = new Stripe("sk_test_local");

beforeAll(async () => {
  stripeServer = await startStripeServer();
  await useTempDatabase({
    STRIPE_SECRET_KEY: "sk_test_local",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRODUCT_ID: "prod_1",
    STRIPE_PRICE_MONTHLY: "price_month",
    STRIPE_PRICE_YEARLY: "price_year",
    STRIPE_API_URL: stripeServer.url,
  });
  routes = await loadAccountRoutes();
  webhook = (await import("@/app/api/stripe/webhook/route")).POST as Handler;
  createCheckout = (await import("@/app/api/createCheckoutSession/route")).POST as Handler;
  const byEmail = await import("@/app/api/getSubscriptionbyEmail/[email]/route");
  subscriptionsByEmail = (email) => (req) =>
    (byEmail.GET as unknown as (r: typeof req, c: { params: Promise<{ email: string }> }) => Promise<Response>)(req, { params: Promise.resolve({ email }) });
  cancel = (await import("@/app/api/cancelSubscription/route")).POST as Handler;
  payerCookie = await signUpAndLogIn("payer@example.com");
  otherCookie = await signUpAndLogIn("other@example.com");
});
afterAll(() => stripeServer.close());
beforeEach(() => {
  stripeServer.requests.length = 0;
});

async function signUpAndLogIn(email: string) {
  await call(routes.auth, "/action/auth", { authType: "email", opType: "signup", email, password: "abc123", fullName: "Pay Er" }, { ip: email });
  await call(routes.verify, "/action/verify-code", { email, code: await latestCode(email), password: "abc123" }, { ip: email });
  const res = await call(routes.auth, "/action/auth", { authType: "email", opType: "login", email, password: "abc123" }, { ip: email });
  return res.cookie!;
}

const me = async (cookie: string) => (await (await call(routes.me, "/api/me", undefined, { cookie })).res.json()).user;

/** The user as stored, without the sync on load (which would ask the provider again). */
async function stored(email: string) {
  const { getAuth } = await import("@/lib/auth/server");
  const { toPublicUser } = await import("@/lib/auth/user");
  const found = await (await (await getAuth()).$context).internalAdapter.findUserByEmail(email);
  return toPublicUser(found!.user);
}

function signedEvent(id: string, type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: 1, data: { object } });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

async function deliver(payload: string, signature: string | null) {
  const { NextRequest } = await import("next/server");
  const headers = new Headers({ "content-type": "application/json" });
  if (signature) headers.set("stripe-signature", signature);
  return webhook(new NextRequest("http://localhost/api/stripe/webhook", { method: "POST", headers, body: payload }));
}

describe("Stripe provider against a local Stripe API", () => {
  it("creates a subscription-mode checkout for the signed-in user's own email", async () => {
    const res = await call(createCheckout, "/api/createCheckoutSession", { lineItems: [{ price: "price_year", quantity: 1 }], customerEmail: "payer@example.com" }, { cookie: payerCookie });
    expect(res.status).toBe(200);
    expect(await res.res.json()).toEqual({ url: "https://checkout.stripe.test/cs_test_1", amount_total: 9588, currency: "usd" });
    const sent = stripeServer.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(sent.method).toBe("POST");
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_year",
      "line_items[0][quantity]": "1",
      customer_email: "payer@example.com",
      client_reference_id: expect.any(String),
      success_url: expect.stringContaining("/api/billing/success?session_id={CHECKOUT_SESSION_ID}"),
      cancel_url: expect.stringContaining("checkout=cancelled"),
    });
  });

  it("refuses a checkout for someone else's email, an unknown price, or nobody signed in", async () => {
    expect((await call(createCheckout, "/api/createCheckoutSession", { lineItems: [{ price: "price_year", quantity: 1 }], customerEmail: "other@example.com" }, { cookie: payerCookie })).status).toBe(403);
    expect((await call(createCheckout, "/api/createCheckoutSession", { lineItems: [{ price: "price_gold", quantity: 1 }], customerEmail: "payer@example.com" }, { cookie: payerCookie })).status).toBe(400);
    expect((await call(createCheckout, "/api/createCheckoutSession", { lineItems: [{ price: "price_year", quantity: 1 }], customerEmail: "payer@example.com" })).status).toBe(401);
    expect((await call(createCheckout, "/api/createCheckoutSession", { lineItems: [{ price: "price_year", quantity: 2 }], customerEmail: "payer@example.com" }, { cookie: payerCookie })).status).toBe(400);
  });
});

describe("POST /api/stripe/webhook", () => {
  it("rejects a bad or missing signature with 400 and changes nothing", async () => {
    stripeServer.makeSubscription("sub_forged", "active");
    const { payload } = signedEvent("evt_forged", "customer.subscription.created", { id: "sub_forged" });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect((await deliver(payload, null)).status).toBe(400);
    expect(stripeServer.requests).toHaveLength(0);
    expect((await stored("payer@example.com")).pro).toBe(false);
    stripeServer.subscriptions.delete("sub_forged");
  });

  it("makes the customer Pro on checkout completion, with period dates in seconds, once per event", async () => {
    const sub = stripeServer.makeSubscription("sub_paid", "active", "year");
    const end = (sub.items.data[0] as { current_period_end: number }).current_period_end;
    const { payload, signature } = signedEvent("evt_checkout", "checkout.session.completed", { id: "cs_done", object: "checkout.session", subscription: "sub_paid" });
    const first = await deliver(payload, signature);
    expect(await first.json()).toEqual({ received: true, outcome: "processed" });
    const user = await stored("payer@example.com");
    expect(user).toMatchObject({ pro: true, interval: "year", subscriptionPeriodEndDateEpochSeconds: end });
    expect(user.subscriptionPeriodEndDateEpochSeconds).toBeLessThan(10_000_000_000);

    const replay = await deliver(payload, signature);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
  });

  it("lets a subscription cancelled at period end stay Pro, and ends Pro when it is deleted", async () => {
    stripeServer.subscriptions.get("sub_paid")!.cancel_at_period_end = true;
    const updated = signedEvent("evt_updated", "customer.subscription.updated", { id: "sub_paid" });
    await deliver(updated.payload, updated.signature);
    expect((await stored("payer@example.com")).pro).toBe(true);

    stripeServer.subscriptions.get("sub_paid")!.status = "canceled";
    const deleted = signedEvent("evt_deleted", "customer.subscription.deleted", { id: "sub_paid" });
    await deliver(deleted.payload, deleted.signature);
    expect((await stored("payer@example.com")).pro).toBe(false);
  });

  it("ends Pro when a renewal payment fails and the subscription is no longer active", async () => {
    stripeServer.makeSubscription("sub_card", "active");
    const created = signedEvent("evt_created", "customer.subscription.created", { id: "sub_card" });
    await deliver(created.payload, created.signature);
    expect((await stored("payer@example.com")).pro).toBe(true);
    stripeServer.subscriptions.get("sub_card")!.status = "past_due";
    const failed = signedEvent("evt_failed", "invoice.payment_failed", { id: "in_1", object: "invoice", parent: { subscription_details: { subscription: "sub_card" } } });
    await deliver(failed.payload, failed.signature);
    expect((await stored("payer@example.com")).pro).toBe(false);
  });

  it("ignores events it does not handle", async () => {
    const other = signedEvent("evt_other", "charge.refunded", { id: "ch_1" });
    expect(await (await deliver(other.payload, other.signature)).json()).toEqual({ received: true, outcome: "ignored" });
  });

  it("treats a period that has ended as not Pro, comparing seconds with seconds", async () => {
    stripeServer.subscriptions.clear();
    stripeServer.makeSubscription("sub_old", "active", "month", Math.floor(Date.now() / 1000) - 60);
    const ev = signedEvent("evt_old", "customer.subscription.updated", { id: "sub_old" });
    await deliver(ev.payload, ev.signature);
    expect((await stored("payer@example.com")).pro).toBe(false);
  });
});

describe("GET /api/billing/success", () => {
  it("re-fetches the completed checkout, records the subscription and returns to the app", async () => {
    stripeServer.subscriptions.clear();
    stripeServer.makeSubscription("sub_paid", "active", "year");
    const success = (await import("@/app/api/billing/success/route")).GET as unknown as Handler;
    const res = await call(success, "/api/billing/success?session_id=cs_done");
    expect(res.status).toBe(303);
    expect(res.res.headers.get("location")).toMatch(/\/\?checkout=success$/);
    expect(await stored("payer@example.com")).toMatchObject({ pro: true, interval: "year" });
    const unknown = await call(success, "/api/billing/success");
    expect(unknown.res.headers.get("location")).toMatch(/checkout=pending$/);
  });
});

describe("GET /api/billing/portal", () => {
  it("sends the signed-in customer to Stripe's portal, and refuses without a session", async () => {
    const portal = (await import("@/app/api/billing/portal/route")).GET as unknown as Handler;
    const res = await call(portal, "/api/billing/portal", undefined, { cookie: payerCookie });
    expect(res.status).toBe(303);
    expect(res.res.headers.get("location")).toBe("https://billing.stripe.test/p/1");
    const sent = stripeServer.requests.find((r) => r.path === "/v1/billing_portal/sessions")!;
    expect(sent.form.get("customer")).toBe("cus_1");
    expect((await call(portal, "/api/billing/portal")).status).toBe(401);
    expect((await call(portal, "/api/billing/portal", undefined, { cookie: otherCookie })).status).toBe(404);
  });
});

describe("subscription routes", () => {
  it("lists and cancels only the signed-in user's own subscriptions", async () => {
    stripeServer.subscriptions.clear();
    stripeServer.makeSubscription("sub_live", "active");
    const own = await call(subscriptionsByEmail("payer@example.com"), "/api/getSubscriptionbyEmail/payer@example.com", undefined, { cookie: payerCookie });
    const list = await own.res.json();
    expect(list[0]).toMatchObject({ id: "sub_live", status: "active", cancel_at_period_end: false, plan: { amount: 1299, interval: "month" } });
    expect(list[0].items.data[0].price.recurring.interval).toBe("month");

    const theirs = await call(subscriptionsByEmail("payer@example.com"), "/api/getSubscriptionbyEmail/payer@example.com", undefined, { cookie: otherCookie });
    expect(theirs.status).toBe(403);
    expect((await call(cancel, "/api/cancelSubscription", { subscriptionId: "sub_live" }, { cookie: otherCookie })).status).toBe(403);

    const cancelled = await call(cancel, "/api/cancelSubscription", { subscriptionId: "sub_live" }, { cookie: payerCookie });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.res.json()).subscription.cancel_at_period_end).toBe(true);
    const update = stripeServer.requests.find((r) => r.method === "POST" && r.path === "/v1/subscriptions/sub_live")!;
    expect(update.form.get("cancel_at_period_end")).toBe("true");
    expect((await me(payerCookie)).pro).toBe(true);

    stripeServer.subscriptions.get("sub_live")!.status = "canceled";
    expect((await call(cancel, "/api/cancelSubscription", { subscriptionId: "sub_live" }, { cookie: payerCookie })).status).toBe(409);
  });

  it("syncs Pro on load from the provider (spec 4b)", async () => {
    stripeServer.subscriptions.clear();
    expect((await me(otherCookie)).pro).toBe(false);
    stripeServer.subscriptions.clear();
    stripeServer.makeSubscription("sub_sync", "active");
    expect((await me(payerCookie)).pro).toBe(true);
    stripeServer.subscriptions.clear();
    expect((await me(payerCookie)).pro).toBe(false);
  });
});
