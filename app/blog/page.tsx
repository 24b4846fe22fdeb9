import { BlogIndex } from "@/components/marketing/blog/blog-index";
import { breadcrumbLd, JsonLd } from "@/components/marketing/json-ld";
import { pageMetadata, siteUrl } from "@/components/marketing/metadata";
import { blogIndex } from "@/content/blog/index-page";

export const metadata = pageMetadata({ title: blogIndex.title, description: blogIndex.description, path: "/blog" });

export default function BlogIndexPage() {
  return (
    <>
      <BlogIndex />
      <JsonLd
        data={breadcrumbLd(
          [
            { name: "Home", path: "/" },
            { name: "Blog", path: "/blog" },
          ],
          siteUrl(),
        )}
      />
    </>
  );
}
