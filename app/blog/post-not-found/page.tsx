import { notFound } from "next/navigation";
import { POST_NOT_FOUND_METADATA } from "@/components/marketing/blog/blog-index";

export const metadata = POST_NOT_FOUND_METADATA;
// Rendered for each request, with that request's CSP nonce: it answers rewritten addresses, which the
// hashes of a page prerendered under its own path would not cover.
export const dynamic = "force-dynamic";

/** Where addresses under /blog that are not a post are rewritten (next.config.ts): the blog's not-found page. */
export default function BlogPostNotFoundPage() {
  notFound();
}
