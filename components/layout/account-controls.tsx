"use client";

import * as Menu from "@radix-ui/react-dropdown-menu";
import { useSession } from "@/components/account/session-store";
import { useForgetSession } from "@/components/account/use-forget-session";
import { notify } from "@/components/ui/toast";
import { accountApi } from "@/lib/client/account";
import { useUiStore } from "./ui-store";

const menuItem = "cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50";

export function AccountControls() {
  const user = useSession((s) => s.user);
  const ready = useSession((s) => s.ready);
  const forgetSession = useForgetSession();
  const openSidePanel = useUiStore((s) => s.openSidePanel);
  const openModal = useUiStore((s) => s.openModal);
  const setMobileNav = useUiStore((s) => s.setMobileNav);

  if (!user) {
    return (
      <button
        type="button"
        onClick={() => openSidePanel("login")}
        aria-busy={!ready}
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Log in
      </button>
    );
  }

  const signOut = async () => {
    try {
      await accountApi.signOut();
    } catch (error) {
      console.error("sign-out request failed:", error);
      notify({ title: "Error", content: "Could not reach the server; you are signed out on this device." }, "warning");
    }
    forgetSession();
  };

  const initials = (user.fullName || user.email)
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

  return (
    <div className="flex items-center gap-2">
      {!user.pro && (
        <button type="button" onClick={() => openModal("pricing")} className="whitespace-nowrap rounded-lg border border-amber-500 bg-amber-50 px-2.5 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-100 sm:px-3">
          Buy Pro
        </button>
      )}
      <Menu.Root onOpenChange={(open) => open && setMobileNav(false)}>
        <Menu.Trigger
          aria-label={`Account menu for ${user.fullName || user.email}`}
          data-testid="avatar"
          data-pro={user.pro}
          className={`flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700 ring-offset-2 ${user.pro ? "border-[3px] border-yellow-400" : "border border-slate-300"}`}
        >
          {initials}
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
            <Menu.Label className="truncate px-3 py-2 text-xs text-slate-600">{user.email}</Menu.Label>
            <Menu.Item className={menuItem} onSelect={() => openModal("profile")}>
              Your Profile
            </Menu.Item>
            <Menu.Item className={menuItem} onSelect={signOut}>
              Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
