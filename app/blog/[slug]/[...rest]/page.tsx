import { notFound } from "next/navigation";
import { POST_NOT_FOUND_METADATA } from "@/components/marketing/blog/blog-index";

export const metadata = POST_NOT_FOUND_METADATA;

/** Deeper paths under a post lead nowhere: the blog's not-found page lists the posts. */
export default function BlogDeepPath() {
  notFound();
}
