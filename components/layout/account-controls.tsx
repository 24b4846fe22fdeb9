"use client";

import { lazy, Suspense, useState } from "react";
import { useSession } from "@/components/account/session-store";
import { PlansButton } from "@/components/billing/plans-button";
import type { PublicUser } from "@/lib/client/account";
import { avatarProps } from "./account-avatar";
import { PanelButton } from "./panel-button";
import { useUiStore } from "./ui-store";

// Radix's menu (and the sign-out code with Google's library) load on the first use of the avatar, not with every page.
const loadAccountMenu = () => import("./account-menu");
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));
/**
 * Pointing at or focusing a control fetches what its click opens (AppChrome mounts it), so the click does
 * not wait for the network.
 */
const preload = (load: () => Promise<unknown>) => ({ onPointerEnter: () => void load(), onFocus: () => void load() });
const loadLogIn = () => Promise.all([import("./side-panel-host"), import("@/components/account/login-form")]);
const loadPlans = () => Promise.all([import("./modal-host"), import("@/components/billing/pricing-plans")]);

export function AccountControls() {
  const user = useSession((s) => s.user);
  const ready = useSession((s) => s.ready);

  if (!user) {
    return (
      <PanelButton
        panel="login"
        {...preload(loadLogIn)}
        aria-busy={!ready}
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Log in
      </PanelButton>
    );
  }
  return <SignedInControls user={user} />;
}

/** Unmounted on sign-out, so the next account starts with the plain avatar and a closed menu. */
function SignedInControls({ user }: { user: PublicUser }) {
  const setMobileNav = useUiStore((s) => s.setMobileNav);
  const [active, setActive] = useState(false);
  const activate = () => {
    // The menu mounts open, so its own open-change handler does not run for this first opening.
    setMobileNav(false);
    setActive(true);
  };
  const plainAvatar = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={activate}
      {...preload(loadAccountMenu)}
      onKeyDown={(e) => {
        if (e.key === "ArrowDown") {
          e.preventDefault();
          activate();
        }
      }}
      {...avatarProps(user)}
    />
  );

  return (
    <div className="flex items-center gap-2">
      {!user.pro && (
        <PlansButton
          {...preload(loadPlans)}
          className="whitespace-nowrap rounded-lg border border-amber-500 bg-amber-50 px-2.5 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-100 sm:px-3"
        >
          Buy Pro
        </PlansButton>
      )}
      {active ? (
        <Suspense fallback={plainAvatar}>
          <AccountMenu user={user} />
        </Suspense>
      ) : (
        plainAvatar
      )}
    </div>
  );
}
