import type { FaqItem } from "@/content/marketing/types";
import { publicConfig } from "@/lib/public-config";
import { absoluteUrl } from "./metadata";

type Thing = Record<string, unknown>;

/** Structured data for search engines; `<` is escaped so page text can never close the script. */
export function JsonLd({ data }: { data: Thing }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c") }}
    />
  );
}

export function faqPageLd(items: FaqItem[]): Thing {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function breadcrumbLd(trail: { name: string; path: string }[], site: string | null): Thing {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, site),
    })),
  };
}

export function webApplicationLd(
  { name, path, description }: { name: string; path: string; description: string },
  site: string | null,
): Thing {
  return {
    "@type": "WebApplication",
    name: `${publicConfig.siteName} ${name}`,
    url: absoluteUrl(path, site),
    description,
    applicationCategory: "UtilitiesApplication",
    operatingSystem: "Any",
    browserRequirements: "Requires JavaScript",
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
  };
}

export function articleLd(
  post: { title: string; description: string; path: string; date: string; updated?: string },
  site: string | null,
): Thing {
  const organization = { "@type": "Organization", name: publicConfig.siteName, url: absoluteUrl("/", site) };
  return {
    "@type": "Article",
    headline: post.title,
    description: post.description,
    url: absoluteUrl(post.path, site),
    mainEntityOfPage: absoluteUrl(post.path, site),
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    image: absoluteUrl("/opengraph-image", site),
    author: organization,
    publisher: organization,
  };
}
