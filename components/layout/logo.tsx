import Link from "next/link";
import { publicConfig } from "@/lib/public-config";

export function Logo() {
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-2 whitespace-nowrap text-base font-bold text-ink sm:text-lg"
      aria-label={`${publicConfig.siteName} home`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#2553e0" />
        <path d="M9 21l5-12h2l5 12M11.5 16h7" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      </svg>
      <span>{publicConfig.siteName}</span>
    </Link>
  );
}
