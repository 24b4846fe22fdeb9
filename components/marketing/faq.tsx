import { FAQ_HEADING } from "@/content/marketing/facts";
import type { FaqItem } from "@/content/marketing/types";
import { faqPageLd, JsonLd } from "./json-ld";

/** Expandable questions (native disclosure: mouse, Enter and Space work without script; one open at a time). */
export function Faq({ items, group }: { items: FaqItem[]; group: string }) {
  return (
    <section aria-labelledby={`${group}-faq`} data-testid="faq" className="mx-auto max-w-3xl px-4 py-14">
      <h2 id={`${group}-faq`} className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {FAQ_HEADING}
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.question} name={`${group}-faq`} className="group" data-testid="faq-item">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-ink hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              <span data-testid="faq-question">{item.question}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                fill="currentColor"
              >
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
              </svg>
            </summary>
            <p data-testid="faq-answer" className="px-5 pb-5 leading-7 text-slate-700">
              {item.answer}
            </p>
          </details>
        ))}
      </div>
      <JsonLd data={faqPageLd(items)} />
    </section>
  );
}
