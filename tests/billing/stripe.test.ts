import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { latestCode, loadAccountRoutes } from "@/tests/support/accounts";
import { call, useTempDatabase } from "@/tests/support/requests";
import { startStripeServer } from "@/tests/support/stripe-server";

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
/** The payer's own customer at Stripe, made by their first checkout. */
let payerCustomer: string;
let payerId: string;
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
    (byEmail.GET as unknown as (r: typeof req, c: { params: Promise<{ email: string }> }) => Promise<Response>)(req, {
      params: Promise.resolve({ email }),
    });
  cancel = (await import("@/app/api/cancelSubscription/route")).POST as Handler;
  payerCookie = await signUpAndLogIn("payer@example.com");
  otherCookie = await signUpAndLogIn("other@example.com");
  payerId = (await stored("payer@example.com")).id;
});
afterAll(() => stripeServer.close());
beforeEach(() => {
  stripeServer.requests.length = 0;
});

async function signUpAndLogIn(email: string, password = "abc12345") {
  await call(routes.auth, "/action/auth", { authType: "email", opType: "signup", email, password, fullName: "Pay Er" }, { ip: email });
  await call(routes.verify, "/action/verify-code", { email, code: await latestCode(email), password }, { ip: email });
  const res = await call(routes.auth, "/action/auth", { authType: "email", opType: "login", email, password }, { ip: email });
  return res.cookie!;
}

const me = async (cookie: string) => (await (await call(routes.me, "/api/me", undefined, { cookie })).res.json()).user;

const checkout = (cookie: string, customerEmail = "payer@example.com", price = "price_year") =>
  call(createCheckout, "/api/createCheckoutSession", { lineItems: [{ price, quantity: 1 }], customerEmail }, { cookie });

/** The user as stored, without the sync on load (which would ask the provider again). */
async function stored(email: string) {
  const { getAuth } = await import("@/lib/auth/server");
  const { toPublicUser } = await import("@/lib/auth/user");
  const found = await (await (await getAuth()).$context).internalAdapter.findUserByEmail(email);
  return toPublicUser(found!.user);
}

/** A subscription of the payer's customer, as our checkout makes them (its metadata names the account). */
const payerSubscription = (id: string, status: string, options: { interval?: "month" | "year"; end?: number } = {}) =>
  stripeServer.makeSubscription(id, status, { ...options, customer: payerCustomer, userId: payerId });

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

describe("checkout against a local Stripe API", () => {
  it("makes the account its own customer and opens a subscription-mode checkout for it", async () => {
    const res = await checkout(payerCookie);
    expect(res.status).toBe(200);
    const body = await res.res.json();
    expect(body).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/cs_test_\d+$/),
      amount_total: 9588,
      currency: "usd",
    });
    const customer = stripeServer.requests.find((r) => r.method === "POST" && r.path === "/v1/customers")!;
    expect(Object.fromEntries(customer.form)).toMatchObject({ email: "payer@example.com", "metadata[userId]": payerId });
    payerCustomer = [...stripeServer.customers.keys()].at(-1)!;
    const sent = stripeServer.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_year",
      "line_items[0][quantity]": "1",
      customer: payerCustomer,
      client_reference_id: payerId,
      "subscription_data[metadata][userId]": payerId,
      success_url: expect.stringContaining("/api/billing/success?session_id={CHECKOUT_SESSION_ID}"),
      cancel_url: expect.stringContaining("checkout=cancelled"),
    });
    expect(sent.form.get("customer_email")).toBeNull();
  });

  it("expires the account's open checkout when it opens another, so only one can be paid", async () => {
    const first = (await (await checkout(payerCookie)).res.json()).url.split("/").pop();
    const second = (await (await checkout(payerCookie)).res.json()).url.split("/").pop();
    expect(stripeServer.sessions.get(first)!.status).toBe("expired");
    expect(stripeServer.sessions.get(second)!.status).toBe("open");
    expect(() => stripeServer.completeCheckout(first)).toThrow(/not open/);
    const expired = stripeServer.requests.filter((r) => r.method === "POST" && r.path.endsWith("/expire")).map((r) => r.path);
    expect(expired).toContain(`/v1/checkout/sessions/${first}/expire`);
    expect(expired).not.toContain(`/v1/checkout/sessions/${second}/expire`);
    expect(stripeServer.customers.size).toBe(1);
  });

  it("refuses a checkout while the account's customer has a live subscription", async () => {
    payerSubscription("sub_live_already", "active");
    expect((await checkout(payerCookie)).status).toBe(409);
    stripeServer.subscriptions.delete("sub_live_already");
  });

  it("refuses a checkout for someone else's email, an unknown price, or nobody signed in", async () => {
    expect((await checkout(payerCookie, "other@example.com")).status).toBe(403);
    expect((await checkout(payerCookie, "payer@example.com", "price_gold")).status).toBe(400);
    expect(
      (
        await call(createCheckout, "/api/createCheckoutSession", {
          lineItems: [{ price: "price_year", quantity: 1 }],
          customerEmail: "payer@example.com",
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(
          createCheckout,
          "/api/createCheckoutSession",
          { lineItems: [{ price: "price_year", quantity: 2 }], customerEmail: "payer@example.com" },
          { cookie: payerCookie },
        )
      ).status,
    ).toBe(400);
  });
});

