import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

type StripeObject = Record<string, unknown>;

const NOW = Math.floor(Date.now() / 1000);

/**
 * A local stand-in for the part of Stripe's API the app uses: one product with two prices, customers,
 * checkout sessions (open, complete, expired) and subscriptions. It keeps state like Stripe does and
 * records every request.
 */
export async function startStripeServer() {
  const requests: RecordedRequest[] = [];
  const prices = {
    month: {
      id: "price_month",
      object: "price",
      product: "prod_1",
      unit_amount: 1299,
      currency: "usd",
      recurring: { interval: "month" },
      active: true,
      type: "recurring",
    },
    year: {
      id: "price_year",
      object: "price",
      product: "prod_1",
      unit_amount: 9588,
      currency: "usd",
      recurring: { interval: "year" },
      active: true,
      type: "recurring",
    },
  };
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_${++sequence}`;

  /** A subscription of a customer; `userId` is what our checkout puts in its metadata. */
  const makeSubscription = (
    id: string,
    status: string,
    {
      interval = "month",
      end = NOW + 30 * 86400,
      customer = "cus_1",
      userId,
    }: { interval?: "month" | "year"; end?: number; customer?: string; userId?: string } = {},
  ) => {
    const sub = {
      id,
      object: "subscription",
      customer,
      status,
      cancel_at_period_end: false,
      created: NOW + sequence++,
      start_date: NOW,
      metadata: userId ? { userId } : {},
      items: {
        object: "list",
        data: [
          { id: `si_${id}`, object: "subscription_item", current_period_start: NOW, current_period_end: end, price: prices[interval] },
        ],
      },
    };
    subscriptions.set(id, sub);
    return sub;
  };

  /** What paying an open checkout at Stripe does: a subscription for its customer, and the session complete. */
  const completeCheckout = (sessionId: string, interval: "month" | "year" = "year") => {
    const session = sessions.get(sessionId);
    if (!session || session.status !== "open") throw new Error(`checkout ${sessionId} is not open`);
    const sub = makeSubscription(nextId("sub"), "active", {
      interval,
      customer: session.customer as string,
      userId: session.client_reference_id as string,
    });
    Object.assign(session, { status: "complete", subscription: sub.id });
    return sub;
  };

  const expand = (sub: StripeObject) => ({
    ...sub,
    customer: customers.get(sub.customer as string) ?? { id: sub.customer, object: "customer", email: null },
  });

  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? "GET", path: url.pathname, query: url.searchParams, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": "req_test" });
        res.end(JSON.stringify(json));
      };
      const list = (data: unknown[]) => send(200, { object: "list", data, has_more: false, url: url.pathname });
      const notFound = (what: string) => send(404, { error: { type: "invalid_request_error", message: `No such ${what}` } });
      const p = url.pathname;
      const post = req.method === "POST";

      if (p === "/v1/products/prod_1") return send(200, { id: "prod_1", object: "product", name: "Pro" });
      if (p === "/v1/prices") return list(Object.values(prices));
      if (p === "/v1/customers" && post) {
        const customer = {
          id: nextId("cus"),
          object: "customer",
          email: form.get("email"),
          metadata: { userId: form.get("metadata[userId]") },
        };
        customers.set(customer.id, customer);
        return send(200, customer);
      }
      if (p === "/v1/checkout/sessions" && post) {
        const id = nextId("cs_test");
        const price = form.get("line_items[0][price]") === "price_month" ? prices.month : prices.year;
        const session = {
          id,
          object: "checkout.session",
          status: "open",
          customer: form.get("customer"),
          client_reference_id: form.get("client_reference_id"),
          url: `https://checkout.stripe.test/${id}`,
          amount_total: price.unit_amount,
          currency: "usd",
          subscription: null,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const expire = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(p);
      if (expire && post) {
        const session = sessions.get(expire[1]);
        if (!session) return notFound("checkout session");
        if (session.status !== "open")
          return send(400, {
            error: { type: "invalid_request_error", message: `Only open sessions can be expired; this one is ${session.status}.` },
          });
        session.status = "expired";
        return send(200, session);
      }
      const checkout = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(p);
      if (checkout) return sessions.has(checkout[1]) ? send(200, sessions.get(checkout[1])) : notFound("checkout session");
      if (p === "/v1/subscriptions" && !post) {
        const customer = url.searchParams.get("customer");
        return list([...subscriptions.values()].filter((s) => !customer || s.customer === customer).map(expand));
      }
      const sub = /^\/v1\/subscriptions\/([\w]+)$/.exec(p);
      if (sub) {
        const found = subscriptions.get(sub[1]);
        if (!found) return notFound("subscription");
        if (post && form.get("cancel_at_period_end") === "true") found.cancel_at_period_end = true;
        // Cancelling a subscription at once: it ends now and never charges again.
        if (req.method === "DELETE")
          Object.assign(found, { status: "canceled", canceled_at: Math.floor(Date.now() / 1000), ended_at: Math.floor(Date.now() / 1000) });
        return send(200, expand(found));
      }
      if (p === "/v1/billing_portal/sessions" && post) {
        return send(200, { id: "bps_1", object: "billing_portal.session", url: `https://billing.stripe.test/p/${form.get("customer")}` });
      }
      send(404, { error: { type: "invalid_request_error", message: `unhandled ${req.method} ${p}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    makeSubscription,
    completeCheckout,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
