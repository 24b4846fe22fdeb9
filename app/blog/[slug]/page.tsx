import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostLayout } from "@/components/marketing/blog/post-layout";
import { postSource, readingMinutes, tableOfContents } from "@/components/marketing/blog/post-source";
import { pageMetadata } from "@/components/marketing/metadata";
import { postBySlug, POSTS } from "@/content/blog/posts";

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return POSTS.map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = postBySlug((await params).slug);
  if (!post) return {};
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
