import type { ToolConfig } from "@/content/tools";

export function ToolBanner({ tool }: { tool: Pick<ToolConfig, "heading" | "subText"> }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 pb-6 pt-10 text-center">
      <h1 className="mx-auto max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">{tool.heading}</h1>
      <p className="mx-auto mt-3 max-w-2xl text-base text-slate-700 sm:text-lg">{tool.subText}</p>
    </section>
  );
}
