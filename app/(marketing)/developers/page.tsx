import Link from "next/link";
import { ApiReference, WithCode, type OpenApiDocument } from "@/components/developers/api-reference";
import { pageMetadata, siteUrl } from "@/components/marketing/metadata";
import { openApiDocument } from "@/lib/api/openapi";

export const metadata = pageMetadata({
  title: "API for developers",
  description: "Check texts for AI writing and rewrite or humanize them from your own code: keys, endpoints, limits, errors and examples.",
  path: "/developers",
});

export default function DevelopersPage() {
  // The examples carry SITE_URL as the build read it; a build without it can only print paths.
  const document = openApiDocument(siteUrl() ?? "") as OpenApiDocument;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-slate-900">{document.info.title}</h1>
        <p className="text-slate-700">
          <WithCode text={document.info.description} />
        </p>
        <p className="text-slate-700">
          Create a key in <strong>Profile → API</strong> (log in first), keep it secret, and send it with every request. The
          machine-readable description of everything below is{" "}
          <Link href="/api/v1/openapi.json" className="font-semibold text-brand-700 underline" prefetch={false}>
            /api/v1/openapi.json
          </Link>{" "}
          (OpenAPI 3.1): generate a client from it, or import it into your API tool.
        </p>
      </header>
      <ApiReference document={document} />
    </div>
  );
}
