import Link from "next/link";
import type { ReactNode } from "react";
import type { BlogPost } from "@/content/blog/posts";
import { toolBySlug } from "@/content/tools";
import { formatDate } from "../content-page";
import { articleLd, breadcrumbLd, JsonLd } from "../json-ld";
import { siteUrl } from "../metadata";
import type { TocEntry } from "./post-source";

interface PostLayoutProps {
  post: BlogPost;
  minutes: number;
  toc: TocEntry[];
  children: ReactNode;
}

/** The way back up, as links; the last crumb is this page. The same list feeds the breadcrumb JSON-LD. */
function Breadcrumbs({ crumbs }: { crumbs: { name: string; path: string }[] }) {
  const above = crumbs.slice(0, -1);
  const here = crumbs[crumbs.length - 1];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap gap-1">
        {above.map((crumb) => (
          <li key={crumb.path}>
            <Link href={crumb.path} className="hover:text-brand-700 hover:underline">
              {crumb.name}
            </Link>{" "}
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="text-slate-700">
          {here.name}
        </li>
      </ol>
    </nav>
  );
}

/** A blog post: breadcrumbs, title and date, table of contents, the MDX body and a call to action. */
export function PostLayout({ post, minutes, toc, children }: PostLayoutProps) {
  const site = siteUrl();
  const path = `/blog/${post.slug}`;
  const tool = toolBySlug(post.tool);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: post.title, path },
  ];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {minutes} min read
        </p>
        <p className="mt-4 text-lg leading-8 text-slate-700">{post.description}</p>
      </header>
      <nav aria-labelledby="toc-heading" data-testid="toc" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="toc-heading" className="text-base font-semibold">
          On this page
        </h2>
        <ol className="mt-3 space-y-2 text-sm">
          {toc
            .filter((entry) => entry.level === 2)
            .map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {entry.text}
                </a>
              </li>
            ))}
        </ol>
      </nav>
      <div data-testid="post-body">{children}</div>
      <aside aria-labelledby="post-cta" data-testid="post-cta" className="mt-12 rounded-2xl bg-brand-700 p-6 text-white">
        <h2 id="post-cta" className="text-xl font-bold">
          {post.cta.heading}
        </h2>
        <p className="mt-2 text-brand-50">{post.cta.text}</p>
        <Link
          href={`${tool.path}#editorRewriter`}
          className="mt-4 inline-block rounded-lg bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {post.cta.label}
        </Link>
      </aside>
      <JsonLd data={articleLd({ title: post.title, description: post.description, path, date: post.date }, site)} />
      <JsonLd data={breadcrumbLd(crumbs, site)} />
    </article>
  );
}
