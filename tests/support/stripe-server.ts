import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

const NOW = Math.floor(Date.now() / 1000);

/** A local stand-in for Stripe's API with one customer, one product and two prices; it records every request. */
export async function startStripeServer() {
  const requests: RecordedRequest[] = [];
  const customer = { id: "cus_1", object: "customer", email: "payer@example.com", deleted: undefined };
  const prices = {
    month: { id: "price_month", object: "price", product: "prod_1", unit_amount: 1299, currency: "usd", recurring: { interval: "month" }, active: true, type: "recurring" },
    year: { id: "price_year", object: "price", product: "prod_1", unit_amount: 9588, currency: "usd", recurring: { interval: "year" }, active: true, type: "recurring" },
  };
  const subscriptions = new Map<string, Record<string, unknown>>();
  const makeSubscription = (id: string, status: string, interval: "month" | "year" = "month", end = NOW + 30 * 86400) => {
    const sub = {
      id,
      object: "subscription",
      customer: "cus_1",
      status,
      cancel_at_period_end: false,
      created: NOW,
      start_date: NOW,
      items: { object: "list", data: [{ id: `si_${id}`, object: "subscription_item", current_period_start: NOW, current_period_end: end, price: prices[interval] }] },
    };
    subscriptions.set(id, sub);
    return sub;
  };
  const expand = (sub: Record<string, unknown>) => ({ ...sub, customer });

  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const record = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, form: new URLSearchParams(body) };
      requests.push(record);
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": "req_test" });
        res.end(JSON.stringify(json));
      };
      const list = (data: unknown[]) => send(200, { object: "list", data, has_more: false, url: url.pathname });
      const p = url.pathname;
      if (p === "/v1/products/prod_1") return send(200, { id: "prod_1", object: "product", name: "Pro" });
      if (p === "/v1/prices") return list(Object.values(prices));
      if (p === "/v1/customers") return list(url.searchParams.get("email") === customer.email ? [customer] : []);
      if (p === "/v1/checkout/sessions" && req.method === "POST") {
        return send(200, { id: "cs_test_1", object: "checkout.session", url: "https://checkout.stripe.test/cs_test_1", amount_total: 9588, currency: "usd", status: "open" });
      }
      if (p === "/v1/checkout/sessions/cs_done") return send(200, { id: "cs_done", object: "checkout.session", status: "complete", subscription: "sub_paid" });
      if (p === "/v1/subscriptions" && req.method === "GET") return list([...subscriptions.values()].map(expand));
      const sub = /^\/v1\/subscriptions\/([\w]+)$/.exec(p);
      if (sub) {
        const found = subscriptions.get(sub[1]);
        if (!found) return send(404, { error: { type: "invalid_request_error", message: "No such subscription" } });
        if (req.method === "POST" && record.form.get("cancel_at_period_end") === "true") found.cancel_at_period_end = true;
        return send(200, expand(found));
      }
      if (p === "/v1/billing_portal/sessions") return send(200, { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/p/1" });
      send(404, { error: { type: "invalid_request_error", message: `unhandled ${req.method} ${p}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    subscriptions,
    makeSubscription,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
