import { NextRequest } from "next/server";
import { latestCode, loadAccountRoutes } from "./accounts";
import { call } from "./requests";

type Handler = (req: NextRequest, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The API key routes and the /api/v1 routes, imported after the test has set its environment. */
export async function loadApiRoutes() {
  const keys = await import("@/app/api/keys/route");
  const key = await import("@/app/api/keys/[id]/route");
  const usage = await import("@/app/api/keys/usage/route");
  const detect = await import("@/app/api/v1/detect/route");
  const rewrite = await import("@/app/api/v1/rewrite/route");
  const v1Usage = await import("@/app/api/v1/usage/route");
  const openapi = await import("@/app/api/v1/openapi.json/route");
  return {
    listKeys: keys.GET as Handler,
    createKey: keys.POST as Handler,
    revokeKey: (id: string) => (req: NextRequest) => (key.DELETE as Handler)(req, { params: Promise.resolve({ id }) }),
    keyUsage: usage.GET as Handler,
    detect: detect.POST as Handler,
    detectPreflight: detect.OPTIONS as Handler,
    rewrite: rewrite.POST as Handler,
    usage: v1Usage.GET as Handler,
    openapi: openapi.GET as Handler,
  };
}

/** Signs up, verifies and signs in an account; returns its session cookie. */
export async function signedInCookie(email: string, password = "abc12345"): Promise<string> {
  const routes = await loadAccountRoutes();
  await call(routes.auth, "/action/auth", { authType: "email", opType: "signup", email, password, fullName: "API User" }, { ip: email });
  await call(routes.verify, "/action/verify-code", { email, code: await latestCode(email), password }, { ip: email });
  return (await call(routes.auth, "/action/auth", { authType: "email", opType: "login", email, password }, { ip: email })).cookie!;
}

/** A request to the public API the way a script sends it: a Bearer key, no cookies, JSON. */
export function apiRequest(path: string, init: { key?: string; body?: unknown; method?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers({ "x-forwarded-for": "198.51.100.9", ...init.headers });
  if (init.key !== undefined) headers.set("authorization", `Bearer ${init.key}`);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(`http://localhost${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** Buys the monthly plan through the test-mode checkout, as the pricing page does. */
export async function becomePro(cookie: string, email: string): Promise<void> {
  const createCheckout = (await import("@/app/api/createCheckoutSession/route")).POST as Handler;
  const pay = (await import("@/app/api/dev-billing/pay/route")).POST as Handler;
  const checkout = await call(
    createCheckout,
    "/api/createCheckoutSession",
    { lineItems: [{ price: "price_dev_monthly", quantity: 1 }], customerEmail: email },
    { cookie },
  );
  const session = new URL((await checkout.res.json()).url).searchParams.get("session")!;
  const paid = await call(pay, "/api/dev-billing/pay", { session }, { cookie });
  if (paid.status !== 200) throw new Error(`test checkout failed: ${paid.status}`);
}

/** Reads a server-sent-events answer into its events. */
export async function readEvents(res: Response): Promise<{ event: string; data: unknown }[]> {
  const text = await res.text();
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? "null";
      return { event, data: JSON.parse(data) as unknown };
    });
}
