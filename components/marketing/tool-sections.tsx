import type { ReactNode } from "react";
import { TOOL_MARKETING } from "@/content/marketing";
import { closingCta } from "@/content/marketing/facts";
import { AUDIENCES } from "@/content/marketing/types";
import type { ToolConfig } from "@/content/tools";
import { config } from "@/lib/config";
import { engineClaims, fillEngineClaims, servingEngine } from "@/lib/engine-claims";
import { CtaLink } from "./cta-link";
import { Faq } from "./faq";

/** A titled band of a tool page; tinted ones alternate with the page's background. */
function Section({ id, heading, tinted = false, children }: { id: string; heading: string; tinted?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={`section-${id}`} className={tinted ? "bg-white px-4 py-14" : "px-4 py-14"}>
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-heading`} className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Everything below the editor on a tool page: what it does, how to use it, for whom, and the FAQ. */
export function ToolSections({ tool }: { tool: ToolConfig }) {
  // Claims about rewriting say what the engine this server runs does.
  const copy = fillEngineClaims(TOOL_MARKETING[tool.slug], engineClaims(servingEngine(config())));
  const closing = closingCta(tool);
  return (
    <div className="mt-16">
      <section aria-labelledby="intro-heading" data-testid="section-intro" className="mx-auto max-w-3xl px-4 py-10 text-center">
        <h2 id="intro-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {copy.intro.heading}
        </h2>
        {copy.intro.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-left leading-7 text-slate-700 sm:text-center">
            {paragraph}
          </p>
        ))}
        <div className="mt-8">
          <CtaLink>{copy.intro.cta}</CtaLink>
        </div>
      </section>

      <Section id="how-to" tinted heading={copy.howTo.heading}>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {copy.howTo.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-7 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="features" heading={copy.features.heading}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.features.items.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-700">{feature.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="audience" tinted heading={copy.audience.heading}>
        <ul className="mt-10 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
          {AUDIENCES.map((who) => (
            <li key={who}>
              <h3 className="font-semibold">{who}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">{copy.audience.items[who]}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Faq items={copy.faq} group={tool.slug} />

      <section aria-labelledby="cta-heading" className="px-4">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 rounded-2xl bg-brand-700 px-6 py-10 text-center text-white">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight">
            {closing.heading}
          </h2>
          <p className="max-w-xl text-brand-50">{closing.text}</p>
          <CtaLink variant="light">{copy.intro.cta}</CtaLink>
        </div>
      </section>
    </div>
  );
}
