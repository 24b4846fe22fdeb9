import Link from "next/link";
import { MAIN_LINKS } from "@/content/navigation";
import { publicConfig } from "@/lib/public-config";
import { AccountControls } from "./account-controls";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

export function SiteHeader() {
  const sister = publicConfig.sisterProduct;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4">
        <Logo />
        {/* From lg up: the five tools, the sister product and the account controls fit one line at 1024 px (gap-4), signed in. */}
        <nav aria-label="Main" className="hidden items-center gap-4 lg:flex xl:gap-6">
          {MAIN_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className="whitespace-nowrap text-sm font-medium text-slate-700 hover:text-brand-700">
              {link.label}
            </Link>
          ))}
          {sister && (
            <a
              href={sister.url}
              target="_blank"
              rel="noopener"
              className="whitespace-nowrap text-sm font-medium text-slate-700 hover:text-brand-700"
            >
              {sister.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </nav>
        <div className="flex items-center gap-2">
          <AccountControls />
          <MobileMenu links={MAIN_LINKS} sister={sister} />
        </div>
      </div>
    </header>
  );
}
