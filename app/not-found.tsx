import Link from "next/link";
import { MESSAGES } from "@/lib/messages";

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <svg role="img" aria-label="A lost page drifting away from a magnifying glass" viewBox="0 0 240 160" className="mb-8 w-64">
        <rect x="40" y="20" width="90" height="115" rx="8" fill="#dbe6fe" transform="rotate(-8 85 77)" />
        <path
          d="M62 52h50M62 68h44M62 84h50M62 100h30"
          stroke="#3b6cf6"
          strokeWidth="5"
          strokeLinecap="round"
          transform="rotate(-8 85 77)"
        />
        <circle cx="165" cy="85" r="32" fill="none" stroke="#1d42b5" strokeWidth="9" />
        <path d="M188 108l28 28" stroke="#1d42b5" strokeWidth="11" strokeLinecap="round" />
        <text x="165" y="97" textAnchor="middle" fontSize="34" fontWeight="700" fill="#1d42b5">
          ?
        </text>
      </svg>
      <h1 className="text-2xl font-bold sm:text-3xl">{MESSAGES.notFound}</h1>
      <Link href="/" className="mt-8 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        {MESSAGES.goHome}
      </Link>
    </section>
  );
}
