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

/**
 * Who pays: the account (user id), its address for receipts, and its customer at the provider, made at
 * its first checkout. Subscriptions are found by the customer, never by an email address.
 */
export interface BillingAccount {
  userId: string;
  email: string;
  customerId: string | null;
}

export interface CheckoutRequest {
  priceId: string;
  account: BillingAccount & { customerId: string };
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
  /** The account's customer at the provider, made now when it has none. */
  createCustomer(account: BillingAccount): Promise<string>;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Expires an open checkout so it cannot be paid; "complete" when it was paid already. */
  expireCheckoutSession(id: string): Promise<"expired" | "complete">;
  /** The subscription a completed checkout session created, or null when it is not paid yet. */
  subscriptionForCheckout(sessionId: string): Promise<Subscription | null>;
  /** Every subscription of the account's customer, newest first. */
  listSubscriptions(account: BillingAccount): Promise<Subscription[]>;
  /** Cancels at the end of the current period; returns the updated subscription. */
  cancelSubscription(id: string): Promise<Subscription>;
  /** Ends the subscription now (its account is being deleted): it never charges again. Returns it ended. */
  endSubscriptionNow(id: string): Promise<Subscription>;
  /** A page where the customer manages cards and invoices, or null when the provider has none. */
  portalUrl(account: BillingAccount, returnUrl: string): Promise<string | null>;
}
