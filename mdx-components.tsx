import type { MDXComponents } from "mdx/types";
import Link from "next/link";
import type { ComponentPropsWithoutRef } from "react";

function Anchor({ href = "", ...props }: ComponentPropsWithoutRef<"a">) {
  if (href.startsWith("/")) return <Link href={href} {...props} />;
  if (href.startsWith("#")) return <a href={href} {...props} />;
  return <a href={href} rel="noopener" {...props} />;
}

const components: MDXComponents = {
  h2: (props) => <h2 className="mt-10 scroll-mt-24 text-2xl font-bold tracking-tight text-ink hover:[&_a]:underline" {...props} />,
  h3: (props) => <h3 className="mt-8 scroll-mt-24 text-xl font-semibold text-ink hover:[&_a]:underline" {...props} />,
  p: (props) => <p className="mt-4 leading-7 text-slate-800" {...props} />,
  ul: (props) => <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-800" {...props} />,
  ol: (props) => <ol className="mt-4 list-decimal space-y-2 pl-6 leading-7 text-slate-800" {...props} />,
  a: (props) => <Anchor className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600" {...props} />,
  blockquote: (props) => <blockquote className="mt-6 border-l-4 border-brand-500 bg-white py-2 pl-4 text-slate-700" {...props} />,
  table: (props) => (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: (props) => <th className="border-b-2 border-slate-300 px-3 py-2 font-semibold" {...props} />,
  td: (props) => <td className="border-b border-slate-200 px-3 py-2 align-top" {...props} />,
  code: (props) => <code className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em]" {...props} />,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