describe("POST /api/stripe/webhook", () => {
  it("rejects a bad or missing signature with 400 and changes nothing", async () => {
    payerSubscription("sub_forged", "active");
    const { payload } = signedEvent("evt_forged", "customer.subscription.created", { id: "sub_forged" });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect((await deliver(payload, null)).status).toBe(400);
    expect(stripeServer.requests).toHaveLength(0);
    expect((await stored("payer@example.com")).pro).toBe(false);
    stripeServer.subscriptions.delete("sub_forged");
  });

  it("answers 400, not 500, to signed events without an id, a type or a data object", async () => {
    for (const body of [
      "{}",
      "[]",
      "null",
      '{"id":"evt_x","type":"customer.subscription.updated"}',
      '{"id":"evt_y","type":"x","data":null}',
      '"text"',
    ]) {
      const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
      const res = await deliver(body, signature);
      expect(res.status, body).toBe(400);
    }
  });

  it("makes the account that paid Pro on checkout completion, with period dates in seconds, once per event", async () => {
    const session = (await (await checkout(payerCookie)).res.json()).url.split("/").pop();
    const sub = stripeServer.completeCheckout(session, "year") as unknown as {
      id: string;
      items: { data: { current_period_end: number }[] };
    };
    const end = sub.items.data[0]!.current_period_end;
    const { payload, signature } = signedEvent("evt_checkout", "checkout.session.completed", {
      id: session,
      object: "checkout.session",
      subscription: sub.id,
    });
    const first = await deliver(payload, signature);
    expect(await first.json()).toEqual({ received: true, outcome: "processed" });
    const user = await stored("payer@example.com");
    expect(user).toMatchObject({ pro: true, interval: "year", subscriptionPeriodEndDateEpochSeconds: end });
    expect(user.subscriptionPeriodEndDateEpochSeconds).toBeLessThan(10_000_000_000);
    expect((await stored("other@example.com")).pro).toBe(false);

    const replay = await deliver(payload, signature);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
    stripeServer.subscriptions.get(sub.id)!.status = "canceled";
    await deliver(...(Object.values(signedEvent("evt_checkout_end", "customer.subscription.deleted", { id: sub.id })) as [string, string]));
    expect((await stored("payer@example.com")).pro).toBe(false);
  });

  it("lets a subscription cancelled at period end stay Pro, and ends Pro when it is deleted", async () => {
    payerSubscription("sub_paid", "active", { interval: "year" });
    await deliver(
      ...(Object.values(signedEvent("evt_created_paid", "customer.subscription.created", { id: "sub_paid" })) as [string, string]),
    );
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
    payerSubscription("sub_card", "active");
    const created = signedEvent("evt_created", "customer.subscription.created", { id: "sub_card" });
    await deliver(created.payload, created.signature);
    expect((await stored("payer@example.com")).pro).toBe(true);
    stripeServer.subscriptions.get("sub_card")!.status = "past_due";
    const failed = signedEvent("evt_failed", "invoice.payment_failed", {
      id: "in_1",
      object: "invoice",
      parent: { subscription_details: { subscription: "sub_card" } },
    });
    await deliver(failed.payload, failed.signature);
    expect((await stored("payer@example.com")).pro).toBe(false);
  });

  it("finds the account of a subscription made outside the checkout through its customer", async () => {
    stripeServer.subscriptions.clear();
    stripeServer.makeSubscription("sub_dashboard", "active", { customer: payerCustomer });
    const ev = signedEvent("evt_dashboard", "customer.subscription.created", { id: "sub_dashboard" });
    await deliver(ev.payload, ev.signature);
    expect((await stored("payer@example.com")).pro).toBe(true);
    stripeServer.subscriptions.get("sub_dashboard")!.status = "canceled";
    await deliver(
      ...(Object.values(signedEvent("evt_dashboard_end", "customer.subscription.deleted", { id: "sub_dashboard" })) as [string, string]),
    );
    expect((await stored("payer@example.com")).pro).toBe(false);
  });

  it("ignores events it does not handle", async () => {
    const other = signedEvent("evt_other", "charge.refunded", { id: "ch_1" });
    expect(await (await deliver(other.payload, other.signature)).json()).toEqual({ received: true, outcome: "ignored" });
  });

  it("treats a period that has ended as not Pro, comparing seconds with seconds", async () => {
    stripeServer.subscriptions.clear();
    payerSubscription("sub_old", "active", { end: Math.floor(Date.now() / 1000) - 60 });
    const ev = signedEvent("evt_old", "customer.subscription.updated", { id: "sub_old" });
    await deliver(ev.payload, ev.signature);
    expect((await stored("payer@example.com")).pro).toBe(false);
  });
});

