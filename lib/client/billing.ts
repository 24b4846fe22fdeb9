import type { SpecPrice, SpecSubscription } from "@/lib/billing/shapes";
import { requestJson } from "./api";

export type { SpecPrice, SpecSubscription };

export const billingApi = {
  products: () => requestJson<{ id: string; name: string }[]>("/api/getProducts"),
  prices: (productId: string) => requestJson<SpecPrice[]>(`/api/getPrices/${encodeURIComponent(productId)}`),
  checkout: (price: string, customerEmail: string) =>
    requestJson<{ url: string; amount_total: number; currency: string }>("/api/createCheckoutSession", {
      body: { lineItems: [{ price, quantity: 1 }], customerEmail },
    }),
  subscriptions: (email: string) => requestJson<SpecSubscription[]>(`/api/getSubscriptionbyEmail/${encodeURIComponent(email)}`),
  cancel: (subscriptionId: string) =>
    requestJson<{ subscription: SpecSubscription }>("/api/cancelSubscription", { body: { subscriptionId } }),
};

export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The yearly price per month: yearly / 12, truncated (not rounded) to cents. */
export const monthlyEquivalent = (yearlyCents: number) => (Math.trunc(yearlyCents / 12) / 100).toFixed(2);

/** What a year on the yearly plan saves against twelve monthly payments, in whole dollars (0 if nothing). */
export const yearlySavingsDollars = (yearlyCents: number, monthlyCents: number) =>
  Math.max(0, Math.round((monthlyCents * 12 - yearlyCents) / 100));
