"use client";

import * as Menu from "@radix-ui/react-dropdown-menu";
import Link from "next/link";
import { useForgetSession } from "@/components/account/use-forget-session";
import { notify } from "@/components/ui/toast";
import { accountApi, type PublicUser } from "@/lib/client/account";
import { avatarProps } from "./account-avatar";
import { useUiStore } from "./ui-store";

const menuItem = "cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50";

/** The Radix account menu, loaded and opened on the first use of the avatar button (see AccountControls). */
export function AccountMenu({ user }: { user: PublicUser }) {
  const forgetSession = useForgetSession();
  const openModal = useUiStore((s) => s.openModal);
  const setMobileNav = useUiStore((s) => s.setMobileNav);

  const signOut = async () => {
    try {
      await accountApi.signOut();
    } catch (error) {
      console.error("sign-out request failed:", error);
      notify({ title: "Error", content: "Could not reach the server; you are signed out on this device." }, "warning");
    }
    forgetSession();
  };

  return (
    <Menu.Root defaultOpen onOpenChange={(open) => open && setMobileNav(false)}>
      <Menu.Trigger {...avatarProps(user)} />
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <Menu.Label className="truncate px-3 py-2 text-xs text-slate-600">{user.email}</Menu.Label>
          <Menu.Item className={menuItem} onSelect={() => openModal("profile")}>
            Your Profile
          </Menu.Item>
          <Menu.Item className={menuItem} asChild>
            <Link href="/write">Write with a writing report</Link>
          </Menu.Item>
          <Menu.Item className={menuItem} onSelect={signOut}>
            Sign out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
