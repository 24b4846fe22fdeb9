import { BlogIndex } from "@/components/marketing/blog/blog-index";

/** Every path under /blog shows blog content (spec): an unknown post answers 404 with the list of posts. */
export default function BlogPostNotFound() {
  return <BlogIndex missingPost />;
}