describe("GET /api/billing/success", () => {
  it("re-fetches the completed checkout, records the subscription and returns to the app", async () => {
    stripeServer.subscriptions.clear();
    const session = (await (await checkout(payerCookie)).res.json()).url.split("/").pop();
    stripeServer.completeCheckout(session, "year");
    const success = (await import("@/app/api/billing/success/route")).GET as unknown as Handler;
    const res = await call(success, `/api/billing/success?session_id=${session}`);
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
    expect(res.res.headers.get("location")).toBe(`https://billing.stripe.test/p/${payerCustomer}`);
    expect((await call(portal, "/api/billing/portal")).status).toBe(401);
    expect((await call(portal, "/api/billing/portal", undefined, { cookie: otherCookie })).status).toBe(404);
  });
});

describe("subscription routes", () => {
  it("lists and cancels only the signed-in account's own subscriptions", async () => {
    stripeServer.subscriptions.clear();
    payerSubscription("sub_live", "active");
    const own = await call(subscriptionsByEmail("payer@example.com"), "/api/getSubscriptionbyEmail/payer@example.com", undefined, {
      cookie: payerCookie,
    });
    const list = await own.res.json();
    expect(list[0]).toMatchObject({
      id: "sub_live",
      status: "active",
      cancel_at_period_end: false,
      plan: { amount: 1299, interval: "month" },
    });
    expect(list[0].items.data[0].price.recurring.interval).toBe("month");

    const theirs = await call(subscriptionsByEmail("payer@example.com"), "/api/getSubscriptionbyEmail/payer@example.com", undefined, {
      cookie: otherCookie,
    });
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

  it("syncs Pro on load from the account's customer (spec 4b)", async () => {
    stripeServer.subscriptions.clear();
    expect((await me(otherCookie)).pro).toBe(false);
    payerSubscription("sub_sync", "active");
    expect((await me(payerCookie)).pro).toBe(true);
    expect((await me(otherCookie)).pro).toBe(false);
    stripeServer.subscriptions.clear();
    expect((await me(payerCookie)).pro).toBe(false);
  });

  it("asks Stripe for the catalogue at most once in a few minutes", async () => {
    const products = (await import("@/app/api/getProducts/route")).GET as Handler;
    const pricesRoute = await import("@/app/api/getPrices/[productId]/route");
    const prices = (req: Parameters<Handler>[0]) =>
      (pricesRoute.GET as unknown as (r: typeof req, c: { params: Promise<{ productId: string }> }) => Promise<Response>)(req, {
        params: Promise.resolve({ productId: "prod_1" }),
      });
    for (let i = 0; i < 5; i++) {
      expect(await (await call(products, "/api/getProducts")).res.json()).toEqual([{ id: "prod_1", name: "Pro" }]);
      expect((await (await call(prices, "/api/getPrices/prod_1")).res.json()).map((p: { id: string }) => p.id)).toEqual([
        "price_month",
        "price_year",
      ]);
    }
    expect(stripeServer.requests.filter((r) => r.path === "/v1/products/prod_1").length).toBeLessThanOrEqual(1);
    expect(stripeServer.requests.filter((r) => r.path === "/v1/prices").length).toBeLessThanOrEqual(1);
  });
});

describe("entitlements belong to the account that paid, not to an address", () => {
  it("keeps Pro through an email change, gives nothing to a new account on the old address, and cancels after the change", async () => {
    stripeServer.subscriptions.clear();
    const buyerCookie = await signUpAndLogIn("e1@example.com");
    const session = (await (await checkout(buyerCookie, "e1@example.com", "price_month")).res.json()).url.split("/").pop();
    const sub = stripeServer.completeCheckout(session, "month");
    await deliver(
      ...(Object.values(signedEvent("evt_e1_paid", "checkout.session.completed", { id: session, subscription: sub.id })) as [
        string,
        string,
      ]),
    );
    expect((await me(buyerCookie)).pro).toBe(true);

    await call(
      routes.updateUser,
      "/action/update-user",
      { email: "e1@example.com", update: { email: "e2@example.com" } },
      { cookie: buyerCookie },
    );
    const moved = await call(
      routes.updateUser,
      "/action/update-user",
      { email: "e1@example.com", update: { email: "e2@example.com" }, code: await latestCode("e2@example.com") },
      { cookie: buyerCookie },
    );
    expect(moved.status).toBe(200);
    expect(await me(buyerCookie)).toMatchObject({ email: "e2@example.com", pro: true });

    const newcomerCookie = await signUpAndLogIn("e1@example.com", "other123");
    expect((await me(newcomerCookie)).pro).toBe(false);
    expect((await stored("e1@example.com")).pro).toBe(false);
    const theirs = await call(subscriptionsByEmail("e1@example.com"), "/api/getSubscriptionbyEmail/e1@example.com", undefined, {
      cookie: newcomerCookie,
    });
    expect(await theirs.res.json()).toEqual([]);

    const cancelled = await call(cancel, "/api/cancelSubscription", { subscriptionId: sub.id }, { cookie: buyerCookie });
    expect(cancelled.status).toBe(200);
    expect((await call(cancel, "/api/cancelSubscription", { subscriptionId: sub.id }, { cookie: newcomerCookie })).status).toBe(403);
  });
});

describe("deleting a Pro account", () => {
  it("cancels its subscription at Stripe at once, and a late event for it names no one", async () => {
    stripeServer.subscriptions.clear();
    const leaverCookie = await signUpAndLogIn("stripe-leaver@example.com");
    const session = (await (await checkout(leaverCookie, "stripe-leaver@example.com", "price_month")).res.json()).url.split("/").pop();
    const sub = stripeServer.completeCheckout(session, "month");
    await deliver(
      ...(Object.values(signedEvent("evt_leaver_paid", "checkout.session.completed", { id: session, subscription: sub.id })) as [
        string,
        string,
      ]),
    );
    expect((await me(leaverCookie)).pro).toBe(true);

    const deleteAccount = (await import("@/app/api/account/route")).DELETE as Handler;
    const res = await call(
      deleteAccount,
      "/api/account",
      { email: "stripe-leaver@example.com" },
      { cookie: leaverCookie, method: "DELETE" },
    );
    expect(res.status).toBe(200);
    expect(stripeServer.requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${sub.id}`)).toBe(true);
    expect(stripeServer.subscriptions.get(sub.id)!.status).toBe("canceled");
    const { getStore } = await import("@/lib/db");
    const store = await getStore();
    expect(await store.subscriptions.get(sub.id)).toMatchObject({ status: "canceled", userId: "", email: "" });

    // Stripe announces the deletion afterwards: the record still names no one.
    await deliver(
      ...(Object.values(signedEvent("evt_leaver_deleted", "customer.subscription.deleted", { id: sub.id })) as [string, string]),
    );
    expect(await store.subscriptions.get(sub.id)).toMatchObject({ status: "canceled", userId: "", email: "" });
  });

  it("deletes nothing when Stripe cannot cancel the subscription", async () => {
    stripeServer.subscriptions.clear();
    const stuckCookie = await signUpAndLogIn("stripe-stuck@example.com");
    const session = (await (await checkout(stuckCookie, "stripe-stuck@example.com", "price_month")).res.json()).url.split("/").pop();
    const sub = stripeServer.completeCheckout(session, "month");
    await deliver(
      ...(Object.values(signedEvent("evt_stuck_paid", "checkout.session.completed", { id: session, subscription: sub.id })) as [
        string,
        string,
      ]),
    );
    // Stripe still lists the subscription but refuses to cancel it (its cancel call answers 404).
    const listed = stripeServer.subscriptions.get(sub.id)!;
    stripeServer.subscriptions.delete(sub.id);
    stripeServer.subscriptions.set("listed-only", listed);

    const deleteAccount = (await import("@/app/api/account/route")).DELETE as Handler;
    const res = await call(deleteAccount, "/api/account", { email: "stripe-stuck@example.com" }, { cookie: stuckCookie, method: "DELETE" });
    expect(res.status).toBe(502);
    expect((await res.res.json()).error.message).toMatch(
      /could not cancel your subscription with the payment provider, so nothing was deleted/,
    );
    expect((await me(stuckCookie)).email).toBe("stripe-stuck@example.com");
  });
});
