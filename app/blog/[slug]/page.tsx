import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { POST_NOT_FOUND_METADATA } from "@/components/marketing/blog/blog-index";
import { PostLayout } from "@/components/marketing/blog/post-layout";
import { postSource, readingMinutes, tableOfContents } from "@/components/marketing/blog/post-source";
import { pageMetadata } from "@/components/marketing/metadata";
import { postBySlug, POSTS } from "@/content/blog/posts";

interface Props {
  params: Promise<{ slug: string }>;
}

// Unknown slugs render on demand, so that notFound() shows the blog's own not-found page.
export const dynamicParams = true;

export function generateStaticParams() {
  return POSTS.map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = postBySlug((await params).slug);
  // not-found.tsx cannot set metadata; the page that calls notFound() names the result instead
  if (!post) return POST_NOT_FOUND_METADATA;
  return pageMetadata({ title: post.title, description: post.description, path: `/blog/${post.slug}`, article: { publishedTime: post.date } });
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
