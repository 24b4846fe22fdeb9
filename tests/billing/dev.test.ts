import { beforeAll, describe, expect, it } from "vitest";
import { latestCode, loadAccountRoutes } from "@/tests/support/accounts";
import { call, useTempDatabase } from "@/tests/support/requests";

type Handler = Parameters<typeof call>[0];
let routes: Awaited<ReturnType<typeof loadAccountRoutes>>;
let createCheckout: Handler;
let pay: Handler;
let cancel: Handler;
let subscriptionsOf: (email: string) => Handler;

beforeAll(async () => {
  // Test mode: the offline billing provider with its test checkout.
  await useTempDatabase();
  routes = await loadAccountRoutes();
  createCheckout = (await import("@/app/api/createCheckoutSession/route")).POST as Handler;
  pay = (await import("@/app/api/dev-billing/pay/route")).POST as Handler;
  cancel = (await import("@/app/api/cancelSubscription/route")).POST as Handler;
  const byEmail = await import("@/app/api/getSubscriptionbyEmail/[email]/route");
  subscriptionsOf = (email) => (req) =>
    (byEmail.GET as unknown as (r: typeof req, c: { params: Promise<{ email: string }> }) => Promise<Response>)(req, {
      params: Promise.resolve({ email }),
    });
});

async function signUpAndLogIn(email: string, password = "abc12345") {
  await call(routes.auth, "/action/auth", { authType: "email", opType: "signup", email, password, fullName: "Test Buyer" }, { ip: email });
  await call(routes.verify, "/action/verify-code", { email, code: await latestCode(email), password }, { ip: email });
  return (await call(routes.auth, "/action/auth", { authType: "email", opType: "login", email, password }, { ip: email })).cookie!;
}

const me = async (cookie: string) => (await (await call(routes.me, "/api/me", undefined, { cookie })).res.json()).user;

/** Opens a test checkout and returns its signed session token (what the checkout page's Pay sends). */
async function openCheckout(cookie: string, email: string, price = "price_dev_monthly") {
  const res = await call(
    createCheckout,
    "/api/createCheckoutSession",
    { lineItems: [{ price, quantity: 1 }], customerEmail: email },
    { cookie },
  );
  expect(res.status).toBe(200);
  return new URL((await res.res.json()).url).searchParams.get("session")!;
}

const payFor = (cookie: string, session: string) => call(pay, "/api/dev-billing/pay", { session }, { cookie });

describe("the test-mode checkout", () => {
  it("lets only the newest of two checkouts opened before paying go through, once", async () => {
    const cookie = await signUpAndLogIn("two-tabs@example.com");
    const older = await openCheckout(cookie, "two-tabs@example.com");
    const newer = await openCheckout(cookie, "two-tabs@example.com", "price_dev_yearly");

    const refused = await payFor(cookie, older);
    expect(refused.status).toBe(409);
    expect((await refused.res.json()).error.message).toMatch(/replaced by a newer one/);
    expect((await me(cookie)).pro).toBe(false);

    expect((await payFor(cookie, newer)).status).toBe(200);
    expect((await payFor(cookie, newer)).status).toBe(409);
    expect((await payFor(cookie, older)).status).toBe(409);
    const subscriptions = await (
      await call(subscriptionsOf("two-tabs@example.com"), "/api/getSubscriptionbyEmail/two-tabs@example.com", undefined, { cookie })
    ).res.json();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ status: "active", plan: { interval: "year" } });
  });

  it("pays one of two checkouts paid at the same moment", async () => {
    const cookie = await signUpAndLogIn("double-click@example.com");
    const session = await openCheckout(cookie, "double-click@example.com");
    const statuses = (await Promise.all([payFor(cookie, session), payFor(cookie, session), payFor(cookie, session)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409, 409]);
  });
});

describe("entitlements belong to the account that paid", () => {
  it("keeps Pro through an email change, gives nothing to a new account on the old address, and cancels after the change", async () => {
    const buyer = await signUpAndLogIn("e1@example.com");
    expect((await payFor(buyer, await openCheckout(buyer, "e1@example.com"))).status).toBe(200);
    expect((await me(buyer)).pro).toBe(true);

    await call(
      routes.updateUser,
      "/action/update-user",
      { email: "e1@example.com", update: { email: "e2@example.com" } },
      { cookie: buyer },
    );
    const code = await latestCode("e2@example.com");
    expect(
      (
        await call(
          routes.updateUser,
          "/action/update-user",
          { email: "e1@example.com", update: { email: "e2@example.com" }, code },
          { cookie: buyer },
        )
      ).status,
    ).toBe(200);
    expect(await me(buyer)).toMatchObject({ email: "e2@example.com", pro: true });

    const newcomer = await signUpAndLogIn("e1@example.com", "other123");
    expect((await me(newcomer)).pro).toBe(false);
    const theirs = await call(subscriptionsOf("e1@example.com"), "/api/getSubscriptionbyEmail/e1@example.com", undefined, {
      cookie: newcomer,
    });
    expect(await theirs.res.json()).toEqual([]);

    const [subscription] = await (
      await call(subscriptionsOf("e2@example.com"), "/api/getSubscriptionbyEmail/e2@example.com", undefined, { cookie: buyer })
    ).res.json();
    expect((await call(cancel, "/api/cancelSubscription", { subscriptionId: subscription.id }, { cookie: newcomer })).status).toBe(403);
    const cancelled = await call(cancel, "/api/cancelSubscription", { subscriptionId: subscription.id }, { cookie: buyer });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.res.json()).subscription.cancel_at_period_end).toBe(true);
  });
});
