import { breadcrumbLd, JsonLd } from "@/components/marketing/json-ld";
import { PostCard } from "@/components/marketing/blog/post-card";
import { postSource, readingMinutes } from "@/components/marketing/blog/post-source";
import { pageMetadata } from "@/components/marketing/metadata";
import { blogIndex } from "@/content/blog/index-page";
import { POSTS } from "@/content/blog/posts";

export const metadata = pageMetadata({ title: blogIndex.title, description: blogIndex.description, path: "/blog" });

export default function BlogIndexPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{blogIndex.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-700">{blogIndex.intro}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {POSTS.map((post) => (
          <PostCard key={post.slug} post={post} minutes={readingMinutes(postSource(post.slug))} />
        ))}
      </div>
      <JsonLd data={breadcrumbLd([{ name: "Home", path: "/" }, { name: "Blog", path: "/blog" }])} />
    </div>
  );
}
