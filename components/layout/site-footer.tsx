import Link from "next/link";
import { FOOTER_GROUPS } from "@/content/navigation";
import { MESSAGES } from "@/lib/messages";
import { publicConfig } from "@/lib/public-config";
import { Logo } from "./logo";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-600">Rewrite, humanize and check text for AI, in your browser.</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="mb-3 text-sm font-semibold text-slate-900">{group.heading}</h2>
            <ul className="space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    rel={link.nofollow ? "nofollow" : undefined}
                    className="text-sm text-slate-600 hover:text-brand-700"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-xs text-slate-600">
          <p data-testid="disclaimer">{MESSAGES.academicDisclaimer}</p>
          <p>
            © {new Date().getFullYear()} {publicConfig.siteName}
          </p>
        </div>
      </div>
    </footer>
  );
}
