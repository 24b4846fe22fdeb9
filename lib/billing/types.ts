import type { BillingInterval, Subscription } from "@/lib/db";

export interface Product {
  id: string;
  name: string;
}

export interface Price {
  id: string;
  productId: string;
  /** Cents. */
  unitAmount: number;
  currency: string;
  interval: BillingInterval;
}

export interface CheckoutRequest {
  priceId: string;
  customerEmail: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
  /** Cents. */
  amountTotal: number;
  currency: string;
}

/** Payments: Stripe when configured, else the offline test-mode provider. */
export interface BillingProvider {
  readonly name: "stripe" | "dev";
  listProducts(): Promise<Product[]>;
  listPrices(productId: string): Promise<Price[]>;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The subscription a completed checkout session created, or null when it is not paid yet. */
  subscriptionForCheckout(sessionId: string): Promise<Subscription | null>;
  /** Every subscription of a customer email, newest first. */
  listSubscriptions(email: string): Promise<Subscription[]>;
  /** Cancels at the end of the current period; returns the updated subscription. */
  cancelSubscription(id: string): Promise<Subscription>;
  /** A page where the customer manages cards and invoices, or null when the provider has none. */
  portalUrl(email: string, returnUrl: string): Promise<string | null>;
}
