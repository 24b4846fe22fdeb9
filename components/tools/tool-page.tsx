import Link from "next/link";
import type { SidePanelMode } from "@/components/layout/ui-store";
import { BATCH_PAGE } from "@/content/batch";
import { ToolEditor } from "@/components/editor/tool-editor";
import { breadcrumbLd, JsonLd, webApplicationLd } from "@/components/marketing/json-ld";
import { siteUrl } from "@/components/marketing/metadata";
import { ToolSections } from "@/components/marketing/tool-sections";
import { TOOL_MARKETING } from "@/content/marketing";
import { toolBySlug, type ToolSlug } from "@/content/tools";
import { config } from "@/lib/config";
import { servingEngine } from "@/lib/engine-claims";
import { ToolBanner } from "./tool-banner";

export { toolMetadata } from "./tool-metadata";

interface ToolPageProps {
  slug: ToolSlug;
  initialInput?: string;
  openPanel?: SidePanelMode;
}

/** A tool route: the banner from the tool's config, the shared editor, then the tool's marketing sections. */
export function ToolPage({ slug, initialInput, openPanel }: ToolPageProps) {
  const tool = toolBySlug(slug);
  const site = siteUrl();
  const trail = [{ name: "Home", path: "/" }, ...(tool.path === "/" ? [] : [{ name: tool.name, path: tool.path }])];
  return (
    <>
      <ToolBanner tool={tool} />
      <ToolEditor tool={tool} initialInput={initialInput} openPanel={openPanel} engine={servingEngine(config())} />
      {slug === "check" && (
        <p className="mx-auto max-w-6xl px-4 pt-4 text-center text-sm text-slate-700">
          Checking a class&apos;s essays?{" "}
          <Link href={BATCH_PAGE.path} className="font-semibold text-brand-700 underline" data-testid="batch-link">
            Check many files at once
          </Link>
        </p>
      )}
      <ToolSections tool={tool} />
      <JsonLd data={webApplicationLd({ name: tool.name, path: tool.path, description: TOOL_MARKETING[slug].description }, site)} />
      <JsonLd data={breadcrumbLd(trail, site)} />
    </>
  );
}
