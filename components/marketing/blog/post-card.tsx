import Link from "next/link";
import type { BlogPost } from "@/content/blog/posts";
import { formatDate } from "../content-page";

export function PostCard({ post, minutes }: { post: BlogPost; minutes: number }) {
  return (
    <article
      data-testid="post-card"
      className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-500"
    >
      <h2 className="text-xl font-semibold leading-snug">
        <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
          {post.title}
        </Link>
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        <time dateTime={post.date}>{formatDate(post.date)}</time> · {minutes} min read
      </p>
      <p className="mt-3 flex-1 leading-7 text-slate-700">{post.description}</p>
    </article>
  );
}
