import type { PublicUser } from "@/lib/client/account";

/** The avatar button's look and name, the same on the plain button and on the menu's trigger that replaces it. */
export function avatarProps(user: PublicUser) {
  const initials = (user.fullName || user.email)
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return {
    "aria-label": `Account menu for ${user.fullName || user.email}`,
    "data-testid": "avatar",
    "data-pro": user.pro,
    className: `flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700 ring-offset-2 ${user.pro ? "border-[3px] border-yellow-400" : "border border-slate-300"}`,
    children: initials,
  };
}
