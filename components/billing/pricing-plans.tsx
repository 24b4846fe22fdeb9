"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useSession } from "@/components/account/session-store";
import { useUiStore } from "@/components/layout/ui-store";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";
import { billingApi, dollars, monthlyEquivalent, yearlySavingsDollars, type SpecPrice } from "@/lib/client/billing";
import { engineClaims, type EngineKind } from "@/lib/engine-claims";
import { MODEL_WORDS_PER_MONTH, MODEL_WORDS_PER_YEAR } from "@/lib/limits";
import { MODELS } from "@/lib/options";

const LUMENARIS = MODELS[1].title;

interface Plan {
  price: SpecPrice;
}

type State = { status: "loading" } | { status: "error" } | { status: "ready"; yearly?: Plan; monthly?: Plan };

/** The pricing modal's body: yearly (recommended) and monthly plans from the billing provider, with what this server's engine can give. */
export function PricingPlans({ engine }: { engine: EngineKind }) {
  const user = useSession((s) => s.user);
  const closeModal = useUiStore((s) => s.closeModal);
  const openSidePanel = useUiStore((s) => s.openSidePanel);
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [buying, setBuying] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const [product] = await billingApi.products();
      const prices = product ? await billingApi.prices(product.id) : [];
      const plan = (interval: "year" | "month"): Plan | undefined => {
        const price = prices.find((p) => p.recurring.interval === interval);
        return price && { price };
      };
      if (live) setState({ status: "ready", yearly: plan("year"), monthly: plan("month") });
    })().catch((error) => {
      console.error("pricing failed to load:", error);
      if (live) setState({ status: "error" });
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  // The checkout is made when the user chooses a plan: one open checkout per account, the one they pay.
  const buy = async (plan: Plan) => {
    if (!user) return;
    setBuying(plan.price.id);
    try {
      window.location.assign((await billingApi.checkout(plan.price.id, user.email)).url);
    } catch (error) {
      setBuying(null);
      notify({ title: "Could not start the checkout", content: error instanceof ApiError ? error.message : "Please try again." }, "error");
    }
  };

  if (user?.pro) return <p className="mt-4 text-slate-700">You already have Pro. Thank you!</p>;
  if (state.status === "loading") return <p className="mt-6 text-center text-sm text-slate-600">Loading plans…</p>;
  if (state.status === "error") {
    return (
      <div className="mt-6 flex flex-col items-center gap-3 text-center">
        <p className="text-sm text-slate-700">We could not load the plans.</p>
        <button
          type="button"
          onClick={() => {
            setState({ status: "loading" });
            setAttempt((n) => n + 1);
          }}
          className="rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700"
        >
          Try again
        </button>
      </div>
    );
  }

  const action = (plan: Plan) =>
    user ? (
      <button
        type="button"
        onClick={() => void buy(plan)}
        disabled={buying !== null}
        className="w-full rounded-lg bg-brand-600 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-400"
      >
        {buying === plan.price.id ? "Opening checkout..." : "Buy plan"}
      </button>
    ) : (
      <button
        type="button"
        onClick={() => {
          closeModal();
          openSidePanel("login");
        }}
        className="w-full rounded-lg bg-brand-600 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Get Started
      </button>
    );

  const savings = state.yearly && state.monthly ? yearlySavingsDollars(state.yearly.price.unit_amount, state.monthly.price.unit_amount) : 0;

  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="pricing-plans">
      {state.yearly && (
        <PlanCard
          interval="yearly"
          perMonth={monthlyEquivalent(state.yearly.price.unit_amount)}
          billed={`$${dollars(state.yearly.price.unit_amount)} billed every 12 months`}
          allowance={`${MODEL_WORDS_PER_YEAR.toLocaleString("en-US")} ${LUMENARIS} words a year`}
          engine={engine}
          action={action(state.yearly)}
        >
          {savings > 0 && (
            <p data-testid="yearly-savings" className="text-sm font-semibold text-green-800">
              Save ${savings} a year against monthly
            </p>
          )}
        </PlanCard>
      )}
      {state.monthly && (
        <PlanCard
          interval="monthly"
          perMonth={dollars(state.monthly.price.unit_amount)}
          billed="billed every month"
          allowance={`${MODEL_WORDS_PER_MONTH.toLocaleString("en-US")} ${LUMENARIS} words a month`}
          engine={engine}
          action={action(state.monthly)}
        />
      )}
    </div>
  );
}

/** What differs between the plan cards' frames: the yearly plan is the recommended one. */
const CARDS = {
  yearly: {
    name: "Yearly",
    priceTestId: "yearly-monthly",
    className: "relative flex flex-col gap-3 rounded-2xl border-2 border-brand-600 p-5",
    recommended: true,
  },
  monthly: {
    name: "Monthly",
    priceTestId: "monthly-price",
    className: "flex flex-col gap-3 rounded-2xl border border-slate-200 p-5",
    recommended: false,
  },
};

/** A plan: its name, its price a month and how it is billed, anything particular to it (children), its benefits and its button. */
function PlanCard({
  interval,
  perMonth,
  billed,
  allowance,
  engine,
  action,
  children,
}: {
  interval: keyof typeof CARDS;
  perMonth: string;
  billed: string;
  allowance: string;
  engine: EngineKind;
  action: ReactNode;
  children?: ReactNode;
}) {
  const card = CARDS[interval];
  return (
    <section aria-labelledby={`plan-${interval}`} className={card.className}>
      {card.recommended && (
        <span className="absolute -top-3 left-5 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-bold text-white">Recommended</span>
      )}
      <h3 id={`plan-${interval}`} className="text-lg font-bold">
        {card.name}
      </h3>
      <p>
        <span className="text-3xl font-bold" data-testid={card.priceTestId}>
          ${perMonth}
        </span>
        <span className="text-slate-600">/month</span>
      </p>
      <p className="text-sm text-slate-700">{billed}</p>
      {children}
      <Benefits allowance={allowance} engine={engine} />
      {action}
    </section>
  );
}

/** The plan's benefits, its Lumenaris allowance first (Pulse 3.0 has no word allowance); only what this engine can give. */
function Benefits({ allowance, engine }: { allowance: string; engine: EngineKind }) {
  return (
    <ul className="flex-1 space-y-1.5 text-sm text-slate-800">
      {[allowance, ...engineClaims(engine).planBenefits].map((benefit) => (
        <li key={benefit} className="flex gap-2">
          <span aria-hidden="true" className="text-green-700">
            ✓
          </span>
          {benefit}
        </li>
      ))}
    </ul>
  );
}
