import type { ContentPageCopy } from "@/content/pages/types";
import { breadcrumbLd, JsonLd } from "./json-ld";
import { siteUrl } from "./metadata";

export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** About, privacy and terms: a heading, an intro and titled sections, all from content/pages. */
export function ContentPage({ copy, path }: { copy: ContentPageCopy; path: string }) {
  const site = siteUrl();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.heading}</h1>
      {copy.updated && (
        <p className="mt-2 text-sm text-slate-600">
          Last updated <time dateTime={copy.updated}>{formatDate(copy.updated)}</time>
        </p>
      )}
      <p className="mt-6 text-lg leading-8 text-slate-700">{copy.intro}</p>
      {copy.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7 text-slate-800">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-800">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.terms && (
            <dl className="mt-4 space-y-4">
              {section.terms.map((entry) => (
                <div key={entry.term} className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="font-semibold">{entry.term}</dt>
                  <dd className="mt-1 leading-7 text-slate-700">{entry.text}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
      <JsonLd
        data={breadcrumbLd(
          [
            { name: "Home", path: "/" },
            { name: copy.heading, path },
          ],
          site,
        )}
      />
    </article>
  );
}
