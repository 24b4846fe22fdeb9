import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DevPayButton } from "@/components/billing/dev-pay-button";
import { getDevBilling } from "@/lib/billing";
import { priceById } from "@/lib/billing/dev";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Test-mode checkout", robots: { index: false } };

/** The development billing provider's checkout: test mode only, and it says so. */
export default async function DevCheckoutPage({ searchParams }: { searchParams: Promise<{ session?: string }> }) {
  const dev = getDevBilling();
  if (!dev) notFound();
  const { session } = await searchParams;
  const checkout = session ? dev.decode(session) : null;
  const price = checkout ? priceById(checkout.priceId) : undefined;

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <p role="note" className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
        Test-mode checkout: no real payment is taken and no card is needed. This page exists only in development and demos.
      </p>
      <h1 className="text-2xl font-bold">Checkout</h1>
      {!checkout || !price ? (
        <p className="mt-4 text-slate-700">This checkout has expired or is not valid. Please start again from the pricing.</p>
      ) : (
        <div className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-slate-700">Pro, billed every {price.interval === "year" ? "12 months" : "month"}</p>
          <p className="text-3xl font-bold" data-testid="checkout-amount">
            ${(price.unitAmount / 100).toFixed(2)}
          </p>
          <p className="text-sm text-slate-600">for {checkout.email}</p>
          <DevPayButton session={session!} />
          <a href={checkout.cancelUrl} className="block text-center text-sm font-semibold text-brand-700 hover:underline">
            Cancel and go back
          </a>
        </div>
      )}
    </section>
  );
}
