import type { Metadata } from "next";
import { PostCard } from "@/components/marketing/blog/post-card";
import { postSource, readingMinutes } from "@/components/marketing/blog/post-source";
import { blogIndex } from "@/content/blog/index-page";
import { POSTS } from "@/content/blog/posts";

/** Pages that call notFound() under /blog name the result with this (not-found.tsx cannot set metadata). */
export const POST_NOT_FOUND_METADATA: Metadata = { title: "Post not found", robots: { index: false } };

/** The list of posts: the blog's home page, and what a blog address that leads nowhere shows. */
export function BlogIndex({ missingPost = false }: { missingPost?: boolean }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {missingPost && (
        <p role="status" data-testid="post-not-found" className="mb-8 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          That post was not found. Here is everything on the blog instead.
        </p>
      )}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{blogIndex.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-700">{blogIndex.intro}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {POSTS.map((post) => (
          <PostCard key={post.slug} post={post} minutes={readingMinutes(postSource(post.slug))} />
        ))}
      </div>
    </div>
  );
}
