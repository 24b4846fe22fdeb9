import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostLayout } from "@/components/marketing/blog/post-layout";
import { postSource, readingMinutes, tableOfContents } from "@/components/marketing/blog/post-source";
import { pageMetadata } from "@/components/marketing/metadata";
import { postBySlug, POSTS } from "@/content/blog/posts";

interface Props {
  params: Promise<{ slug: string }>;
}

// Only the posts are rendered, at build. An unknown slug is rewritten to /blog/post-not-found
// (next.config.ts) rather than rendered and cached on demand: a page cached at runtime keeps its first
// request's CSP nonce, so its scripts would be refused on every later visit.
export const dynamicParams = false;

export function generateStaticParams() {
  return POSTS.map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = postBySlug((await params).slug);
  if (!post) notFound();
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: `/blog/${post.slug}`,
    article: { publishedTime: post.date },
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = postBySlug((await params).slug);
  if (!post) notFound();
  const { default: Body } = await import(`@/content/blog/${post.slug}.mdx`);
  const source = postSource(post.slug);
  return (
    <PostLayout post={post} minutes={readingMinutes(source)} toc={tableOfContents(source)}>
      <Body />
    </PostLayout>
  );
}
