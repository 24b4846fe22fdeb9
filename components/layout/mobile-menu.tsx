"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import type { NavLink } from "@/content/navigation";
import { useUiStore } from "./ui-store";

interface MobileMenuProps {
  links: NavLink[];
  sister: { name: string; url: string } | null;
}

export function MobileMenu({ links, sister }: MobileMenuProps) {
  const open = useUiStore((s) => s.mobileNav);
  const setOpen = useUiStore((s) => s.setMobileNav);
  const pathname = usePathname();
  // A followed link closes the menu.
  useEffect(() => setOpen(false), [pathname, setOpen]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, setOpen]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen(!open)}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 py-3 shadow-lg"
        >
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="block py-3 text-base font-medium text-slate-800">
                  {link.label}
                </Link>
              </li>
            ))}
            {sister && (
              <li>
                <a href={sister.url} target="_blank" rel="noopener" className="block py-3 text-base font-medium text-slate-800">
                  {sister.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
